/// Routes literal at every level (`app://home/list`) by one hash lookup, keyed on the URL's levels
/// as the trie reads them (lowercased scheme and host, decoded segments; never the raw text).
///
/// It gives the trie's own answer: the trie tries a literal child first at every level, so a route
/// ending where the URL's levels lead by literal edges alone is what its walk returns (the node's
/// winner by priority); without one there is no entry and the trie walks. Built from the frozen
/// trie (`RouteTrieBuilder.freeze`), so every route of the snapshot is in it (records, string
/// tables, relocation's and run-time routes), and consulted in `RouteTrie.match`, after relocation.
/// Its figure (callgrind, instructions a lookup at 10,000 routes, `Scripts/bench.sh --profile
/// constant-canopen|canopen`): `canOpenURL` on the literal-only table 5,016 → 4,857, on the mixed
/// table 5,641 → 5,749, where the probe that misses costs more than the walk it saves (#39).
struct LiteralRoutes: Sendable {
    /// One array, so that a lookup borrows it with one retain: first `slotCount` slots of two
    /// values (the path's hash, truncated, and the node it ends at, -1 for an empty slot; open
    /// addressing, at most half full), then for each node the literal edge into it when the root
    /// reaches it by literal edges alone, else -1.
    private var table: [Int32] = []
    private var slotCount = 0

    /// The hash of a literal path: its levels' own hashes (`RouteRecordFormat.hash`) folded in order.
    private static func fold(_ path: UInt64, _ level: UInt64) -> UInt64 {
        RouteTrie.mix(path ^ level, 0)
    }

    /// An empty index (a trie being built).
    init() {}

    /// Indexes every node of `trie` that the root reaches by literal edges alone and where a route ends.
    ///
    /// - Complexity: O(nodes + literal edges).
    init(_ trie: RouteTrie) {
        var via = [Int32](repeating: -1, count: trie.nodes.count)
        var paths = [UInt64](repeating: 0, count: trie.nodes.count)
        var ends: [Int32] = []
        // An edge comes after the edge into its parent, so one pass in order reaches every node.
        for (index, edge) in trie.edges.enumerated() where edge.parent == 0 || via[Int(edge.parent)] >= 0 {
            let child = Int(edge.child)
            via[child] = Int32(index)
            paths[child] = Self.fold(paths[Int(edge.parent)], edge.hash)
            if trie.nodes[child].terminal >= 0 { ends.append(edge.child) }
        }
        guard !ends.isEmpty else { return }
        slotCount = 16
        while slotCount < ends.count * 2 { slotCount *= 2 }
        var slots = [Int32](repeating: -1, count: slotCount * 2)
        for node in ends {
            let hash = paths[Int(node)]
            var slot = Int(truncatingIfNeeded: hash) & (slotCount - 1)
            while slots[slot * 2 + 1] >= 0 { slot = (slot &+ 1) & (slotCount - 1) }
            slots[slot * 2] = Int32(truncatingIfNeeded: hash)
            slots[slot * 2 + 1] = node
        }
        table = slots + via
    }

    /// Calls `body` with the index borrowed (inside `RouteTrie.withView`).
    func withView<Result>(_ body: (View) -> Result) -> Result {
        table.withUnsafeBufferPointer { body(View(table: $0, slotCount: slotCount)) }
    }

    /// The index, borrowed for one lookup.
    struct View {
        let table: UnsafeBufferPointer<Int32>
        let slotCount: Int

        /// The route that ends where `levels` lead by literal edges alone, or -1 when none does
        /// (then the trie's walk answers). `hashes` are the levels' own hashes.
        func route(_ levels: URLLevels, hashes: UnsafeBufferPointer<UInt64>, in trie: RouteTrie.View) -> Int32 {
            if slotCount == 0 { return -1 }
            var hash: UInt64 = 0
            for level in hashes { hash = LiteralRoutes.fold(hash, level) }
            let mask = slotCount - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while table[slot * 2 + 1] >= 0 {
                if table[slot * 2] == Int32(truncatingIfNeeded: hash)
                    && leads(levels, to: table[slot * 2 + 1], in: trie)
                {
                    return trie.nodes[Int(table[slot * 2 + 1])].terminal
                }
                slot = (slot &+ 1) & mask
            }
            return -1
        }

        /// Whether the literal edges into `node`, read back to the root, spell `levels` exactly.
        private func leads(_ levels: URLLevels, to node: Int32, in view: RouteTrie.View) -> Bool {
            var node = node
            var level = levels.count - 1
            while level >= 0 {
                let edgeIndex = table[slotCount * 2 + Int(node)]
                guard edgeIndex >= 0 else { return false }
                let edge = view.edges[Int(edgeIndex)]
                let bytes = levels[level]
                guard Int(edge.keyCount) == bytes.count else { return false }
                let start = Int(edge.keyStart)
                for offset in 0..<bytes.count where view.keyBytes[start &+ offset] != bytes[offset] { return false }
                node = edge.parent
                level -= 1
            }
            return node == 0
        }
    }
}
