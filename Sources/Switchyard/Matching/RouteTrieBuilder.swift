/// Builds a ``RouteTrie`` in place: nodes and literal edges go straight into the flat arrays that
/// the frozen trie reads, so freezing costs nothing but choosing winners.
struct RouteTrieBuilder {
    private var trie = RouteTrie()
    /// Nodes where more than one route ends (key: node × 2, +1 for a `**` start), with every
    /// candidate in insertion order. Rare: most nodes hold one route, stored in the node itself.
    private var collisions: [Int64: [Int32]] = [:]

    private mutating func newNode() -> Int32 {
        trie.nodes.append(RouteTrie.Node())
        return Int32(trie.nodes.count - 1)
    }

    private mutating func settle(_ route: Int32, at node: Int32, catchAll: Bool) {
        let existing = catchAll ? trie.nodes[Int(node)].catchAll : trie.nodes[Int(node)].terminal
        if existing < 0 {
            if catchAll { trie.nodes[Int(node)].catchAll = route } else { trie.nodes[Int(node)].terminal = route }
            return
        }
        let key = Int64(node) * 2 + (catchAll ? 1 : 0)
        if collisions[key] == nil { collisions[key] = [existing] }
        collisions[key, default: []].append(route)
    }

    /// Adds the route numbered `route` for `pattern`.
    ///
    /// - Complexity: O(*k*) in the number of segments (amortised hash-table inserts).
    mutating func insert(_ pattern: RoutePattern, route: Int32) {
        var node: Int32 = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                var key = text
                let child = key.withUTF8 { bytes -> Int32 in
                    let found = trie.literalChild(node, bytes, hash: RouteTrie.hash(bytes))
                    if found >= 0 { return found }
                    return -1
                }
                if child >= 0 {
                    node = child
                } else {
                    let next = newNode()
                    key.withUTF8 { bytes in trie.addEdge(parent: node, child: next, key: bytes) }
                    node = next
                }
            case .parameter:
                if trie.nodes[Int(node)].parameter < 0 {
                    let next = newNode()
                    trie.nodes[Int(node)].parameter = next
                }
                node = trie.nodes[Int(node)].parameter
            case .wildcard:
                if trie.nodes[Int(node)].wildcard < 0 {
                    let next = newNode()
                    trie.nodes[Int(node)].wildcard = next
                }
                node = trie.nodes[Int(node)].wildcard
            case .catchAll:
                settle(route, at: node, catchAll: true)
                return
            }
        }
        settle(route, at: node, catchAll: false)
    }

    /// Freezes the trie. `choose` picks the winner among routes ending at one node (highest
    /// priority) and the rest are recorded as shadowed by it.
    func freeze(choose: ([Int32]) -> Int32) -> RouteTrie {
        var frozen = trie
        for key in collisions.keys.sorted() {
            guard let candidates = collisions[key] else { continue }
            let winner = choose(candidates)
            let node = Int(key / 2)
            if key % 2 == 1 { frozen.nodes[node].catchAll = winner } else { frozen.nodes[node].terminal = winner }
            frozen.shadowing[winner, default: []] += candidates.filter { $0 != winner }
        }
        return frozen
    }
}
