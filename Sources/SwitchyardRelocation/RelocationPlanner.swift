@_spi(Generated) import Switchyard

/// Validates a batch against the build-time tables, the current state and the policy, and
/// compiles the result. Pure: nothing here touches a router.
struct RelocationPlanner {
    /// The build-time index; it builds the parts a batch needs on first use.
    var index: BuildTimeIndex
    let policy: RelocationPolicy
    let defaultScheme: String
    /// The router's URL limits: a source pattern no URL within them can match is refused.
    let limits: URLLimits
    /// `scheme://host` scopes whose lazily registered tables are not loaded yet.
    let pendingScopes: Set<String>
    /// The router's app version (`RouterConfiguration.appVersion`): the state a batch scoped to app
    /// versions leaves is kept for this version only.
    let appVersion: String?
    /// The issues found by the batch being planned (not private, so the memberwise init serves).
    var issues: [RelocationError.Issue] = []
    /// What ``routeSchemes()`` found, once it was asked.
    var routeSchemeSet: Set<String>?
    /// The last scheme ``isOwn(_:)`` decided, and its answer.
    var lastOwnScheme: (scheme: String, isOwn: Bool)?

    /// - Complexity: O(*r* · *k*) to read *r* rules of *k* segments, plus O(*R* · *b*) for the loop
    ///   and target checks of the *R* redirects in effect, *b* being the patterns that share a
    ///   target's `scheme://host`, plus O(*p*) for the index parts the batch uses (*p* build-time
    ///   patterns): bucketing them when a redirect targets the app or the web, the shape map only
    ///   for `add` and `remove` rules.
    ///
    /// The rules of `batch` that were read are checked as if those that were not were absent;
    /// the problems found reading it come first in ``issues``, and the error sorts all of them
    /// into batch order.
    mutating func plan(
        _ batch: DecodedRelocationBatch, current: RelocationState, appliedVersion: Int?
    ) -> Result<RelocationPlan, RelocationError> {
        issues = batch.issues
        if batch.rules.count > policy.maxRules {
            refuse(nil, "rules", .tooManyRules(count: batch.rules.count, limit: policy.maxRules))
            return .failure(RelocationError(version: batch.version, issues: issues))
        }
        if let version = batch.version, version < 0 {
            refuse(nil, "version", .wrongType(expected: "an integer ≥ 0", found: String(version)))
        }
        if let appliedVersion, let version = batch.version, version < appliedVersion {
            refuse(nil, "version", .staleVersion(offered: version, applied: appliedVersion))
        }
        var state = current
        /// The rule index of each redirect this batch set, by canonical source pattern, for
        /// attributing later issues.
        var positions: [String: Int] = [:]
        positions.reserveCapacity(batch.rules.count)
        state.redirects.reserveCapacity(current.redirects.count + batch.rules.count)
        for (position, rule) in batch.rules.enumerated() {
            guard let rule else { continue }  // not read: its problem is in `issues` already
            func refuse(_ key: String, _ reason: RelocationError.Reason) { self.refuse(position, key, reason) }
            func compile(_ text: String, _ key: String) -> RoutePattern? {
                do {
                    return try RoutePattern(text, defaultScheme: defaultScheme)
                } catch {
                    refuse(key, .invalidPattern(error))
                    return nil
                }
            }
            /// Whether a URL within the limits can match `pattern`; if not, refuses it.
            func matchable(_ pattern: RoutePattern, _ key: String) -> Bool {
                guard let reason = limits.unmatchableReason(pattern) else { return true }
                refuse(key, .unmatchable(reason))
                return false
            }
            switch rule {
            case .redirect(let fromText, let to, let params):
                // The rules every value from outside obeys, however the batch arrived; checked
                // before anything walks the parameters recursively.
                let refusal = params.isEmpty ? nil : JSONValue.object(params).firstRefusal
                if let refusal { refuse("params" + refusal.path, .refusedValue(refusal.refusal)) }
                guard let from = compile(fromText, "orginPath"), matchable(from, "orginPath"), refusal == nil else {
                    continue
                }
                do {
                    let key = from.description
                    state.redirects[key] = try CompiledRedirect(
                        from: from, to: to, params: params, defaultScheme: defaultScheme)
                    positions[key] = position
                } catch {
                    refuse("targetPath", error)
                }
            case .add(let text, let name):
                guard let pattern = compile(text, "path"), matchable(pattern, "path") else { continue }
                let typeName: String
                let isInternal: Bool
                do {
                    (typeName, isInternal) = try index.resolveType(name)
                } catch {
                    refuse("className", error)
                    continue
                }
                let refusal: String?
                if case .literal(let scheme) = pattern.segments[0], case .literal(let host) = pattern.segments[1] {
                    refusal = policyRefusal(scheme: scheme, host: host)
                } else {
                    refusal = "an added pattern must spell out its scheme and host, so the policy can check them"
                }
                if let refusal {
                    refuse("path", .targetNotAllowed(refusal))
                    continue
                }
                if isInternal {
                    refuse("className", .internalRoute(typeName))
                    continue
                }
                if let (existing, owner) = installedType(shape: PatternShape(pattern), state: state) {
                    // The type answers it already (parameter names aside): nothing to record.
                    if owner != typeName { refuse("path", .alreadyRouted(pattern: existing, typeName: owner)) }
                    continue
                }
                state.added[pattern.description] = typeName
            case .remove(let text):
                guard let pattern = compile(text, "path") else { continue }
                let key = pattern.description
                if state.added.removeValue(forKey: key) != nil { continue }
                if index.typeName(of: pattern) != nil {
                    state.removed.insert(key)
                    continue
                }
                let similar = installedType(shape: PatternShape(pattern), state: state)?.0
                refuse("path", .noSuchRoute(pattern: key, similar: similar))
            case .restore(let text):
                guard let pattern = compile(text, "orginPath") else { continue }
                state.redirects.removeValue(forKey: pattern.description)
                positions.removeValue(forKey: pattern.description)
            case .restoreAll:
                state = RelocationState()
                positions = [:]
            }
        }
        // What a batch for some app versions set holds on this version only, until a restoreAll.
        if batch.appVersions != nil { state.appVersion = appVersion }
        let matcher = checkRedirects(state, positions: positions)
        // What applies must reload: the store keeps the state as one batch of this many rules.
        let savedRules = 1 + state.redirects.count + state.added.count + state.removed.count
        if savedRules > policy.maxRules {
            refuse(nil, "rules", .tooManyRulesInEffect(count: savedRules, limit: policy.maxRules))
        }
        let changed = state != current
        if let appliedVersion, batch.version == appliedVersion, changed {
            refuse(nil, "version", .versionConflict(appliedVersion))
        }
        guard issues.isEmpty, let version = batch.version else {
            return .failure(RelocationError(version: batch.version, issues: issues))
        }
        let report = RelocationReport(
            version: version, ruleCount: batch.rules.count, redirectCount: state.redirects.count,
            addedCount: state.added.count, removedCount: state.removed.count,
            changed: changed || appliedVersion != version, skipped: false)
        return .success(
            RelocationPlan(report: report, state: state, matcher: matcher, addedTables: addedTables(state)))
    }

