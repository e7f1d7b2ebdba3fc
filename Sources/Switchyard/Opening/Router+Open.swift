extension Router {
    /// Opens `url`: resolves it, runs the interceptors, creates the destination on the main actor
    /// and hands it to the ``navigator``.
    ///
    /// The stages, in order (Router+Pipeline.swift): **parse** the text once; service URLs
    /// (`scheme://services?…`) are answered by the router's built-in route (see
    /// ``callService(url:params:source:)``); take the **snapshot** of the installed routes;
    /// **relocate** through the active redirects; **match** in the trie; build the **request**
    /// (parameters and action); **intercept**; **deliver**: show a page (held until the app is
    /// ready, when so configured) or run a handler route. A redirect — the fallback URL of a
    /// failed match, or an interceptor's `.redirect` — starts again from parse, bounded by
    /// ``RouterConfiguration/maxRedirects``.
    ///
    /// - Parameters:
    ///   - url: the URL to open, with or without its scheme (see ``RouterConfiguration/defaultScheme``).
    ///   - params: explicit parameters; they win over path and query values (see ``RouteParameters``).
    ///   - source: `.external` for anything that came from outside the app; internal routes refuse it.
    ///   - action: overrides the route's default action and any `jumpType` parameter.
    /// - Returns: `.opened` with the final request (and ``RouteOutcome/destination``), `.handled`
    ///   with a handler route's result, or `.failed`; failures also reach the failure handler and
    ///   the events. Nothing here asserts or crashes. When the configuration holds opens until
    ///   the app is ready, an open of a page waits here until then (see ``markReady()``).
    /// - Complexity: O(*n*) to parse a URL of *n* bytes and O(*L*) trie steps for *L* segments,
    ///   independent of the number of routes, plus the interceptors and the navigator; once more
    ///   per redirect.
    @discardableResult
    public func openURL(
        _ url: String, params: [String: any Sendable] = [:], source: RouteSource = .app, action: NavigationAction? = nil
    ) async -> RouteOutcome {
        await open(url, as: Query.Caller(params: params, source: source, action: action))
    }

    /// The open, for every way of starting one: each hop runs the pipeline's stages in order.
    func open(_ url: String, as caller: Query.Caller) async -> RouteOutcome {
        emit(.opening(url: url, source: caller.source))
        var text = url
        var parsed = Result { () throws(RouteFailure) in try parse(url) }
        if case .success(let target) = parsed, target.isServiceCall(host: configuration.serviceHost) {
            return await answer(target, caller)
        }
        var chain = RedirectChain()
        while true {
            let next: String
            let cause: String
            do throws(RouteFailure) {
                var query = query(try parsed.get(), text: text, caller, chain: chain)
                try locate(&query)
                var request = try self.request(for: query)
                // This hop's relocation redirects, the last one ending at the matched URL.
                let hops = query.chain.urls.dropFirst(chain.urls.count) + [query.url.original]
                for (from, to) in zip(hops, hops.dropFirst()) {
                    emit(.redirected(from: from, to: to, by: "relocation"))
                }
                emit(.matched(url: text, route: request.route))
                guard let redirect = try await intercept(&request, text: text) else {
                    return await deliver(request, to: query.route.target, text: text)
                }
                (next, cause) = (redirect.to, redirect.interceptor)
                chain = query.chain
            } catch {
                // A failed match's `url` is this hop's `text`.
                guard case .noMatch = error.reason, let fallback = state.withLock({ $0.fallback })?(error),
                    fallback != text
                else { return report(error) }
                (next, cause) = (fallback, "fallback")
            }
            guard chain.appHops < configuration.maxRedirects else {
                return report(RouteFailure(url: url, reason: .tooManyRedirects(chain.urls + [text, next])))
            }
            chain.appHops += 1
            chain.urls.append(text)
            emit(.redirected(from: text, to: next, by: cause))
            (text, parsed) = (next, Result { () throws(RouteFailure) in try parse(next) })
        }
    }

    // MARK: Failures

    /// Reports a failed open to the events and the failure handler, and returns it as the outcome.
    func report(_ failure: RouteFailure) -> RouteOutcome {
        emit(.failed(failure))
        state.withLock { $0.failureObserver }?(failure)
        return .failed(failure)
    }
}
