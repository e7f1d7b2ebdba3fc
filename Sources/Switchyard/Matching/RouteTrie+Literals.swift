/// Routes literal at every level (`app://home/list`) by one hash lookup (#39), keyed on the URL's
/// levels as the trie reads them: lowercased scheme and host, decoded segments, never the raw text.
///
/// It gives the walk's own answer: the walk tries a literal child first at every level, so where
/// the URL's levels lead by literal edges alone to a node where a route ends, the walk returns
/// that node's winner by priority; the index returns the same node's winner, after checking that
/// the literal edges into it, read back to the root, spell the URL's levels. Otherwise the walk
/// answers. It is built by ``RouteTrieBuilder`` with every trie (records, string tables,
/// relocation's and run-time routes, removed routes left out) and consulted in
/// ``RouteTrie/match(_:)``, which the pipeline calls after relocation.
///
/// Its figure (callgrind, instructions a lookup at 10,000 routes,
/// `valgrind --tool=callgrind --instr-atstart=no bench-runner --profile P --routes 10000 --ops 20000`):
/// see `Benchmarks/Results/linux-2core-epyc-20261206-lookup-install.md`: on the literal-only table
/// (`constant-canopen`) a hit skips about 400 instructions of the walk; on the mixed table
/// (`canopen`), where three hits in ten are literal routes, a miss costs one probe.
extension RouteTrie {
    /// The path of a literal route: its levels' own hashes (`RouteRecordFormat.hash`) folded in
    /// order from the root's ``literalRoot``, one multiply a level; ``mix(_:_:)`` spreads it once,
    /// for the table. A path that folds to 0, which stands for "not literal", is left to the walk.
    static func fold(_ path: UInt64, _ level: UInt64) -> UInt64 { (path &* 0x9E37_79B9_7F4A_7C15) ^ level }

    /// The path of the root.
    static let literalRoot: UInt64 = 1

    /// Indexes the nodes where routes literal at every level end, with their folded paths (the
    /// same node may come twice). Two `Int32`s a slot: the mixed path's high half and the node,
    /// −1 for an empty slot; open addressing, at most half full.
    ///
    /// - Complexity: O(*n*) for *n* literal routes.
    mutating func indexLiterals(_ ends: [(path: UInt64, node: Int32)]) {
        guard !ends.isEmpty else { return }
        var slotCount = 16
        while slotCount < ends.count * 2 { slotCount *= 2 }
        var table = [Int32](repeating: -1, count: slotCount * 2)
        for (path, node) in ends {
            let path = RouteTrie.mix(path, 0)
            var slot = Int(truncatingIfNeeded: path) & (slotCount - 1)
            while table[slot * 2 + 1] >= 0 { slot = (slot &+ 1) & (slotCount - 1) }
            table[slot * 2] = Int32(truncatingIfNeeded: path >> 32)
            table[slot * 2 + 1] = node
        }
        literals = table
    }
}

extension RouteTrie.View {
    /// The route that ends where `levels` lead by literal edges alone, or −1 when none does (then
    /// the walk answers). `hashes` are the levels' own hashes.
    func literalRoute(_ levels: URLLevels, hashes: UnsafeBufferPointer<UInt64>) -> Int32 {
        if literals.isEmpty { return -1 }
        var path = RouteTrie.literalRoot
        for hash in hashes { path = RouteTrie.fold(path, hash) }
        path = RouteTrie.mix(path, 0)
        let mask = literals.count / 2 - 1
        var slot = Int(truncatingIfNeeded: path) & mask
        while true {
            let node = literals[slot * 2 + 1]
            if node < 0 { return -1 }
            if literals[slot * 2] == Int32(truncatingIfNeeded: path >> 32) && spells(levels, node) {
                return nodes[Int(node)].terminal
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Whether the literal edges into `node`, read back to the root, spell `levels` exactly.
    private func spells(_ levels: URLLevels, _ node: Int32) -> Bool {
        var node = node
        var level = levels.count - 1
        while level >= 0 {
            let index = nodes[Int(node)].edge
            if index < 0 { return false }
            let edge = edges[Int(index)]
            let bytes = levels[level]
            if Int(edge.keyCount) != bytes.count { return false }
            let start = Int(edge.keyStart)
            for offset in 0..<bytes.count where keyBytes[start &+ offset] != bytes[offset] { return false }
            node = edge.parent
            level -= 1
        }
        return node == 0
    }
}
