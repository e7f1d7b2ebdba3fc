import Switchyard

/// What the build-time tables hold, as relocation needs to know it, keyed by compiled pattern
/// (never by pattern text, which would mean building the canonical text of every route).
///
/// The router keeps one index per table set across applies (`RelocationSlot.index`): it serves
/// while no table was registered and no pattern removed with `Router.remove(pattern:)` since it
/// was built. Each part is built the first time a batch needs it, so a batch of redirects never
/// builds the type, pattern or shape maps, and the next batch reuses whatever an earlier one built.
struct BuildTimeIndex {
    /// How many of the router's tables the index covers (tables are only ever appended).
    let tableCount: Int
    /// The patterns `Router.remove(pattern:)` had removed when the index was built, in canonical form.
    let routerRemoved: Set<String>
    private let tables: [RouteTable]
    private let compiled: [[Result<CompiledRoute, RouteTableError>]]
    private let defaultScheme: String
    private var typeMap: [String: (entry: RouteEntry, module: String)]?
    private var patternMap: [RoutePattern: String]?
    private var shapeMap: [PatternShape: [RoutePattern]]?
    private var routeScopes: ScopedPatterns?

    /// Takes the router's compiled tables, which compile what they lack (`CompiledTables`), so
    /// no pattern is compiled twice. Tables of pre-compiled records are read from their records.
    ///
    /// - Complexity: O(1) plus compiling the tables not compiled before; the parts are built later.
    init(tables: [RouteTable], compiled: inout CompiledTables, removed: Set<String>, defaultScheme: String) {
        compiled.cover(tables, defaultScheme: defaultScheme)
        self.defaultScheme = defaultScheme
        self.tableCount = tables.count
        self.routerRemoved = removed
        self.tables = tables
        self.compiled = compiled.tables
    }

    /// Whether the index describes a router holding `tableCount` tables with `removed` removed.
    func serves(tableCount: Int, removed: Set<String>) -> Bool {
        tableCount == self.tableCount && removed == routerRemoved
    }

