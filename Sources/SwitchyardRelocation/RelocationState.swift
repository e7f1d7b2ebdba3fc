import Switchyard

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
///
/// Buckets are keyed by a 64-bit hash of the scheme and host, not by a `scheme://host` string:
/// two scopes that collide only share a bucket, and the may-match test, which compares the
/// scheme and host literals, still tells their patterns apart.
struct PatternBuckets<Value> {
    private var byScope: [UInt64: [(RoutePattern, Value)]] = [:]
    private var general: [(RoutePattern, Value)] = []

    /// The bucket key of a literal scheme and host: the records format's FNV-1a
    /// (`RouteRecordFormat.hash`) over the scheme, a `/` and the host (a collision
    /// costs only a shared bucket).
    static func scope(_ scheme: String, _ host: String) -> UInt64 {
        RouteRecordFormat.hash(scheme + "/" + host)
    }

    /// - Complexity: O(1) amortised, plus hashing the scheme and host.
    mutating func insert(_ pattern: RoutePattern, _ value: Value) {
        if case .literal(let scheme) = pattern.segments[0], pattern.segments.count > 1,
            case .literal(let host) = pattern.segments[1]
        {
            byScope[Self.scope(scheme, host), default: []].append((pattern, value))
        } else {
            general.append((pattern, value))
        }
    }

    /// Values whose pattern may match a URL produced by `target`: the target's scope first, then
    /// the general ones, each in insertion order.
    ///
    /// - Complexity: O(*b* · *k*) for the *b* patterns of the target's scope and the general ones.
    func candidates(for target: RedirectTarget) -> [Value] {
        var result: [Value] = []
        for (pattern, value) in byScope[Self.scope(target.scheme, target.host)] ?? []
        where target.mayMatch(pattern.segments) {
            result.append(value)
        }
        for (pattern, value) in general where target.mayMatch(pattern.segments) { result.append(value) }
        return result
    }

    /// Whether some pattern for which `accept` returns `true` may match a URL produced by `target`.
    /// Stops at the first.
    ///
    /// - Complexity: O(*b* · *k*) at worst, as ``candidates(for:)``.
    func containsCandidate(for target: RedirectTarget, where accept: (RoutePattern) -> Bool = { _ in true }) -> Bool {
        for (pattern, _) in byScope[Self.scope(target.scheme, target.host)] ?? []
        where target.mayMatch(pattern.segments) && accept(pattern) {
            return true
        }
        for (pattern, _) in general where target.mayMatch(pattern.segments) && accept(pattern) { return true }
        return false
    }
}