    /// The literal schemes of the installed routes and of the lazily registered scopes, `http` and
    /// `https` aside: the app's own under the default policy (``RelocationPolicy/isOwn(scheme:routeSchemes:)``).
    private mutating func routeSchemes() -> Set<String> {
        if let routeSchemeSet { return routeSchemeSet }
        var schemes = index.routeSchemes()
        for scope in pendingScopes {
            if let end = scope.range(of: "://"), !["http", "https"].contains(scope[..<end.lowerBound]) {
                schemes.insert(String(scope[..<end.lowerBound]))
            }
        }
        routeSchemeSet = schemes
        return schemes
    }

    /// Whether `scheme` is the app's own (``RelocationPolicy/isOwn(scheme:routeSchemes:)``). The
    /// last answer is kept: a batch's targets mostly share a scheme, and hashing it twice for each
    /// of 1,000 redirects on 10,000 routes (the relocation benchmark's batch) cost 0.12M more
    /// instructions per apply (callgrind), 1% of that batch's ≤ 5 ms budget.
    private mutating func isOwn(_ scheme: String) -> Bool {
        if let lastOwnScheme, lastOwnScheme.scheme == scheme { return lastOwnScheme.isOwn }
        let own = policy.isOwn(scheme: scheme, routeSchemes: routeSchemes())
        lastOwnScheme = (scheme, own)
        return own
    }

    private mutating func policyRefusal(scheme: String, host: String) -> String? {
        let own = isOwn(scheme)
        return policy.refusal(scheme: scheme, host: host, isOwn: own, routeSchemes: routeSchemeSet ?? [])
    }

    private mutating func refuse(_ index: Int?, _ key: String, _ reason: RelocationError.Reason) {
        issues.append(RelocationError.Issue(index: index, key: key, reason: reason))
    }

