/// The relocation state of a router: what all applied batches add up to.
struct RelocationState: Sendable, Equatable {
    struct Redirect: Sendable, Equatable {
        var to: String
        var params: [String: RelocationValue]
    }

    /// Canonical `from` pattern → redirect.
    var redirects: [String: Redirect] = [:]
    /// Canonical pattern → type name, bound by `add` rules.
    var added: [String: String] = [:]
    /// Canonical build-time patterns removed by `remove` rules.
    var removed: Set<String> = []

    var isEmpty: Bool { redirects.isEmpty && added.isEmpty && removed.isEmpty }

    /// The state as one self-contained batch: `restoreAll`, then every rule, sorted.
    func batch(version: Int) -> RelocationBatch {
        var rules: [RelocationRule] = [.restoreAll]
        for from in redirects.keys.sorted() {
            if let redirect = redirects[from] {
                rules.append(.redirect(from: from, to: redirect.to, params: redirect.params))
            }
        }
        for pattern in added.keys.sorted() {
            if let typeName = added[pattern] { rules.append(.add(pattern: pattern, typeName: typeName)) }
        }
        for pattern in removed.sorted() { rules.append(.remove(pattern: pattern)) }
        return RelocationBatch(version: version, rules: rules)
    }
}

/// What the build-time tables hold, as relocation needs to know it.
struct BuildTimeIndex {
    struct Pattern {
        let pattern: RoutePattern
        let typeName: String
    }

    /// Type name → (entry, module), first registration wins.
    var types: [String: (entry: RouteEntry, module: String)] = [:]
    /// Canonical pattern → pattern and type, without the patterns `Router.remove(pattern:)` removed.
    var patterns: [String: Pattern] = [:]

    /// Builds the index from the router's compiled tables, which compile what they lack
    /// (``CompiledTables``), so no pattern is compiled twice.
    ///
    /// - Complexity: O(*p*) in the number of patterns, plus compiling tables not compiled before.
    init(tables: [RouteTable], compiled: inout CompiledTables, removed: Set<String>, defaultScheme: String) {
        compiled.cover(tables, defaultScheme: defaultScheme, includingRecords: true)
        for table in tables {
            for entry in table.entries where types[entry.typeName] == nil {
                types[entry.typeName] = (entry, table.module)
            }
        }
        for table in compiled.tables {
            for case .success(let route) in table {
                let key = route.info.pattern.description
                guard !removed.contains(key), patterns[key] == nil else { continue }
                patterns[key] = Pattern(pattern: route.info.pattern, typeName: route.info.typeName)
            }
        }
    }
}

/// A validated batch, ready to swap in.
struct RelocationPlan: Sendable {
    let version: Int
    let state: RelocationState
    let matcher: RedirectMatcher
    let addedTables: [RouteTable]
    /// `false` when the batch re-applies the version already in place with the same result.
    let changed: Bool
    let ruleCount: Int
}

/// Candidate patterns grouped by `scheme://host`, so the may-match analysis compares a target
/// only with patterns that can share its scheme and host.
struct PatternBuckets<Value> {
    private var byScope: [String: [(RoutePattern, Value)]] = [:]
    private var general: [(RoutePattern, Value)] = []

    mutating func insert(_ pattern: RoutePattern, _ value: Value) {
        if case .literal(let scheme) = pattern.segments[0], pattern.segments.count > 1,
            case .literal(let host) = pattern.segments[1]
        {
            byScope[scheme + "://" + host, default: []].append((pattern, value))
        } else {
            general.append((pattern, value))
        }
    }

    /// Values whose pattern may match a URL produced by `target`.
    ///
    /// - Complexity: O(*b* · *k*) for the *b* patterns of the target's scope and the general ones.
    func candidates(for target: RedirectTarget) -> [Value] {
        let levels = target.levels
        var result: [Value] = []
        for (pattern, value) in (byScope[target.scheme + "://" + target.host] ?? []) + general
        where _mayMatch(levels, pattern.segments) {
            result.append(value)
        }
        return result
    }
}
