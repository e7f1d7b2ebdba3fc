/// An immutable view of everything installed: a frozen trie and its routes. Changes build a new
/// snapshot and swap it in; readers never see a half-built table. Install builds it
/// (`RouteSnapshot+Build.swift` in Install/).
final class RouteSnapshot: Sendable {
    let trie: RouteTrie
    let routes: RouteStore
    /// `scheme://host` scopes whose lazily registered tables are not loaded yet.
    let pendingScopes: Set<String>
    let tableCount: Int
    /// The active relocation redirects, frozen with the routes they apply to.
    let redirects: (any RouteRedirects)?

    init(
        trie: RouteTrie, routes: RouteStore, pendingScopes: Set<String>, tableCount: Int,
        redirects: (any RouteRedirects)? = nil
    ) {
        self.trie = trie
        self.routes = routes
        self.pendingScopes = pendingScopes
        self.tableCount = tableCount
        self.redirects = redirects
    }

    /// Whether no table was registered at all (nor any lazily, nor any route added by relocation).
    var holdsNoTable: Bool { tableCount == 0 && pendingScopes.isEmpty && routes.isEmpty }
}
