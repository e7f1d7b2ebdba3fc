/// Install, in one straight path: registration (`Router+Registration.swift`, and pages registered
/// in code, `Router+Pages.swift`, which build the snapshot at once to check them), then building the
/// trie from the tables (`RouteSnapshot+Assembly.swift`, `RouteTrieBuilder.swift`), then freezing
/// (`RouteSnapshot+Build.swift`).
extension Router {
    /// Builds the trie now instead of on first use, and throws every problem found.
    ///
    /// - Throws: the first ``RouteTableError``; every problem is also reported as an event.
    public func install() throws(RouteTableError) {
        loadLinkedModulesIfPending()
        let issues = state.withLock { state -> [RouteTableError] in
            state.snapshot = nil
            return installLocked(&state).issues
        }
        emitInstallEvents(issues: issues)
        if let first = issues.first { throw first }
    }

    /// The current snapshot, built now if this is the first use since a change: the linked
    /// modules are read first if they are pending, then the snapshot is built. Exactly one
    /// thread builds it; racing callers wait for it on the lock and then share it.
    func snapshot() -> RouteSnapshot {
        if let current = state.withLock({ $0.snapshot }) { return current }
        loadLinkedModulesIfPending()
        let (current, issues) = state.withLock { state -> (RouteSnapshot, [RouteTableError]?) in
            if let snapshot = state.snapshot { return (snapshot, nil) }
            let result = installLocked(&state)
            return (result.snapshot, result.issues)
        }
        if let issues { emitInstallEvents(issues: issues) }
        return current
    }

    /// Builds a snapshot from the state and keeps it, unless linked modules were asked for
    /// since they were read: then the next use reads them and builds again.
    func installLocked(_ state: inout State) -> (snapshot: RouteSnapshot, issues: [RouteTableError]) {
        let start = Self.now()
        let (snapshot, issues) = RouteSnapshot.build(
            &state, defaultScheme: configuration.defaultScheme, serviceHost: configuration.serviceHost)
        if state.registration.linked == .pending { return (snapshot, issues) }
        state.snapshot = snapshot
        state.installIssues = issues
        state.installCount += 1
        state.lastInstallNanoseconds = Self.now() &- start
        return (snapshot, issues)
    }

    /// Reports the install that just happened (``RouterEvent/installed(routeCount:tableCount:nanoseconds:)``)
    /// and each issue it found.
    func emitInstallEvents(issues: [RouteTableError]) {
        guard hasObservers else { return }
        let (current, nanoseconds) = state.withLock { ($0.snapshot, $0.lastInstallNanoseconds) }
        if let current {
            emit(.installed(routeCount: current.routes.count, tableCount: current.tableCount, nanoseconds: nanoseconds))
        }
        for issue in issues { emit(.installIssue(issue)) }
    }
}