    /// Calls `body` with every build-time pattern not removed by `Router.remove(pattern:)`, in
    /// registration order (a pattern registered twice comes twice).
    private func forEachPattern(_ body: (RoutePattern, String) -> Void) {
        for (number, table) in compiled.enumerated() {
            if let records = tables[number].records {
                records.forEachPattern(defaultScheme: defaultScheme) { pattern, typeName in
                    if !routerRemoved.isEmpty && routerRemoved.contains(pattern.description) { return }
                    body(pattern, typeName)
                }
                continue
            }
            for case .success(let route) in table {
                let pattern = route.info.pattern
                if !routerRemoved.isEmpty && routerRemoved.contains(pattern.description) { continue }
                body(pattern, route.info.typeName)
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
    /// - Complexity: O(*k*); the first call builds the map in O(*p* · *k*) for *p* patterns.
    mutating func typeName(of pattern: RoutePattern) -> String? {
        builtPatternMap()[pattern]
    }

    /// Build-time pattern → the type that registered it first; built on first use.
    private mutating func builtPatternMap() -> [RoutePattern: String] {
        if let patternMap { return patternMap }
        var map: [RoutePattern: String] = [:]
        forEachPattern { pattern, typeName in
            if map[pattern] == nil { map[pattern] = typeName }
        }
        patternMap = map
        return map
    }

    /// The build-time patterns with `shape`, each once.
    ///
    /// - Complexity: O(*k*); the first call builds the map in O(*p* · *k*).
    mutating func patterns(shape: PatternShape) -> [RoutePattern] {
        if shapeMap == nil {
            var map: [PatternShape: [RoutePattern]] = [:]
            for pattern in builtPatternMap().keys { map[PatternShape(pattern), default: []].append(pattern) }
            shapeMap = map
        }
        return shapeMap?[shape] ?? []
    }

    /// Whether a URL produced by `target` may match a build-time pattern whose canonical text is
    /// not in `removed` (the relocation's removals).
    ///
    /// - Complexity: O(*b* · *k*) for the *b* patterns of the target's `scheme://host` and those
    ///   with a non-literal scheme or host; the first call groups the patterns in O(*p*).
    mutating func mayReach(_ target: RedirectTarget, removed: Set<String>) -> Bool {
        if routeScopes == nil {
            var scopes = ScopedPatterns()
            forEachPattern { pattern, _ in scopes.append(pattern) }
            scopes.finish()
            routeScopes = scopes
        }
        return routeScopes?.containsCandidate(for: target) { removed.isEmpty || !removed.contains($0.description) }
            ?? false
    }
}

/// A pattern with its parameter names erased, compared without building text: two patterns
/// have equal shapes exactly when their `RoutePattern.shape` strings are equal (they match the
/// same URLs and end at the same trie node).
///
/// Hashed with FNV-1a over the literals' bytes and the segment kinds, which is far cheaper than
/// hashing the segments one `String` at a time.
struct PatternShape: Hashable {
    private let segments: [RoutePattern.Segment]
    private let key: UInt64

    init(_ pattern: RoutePattern) {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var key: UInt64 = 0xcbf2_9ce4_8422_2325
        segments = pattern.segments.map { segment in
            switch segment {
            case .literal(var text):
                key = (key ^ 1) &* prime
                text.withUTF8 { bytes in
                    for byte in bytes { key = (key ^ UInt64(byte)) &* prime }
                }
                return segment
            case .parameter:
                key = (key ^ 2) &* prime
                return .parameter("")
            case .wildcard:
                key = (key ^ 3) &* prime
                return segment
            case .catchAll:
                key = (key ^ 4) &* prime
                return segment
            }
        }
        self.key = key
    }

    static func == (lhs: PatternShape, rhs: PatternShape) -> Bool { lhs.key == rhs.key && lhs.segments == rhs.segments }

    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// Patterns grouped by literal `scheme://host` as `PatternBuckets` groups them, built for many
/// patterns in table order: a table's routes mostly share one scope, so consecutive patterns of
/// one scope form a run, and only a run (not each pattern) is hashed and filed.
struct ScopedPatterns {
    private var patterns: [RoutePattern] = []
    /// Runs of `patterns` with one scheme and host, each linked to the previous run filed under
    /// the same key (-1 ends the list): no array per scope.
    private var runs: [(range: Range<Int>, next: Int)] = []
    /// Scope key (`PatternBuckets.scope(_:_:)`) → its last run in `runs`.
    private var lastRun: [UInt64: Int] = [:]
    /// Patterns whose scheme or host is not a literal.
    private var general: [RoutePattern] = []
    private var runStart = 0
    private var runScheme = ""
    private var runHost = ""

    /// - Complexity: O(1) amortised; hashing only when the scope changes.
    mutating func append(_ pattern: RoutePattern) {
        guard case .literal(let scheme) = pattern.segments[0], pattern.segments.count > 1,
            case .literal(let host) = pattern.segments[1]
        else {
            general.append(pattern)
            return
        }
        if patterns.count > runStart && (scheme != runScheme || host != runHost) { closeRun() }
        if patterns.count == runStart {
            runScheme = scheme
            runHost = host
        }
        patterns.append(pattern)
    }

    /// Files the last run; call once after the last ``append(_:)``.
    mutating func finish() { closeRun() }

    private mutating func closeRun() {
        guard patterns.count > runStart else { return }
        let key = PatternBuckets<Void>.scope(runScheme, runHost)
        runs.append((runStart..<patterns.count, lastRun[key] ?? -1))
        lastRun[key] = runs.count - 1
        runStart = patterns.count
    }

    /// Whether some pattern for which `accept` returns `true` may match a URL produced by `target`.
    ///
    /// - Complexity: O(*b* · *k*) for the *b* patterns of the target's scope and the general ones.
    func containsCandidate(for target: RedirectTarget, where accept: (RoutePattern) -> Bool) -> Bool {
        var run = lastRun[PatternBuckets<Void>.scope(target.scheme, target.host)] ?? -1
        while run >= 0 {
            for pattern in patterns[runs[run].range] where target.mayMatch(pattern.segments) && accept(pattern) {
                return true
            }
            run = runs[run].next
        }
        for pattern in general where target.mayMatch(pattern.segments) && accept(pattern) { return true }
        return false
    }
}