    /// The installed pattern with this shape and its type, if any.
    private mutating func installedType(shape: PatternShape, state: RelocationState) -> (String, String)? {
        for (text, typeName) in state.added {
            if let pattern = try? RoutePattern(text, defaultScheme: defaultScheme), PatternShape(pattern) == shape {
                return (text, typeName)
            }
        }
        let candidates = index.patterns(shape: shape).map { ($0.pattern.description, $0.typeName) }
        return candidates.sorted { $0.0 < $1.0 }.first { !state.removed.contains($0.0) }
    }

    /// Checks every redirect of `state`, refusing duplicates, loops, disallowed targets and
    /// targets that match no route; `positions` holds the rule index of those this batch set.
    ///
    /// - Complexity: O(*R* log *R*) to sort the *R* redirects, plus O(*R* · *b*) for the loop and
    ///   target checks (see ``plan(_:current:appliedVersion:)``).
    private mutating func checkRedirects(_ state: RelocationState, positions: [String: Int]) -> RedirectMatcher {
        var rules: [CompiledRedirect] = []
        var shapes: [PatternShape: String] = [:]
        rules.reserveCapacity(state.redirects.count)
        shapes.reserveCapacity(state.redirects.count)
        for (fromText, rule) in state.redirects.sorted(by: { $0.key < $1.key }) {
            let position = positions[fromText]
            let shape = PatternShape(rule.from)
            if let other = shapes[shape] {
                refuse(position, "orginPath", .duplicateRedirect(pattern: fromText, otherPattern: other))
                continue
            }
            shapes[shape] = fromText
            if let refusal = policyRefusal(scheme: rule.scheme, host: rule.host) {
                refuse(position, "targetPath", .targetNotAllowed(refusal))
                continue
            }
            rules.append(rule)
        }
        var sources = PatternBuckets<Int>()
        for (number, rule) in rules.enumerated() { sources.insert(rule.from, number) }
        let edges = rules.map { sources.candidates(for: $0) }
        for cycle in Self.cycles(edges) {
            let names = cycle.map { rules[$0].from.description }
            refuse(positions[names[0]], "targetPath", .cycle(names + [names[0]]))
        }
        // An own or web (http, https) target must be able to reach a route, directly or through
        // another redirect: otherwise every open of the source would fail. Foreign schemes
        // (another app's) are the allow-list's business alone.
        var added = PatternBuckets<Void>()
        for text in state.added.keys {
            if let pattern = try? RoutePattern(text, defaultScheme: defaultScheme) { added.insert(pattern, ()) }
        }
        for (number, rule) in rules.enumerated()
        where edges[number].isEmpty
            && (isOwn(rule.scheme)
                || rule.scheme == "http" || rule.scheme == "https")
        {
            let scope = rule.scheme + "://" + rule.host
            if !pendingScopes.contains(scope) && !added.containsCandidate(for: rule)
                && !index.mayReach(rule, removed: state.removed)
            {
                refuse(positions[rule.from.description], "targetPath", .targetMatchesNoRoute(rule.text))
            }
        }
        return RedirectMatcher(rules: rules)
    }

    /// Loops found by an iterative depth-first search (one per back edge), each listed from
    /// where the search entered it. Iterative, so 10,000 chained rules cannot exhaust a stack.
    ///
    /// - Complexity: O(*V* + *E*).
    static func cycles(_ edges: [[Int]]) -> [[Int]] {
        var color = [UInt8](repeating: 0, count: edges.count)  // 0 new, 1 on the path, 2 done
        var path: [Int] = []
        var cursor: [Int] = []
        var found: [[Int]] = []
        for root in edges.indices where color[root] == 0 {
            color[root] = 1
            path.append(root)
            cursor.append(0)
            while let node = path.last {
                let position = cursor[cursor.count - 1]
                if position < edges[node].count {
                    cursor[cursor.count - 1] += 1
                    let next = edges[node][position]
                    if color[next] == 1, let start = path.lastIndex(of: next) {
                        found.append(Array(path[start...]))
                    } else if color[next] == 0 {
                        color[next] = 1
                        path.append(next)
                        cursor.append(0)
                    }
                } else {
                    color[node] = 2
                    path.removeLast()
                    cursor.removeLast()
                }
            }
        }
        return found
    }

    private mutating func addedTables(_ state: RelocationState) -> [RouteTable] {
        var byModule: [String: [RouteEntry]] = [:]
        for pattern in state.added.keys.sorted() {
            guard let typeName = state.added[pattern], let known = index.type(named: typeName) else { continue }
            let entry = known.entry
            byModule[known.module, default: []].append(
                RouteEntry(
                    target: entry.target, typeName: typeName, patterns: [pattern], priority: entry.priority,
                    description: entry.description, action: entry.action, isInternal: entry.isInternal))
        }
        return byModule.keys.sorted().map { RouteTable(module: $0, entries: byModule[$0] ?? []) }
    }
}
