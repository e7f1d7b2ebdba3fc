import Foundation

extension Router {
    /// The policy the next batches are checked against. Changing it does not re-check the batch
    /// in effect; apply a batch (or revert) to do so.
    public var relocationPolicy: RelocationPolicy {
        get { state.withLock { $0.relocation.policy } }
        set { state.withLock { $0.relocation.policy = newValue } }
    }

    /// The version of the last applied batch, or `nil` before the first. Reverting keeps it, so a
    /// batch older than it, or the same version with other rules, stays refused.
    public var relocationVersion: Int? { state.withLock { $0.relocation.version } }

    /// The relocation in effect as one self-contained batch (`restoreAll`, then every rule), or
    /// `nil` before the first batch.
    public var relocationBatch: RelocationBatch? {
        state.withLock { slot in slot.relocation.version.map { slot.relocation.state.batch(version: $0) } }
    }

    /// The entity tag of the batch in effect, when a loader fetched it (for `If-None-Match`).
    package var relocationETag: String? { state.withLock { $0.relocation.etag } }

    /// Applies a batch atomically: it is validated whole against the route tables, the state in
    /// effect and ``relocationPolicy``; then a new frozen snapshot is swapped in. Opens in flight
    /// see the old table or the new one, never a mix. When a store is attached
    /// (``restoreRelocation(from:)``) the new state is saved first; if saving fails nothing changes.
    ///
    /// Rules apply in order on top of the state in effect. At open time a URL that matches a
    /// redirect's `from` is sent to its target (chains are followed, within the same snapshot),
    /// and the destination's parameters are merged with this precedence:
    /// caller's explicit `params` > the rule's `params` (source ``RouteParameters/Origin/relocation``)
    /// > path parameters of the final route > query items (the target's own, then the link's).
    /// Redirects are checked before routes: a redirect's `from` wins over a route with the same pattern.
    ///
    /// Versions: a batch older than ``relocationVersion`` is refused; the same version is accepted
    /// only when it changes nothing (an idempotent re-apply, e.g. the persisted batch or a retry),
    /// and refused when it would change the table.
    ///
    /// - Complexity: O(*r* · *k*) to compile *r* rules of *k* segments (a redirect set by an
    ///   earlier batch is not compiled again) plus O(*R* · *b*) to check the *R* redirects in
    ///   effect (see ``RelocationBatch``). The first batch after a table change also pays O(*p*)
    ///   in the build-time patterns, to index them. A batch that changes no route (redirects and
    ///   restores only) keeps the installed trie; otherwise the snapshot is rebuilt. Opening
    ///   afterwards costs at most one extra trie lookup, however many redirects are active, and
    ///   next to none for a URL whose scheme and host no redirect names.
    /// - Throws: ``RelocationError`` listing every problem; nothing changes then.
    @discardableResult
    public func applyRelocation(_ batch: RelocationBatch) throws(RelocationError) -> RelocationReport {
        try applyRelocation(batch, etag: nil)
    }

    /// Applies TheRouter's rule dictionaries as one batch. See ``applyRelocation(_:)``.
    ///
    /// - Throws: ``RelocationError`` listing every bad entry; nothing changes then.
    @discardableResult
    public func applyRelocation(
        theRouterRules: [[String: Any]], version: Int
    ) throws(RelocationError) -> RelocationReport {
        let batch: RelocationBatch
        do {
            batch = try RelocationBatch(theRouterRules: theRouterRules, version: version)
        } catch {
            emit(.relocation(.refused(error)))
            throw error
        }
        return try applyRelocation(batch)
    }

    /// Puts the build-time table back: every redirect, added and removed pattern goes. Always
    /// takes effect, even when the attached store cannot be written (that is reported as an event).
    /// The version floor is kept.
    public func restoreBuildTimeRoutes() {
        let gate = state.withLock { $0.relocation.gate }
        var events: [RelocationEvent] = []
        var changed = false
        gate.withLock {
            let (version, store) = state.withLock { state -> (Int?, (any RelocationPersistence)?) in
                changed = !state.relocation.state.isEmpty
                guard changed else { return (state.relocation.version, nil) }
                state.relocation.state = RelocationState()
                state.relocation.matcher = .empty
                state.relocation.compiledRedirects = [:]
                state.relocation.addedTables = []
                state.relocation.etag = nil
                state.snapshot = nil
                return (state.relocation.version, state.relocation.store)
            }
            if let store, let version {
                if let error = store.saveReportingError(RelocationState().batch(version: version), etag: nil) {
                    events.append(.storeFailed(error))
                }
            }
            events.insert(.reverted(version: version), at: 0)
        }
        if changed { _ = snapshot() }
        for event in events { emit(.relocation(event)) }
    }

    /// Attaches `store` (usually a `RelocationStore`, from the `SwitchyardRelocation` product) and
    /// applies the batch it holds: call it at launch, before the first open. From then on every
    /// applied batch and every revert is saved to it (see ``RelocationPersistence``).
    ///
    /// A missing file is not an error. An unreadable, truncated or corrupt file, or a batch that
    /// no longer fits the app (a type was renamed), is reported as an event and ignored: the
    /// build-time table stays. Never throws, never crashes.
    ///
    /// - Returns: what was applied, or `nil` when nothing was.
    @discardableResult
    public func restoreRelocation(from store: any RelocationPersistence) -> RelocationReport? {
        state.withLock { $0.relocation.store = store }
        let contents: PersistedRelocation?
        do {
            contents = try store.load()
        } catch {
            emit(.relocation(.storeIgnored(error)))
            return nil
        }
        guard let contents else { return nil }
        do {
            let report = try applyRelocation(contents.batch, etag: contents.etag, persist: false)
            emit(.relocation(.restored(version: report.version)))
            return report
        } catch {
            return nil
        }
    }

