/// An immutable view of everything installed: a frozen trie and its routes. Changes build a new
/// snapshot and swap it in; readers never see a half-built table.
final class RouteSnapshot: Sendable {
    let trie: RouteTrie
    let routes: [CompiledRoute]
    /// `scheme://host` scopes whose lazily registered tables are not loaded yet.
    let pendingScopes: Set<String>
    let tableCount: Int
    /// The active relocation redirects, frozen with the routes they apply to.
    let redirects: RedirectMatcher

    init(
        trie: RouteTrie, routes: [CompiledRoute], pendingScopes: Set<String>, tableCount: Int,
        redirects: RedirectMatcher = .empty
    ) {
        self.trie = trie
        self.routes = routes
        self.pendingScopes = pendingScopes
        self.tableCount = tableCount
        self.redirects = redirects
    }

    /// Builds a snapshot from tables. Bad entries are skipped and reported; never thrown.
    /// `cache` (the router's ``CompiledTables``) compiles only the tables it lacks, so each
    /// pattern is compiled once for the router's lifetime. `added` (relocation's tables) is
    /// exempt from `removed`; `redirects` rides along.
    ///
    /// - Complexity: O(*p* · *k*) trie inserts for *p* patterns of *k* segments, plus compiling
    ///   the patterns of tables not compiled before.
    static func build(
        tables: [RouteTable], cache: inout CompiledTables, removed: Set<String>,
        pendingScopes: Set<String>, defaultScheme: String, added: [RouteTable] = [], redirects: RedirectMatcher = .empty
    ) -> (RouteSnapshot, [RouteTableError]) {
        cache.cover(tables, defaultScheme: defaultScheme)
        var routes: [CompiledRoute] = []
        var issues: [RouteTableError] = []
        var builder = RouteTrieBuilder()
        routes.reserveCapacity(tables.reduce(0) { $0 + $1.patternCount } + added.reduce(0) { $0 + $1.patternCount })
        let compiledAdded = added.map { CompiledRoute.compile($0, defaultScheme: defaultScheme) }
        for (number, compiled) in (cache.tables + compiledAdded).enumerated() {
            let isAdded = number >= tables.count
            for item in compiled {
                switch item {
                case .failure(let issue):
                    issues.append(issue)
                case .success(let route):
                    if !isAdded && !removed.isEmpty && removed.contains(route.info.pattern.description) { continue }
                    builder.insert(route.info.pattern, route: Int32(routes.count))
                    routes.append(route)
                }
            }
        }
        let trie = builder.freeze { candidates in
            // Highest priority wins; the earliest registered wins a tie, and a tie between two
            // different types is reported.
            var winner = candidates[0]
            for candidate in candidates.dropFirst()
            where routes[Int(candidate)].info.priority > routes[Int(winner)].info.priority {
                winner = candidate
            }
            let best = routes[Int(winner)].info
            for candidate in candidates where candidate != winner {
                let other = routes[Int(candidate)].info
                if other.priority == best.priority && other.typeName != best.typeName {
                    issues.append(
                        RouteTableError(
                            typeName: other.typeName,
                            kind: .conflict(
                                pattern: other.pattern.description, otherType: best.typeName, priority: best.priority)))
                }
            }
            return winner
        }
        return (
            RouteSnapshot(
                trie: trie, routes: routes, pendingScopes: pendingScopes, tableCount: tables.count, redirects: redirects
            ),
            issues
        )
    }

    /// The route index for a parsed URL, or -1.
    @inline(__always)
    func match(_ url: RouteURL) -> Int32 {
        trie.match(url)
    }
}
