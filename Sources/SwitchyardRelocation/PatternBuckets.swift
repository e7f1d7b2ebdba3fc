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
    /// Filed runs of `entries` with one scheme and host, each linked to the next run filed under
    /// the same key (-1 ends the list): no array per scope.
    private var runs: [(range: Range<Int>, next: Int)] = []
    /// Scope key (``scope(_:_:)``) → its first and last run in `runs`.
    private var ends: [UInt64: (first: Int, last: Int)] = [:]
    /// Patterns whose scheme or host is not a literal, in insertion order.
    private var general: [(pattern: RoutePattern, value: Value)] = []
    /// The run being collected: it starts at `runStart` and is filed when the scope changes.
    private var runStart = 0
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
        if entries.count > runStart && (scheme != runScheme || host != runHost) { fileRun() }
        if entries.count == runStart {
            runScheme = scheme
            runHost = host
        }
        entries.append((pattern, value))
    }

    private mutating func fileRun() {
        let key = Self.scope(runScheme, runHost)
        runs.append((runStart..<entries.count, -1))
        if let end = ends[key] {
            runs[end.last].next = runs.count - 1
            ends[key] = (end.first, runs.count - 1)
        } else {
            ends[key] = (runs.count - 1, runs.count - 1)
        }
        runStart = entries.count
    }

    /// Calls `body` with every entry whose pattern may match a URL produced by `target`: the
    /// target's scope first, then the general ones, each in insertion order. Stops when `body`
    /// returns `false`.
    ///
    /// - Complexity: O(*b* · *k*) for the *b* patterns of the target's scope and the general ones.
    private func forEachCandidate(
        for target: RedirectTarget, _ body: ((pattern: RoutePattern, value: Value)) -> Bool
    ) {
        var run = ends[Self.scope(target.scheme, target.host)]?.first ?? -1
        while run >= 0 {
            for entry in entries[runs[run].range] where target.mayMatch(entry.pattern.segments) {
                if !body(entry) { return }
            }
            run = runs[run].next
        }
        if entries.count > runStart && target.scheme == runScheme && target.host == runHost {
            for entry in entries[runStart...] where target.mayMatch(entry.pattern.segments) {
                if !body(entry) { return }
            }
        }
        for entry in general where target.mayMatch(entry.pattern.segments) {
            if !body(entry) { return }
        }
    }

    /// Values whose pattern may match a URL produced by `target`: the target's scope first, then
    /// the general ones, each in insertion order.
    ///
    /// - Complexity: O(*b* · *k*) for the *b* patterns of the target's scope and the general ones.
    func candidates(for target: RedirectTarget) -> [Value] {
        var result: [Value] = []
        forEachCandidate(for: target) { entry in
            result.append(entry.value)
            return true
        }
        return result
    }

    /// Whether some pattern for which `accept` returns `true` may match a URL produced by `target`.
    /// Stops at the first.
    ///
    /// - Complexity: O(*b* · *k*) at worst, as ``candidates(for:)``.
    func containsCandidate(for target: RedirectTarget, where accept: (RoutePattern) -> Bool = { _ in true }) -> Bool {
        var found = false
        forEachCandidate(for: target) { entry in
            found = accept(entry.pattern)
            return !found
        }
        return found
    }
}
