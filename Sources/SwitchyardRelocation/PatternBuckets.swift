import Switchyard

/// Candidate patterns grouped by `scheme://host`, so the may-match analysis compares a target
/// only with patterns that can share its scheme and host.
///
/// Filed in runs: patterns come mostly grouped by scope (a table's routes share one), so
/// consecutive patterns of one scope form a run, and only a run, not each pattern, is hashed and
/// filed. This keeps indexing the 10,000 build-time patterns of the relocation benchmark's batch
/// (1,000 redirects on 10,000 routes, `bench-runner --profile reloc`) at 0.7M instructions, where
/// a bucket array per scope filled pattern by pattern costs 2.5M (callgrind): about 0.7 ms of the
/// ≤ 5 ms budget for that batch, which takes 11.3M instructions and 4.8 ms with runs on the 2-core
/// machine of Benchmarks/Results, and would then miss it.
///
/// Runs are keyed by a 64-bit hash of the scheme and host, not by a `scheme://host` string: two
/// scopes that collide only share a list of runs, and the may-match test, which compares the
/// scheme and host literals, still tells their patterns apart.
struct PatternBuckets<Value> {
    private var entries: [(pattern: RoutePattern, value: Value)] = []
    /// Runs of `entries` with one scheme and host: where each starts (it ends where the next run
    /// starts), and the next run filed under the same key (-1 ends the list): no array per scope.
    private var runs: [(start: Int, next: Int)] = []
    /// Scope key (``scope(_:_:)``) → its first and last run in `runs`.
    private var ends: [UInt64: (first: Int, last: Int)] = [:]
    /// Patterns whose scheme or host is not a literal, in insertion order.
    private var general: [(pattern: RoutePattern, value: Value)] = []
    /// The scope of the last run.
    private var runScheme = ""
    private var runHost = ""

    /// The key of a literal scheme and host: the records format's FNV-1a (`RouteRecordFormat.hash`)
    /// of each, mixed (a collision costs only a shared list).
    static func scope(_ scheme: String, _ host: String) -> UInt64 {
        (RouteRecordFormat.hash(scheme) &* 0x0000_0100_0000_01B3) ^ RouteRecordFormat.hash(host)
    }

    /// - Complexity: O(1) amortised; hashing only when the scope changes.
    mutating func insert(_ pattern: RoutePattern, _ value: Value) {
        guard case .literal(let scheme) = pattern.segments[0], pattern.segments.count > 1,
            case .literal(let host) = pattern.segments[1]
        else {
            general.append((pattern, value))
            return
        }
        if runs.isEmpty || scheme != runScheme || host != runHost {
            let key = Self.scope(scheme, host)
            runs.append((entries.count, -1))
            let run = runs.count - 1
            if let end = ends[key] {
                runs[end.last].next = run
                ends[key] = (end.first, run)
            } else {
                ends[key] = (run, run)
            }
            runScheme = scheme
            runHost = host
        }
        entries.append((pattern, value))
    }

    /// Calls `body` with every entry whose pattern may match a URL produced by `rule`'s target: the
    /// target's scope first, then the general ones, each in insertion order. Stops when `body`
    /// returns `false`.
    ///
    /// - Complexity: O(*b* · *k*) for the *b* patterns of the target's scope and the general ones.
    private func forEachCandidate(
        for rule: CompiledRedirect, _ body: ((pattern: RoutePattern, value: Value)) -> Bool
    ) {
        var run = ends[Self.scope(rule.scheme, rule.host)]?.first ?? -1
        while run >= 0 {
            let end = run + 1 < runs.count ? runs[run + 1].start : entries.count
            for entry in entries[runs[run].start..<end] where rule.mayMatch(entry.pattern.segments) {
                if !body(entry) { return }
            }
            run = runs[run].next
        }
        for entry in general where rule.mayMatch(entry.pattern.segments) {
            if !body(entry) { return }
        }
    }

    /// The literal schemes of the patterns, read once per run (and from each pattern whose host is
    /// not a literal), so that asking adds nothing to filing.
    ///
    /// - Complexity: O(*s* + *g*) for the *s* runs and the *g* general patterns.
    func literalSchemes() -> Set<String> {
        var schemes: Set<String> = []
        var last = ""
        func visit(_ pattern: RoutePattern) {
            if case .literal(let scheme) = pattern.segments[0], scheme != last {
                last = scheme
                schemes.insert(scheme)
            }
        }
        for run in runs { visit(entries[run.start].pattern) }
        for entry in general { visit(entry.pattern) }
        return schemes
    }

    /// Values whose pattern may match a URL produced by `rule`'s target: the target's scope first, then
    /// the general ones, each in insertion order.
    ///
    /// - Complexity: O(*b* · *k*) for the *b* patterns of the target's scope and the general ones.
    func candidates(for rule: CompiledRedirect) -> [Value] {
        var result: [Value] = []
        forEachCandidate(for: rule) { entry in
            result.append(entry.value)
            return true
        }
        return result
    }

    /// Whether some pattern for which `accept` returns `true` may match a URL produced by `rule`'s target.
    /// Stops at the first.
    ///
    /// - Complexity: O(*b* · *k*) at worst, as ``candidates(for:)``.
    func containsCandidate(for rule: CompiledRedirect, where accept: (RoutePattern) -> Bool = { _ in true }) -> Bool {
        var found = false
        forEachCandidate(for: rule) { entry in
            found = accept(entry.pattern)
            return !found
        }
        return found
    }
}
