import Switchyard

extension Router {
    /// The policy the next batches are checked against. Changing it does not re-check the batch
    /// in effect; apply a batch (or revert) to do so.
    public var relocationPolicy: RelocationPolicy {
        get { withRelocationSlot { $0.relocation.policy } }
        set { withRelocationSlot { $0.relocation.policy = newValue } }
    }

    /// The version of the last applied batch, or `nil` before the first. Reverting keeps it, so a
    /// batch older than it, or the same version with other rules, stays refused.
    public var relocationVersion: Int? { withRelocationSlot { $0.relocation.version } }

    /// The relocation in effect as one self-contained batch (`restoreAll`, then every rule), or
    /// `nil` before the first batch. Its `appVersions` is this app's version alone when a batch for
    /// some app versions set part of the state.
    public var relocationBatch: RelocationBatch? {
        withRelocationSlot { slot in
            let record = slot.relocation
            return record.version.map { record.state.batch(version: $0) }
        }
    }

    /// The entity tag of the batch in effect, when a loader fetched it (for `If-None-Match`).
    package var relocationETag: String? { withRelocationSlot { $0.relocation.etag } }

    /// Applies a batch atomically: it is validated whole against the route tables, the state in
    /// effect and ``relocationPolicy``; then a new frozen snapshot is swapped in. Opens in flight
    /// see the old table or the new one, never a mix. When a store is attached
    /// (``restoreRelocation(from:)``) the new state is saved first; if saving fails nothing changes.
    ///
    /// Rules apply in order on top of the state in effect. At open time a URL that matches a
    /// redirect's `from` is sent to its target (chains are followed, within the same snapshot),
    /// and the destination's parameters are merged with this precedence:
    /// caller's explicit `params` > the rule's `params` (origin `RouteParameters.Origin.relocation`)
    /// > path parameters of the final route > query items (the target's own, then the link's).
    /// Redirects are checked before routes: a redirect's `from` wins over a route with the same pattern.
    ///
    /// Versions: a batch older than ``relocationVersion`` is refused; the same version is accepted
    /// only when it changes nothing (an idempotent re-apply, e.g. the persisted batch or a retry),
    /// and refused when it would change the table.
    ///
    /// App versions: a batch whose `appVersions` do not include `RouterConfiguration.appVersion`
    /// (or that has `appVersions` while the app's version is unknown) is skipped, not refused:
    /// nothing changes, nothing is saved, the version floor stays, and the report says
    /// `skipped` (with a `RelocationEvent.skipped` event).
    ///
    /// - Complexity: O(*R* · *k*) to compile the *R* redirects in effect, of *k* segments, plus
    ///   O(*R* · *b*) to check them (see ``RelocationBatch``) and O(*p*) in the build-time patterns,
    ///   to index them. A batch that changes no route (redirects and restores only) keeps the
    ///   installed trie; otherwise the snapshot is rebuilt. Opening afterwards costs at most one
    ///   extra trie lookup, however many redirects are active.
    /// - Throws: `RelocationError` listing every problem; nothing changes then.
    @discardableResult
    public func applyRelocation(_ batch: RelocationBatch) throws(RelocationError) -> RelocationReport {
        try applyRelocation(batch, etag: nil)
    }

    /// Applies TheRouter's rule dictionaries, as they are (`addRelocationHandle(routerMapList:)`),
    /// as one batch. See ``applyRelocation(_:)``.
    ///
    /// Keys: `routerType` (integer, required; see ``RelocationRule``), `orginPath`, `targetPath`,
    /// `path`, `className`, `params` (an object of strings, numbers, Booleans, arrays or objects,
    /// nested at most 64 levels deep, numbers finite and integers within 64 bits, as every entry
    /// requires; see ``RelocationRule/redirect(from:to:params:)``).
    /// A key a rule does not use may be present (TheRouter's model always sends them all, often as
    /// `""`), but a key no rule knows is an error, so a typo such as `originPath` is reported.
    ///
    /// - Complexity: O(*n*) in the total size of the dictionaries, plus the apply.
    /// - Throws: `RelocationError` listing every bad entry (index, key, reason); nothing changes then.
    @discardableResult
    public func applyRelocation(
        theRouterRules: [[String: Any]], version: Int
    ) throws(RelocationError) -> RelocationReport {
        try applyRelocation { () throws(RelocationError) in
            RelocationBatch.decode(theRouterRules: theRouterRules, version: version)
        }
    }

