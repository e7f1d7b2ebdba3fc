/// Opens started from synchronous code, waiting their turn.
struct OpenQueue {
    typealias Job = (url: String, caller: Query.Caller, completion: (@Sendable (RouteOutcome) -> Void)?)

    var pending: [Job] = []
    var isDraining = false

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
        let startsDrain = openQueue.withLock { queue -> Bool in
            queue.pending.append((url, caller, completion))
            if queue.isDraining { return false }
            queue.isDraining = true
            return true
        }
        if startsDrain { Task { await self.drainOpenQueue() } }
    }

    /// Opens `url` from synchronous code.
    @available(
        *, deprecated, renamed: "open(_:params:source:action:completion:)",
        message: "use open(_:completion:) from synchronous code and `await openURL(_:)` from async code"
    )
    public func openURL(
        _ url: String, params: [String: any Sendable] = [:], source: RouteSource = .app,
        action: NavigationAction? = nil,
        completion: @escaping @Sendable (RouteOutcome) -> Void
    ) {
        open(url, params: params, source: source, action: action, completion: completion)
    }

    /// Runs the queued opens one at a time until the queue is empty.
    private func drainOpenQueue() async {
        while let job = openQueue.withLock({ queue -> OpenQueue.Job? in
            if queue.pending.isEmpty {
                queue.isDraining = false
                return nil
            }
            return queue.pending.removeFirst()
        }) {
            let settled = OneShot<Void>()
            Task {
                let outcome = await OpenQueue.$settled.withValue(settled) {
                    await self.open(job.url, as: job.caller)
                }
                // The completion runs before the next open starts, so completions come in call order too.
                job.completion?(outcome)
                settled.settle(())
            }
            await settled.wait()
        }
    }
}
