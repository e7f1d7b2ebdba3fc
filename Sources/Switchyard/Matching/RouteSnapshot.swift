/// An immutable view of everything installed: a frozen trie and its routes. Changes build a new
/// snapshot and swap it in; readers never see a half-built table.
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

    /// Builds a snapshot from tables. Bad entries are skipped and reported; never thrown.
    /// Tables generated from pre-compiled records (``RouteRecords``) are merged into the trie
    /// straight from their records: no pattern is parsed and no route's info is made until a
    /// lookup lands on it. Other tables go through `cache` (the router's ``CompiledTables``),
    /// which compiles only the tables it lacks, so each pattern is compiled once for the router's
    /// lifetime. `added` (relocation's tables) is exempt from `removed`; `redirects` rides along.
    ///
    /// - Complexity: O(*p* · *k*) trie inserts for *p* patterns of *k* segments, plus compiling
    ///   the patterns of string tables not compiled before.
    static func build(
        tables: [RouteTable], cache: inout CompiledTables, removed: Set<String>,
        pendingScopes: Set<String>, defaultScheme: String, added: [RouteTable] = [],
        redirects: (any RouteRedirects)? = nil
    ) -> (RouteSnapshot, [RouteTableError]) {
        cache.cover(tables, defaultScheme: defaultScheme)
        var assembly = Assembly(
            defaultScheme: defaultScheme, removed: removed, usesRecords: tables.contains { $0.records != nil })
        let compiledAdded = added.map { CompiledRoute.compile($0, defaultScheme: defaultScheme) }
        for (number, table) in tables.enumerated() {
            if let records = table.records {
                assembly.insert(records, module: table.module)
            } else {
                for item in cache.tables[number] { assembly.insert(item, exempt: false) }
            }
        }
        for compiled in compiledAdded {
            for item in compiled { assembly.insert(item, exempt: true) }
        }
        let routes = RouteStore(
            built: assembly.built, refs: assembly.refs, sources: assembly.sources, defaultScheme: defaultScheme)
        var issues = assembly.issues
        let trie = assembly.builder.freeze { candidates in
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