    /// Checks TheRouter's rule dictionaries as ``applyRelocation(theRouterRules:version:)`` would
    /// apply them, and applies nothing: the same reading and the same planner, against the route
    /// tables, the relocation in effect and ``relocationPolicy``, but no snapshot is swapped, no
    /// store written and no event sent. 0.1.0's `RelocationBatch(theRouterRules:version:)` read the
    /// rules alone; this also finds a target no route answers, a version below the one in effect
    /// and everything else an apply would refuse.
    ///
    /// - Returns: the report the apply would return now.
    /// - Complexity: as ``applyRelocation(_:)``.
    /// - Throws: `RelocationError` listing every problem the apply would refuse the batch for.
    public func checkRelocation(
        theRouterRules: [[String: Any]], version: Int
    ) throws(RelocationError) -> RelocationReport {
        try applyRelocation(
            RelocationBatch.decode(theRouterRules: theRouterRules, version: version), etag: nil, dryRun: true)
    }

    /// Applies the batch `decode` reads, remembering `etag` with it. A batch that cannot be read
    /// is refused as an invalid one is: a `RelocationEvent.refused(_:)` event, then the error. When
    /// only some entries cannot be read, the others are checked too, and the error lists both.
    package func applyRelocation(
        etag: String? = nil, decoding decode: () throws(RelocationError) -> DecodedRelocationBatch
    ) throws(RelocationError) -> RelocationReport {
        let decoded: DecodedRelocationBatch
        do {
            decoded = try decode()
        } catch {
            emit(.relocation(.refused(error)))
            throw error
        }
        return try applyRelocation(decoded, etag: etag)
    }

    /// Puts the build-time table back: every redirect, added and removed pattern goes. Always
    /// takes effect, even when the attached store cannot be written (that is reported as an event).
    /// The version floor is kept.
    public func restoreBuildTimeRoutes() {
        let gate = withRelocationSlot { $0.gate() }
        var events: [RelocationEvent] = []
        var swap: RelocationSwap?
        gate.withLock {
            let record = withRelocationSlot { $0.relocation }
            events.append(.reverted(version: record.version))
            guard !record.state.isEmpty else { return }
            swap = swapRelocation { slot in
                slot.clear()
                return false
            }
            if let store = record.store, let version = record.version {
                do throws(RelocationStoreError) {
                    try store.save(RelocationState().batch(version: version), etag: nil)
                } catch {
                    events.append(.storeFailed(error))
                }
            }
        }
        if let swap { finishRelocationSwap(swap) }
        for event in events { emit(.relocation(event)) }
    }

