@_spi(Generated) import Switchyard

/// What the build-time tables hold, as relocation needs to know it, keyed by compiled pattern
/// (never by pattern text, which would mean building the canonical text of every route).
///
/// Each part is built the first time a batch needs it, so a batch of redirects never builds the
/// type or shape maps.
///
/// The router keeps the index of its last apply (`RelocationOwner.index`) while its tables did not
/// change and no pattern was removed with `Router.remove(pattern:)`: the one relocation cache a
/// budget needs. Without it every apply also frees the index it built: 1.1M more instructions for
/// the relocation benchmark's batch (1,000 redirects on 10,000 routes, `bench-runner --profile
/// reloc`, callgrind), 12.4M instead of 11.3M, and 5.3 ms instead of 4.8 ms on the 2-core
/// machine of Benchmarks/Results, over the ≤ 5 ms budget for that batch.
struct BuildTimeIndex {
    /// The generation of the router's tables the index covers (see `Router.installedRoutes()`).
    let generation: Int
    /// The patterns `Router.remove(pattern:)` had removed when the index was built, in canonical form.
    let routerRemoved: Set<String>
    private let tables: [RouteTable]
    private let compiled: [[Result<CompiledRoute, RouteTableError>]]
    private let defaultScheme: String
    private var typeMap: [String: (entry: RouteEntry, module: String)]?
    /// Type names by their name without the module (`Page` for `Shop.Page`), sorted.
    private var shortNames: [Substring: [String]]?
    private var shapeMap: [PatternShape: [(pattern: RoutePattern, typeName: String)]]?
    private var routeScopes: PatternBuckets<Void>?
    /// ``routeSchemes()``, once asked.
    private var schemes: Set<String>?

    /// Takes the router's compiled tables, which compile what they lack (`CompiledTables`), so
    /// no pattern is compiled twice. Tables of pre-compiled records are read from their records.
    ///
    /// - Complexity: O(1) plus compiling the tables not compiled before; the parts are built later.
    init(
        tables: [RouteTable], compiled: inout CompiledTables, removed: Set<String>, generation: Int,
        defaultScheme: String
    ) {
        compiled.cover(tables, defaultScheme: defaultScheme)
        self.defaultScheme = defaultScheme
        self.generation = generation
        self.routerRemoved = removed
        self.tables = tables
        self.compiled = compiled.tables
    }

    /// Whether the index describes a router whose tables are at `generation`, with `removed` removed.
    func serves(generation: Int, removed: Set<String>) -> Bool {
        generation == self.generation && removed == routerRemoved
    }

    /// Calls `body` with every build-time pattern not removed by `Router.remove(pattern:)`, in
    /// registration order (a pattern registered twice comes twice).
    private func forEachPattern(_ body: (RoutePattern, String) -> Void) {
        func visit(_ pattern: RoutePattern, _ typeName: String) {
            if routerRemoved.isEmpty || !routerRemoved.contains(pattern.description) { body(pattern, typeName) }
        }
        for (number, table) in compiled.enumerated() {
            if let records = tables[number].records {
                records.forEachPattern(defaultScheme: defaultScheme, visit)
            } else {
                for case .success(let route) in table { visit(route.info.pattern, route.info.typeName) }
            }
        }
    }

    /// The entry and module of the first registration of `typeName`.
    ///
    /// - Complexity: O(1); the first call builds the map in O(*e*) for *e* entries.
    mutating func type(named typeName: String) -> (entry: RouteEntry, module: String)? {
        if typeMap == nil {
            var map: [String: (entry: RouteEntry, module: String)] = [:]
            for table in tables {
                for entry in table.entries where map[entry.typeName] == nil {
                    map[entry.typeName] = (entry, table.module)
                }
            }
            typeMap = map
        }
        return typeMap?[typeName]
    }

    /// The type that first registered `pattern` (compared as `RoutePattern` values, which are
    /// equal exactly when their canonical texts are), or `nil` when no build-time route has it.
    ///
    /// - Complexity: O(*k*), as ``patterns(shape:)``.
    mutating func typeName(of pattern: RoutePattern) -> String? {
        patterns(shape: PatternShape(pattern)).first { $0.pattern == pattern }?.typeName
    }

