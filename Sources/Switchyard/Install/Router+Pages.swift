/// Pages registered in code at run time: the same tables, trie and snapshot as generated ones.
extension Router {
    /// Registers pages in code — TheRouter's `addRouterItem`, singly or in batches — and returns
    /// the token that removes them all (``remove(_:)``).
    ///
    /// ```swift
    /// let token = try router.register([RoutePage(SettingsPage.self, patterns: ["app://settings"])])
    /// router.remove(token)
    /// ```
    ///
    /// The pages join the router's tables as a generated module's do: the same validation and
    /// priority rules, interceptors, events and internal flag; ``routes`` lists them, relocation
    /// rules name them by their type name, and a relocation `delete` or ``remove(pattern:)`` removes
    /// their patterns. Registering a pattern that ``remove(pattern:)`` removed brings it back; one
    /// that a relocation `delete` removed stays removed while the rule is in effect.
    ///
    /// - Throws: ``RouteTableError`` when a pattern does not compile, or when a route of another
    ///   type (installed, or in `pages`) claims one of the patterns with the same priority.
    ///   Nothing is registered then. Lazily registered tables not loaded yet are checked when
    ///   they load, as generated ones are.
    /// - Complexity: one rebuild of the trie, now, whatever the number of pages: O(*p* · *k*) for
    ///   the router's *p* patterns of *k* segments (patterns compiled before are not compiled again).
    @discardableResult
    public func register(_ pages: [RoutePage]) throws(RouteTableError) -> RouterToken {
        try register(tables: pages.map { RouteTable(module: $0.module, entries: [$0.entry]) })
    }

    /// Registers one page in code; see ``register(_:)-([RoutePage])``.
    @discardableResult
    public func register(_ page: RoutePage) throws(RouteTableError) -> RouterToken {
        try register([page])
    }

    /// Registers one entry in code (tests, benchmarks), as ``register(_:)-([RoutePage])`` does.
    @discardableResult
    package func register(_ entry: RouteEntry, module: String = "") throws(RouteTableError) -> RouterToken {
        try register(tables: [RouteTable(module: module, entries: [entry])])
    }

    /// Appends `tables` under one new token, if the snapshot built with them has no problem of
    /// theirs; the snapshot is kept, so the trie is built once.
    private func register(tables: [RouteTable]) throws(RouteTableError) -> RouterToken {
        let scheme = configuration.defaultScheme
        var patterns: Set<String> = []
        var shapes: Set<String> = []  // what tied routes share, whatever their parameters' names
        for table in tables {
            for route in CompiledRoute.compile(table, defaultScheme: scheme) {
                let pattern = try route.get().info.pattern
                patterns.insert(pattern.description)
                shapes.insert(pattern.matchingKey)
            }
        }
        let names = Set(tables.flatMap { $0.entries.map(\.typeName) })
        loadLinkedModulesIfPending()
        let outcome = state.withLock { state -> Result<(RouterToken, [RouteTableError]), RouteTableError> in
            var trial = state
            let token = trial.newToken()
            for var table in tables {
                table.token = token
                trial.tables.append(table)
            }
            trial.removed.subtract(patterns)
            trial.registration.generation += 1
            trial.snapshot = nil
            let issues = installLocked(&trial).issues
            let clash = issues.first { issue in
                guard case .conflict(let pattern, let otherType, _) = issue.kind,
                    names.contains(issue.typeName) || names.contains(otherType),
                    let shape = try? RoutePattern(pattern, defaultScheme: scheme).matchingKey
                else { return false }
                return shapes.contains(shape)
            }
            if let clash { return .failure(clash) }
            state = trial
            return .success((token, issues))
        }
        let (token, issues) = try outcome.get()
        emitInstallEvents(issues: issues)
        return token
    }
}

extension Router.State {
    /// Removes the tables of the pages registered in code under `token`; returns whether any was.
    mutating func removeTables(of token: RouterToken) -> Bool {
        var removedAny = false
        for index in tables.indices.reversed() where tables[index].token == token {
            tables.remove(at: index)
            compiledTables.remove(at: index)
            removedAny = true
        }
        guard removedAny else { return false }
        registration.generation += 1
        snapshot = nil
        return true
    }
}
