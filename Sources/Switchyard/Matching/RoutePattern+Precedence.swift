extension RoutePattern {
    /// Whether the trie would choose `self` over `other` for a URL that both match: at the first
    /// level where they differ, literal beats `:name`, which beats `*`, which beats `**`.
    ///
    /// That is the trie's depth-first order, so for two patterns that match the same URL this
    /// answers which one resolves it. Equal shapes are not more specific than each other.
    ///
    /// - Complexity: O(*k*) in the number of segments.
    func isMoreSpecific(than other: RoutePattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) {
            let (left, right) = (mine.precedenceRank, theirs.precedenceRank)
            if left != right { return left < right }
        }
        // All shared levels are of the same kind: the longer one ends in a literal, parameter or
        // wildcard where the shorter one's `**` took the rest, so the longer one is more specific.
        return segments.count > other.segments.count && other.segments.last == .catchAll
    }
}

extension RoutePattern.Segment {
    /// 0 for a literal, 1 for `:name`, 2 for `*`, 3 for `**`: the trie tries them in that order.
    var precedenceRank: Int {
        switch self {
        case .literal: return 0
        case .parameter: return 1
        case .wildcard: return 2
        case .catchAll: return 3
        }
    }
}
