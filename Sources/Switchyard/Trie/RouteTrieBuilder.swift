/// The mutable trie that ``RouteTrie`` is frozen from. Used only while a snapshot is built.
struct _RouteTrieBuilder {
    final class Node {
        var literals: [String: Node] = [:]
        var parameter: Node?
        var wildcard: Node?
        /// Routes ending here, and routes whose `**` starts here.
        var terminals: [Int32] = []
        var catchAlls: [Int32] = []
    }

    private let root = Node()

    /// Adds the route numbered `route` for `pattern`.
    ///
    /// - Complexity: O(*k*) in the number of segments.
    mutating func insert(_ pattern: RoutePattern, route: Int32) {
        var node = root
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                if let next = node.literals[text] {
                    node = next
                } else {
                    let next = Node()
                    node.literals[text] = next
                    node = next
                }
            case .parameter:
                let next = node.parameter ?? Node()
                node.parameter = next
                node = next
            case .wildcard:
                let next = node.wildcard ?? Node()
                node.wildcard = next
                node = next
            case .catchAll:
                node.catchAlls.append(route)
                return
            }
        }
        node.terminals.append(route)
    }

    /// Freezes the tree into flat arrays. `choose` picks the winner among routes ending at one
    /// node (highest priority) and reports the rest.
    func freeze(choose: ([Int32]) -> Int32) -> RouteTrie {
        var nodes: [RouteTrie.Node] = []
        var edges: [(parent: Int32, key: String, child: Int32)] = []
        var shadowing: [Int32: [Int32]] = [:]
        // Breadth-first, with sorted literal keys: the layout is deterministic.
        var queue: [Node] = [root]
        nodes.append(RouteTrie.Node())
        var head = 0
        while head < queue.count {
            let node = queue[head]
            let index = Int32(head)
            head += 1
            func enqueue(_ child: Node) -> Int32 {
                queue.append(child)
                nodes.append(RouteTrie.Node())
                return Int32(queue.count - 1)
            }
            for key in node.literals.keys.sorted() {
                if let child = node.literals[key] { edges.append((index, key, enqueue(child))) }
            }
            if let parameter = node.parameter { nodes[Int(index)].parameter = enqueue(parameter) }
            if let wildcard = node.wildcard { nodes[Int(index)].wildcard = enqueue(wildcard) }
            if !node.terminals.isEmpty {
                let winner = choose(node.terminals)
                nodes[Int(index)].terminal = winner
                shadowing[winner, default: []] += node.terminals.filter { $0 != winner }
            }
            if !node.catchAlls.isEmpty {
                let winner = choose(node.catchAlls)
                nodes[Int(index)].catchAll = winner
                shadowing[winner, default: []] += node.catchAlls.filter { $0 != winner }
            }
        }
        return RouteTrie(nodes: nodes, edges: edges, shadowing: shadowing)
    }
}
