/// Routes literal at every level (`app://home/list`) by one hash lookup (#39), keyed on the levels
/// the trie reads (lowercased scheme and host, decoded segments). Where those lead by literal edges
/// alone to a node where a route ends, the walk (literals first) returns that node's winner: so does
/// the index, once the edges into the node, read back to the root, spell the levels; else the walk
/// answers. Built with every trie (``RouteTrieBuilder``), consulted by ``RouteTrie/match(_:literalIndex:walk:)``
/// after relocation. Callgrind, `bench-runner --profile constant-canopen --routes 10000`: `canOpenURL`
/// on literal routes 3,429 → 3,157 instructions; install ~110 a route; the mixed table's misses +5.
extension RouteTrie {
    /// A literal route's path: its levels' hashes folded from ``literalRoot``, then spread once by
    /// ``mix(_:_:)`` for the table. One that folds to 0 ("not literal" while building) is left to the walk.
    static func fold(_ path: UInt64, _ level: UInt64) -> UInt64 { (path &* 0x9E37_79B9_7F4A_7C15) ^ level }
    static let literalRoot: UInt64 = 1

    /// Indexes the nodes where literal routes end, with their folded paths (a node may come twice),
    /// in O(*n*): two `Int32`s a slot, the mixed path's high half and the node (−1: empty), half full.
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
        for level in (0..<levels.count).reversed() {
            let index = nodes[Int(node)].edge
            if index < 0 { return false }
            let edge = edges[Int(index)]
            let bytes = levels[level]
            if Int(edge.keyCount) != bytes.count { return false }
            let start = Int(edge.keyStart)
            for offset in 0..<bytes.count where keyBytes[start &+ offset] != bytes[offset] { return false }
            node = edge.parent
        }
        return node == 0
    }
}
