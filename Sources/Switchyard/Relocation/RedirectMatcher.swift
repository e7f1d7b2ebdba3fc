/// One compiled redirect rule.
struct CompiledRedirect: Sendable {
    let from: RoutePattern
    let target: RedirectTarget
    /// The rule's parameters, sorted by key.
    let params: [(key: String, value: RelocationValue)]
    /// (level, name) for each `:name`; levels count the scheme as 0 and the host as 1.
    let parameterLevels: [(level: Int, name: String)]
    /// The level of a trailing `**`, or -1.
    let catchAllLevel: Int

    init(from: RoutePattern, target: RedirectTarget, params: [String: RelocationValue]) {
        self.from = from
        self.target = target
        self.params = params.keys.sorted().map { ($0, params[$0] ?? .null) }
        var levels: [(level: Int, name: String)] = []
        var catchAll = -1
        for (level, segment) in from.segments.enumerated() {
            switch segment {
            case .parameter(let name): levels.append((level, name))
            case .catchAll: catchAll = level
            case .literal, .wildcard: break
            }
        }
        self.parameterLevels = levels
        self.catchAllLevel = catchAll
    }
}

/// Every active redirect in one frozen ``RouteTrie``, so that checking a URL against 1,000
/// redirects costs one trie lookup, as with none. Immutable; part of a route snapshot.
struct RedirectMatcher: Sendable {
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
    /// - Complexity: one trie lookup: O(*L*) in the URL's segments, independent of the number of rules.
    @inline(__always)
    func rule(for url: RouteURL) -> CompiledRedirect? {
        if rules.isEmpty { return nil }
        let index = trie.match(scheme: url.scheme, host: url.host, segments: url.pathSegments)
        return index >= 0 ? rules[Int(index)] : nil
    }

    /// Where `rule` sends `url`.
    func target(of rule: CompiledRedirect, for url: RouteURL, limits: URLLimits) throws(URLParseError) -> RouteURL {
        var captured: [String: String] = [:]
        for (level, name) in rule.parameterLevels {
            captured[name] = level == 0 ? url.scheme : level == 1 ? url.host : url.pathSegments[level - 2]
        }
        var rest: [String] = []
        if rule.catchAllLevel >= 2 {
            rest = Array(url.pathSegments.dropFirst(rule.catchAllLevel - 2))
        } else if rule.catchAllLevel == 1 {
            rest = [url.host] + url.pathSegments
        }
        return try rule.target.fill(captured: captured, rest: rest, from: url, limits: limits)
    }
}