    /// Attaches `store` (usually a `RelocationStore`, from the `SwitchyardRelocationDelivery` product) and
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
        withRelocationSlot { $0.relocation.store = store }
        let contents: PersistedRelocation?
        do {
            contents = try store.load()
        } catch {
            emit(.relocation(.storeIgnored(error)))
            return nil
        }
        // A batch that no longer fits the app was reported as refused, one saved for another app
        // version as skipped; the build-time table stays.
        guard let contents, let report = try? applyRelocation(contents.batch, etag: contents.etag, persist: false),
            !report.skipped
        else { return nil }
        emit(.relocation(.restored(version: report.version)))
        return report
    }

    /// Applies a batch that was read whole, as the `DecodedRelocationBatch` overload does.
    package func applyRelocation(
        _ batch: RelocationBatch, etag: String?, persist: Bool = true
    ) throws(RelocationError) -> RelocationReport {
        try applyRelocation(DecodedRelocationBatch(batch), etag: etag, persist: persist)
    }

    /// The one path every apply takes. `etag` is remembered (and saved) with the new state. The
    /// rules of `decoded` that were read are checked even when others were not; a refusal lists
    /// the problems of both, in batch order. A `dryRun` stops after the plan: it changes, saves and
    /// sends nothing (``checkRelocation(theRouterRules:version:)``).
    package func applyRelocation(
        _ decoded: DecodedRelocationBatch, etag: String?, persist: Bool = true, dryRun: Bool = false
    ) throws(RelocationError) -> RelocationReport {
        loadLinkedModulesIfPending()  // a batch is checked against every table, linked ones included
        let gate = withRelocationSlot { $0.gate() }
        typealias Outcome = (
            result: Result<RelocationReport, RelocationError>, events: [RelocationEvent], swap: RelocationSwap?
        )
        let outcome: Outcome = gate.withLock {
            let record = withRelocationSlot { $0.relocation }
            if let scope = decoded.appVersions, !scope.contains(configuration.appVersion) {
                // Not for this app: skipped, never refused for it. A batch with problems of its own
                // is refused for them, without checking its rules against an app it is not for.
                guard decoded.issues.isEmpty, let version = decoded.version else {
                    let error = RelocationError(version: decoded.version, issues: decoded.issues)
                    return (.failure(error), dryRun ? [] : [.refused(error)], nil)
                }
                let state = record.state
                let report = RelocationReport(
                    version: version, ruleCount: decoded.rules.count, redirectCount: state.redirects.count,
                    addedCount: state.added.count, removedCount: state.removed.count, changed: false, skipped: true)
                let event = RelocationEvent.skipped(
                    version: version, appVersions: scope.entries, appVersion: configuration.appVersion)
                return (.success(report), dryRun ? [] : [event], nil)
            }
            let routes = installedRoutes()
            let index: BuildTimeIndex
            if let kept = record.index, kept.serves(generation: routes.generation, removed: routes.removed) {
                index = kept
            } else {
                var compiled = routes.compiled
                index = BuildTimeIndex(
                    tables: routes.tables, compiled: &compiled, removed: routes.removed, generation: routes.generation,
                    defaultScheme: configuration.defaultScheme)
                // Keep what was compiled here for every later build, unless the tables changed meanwhile.
                keepCompiledTables(compiled, generation: routes.generation)
            }
            var planner = RelocationPlanner(
                index: index, policy: record.policy, defaultScheme: configuration.defaultScheme,
                limits: configuration.limits, pendingScopes: routes.pendingScopes, appVersion: configuration.appVersion)
            let result = planner.plan(decoded, current: record.state, appliedVersion: record.version)
            // Keep the index (and the parts this batch built) for the next batch, unless the
            // tables changed meanwhile.
            let now = installedRoutes()
            if planner.index.serves(generation: now.generation, removed: now.removed) {
                withRelocationSlot { $0.relocation.index = planner.index }
            }
            let plan: RelocationPlan
            do throws(RelocationError) {
                plan = try result.get()
            } catch {
                return (.failure(error), dryRun ? [] : [.refused(error)], nil)
            }
            let report = plan.report
            if dryRun { return (.success(report), [], nil) }
            if !report.changed {
                if let etag { withRelocationSlot { $0.relocation.etag = etag } }
                return (.success(report), [.unchanged(version: report.version)], nil)
            }
            if persist, let store = record.store {
                do throws(RelocationStoreError) {
                    try store.save(plan.state.batch(version: report.version), etag: etag)
                } catch {
                    let refusal = RelocationError(version: report.version, .persistenceFailed(error.description))
                    return (.failure(refusal), [.storeFailed(error), .refused(refusal)], nil)
                }
            }
            let swap = swapRelocation { slot in
                let previous = slot.relocation.state
                slot.install(plan, etag: etag)
                return plan.state.added == previous.added && plan.state.removed == previous.removed
            }
            return (.success(report), [.applied(version: report.version, ruleCount: report.ruleCount)], swap)
        }
        for event in outcome.events { emit(.relocation(event)) }
        // Build the new snapshot now rather than on the next open (outside the gate, so an
        // observer of the install events may apply a batch itself). A batch that changed no
        // route swapped one in already; report that install as a build would.
        if let swap = outcome.swap { finishRelocationSwap(swap) }
        return try outcome.result.get()
    }
}
