/// Opens started from synchronous code, each waiting for the one started before it.
enum OpenQueue {
    /// Set on the task of a queued open: settled when the open finished or waits in line for the
    /// app's UI, which lets the next queued open start.
    @TaskLocal static var settled: OneShot<Void>?
}

extension Router {
    /// Opens `url` from synchronous code (a button handler) and returns at once; `completion`
    /// gets the outcome. Opens started this way run one after another, in the order of the
    /// calls: the next starts when the previous one has finished (its completion included), or
    /// waits in line for the app's UI (see ``markReady()``); held opens are shown in that order,
    /// and their completions run as each caller resumes. To wait for the outcome in async code, use `await`
    /// ``openURL(_:params:source:action:)``; `await` never resolves to this method, whose name
    /// differs.
    public func open(
        _ url: String, params: [String: any Sendable] = [:], source: RouteSource = .app,
        action: NavigationAction? = nil,
        completion: (@Sendable (RouteOutcome) -> Void)? = nil
    ) {
        let caller = Query.Caller(params: params, source: source, action: action)
        let settled = OneShot<Void>()
        let previous = openQueue.withLock { last in
            defer { last = settled }
            return last
        }
        Task {
            await previous?.wait()
            let outcome = await OpenQueue.$settled.withValue(settled) { await self.open(url, as: caller) }
            // The completion runs before the next open starts, so completions come in call order too.
            completion?(outcome)
            settled.settle(())
        }
    }
}
