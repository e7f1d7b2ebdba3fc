extension Router {
    /// Opens `url` and waits for what the opened page answers, typed: TheRouter's completion
    /// handler and Android's activity result, as one `await`.
    ///
    /// ```swift
    /// let address = try await router.open("app://address/pick", expecting: Address.self)
    /// ```
    ///
    /// The page answers through the request it was created with:
    /// ``RouteRequest/respond(with:)``, or ``RouteRequest/dismissWithoutResponse()``. The first
    /// answer wins; later ones return `false`. A handler route's result is its answer. The caller
    /// is always resumed exactly once: when the page answers, is dismissed, is released without
    /// answering (it must keep its request to answer), when `timeout` passes, or when the
    /// calling task is cancelled.
    ///
    /// - Throws: ``RouteFailure``: the open's own failure, or the reason no answer came
    ///   (``RouteFailure/Reason/dismissed``, `released`, `timedOut`, `cancelled`, `wrongType`,
    ///   `serviceCall`).
    public func open<Response: Sendable>(
        _ url: String, expecting: Response.Type, params: [String: any Sendable] = [:], source: RouteSource = .app,
        action: NavigationAction? = nil, timeout: Double? = nil
    ) async throws(RouteFailure) -> Response {
        let (known, answer) = try await openWithReply(
            url, reply: RouteReply(expecting: Response.self), params: params, source: source, action: action)
        let settled = if let known { known } else { await Self.wait(for: answer, timeout: timeout) }
        switch settled {
        case .none(let reason):
            throw RouteFailure(url: url, reason: reason)
        case .value(let value):
            guard let typed = value as? Response else {
                throw RouteFailure(
                    url: url,
                    reason: .wrongType(
                        expected: String(reflecting: Response.self), got: String(reflecting: type(of: value))))
            }
            return typed
        }
    }

    /// Starts the open with a reply channel and lets go of it, and of the outcome: only the page's
    /// request keeps it, so releasing the page settles the answer. Returns the answer when it is
    /// known at once (a handler's result, a service call), `nil` for a page (wait for `answer`).
    private func openWithReply(
        _ url: String, reply: RouteReply, params: [String: any Sendable], source: RouteSource,
        action: NavigationAction?
    ) async throws(RouteFailure) -> (RouteReply.Answer?, OneShot<RouteReply.Answer>) {
        let answer = reply.answer
        switch await open(url, as: Query.Caller(params: params, source: source, action: action, reply: reply)) {
        case .opened: return (nil, answer)
        case .handled(_, let result): return (.value(result), answer)
        case .failed(let failure): throw failure
        case .serviceResult: return (.none(.serviceCall), answer)
        }
    }

    private static func wait(for answer: OneShot<RouteReply.Answer>, timeout: Double?) async -> RouteReply.Answer {
        let timer = timeout.map { seconds in
            Task {
                guard (try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))) != nil else {
                    return
                }
                answer.settle(.none(.timedOut(seconds: seconds)))
            }
        }
        defer { timer?.cancel() }
        return await withTaskCancellationHandler {
            await answer.wait()
        } onCancel: {
            answer.settle(.none(.cancelled))
        }
    }
}
