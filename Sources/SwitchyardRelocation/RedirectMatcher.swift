import Switchyard

/// Every active redirect in one frozen `RouteTrie`, so that checking a URL against 1,000
/// redirects costs one trie lookup, as with none. Immutable; part of a route snapshot. A class,
/// so that reading it from a snapshot on every open costs one retain, not one per array.
final class RedirectMatcher: RouteRedirects {
    let trie: RouteTrie
    let rules: [CompiledRedirect]

    var ruleCount: Int { rules.count }

    /// Freezes `rules` into a trie. Two rules with the same shape must not be passed in.
    ///
    /// - Complexity: O(*r* · *k*) for *r* rules of *k* segments.
    init(rules: [CompiledRedirect]) {
        var builder = RouteTrieBuilder()
        for (index, rule) in rules.enumerated() { builder.insert(rule.from, route: Int32(index)) }
        self.trie = builder.freeze { $0[0] }
        self.rules = rules
    }

    /// The rule that matches `url`, with where it sends `url`.
    ///
    /// - Complexity: one trie lookup: O(*L*) in the URL's segments, independent of the number of
    ///   rules, plus one O(*n*) URL build when a rule matches.
    func redirect(for url: RouteURL, limits: URLLimits) -> RouteRedirect? {
        let index = trie.match(url)
        guard index >= 0 else { return nil }
        let rule = rules[Int(index)]
        let target: Result<RouteURL, URLParseError>
        do {
            target = .success(try rule.target(for: url, limits: limits))
        } catch {
            target = .failure(error)
        }
        return (source: rule.from, params: rule.plainParams, target: target)
    }
}
