/// One compiled redirect rule. A class, so the matcher and the next batch's reuse share it.
final class CompiledRedirect: Sendable {
    let from: RoutePattern
    let target: RedirectTarget
    /// The rule's parameters, sorted by key.
    let params: [(key: String, value: RelocationValue)]
    /// Where the source pattern's captures sit, read as routes read theirs.
    let captures: CaptureLayout

    init(from: RoutePattern, target: RedirectTarget, params: [String: RelocationValue]) {
        self.from = from
        self.target = target
        self.params = Self.sorted(params)
        self.captures = CaptureLayout(from)
    }

    /// `params` as ``params`` holds them: sorted by key.
    static func sorted(_ params: [String: RelocationValue]) -> [(key: String, value: RelocationValue)] {
        params.keys.sorted().map { ($0, params[$0] ?? .null) }
    }
}

/// Every active redirect in one frozen ``RouteTrie``, so that checking a URL against 1,000
/// redirects costs one trie lookup, as with none. Immutable; part of a route snapshot. A class,
/// so that reading it from a snapshot on every open costs one retain, not one per array.
final class RedirectMatcher: Sendable {
    let trie: RouteTrie
    let rules: [CompiledRedirect]

    static let empty = RedirectMatcher(rules: [])

    var isEmpty: Bool { rules.isEmpty }

    /// Freezes `rules` into a trie. Two rules with the same shape must not be passed in.
    ///
    /// - Complexity: O(*r* · *k*) for *r* rules of *k* segments.
    init(rules: [CompiledRedirect]) {
        var builder = RouteTrieBuilder()
        for (index, rule) in rules.enumerated() { builder.insert(rule.from, route: Int32(index)) }
        self.trie = builder.freeze { $0[0] }
        self.rules = rules
    }

    /// The rule that matches `url`, or `nil`.
    ///
    /// - Complexity: one trie lookup: O(*L*) in the URL's segments, independent of the number of
    ///   rules. A URL whose level count or scheme and host no rule has costs O(1) plus hashing
    ///   its scheme and host (see ``excludes(_:)``).
    @inline(__always)
    func rule(for url: RouteURL) -> CompiledRedirect? {
        if rules.isEmpty || excludes(url) { return nil }
        let index = trie.match(url)
        return index >= 0 ? rules[Int(index)] : nil
    }

    /// Whether no rule can match `url`, judged from its level count and its scheme and host
    /// alone, before ``RouteTrie/match(_:)`` hashes every level: a walk of the trie's first two
    /// levels while they hold literal edges only. There a missing edge leaves the lookup no
    /// other branch, so `true` is exact; a `:name`, `*` or `**` source scheme or host answers
    /// `false` and leaves the decision to the full lookup.
    ///
    /// - Complexity: O(1) plus hashing the scheme and the host.
    private func excludes(_ url: RouteURL) -> Bool {
        let levels = url.segmentCount + 2
        var node: Int32 = 0
        for level in 0..<2 {
            let current = trie.nodes[Int(node)]
            let remaining = levels - level
            if remaining < Int(current.fewestRemaining) || remaining > Int(current.mostRemaining) { return true }
            if current.parameter >= 0 || current.wildcard >= 0 || current.catchAll >= 0 { return false }
            let child = RouteURL.withUTF8(level == 0 ? url.scheme : url.host) { bytes in
                trie.literalChild(node, bytes, hash: RouteTrie.hash(bytes))
            }
            if child < 0 { return true }
            node = child
        }
        return false
    }

    /// Where `rule` sends `url`.
    func target(of rule: CompiledRedirect, for url: RouteURL, limits: URLLimits) throws(URLParseError) -> RouteURL {
        var captured: [String: String] = [:]
        for (level, name) in rule.captures.parameters { captured[name] = CaptureLayout.segment(level, of: url) }
        let rest = Array(rule.captures.catchAllSegments(of: url))
        return try rule.target.fill(captured: captured, rest: rest, from: url, limits: limits)
    }
}