    /// The one path every apply takes. `etag` is remembered (and saved) with the new state.
    package func applyRelocation(
        _ batch: RelocationBatch, etag: String?, persist: Bool = true
    ) throws(RelocationError) -> RelocationReport {
        loadLinkedModulesIfPending()  // a batch is checked against every table, linked ones included
        let gate = state.withLock { $0.relocation.gate }
        typealias Outcome = (
            report: RelocationReport?, error: RelocationError?, events: [RelocationEvent],
            reusedInstall: [RouteTableError]?
        )
        let outcome: Outcome = gate.withLock {
            let (tables, compiled, removed, slot, pending) = state.withLock { state in
                (state.tables, state.compiledTables, state.removed, state.relocation, Set(state.lazyTables.keys))
            }
            var index: BuildTimeIndex
            if let cached = slot.index, cached.serves(tableCount: tables.count, removed: removed) {
                index = cached
            } else {
                var cache = compiled
                index = BuildTimeIndex(
                    tables: tables, compiled: &cache, removed: removed, defaultScheme: configuration.defaultScheme)
                state.withLock { state in
                    // Keep what was compiled here, unless the tables changed meanwhile.
                    if state.tables.count == tables.count && state.compiledTables.count < cache.count {
                        state.compiledTables = cache
                    }
                }
            }
            let result = RelocationPlanner.plan(
                batch, current: slot.state, compiled: slot.compiledRedirects, appliedVersion: slot.version,
                index: &index, policy: slot.policy, defaultScheme: configuration.defaultScheme, pendingScopes: pending)
            state.withLock { state in
                // Keep the index (and the parts this batch built) for the next batch, unless the
                // tables changed meanwhile.
                if index.serves(tableCount: state.tables.count, removed: state.removed) {
                    state.relocation.index = index
                }
            }
            let plan: RelocationPlan
            switch result {
            case .failure(let error): return (nil, error, [], nil)
            case .success(let success): plan = success
            }
            let report = RelocationReport(
                version: plan.version, ruleCount: plan.ruleCount, redirectCount: plan.state.redirects.count,
                addedCount: plan.state.added.count, removedCount: plan.state.removed.count, changed: plan.changed)
            if !plan.changed {
                if let etag { state.withLock { $0.relocation.etag = etag } }
                return (report, nil, [.unchanged(version: plan.version)], nil)
            }
            if persist, let store = slot.store {
                if let error = store.saveReportingError(plan.state.batch(version: plan.version), etag: etag) {
                    let refusal = RelocationError(
                        version: plan.version,
                        issues: [.init(index: nil, key: nil, reason: .persistenceFailed(error.description))])
                    return (nil, refusal, [.storeFailed(error)], nil)
                }
            }
            let reused = state.withLock { state -> [RouteTableError]? in
                let routesUnchanged =
                    plan.state.added == state.relocation.state.added
                    && plan.state.removed == state.relocation.state.removed
                state.relocation.version = plan.version
                state.relocation.state = plan.state
                state.relocation.matcher = plan.matcher
                state.relocation.compiledRedirects = plan.compiledRedirects
                state.relocation.addedTables = plan.addedTables
                state.relocation.etag = etag
                return swapRedirects(plan.matcher, &state, routesUnchanged: routesUnchanged)
            }
            return (report, nil, [.applied(version: plan.version, ruleCount: plan.ruleCount)], reused)
        }
        for event in outcome.events { emit(.relocation(event)) }

        guard let report = outcome.report else {
            let error = outcome.error ?? RelocationError(version: batch.version, issues: [])
            emit(.relocation(.refused(error)))
            throw error
        }
        // Build the new snapshot now rather than on the next open (outside the gate, so an
        // observer of the install events may apply a batch itself). A batch that changed no
        // route swapped one in already; report that install as a build would.
        if let issues = outcome.reusedInstall {
            emitInstallEvents(issues: issues)
        } else if report.changed {
            _ = snapshot()
        }
        return report
    }

    /// Swaps in the snapshot for new redirects, under the state lock. When the routes are what
    /// the current snapshot was built from (`routesUnchanged`: the batch changed no added or
    /// removed pattern, and the snapshot is current, since every other change drops it), the new
    /// snapshot shares its trie and routes and counts as an install; returns the issues that
    /// install reports (those of the build it reuses). Otherwise drops the snapshot, for the next
    /// use to rebuild, and returns `nil`.
    ///
    /// - Complexity: O(1) when reused.
    private func swapRedirects(
        _ matcher: RedirectMatcher, _ state: inout State, routesUnchanged: Bool
    ) -> [RouteTableError]? {
        guard routesUnchanged, let current = state.snapshot else {
            state.snapshot = nil
            return nil
        }
        let start = Self.now()
        state.snapshot = current.withRedirects(matcher)
        state.installCount += 1
        state.lastInstallNanoseconds = Self.now() &- start
        return state.installIssues
    }
}
