extension RouteSnapshot {
    /// This snapshot with other redirects: the same trie and routes, shared rather than copied.
    /// What a relocation batch that changes no route swaps in, instead of a rebuild.
    ///
    /// - Complexity: O(1).
    func withRedirects(_ redirects: RedirectMatcher) -> RouteSnapshot {
        RouteSnapshot(
            trie: trie, routes: routes, pendingScopes: pendingScopes, tableCount: tableCount, redirects: redirects)
    }
}
