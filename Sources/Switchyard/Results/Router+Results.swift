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
    /// - Throws: ``RouteResultError`` saying why there is no answer.
    public func open<Response: Sendable>(
        _ url: String, expecting: Response.Type, params: [String: any Sendable] = [:], source: RouteSource = .app,
        action: NavigationAction? = nil, timeout: Double? = nil
    ) async throws(RouteResultError) -> Response {
        let (started, answer) = await openExpectingAnswer(url, params: params, source: source, action: action)
        let result: Result<any Sendable, RouteResultError.Reason>
        switch started {
        case .failure(let reason):
            result = .failure(reason)
        case .success(let handled?):
            result = .success(handled)
        case .success(nil):
            result = await Self.wait(for: answer, timeout: timeout)
        }
        switch result {
        case .failure(let reason):
            throw RouteResultError(url: url, reason: reason)
        case .success(let value):
            guard let typed = value as? Response else {
                throw RouteResultError(
                    url: url,
                    reason: .wrongType(
                        expected: String(reflecting: Response.self), got: String(reflecting: type(of: value))))
            }
            return typed
        }
    }

    /// Starts the open with a reply channel and lets go of it: only the page's request keeps it,
    /// so releasing the page settles the answer. Returns a handler's result, `nil` for a page
    /// (wait for `answer`), or why the open failed.
    private func openExpectingAnswer(
        _ url: String, params: [String: any Sendable], source: RouteSource, action: NavigationAction?
    ) async -> (
        Result<(any Sendable)?, RouteResultError.Reason>, OneShot<Result<any Sendable, RouteResultError.Reason>>
    ) {
        let reply = RouteReply()
        let answer = reply.answer
        let outcome = await open(url, as: Query.Caller(params: params, source: source, action: action, reply: reply))
        switch outcome {
        case .opened: return (.success(nil), answer)
        case .handled(_, let result): return (.success(result), answer)
        case .failed(let failure): return (.failure(.openFailed(failure)), answer)
        case .serviceResult: return (.failure(.serviceCall), answer)
        }
    }

    private static func wait(
        for answer: OneShot<Result<any Sendable, RouteResultError.Reason>>, timeout: Double?
    ) async -> Result<any Sendable, RouteResultError.Reason> {
        let timer = timeout.map { seconds in
            Task {
                do {
                    try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
                } catch {
                    return
                }
                answer.settle(.failure(.timedOut(seconds: seconds)))
            }
        }
        defer { timer?.cancel() }
        return await withTaskCancellationHandler {
            await answer.wait()
        } onCancel: {
            answer.settle(.failure(.cancelled))
        }
    }
}
