/// Freezing: the last step of install (registration → collecting the tables → building the
/// trie → freezing).
extension RouteSnapshot {
    /// Builds a snapshot from tables: the last steps of install. Each table's routes are
    /// collected (records read once, string tables compiled once), inserted into the trie
    /// builder, then frozen. Bad entries are skipped and reported; never thrown.
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
        for (number, table) in tables.enumerated() {
            if let records = table.records {
                assembly.insert(records, module: table.module)
            } else {
                for item in cache.tables[number] { assembly.insert(item, exempt: false) }
            }
        }
        for table in added {
            for item in CompiledRoute.compile(table, defaultScheme: defaultScheme) {
                assembly.insert(item, exempt: true)
            }
        }
        let routes = RouteStore(
            built: assembly.built, refs: assembly.refs, sources: assembly.sources, defaultScheme: defaultScheme)
        var issues = assembly.issues
        let priorities = assembly.priorities
        let trie = assembly.builder.freeze { candidates in
            // Highest priority wins; the earliest registered wins a tie, and a tie between two
            // different types is reported (only then are the tied routes made, to name them).
            var winner = candidates[0]
            for candidate in candidates.dropFirst() where priorities[Int(candidate)] > priorities[Int(winner)] {
                winner = candidate
            }
            let tied = candidates.filter { $0 != winner && priorities[Int($0)] == priorities[Int(winner)] }
            guard !tied.isEmpty else { return winner }
            let best = routes[Int(winner)].info
            for candidate in tied {
                let other = routes[Int(candidate)].info
                if other.typeName != best.typeName {
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
}