    /// The build-time patterns with `shape`, each once, with the type that registered it first.
    ///
    /// - Complexity: O(*k*); the first call builds the map in O(*p* · *k*) for *p* patterns.
    mutating func patterns(shape: PatternShape) -> [(pattern: RoutePattern, typeName: String)] {
        if shapeMap == nil {
            var map: [PatternShape: [(pattern: RoutePattern, typeName: String)]] = [:]
            forEachPattern { pattern, typeName in
                let shape = PatternShape(pattern)
                if map[shape]?.contains(where: { $0.pattern == pattern }) != true {
                    map[shape, default: []].append((pattern, typeName))
                }
            }
            shapeMap = map
        }
        return shapeMap?[shape] ?? []
    }

    /// Whether a URL produced by `rule`'s target may match a build-time pattern whose canonical text is
    /// not in `removed` (the relocation's removals).
    ///
    /// - Complexity: O(*b* · *k*) for the *b* patterns of the target's `scheme://host` and those
    ///   with a non-literal scheme or host; the first call groups the patterns in O(*p*).
    mutating func mayReach(_ rule: CompiledRedirect, removed: Set<String>) -> Bool {
        if routeScopes == nil {
            var scopes = PatternBuckets<Void>()
            forEachPattern { pattern, _ in scopes.insert(pattern, ()) }
            routeScopes = scopes
        }
        return routeScopes?.containsCandidate(for: rule) { removed.isEmpty || !removed.contains($0.description) }
            ?? false
    }

    /// The literal schemes of the build-time patterns other than `http` and `https`: by default, the
    /// app's own (`RelocationPolicy.isOwn(scheme:routeSchemes:)`).
    ///
    /// - Complexity: O(*s*) for the *s* runs of patterns that share a scope, and those with a
    ///   non-literal host, once the patterns are grouped (O(*p*), shared with ``mayReach(_:removed:)``).
    mutating func routeSchemes() -> Set<String> {
        if let schemes { return schemes }
        if routeScopes == nil {
            var scopes = PatternBuckets<Void>()
            forEachPattern { pattern, _ in scopes.insert(pattern, ()) }
            routeScopes = scopes
        }
        let found = routeScopes?.literalSchemes().subtracting(["http", "https"]) ?? []
        schemes = found
        return found
    }

    /// The routable type a rule's `className` names, only ever among the installed tables' types
    /// (never a class looked up at run time): the exact `Module.Type`; else, as TheRouter's payloads
    /// name types (`TheRouterManager.swift` keeps `NSStringFromClass`: the app target's module, or a
    /// bare Objective-C name), the name after the module prefix compared with each type's name
    /// without its module; a bare name the same way. Two or more such types refuse the name, naming
    /// them; so does none, naming types that differ only in case.
    ///
    /// - Complexity: O(1) for an exact name; the first other call sorts the *t* type names.
    mutating func resolveType(_ name: String) throws(RelocationError.Reason) -> (typeName: String, isInternal: Bool) {
        if let known = type(named: name) { return (name, known.entry.isInternal) }
        let map = shortNames ?? Dictionary(grouping: (typeMap ?? [:]).keys.sorted(), by: Self.withoutModule)
        shortNames = map
        let short = Self.withoutModule(name)
        // `Outer.Inner` may be a bare nested type as well as `Inner` of the module `Outer`.
        let candidates = (map[short] ?? []) + (short.count < name.count ? map[name[...]] ?? [] : [])
        guard candidates.count == 1, let typeName = candidates.first, let known = type(named: typeName) else {
            if candidates.count > 1 { throw .ambiguousType(name, candidates: candidates) }
            let similar = map.filter { $0.key.lowercased() == short.lowercased() }.flatMap(\.value)
            throw .unknownType(name, similar: similar.sorted())
        }
        return (typeName, known.entry.isInternal)
    }

    /// `Page` for `Shop.Page` (and `Outer.Inner` for `Shop.Outer.Inner`); a bare name as it is.
    private static func withoutModule(_ name: String) -> Substring {
        name.firstIndex(of: ".").map { name[name.index(after: $0)...] } ?? name[...]
    }
}

/// A pattern with its parameter names erased: two patterns have equal shapes exactly when their
/// `RoutePattern.matchingKey` strings are equal (they match the same URLs and end at the same trie
/// node), compared without building text.
struct PatternShape: Hashable {
    private let segments: [RoutePattern.Segment]

    init(_ pattern: RoutePattern) {
        segments = pattern.segments.map { segment in
            if case .parameter = segment { return .parameter("") }
            return segment
        }
    }
}
