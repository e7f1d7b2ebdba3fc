extension RouteSnapshot {
    /// Builds a snapshot from the router's state; bad entries are skipped and reported, never
    /// thrown. Records tables are read straight into the trie (no pattern parsed, no route's info
    /// made until a lookup lands on it); string tables come from `state.compiledTables`.
    /// Relocation's tables and closure routes are exempt from `removed`, not from the refusal of
    /// the service host.
    ///
    /// - Complexity: O(*p* · *k*) trie inserts for *p* patterns of *k* segments, plus compiling
    ///   the patterns of string tables not compiled before.
    static func build(
        _ state: inout Router.State, defaultScheme: String, serviceHost: String
    ) -> (RouteSnapshot, [RouteTableError]) {
        let tables = state.tables
        state.compiledTables.cover(tables, defaultScheme: defaultScheme)
        var assembly = Assembly(
            defaultScheme: defaultScheme, serviceHost: serviceHost,
            removed: state.removed.union(state.relocation.removed),
            usesRecords: tables.contains { $0.records != nil })
        for number in tables.indices {  // not `enumerated()`: copying each table cost (with `cover`) ~54 a route
            if let records = tables[number].records {
                assembly.insert(records, module: tables[number].module)
            } else {
                for item in state.compiledTables.tables[number] { assembly.insert(item, exempt: false) }
            }
        }
        let closures = state.closureRoutes.keys.sorted().compactMap { state.closureRoutes[$0] }
        for table in state.relocation.addedTables + closures {
            for item in CompiledRoute.compile(table, defaultScheme: defaultScheme) {
                assembly.insert(item, exempt: true)
            }
        }
        let routes = RouteStore(
            built: assembly.built, refs: assembly.refs, sources: assembly.sources, defaultScheme: defaultScheme)
        var issues = assembly.issues
        let trie = assembly.builder.freeze { candidates in
            // Highest priority wins; the earliest registered wins a tie, and a tie between two
            // different types is reported (only then are the tied routes made, to name them).
            let priority = { (route: Int32) in routes.priority(Int(route)) }
            let winner = candidates.max { priority($0) < priority($1) } ?? candidates[0]
            let tied = candidates.filter { $0 != winner && priority($0) == priority(winner) }
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
                trie: trie, routes: routes, pendingScopes: Set(state.lazyTables.keys), tableCount: tables.count,
                redirects: state.relocation.redirects),
            issues
        )
    }
}
