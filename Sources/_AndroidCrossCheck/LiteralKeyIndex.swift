import _RouteMap

/// The literal Android keys, indexed by their path pieces in a trie, so that an iOS pattern
/// finds the keys it may accept without looking at every key.
///
/// The trie holds paths only; ``RouteMatcher/match(_:literal:)`` then checks each candidate in full
/// (scheme, host, leading `/`), so the index only narrows the search and never changes a result.
struct LiteralKeyIndex {
    private struct Node {
        var children: [String: Int] = [:]
        /// Android route indices whose path ends here.
        var keys: [Int] = []
    }

    private var nodes = [Node()]

    /// Indexes the literal keys among `routes` (regular-expression keys are left out).
    /// - Complexity: O(total pieces).
    init(_ routes: [RouteMatcher.AndroidRoute]) {
        for (index, route) in routes.enumerated() where !route.isRegularExpression {
            var node = 0
            for piece in route.shape.pieces {
                if let child = nodes[node].children[piece] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].children[piece] = nodes.count - 1
                    node = nodes.count - 1
                }
            }
            nodes[node].keys.append(index)
        }
    }

    /// The Android route indices whose path pieces `segments` accept (literals exactly, `:name`
    /// and `*` one non-empty piece, `**` one or more pieces), sorted, without duplicates.
    /// - Complexity: proportional to the trie nodes the pattern reaches: one path for a literal
    ///   pattern, the children of a level for each `:name` or `*`, a subtree for `**`.
    func candidates(for segments: [RoutePathShape.Segment]) -> [Int] {
        var found: [Int] = []
        walk(0, segments[...], into: &found)
        if segments.contains(.catchAll) { found = Array(Set(found)) }
        return found.sorted()
    }

    private func walk(_ node: Int, _ segments: ArraySlice<RoutePathShape.Segment>, into found: inout [Int]) {
        guard let segment = segments.first else {
            found += nodes[node].keys
            return
        }
        switch segment {
        case .literal(let literal):
            if let child = nodes[node].children[literal] { walk(child, segments.dropFirst(), into: &found) }
        case .parameter, .wildcard:
            for (piece, child) in nodes[node].children where !piece.isEmpty {
                walk(child, segments.dropFirst(), into: &found)
            }
        case .catchAll:
            // One or more pieces: each child ends the catch-all or lets it take more.
            for child in nodes[node].children.values {
                walk(child, segments.dropFirst(), into: &found)
                walk(child, segments, into: &found)
            }
        }
    }
}
