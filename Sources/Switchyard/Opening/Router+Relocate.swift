extension Router {
    /// Stage 3, relocate: follows the snapshot's relocation redirects from `url`, within that one
    /// snapshot (the router's side of the relocation seam, ``RouteRedirects``).
    ///
    /// A redirect applies only where the URL would not resolve to a route more specific than the
    /// redirect's source pattern. Each hop is recorded in `chain` and adds the rule's parameters
    /// to `params` (a later hop's value wins). Returns a failure when a filled target is not a valid URL, or when hops
    /// exceed the number of rules (impossible after the apply-time loop check; kept as a guard).
    ///
    /// - Complexity: one trie lookup when no redirect matches; two lookups and one O(*n*) URL
    ///   build per hop otherwise.
    func relocate(
        _ url: inout RouteURL, _ snapshot: inout RouteSnapshot, chain: inout RedirectChain,
        params: inout [(key: String, value: any Sendable)], text: String
    ) -> RouteFailure? {
        guard let redirects = snapshot.redirects else { return nil }
        var count = 0
        while let redirect = redirects.redirect(for: url, limits: configuration.limits) {
            // A redirect takes a URL only from its own source pattern's route: a more specific
            // route (`app://product/list` under a redirect of `app://product/:id`) keeps its URLs,
            // exactly as it would win over a route with the redirect's pattern.
            let routed = snapshot.match(url)
            if routed >= 0 && snapshot.routes[Int(routed)].info.pattern.isMoreSpecific(than: redirect.source) { break }
            guard chain.record(from: url.original, by: .relocation, limit: redirects.ruleCount, relocationHops: count)
            else {
                return RouteFailure(url: text, reason: .tooManyRedirects(chain.urls + [url.original]))
            }
            count += 1
            let next: RouteURL
            switch redirect.target {
            case .success(let target): next = target
            case .failure(let error): return RouteFailure(url: text, reason: .invalidURL(error))
            }
            for (key, value) in redirect.params {
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
