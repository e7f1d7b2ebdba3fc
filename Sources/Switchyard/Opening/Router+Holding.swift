extension Router {
    /// Tells the router that the app's UI is up (e.g. the launch screen is gone): opens held
    /// since launch are delivered now, in the order they arrived, and later opens are shown at
    /// once. Attaching ``navigator`` does the same. Calling it again does nothing.
    ///
    /// Holding applies only when ``RouterConfiguration/holdsOpensUntilReady`` is `true`.
    @MainActor
    public func markReady() {
        holding.isReady = true
        let waiting = holding.queue
        holding.queue = []
        for held in waiting {
            held.timer.cancel()
            guard !held.outcome.isSettled else { continue }
            let result = present(held.request, page: held.page)
            if held.outcome.settle(result) { emit(.delivered(url: held.text)) }
        }
    }

    /// The opens waiting for the app's UI, oldest first (their URLs); apps follow them through
    /// the ``RouterEvent/held(url:waiting:)`` events.
    @MainActor
    package var heldOpens: [String] { holding.queue.map(\.text) }

    /// Queues an open until the router is ready, refusing the oldest when the queue is full and
    /// expiring it after the configured timeout. Returns what its caller awaits.
    @MainActor
    func hold(
        _ request: RouteRequest, page: RouteTarget, text: String
    ) -> OneShot<Result<RouteRequest, RouteFailure>> {
        if holding.queue.count >= configuration.heldOpenLimit {
            let oldest = holding.queue.removeFirst()
            oldest.timer.cancel()
            oldest.outcome.settle(
                .failure(RouteFailure(url: oldest.text, reason: .heldOpensFull(limit: configuration.heldOpenLimit))))
        }
        let outcome = OneShot<Result<RouteRequest, RouteFailure>>()
        let seconds = configuration.heldOpenTimeout
        let timer = Task { @MainActor [weak self] in
            // Cancelled: delivered or refused first.
            guard (try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))) != nil else { return }
            // Delivery and refusal settle on the main actor too, so this check cannot race them;
            // the event goes out before the caller resumes and reports the failure.
            guard !outcome.isSettled else { return }
            self?.holding.queue.removeAll { $0.outcome === outcome }
            self?.emit(.expired(url: text))
            outcome.settle(.failure(RouteFailure(url: text, reason: .heldTooLong(seconds: seconds))))
        }
        holding.queue.append(HeldOpen(text: text, request: request, page: page, outcome: outcome, timer: timer))
        emit(.held(url: text, waiting: holding.queue.count))
        return outcome
    }
}
