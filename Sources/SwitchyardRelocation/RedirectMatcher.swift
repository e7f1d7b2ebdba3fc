import Switchyard

/// One compiled redirect rule. A class, so that a lookup hands it out with one retain.
final class CompiledRedirect: Sendable {
    let from: RoutePattern
    let target: RedirectTarget
    /// The rule's parameters, sorted by key, as a request carries them (`JSONValue.plainValue`).
    let params: [(key: String, value: any Sendable)]
    /// Where the source pattern's captures sit, read as routes read theirs.
    let captures: CaptureLayout

    init(from: RoutePattern, target: RedirectTarget, params: [String: JSONValue]) {
        self.from = from
        self.target = target
        self.params = params.keys.sorted().map { ($0, (params[$0] ?? .null).plainValue) }
        self.captures = CaptureLayout(from)
    }
}

/// Every active redirect in one frozen `RouteTrie`, so that checking a URL against 1,000
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
    ///   rules.
    func rule(for url: RouteURL) -> CompiledRedirect? {
        if rules.isEmpty { return nil }
        let index = trie.match(url)
        return index >= 0 ? rules[Int(index)] : nil
    }

    /// Where `rule` sends `url`.
    func target(of rule: CompiledRedirect, for url: RouteURL, limits: URLLimits) throws(URLParseError) -> RouteURL {
        var captured: [String: String] = [:]
        for (level, name) in rule.captures.parameters { captured[name] = CaptureLayout.segment(level, of: url) }
        let rest = Array(rule.captures.catchAllSegments(of: url))
        return try rule.target.fill(captured: captured, rest: rest, from: url, limits: limits)
    }
}

extension RedirectMatcher: RouteRedirects {
    var ruleCount: Int { rules.count }

    /// The rule that matches `url`, with where it sends `url`.
    ///
    /// - Complexity: as ``rule(for:)``, plus one O(*n*) URL build when a rule matches.
    func redirect(for url: RouteURL, limits: URLLimits) -> RouteRedirect? {
        guard let rule = rule(for: url) else { return nil }
        let target: Result<RouteURL, URLParseError>
        do {
            target = .success(try self.target(of: rule, for: url, limits: limits))
        } catch {
            target = .failure(error)
        }
        return RouteRedirect(source: rule.from, params: rule.params, target: target)
    }
}
