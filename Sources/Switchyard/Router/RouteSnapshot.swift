/// One installed route: its public info, how to create it, and where its parameters sit.
struct CompiledRoute: @unchecked Sendable {
    // `type` is an immutable metatype, safe to share.
    let info: RouteInfo
    let type: any Routable.Type
    /// (level, name) for each `:name`; levels count the scheme as 0 and the host as 1.
    let parameterLevels: [(level: Int, name: String)]
    /// The level of `**`, or -1.
    let catchAllLevel: Int
}

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

    /// Compiles every pattern of `table` once: the compiled routes are cached by the router and
    /// reused by every later rebuild (a relocation batch, a late registration).
    ///
    /// - Complexity: O(*p* · *n*) for *p* patterns of *n* bytes.
    static func compile(_ table: RouteTable, defaultScheme: String) -> [Result<CompiledRoute, RouteTableError>] {
        var compiled: [Result<CompiledRoute, RouteTableError>] = []
        compiled.reserveCapacity(table.patternCount)
        for entry in table.entries {
            for text in entry.patterns {
                let pattern: RoutePattern
                do {
                    pattern = try RoutePattern(text, defaultScheme: defaultScheme)
                } catch {
                    compiled.append(.failure(RouteTableError(typeName: entry.typeName, kind: .invalidPattern(error))))
                    continue
                }
                var parameterLevels: [(level: Int, name: String)] = []
                var catchAllLevel = -1
                for (level, segment) in pattern.segments.enumerated() {
                    switch segment {
                    case .parameter(let name): parameterLevels.append((level, name))
                    case .catchAll: catchAllLevel = level
                    case .literal, .wildcard: break
                    }
                }
                let info = RouteInfo(
                    pattern: pattern, priority: entry.priority, typeName: entry.typeName, module: table.module,
                    routeDescription: entry.description, action: entry.action, isInternal: entry.isInternal)
                compiled.append(
                    .success(CompiledRoute(info: info, type: entry.type, parameterLevels: parameterLevels, catchAllLevel: catchAllLevel)))
            }
        }
        return compiled
    }

    /// Builds a snapshot from tables. Bad entries are skipped and reported; never thrown.
    /// `cache` holds the compiled form of a prefix of `tables` and is extended here, so each
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
        let compiledAdded = added.map { compile($0, defaultScheme: defaultScheme) }
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
            for candidate in candidates.dropFirst() where routes[Int(candidate)].info.priority > routes[Int(winner)].info.priority {
                winner = candidate
            }
            let best = routes[Int(winner)].info
            for candidate in candidates where candidate != winner {
                let other = routes[Int(candidate)].info
                if other.priority == best.priority && other.typeName != best.typeName {
                    issues.append(
                        RouteTableError(
                            typeName: other.typeName,
                            kind: .conflict(pattern: other.pattern.description, otherType: best.typeName, priority: best.priority)))
                }
            }
            return winner
        }
        return (
            RouteSnapshot(trie: trie, routes: routes, pendingScopes: pendingScopes, tableCount: tables.count, redirects: redirects),
            issues
        )
    }

    /// The route index for a parsed URL, or -1.
    @inline(__always)
    func match(_ url: RouteURL) -> Int32 {
        trie.match(scheme: url.scheme, host: url.host, segments: url.pathSegments)
    }

    /// The merged parameters of a match, built in one array: explicit > relocation rule > path > query.
    func parameters(
        _ route: CompiledRoute, _ url: RouteURL, explicit: [String: any Sendable],
        relocation: [(key: String, value: RelocationValue)]
    ) -> RouteParameters {
        var items: [RouteParameters.Item] = []
        items.reserveCapacity(explicit.count + relocation.count + route.parameterLevels.count + 1 + url.queryItems.count)
        if !explicit.isEmpty {
            for key in explicit.keys.sorted() {
                if let value = explicit[key] { items.append(.init(key: key, value: value, source: .explicit)) }
            }
        }
        for (key, value) in relocation { items.append(.init(key: key, value: value.plainValue, source: .relocation)) }
        for (level, name) in route.parameterLevels {
            let value = level == 0 ? url.scheme : level == 1 ? url.host : url.pathSegments[level - 2]
            items.append(.init(key: name, value: value, source: .path))
        }
        if route.catchAllLevel >= 2 {
            let rest = url.pathSegments.dropFirst(route.catchAllLevel - 2).joined(separator: "/")
            items.append(.init(key: "**", value: rest, source: .path))
        } else if route.catchAllLevel == 1 {
            items.append(.init(key: "**", value: ([url.host] + url.pathSegments).joined(separator: "/"), source: .path))
        }
        var index = url.queryItems.count
        while index > 0 {
            index -= 1
            let item = url.queryItems[index]
            items.append(.init(key: item.name, value: item.value, source: .query))
        }
        return RouteParameters(items: items)
    }
}
