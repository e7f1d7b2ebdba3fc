/// The relocation part of a router's state (a field of `Router.State`, under its lock).
struct RelocationSlot {
    /// Serializes applies, reverts and store writes; never held while the state lock is wanted
    /// by an open for long: the state lock is taken only briefly inside it.
    let gate = Lock()
    var policy = RelocationPolicy.strict
    /// The version of the last applied batch; `nil` before the first.
    var version: Int?
    var state = RelocationState()
    var matcher = RedirectMatcher.empty
    /// The matcher's rules by canonical source pattern: the next batch compiles only what it changes.
    var compiledRedirects: [String: CompiledRedirect] = [:]
    var addedTables: [RouteTable] = []
    /// The build-time index of the last apply, reused while the tables stay the same.
    var index: BuildTimeIndex?
    var store: (any RelocationPersistence)?
    /// The HTTP entity tag of the batch in effect, when it came from a ``RelocationLoader``.
    var etag: String?
}

extension Router {
    /// Stage 3, relocate: follows the snapshot's relocation redirects from `url`, within that one
    /// snapshot.
    ///
    /// A redirect applies only where the URL would not resolve to a route more specific than the
    /// redirect's source pattern. Each hop is recorded in `chain` and adds the rule's parameters
    /// to `params` (a later hop's value wins). Returns a failure when a filled target is not a valid URL, or when hops
    /// exceed the number of rules (impossible after the apply-time loop check; kept as a guard).
    ///
    /// - Complexity: one trie lookup when no redirect matches; two lookups and one O(*n*) URL
    ///   build per hop otherwise.
    @inline(__always)
    func relocate(
        _ url: inout RouteURL, _ snapshot: inout RouteSnapshot, chain: inout RedirectChain,
        params: inout [(key: String, value: RelocationValue)], text: String
    ) -> RouteFailure? {
        let redirects = snapshot.redirects
        if redirects.isEmpty { return nil }
        var count = 0
        while let rule = redirects.rule(for: url) {
            // A redirect takes a URL only from its own source pattern's route: a more specific
            // route (`app://product/list` under a redirect of `app://product/:id`) keeps its URLs,
            // exactly as it would win over a route with the redirect's pattern.
            let routed = snapshot.match(url)
            if routed >= 0 && snapshot.routes[Int(routed)].info.pattern.isMoreSpecific(than: rule.from) { break }
            guard chain.record(from: url.original, by: .relocation, limit: redirects.rules.count, relocationHops: count)
            else {
                return RouteFailure(url: text, reason: .tooManyRedirects(chain.urls + [url.original]))
            }
            count += 1
            let next: RouteURL
            do {
                next = try redirects.target(of: rule, for: url, limits: configuration.limits)
            } catch {
                return RouteFailure(url: text, reason: .invalidURL(error))
            }
            for (key, value) in rule.params {
                if let existing = params.firstIndex(where: { $0.key == key }) {
                    params[existing].value = value
                } else {
                    params.append((key, value))
                }
            }
            url = next
        }
        if count > 0, !snapshot.pendingScopes.isEmpty, snapshot.pendingScopes.contains(url.scheme + "://" + url.host) {
            snapshot = currentSnapshot(for: url)
        }
        return nil
    }
}
