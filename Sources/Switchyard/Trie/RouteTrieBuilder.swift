/// Builds a ``RouteTrie`` in place: nodes and literal edges go straight into the flat arrays that
/// the frozen trie reads, so freezing costs nothing but choosing winners.
struct _RouteTrieBuilder {
    private var trie = RouteTrie()
    /// Routes ending at each node, and routes whose `**` starts at each node.
    private var terminals: [[Int32]] = [[]]
    private var catchAlls: [[Int32]] = [[]]

    private mutating func newNode() -> Int32 {
        trie.nodes.append(RouteTrie.Node())
        terminals.append([])
        catchAlls.append([])
        return Int32(trie.nodes.count - 1)
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
                catchAlls[Int(node)].append(route)
                return
            }
        }
        terminals[Int(node)].append(route)
    }

    /// Freezes the trie. `choose` picks the winner among routes ending at one node (highest
    /// priority) and the rest are recorded as shadowed by it.
    func freeze(choose: ([Int32]) -> Int32) -> RouteTrie {
        var frozen = trie
        for index in frozen.nodes.indices {
            if !terminals[index].isEmpty {
                let winner = choose(terminals[index])
                frozen.nodes[index].terminal = winner
                if terminals[index].count > 1 { frozen.shadowing[winner, default: []] += terminals[index].filter { $0 != winner } }
            }
            if !catchAlls[index].isEmpty {
                let winner = choose(catchAlls[index])
                frozen.nodes[index].catchAll = winner
                if catchAlls[index].count > 1 { frozen.shadowing[winner, default: []] += catchAlls[index].filter { $0 != winner } }
            }
        }
        return frozen
    }
}
