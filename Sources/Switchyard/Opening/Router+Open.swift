extension Router {
    /// Opens `url`: resolves it, runs the interceptors, creates the destination on the main actor
    /// and hands it to the ``navigator``.
    ///
    /// The stages, in order, each a function below: **parse** the text once; service URLs
    /// (`scheme://services?…`) branch off to ``callService(url:params:source:)``; take the
    /// **snapshot** of the installed routes; **relocate** through the active redirects; **match**
    /// in the trie; merge the **parameters**; **intercept**; **show** a page (held until the app
    /// is ready, when so configured) or **run** a handler route. A redirect — the fallback
    /// URL of a failed match, or an interceptor's `.redirect` — starts again from parse, bounded
    /// by ``RouterConfiguration/maxRedirects``.
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
        await openURL(url, params: params, source: source, action: action, reply: nil)
    }

    /// The open, with the channel a caller of ``open(_:expecting:params:source:action:timeout:)``
    /// waits on; the page gets it in its request.
    func openURL(
        _ url: String, params: [String: any Sendable], source: RouteSource, action: NavigationAction?,
        reply: RouteReply?
    ) async -> RouteOutcome {
        emit(.opening(url: url, source: source))
        var text = url
        var parsed: RouteURL
        switch parse(text) {
        case .success(let value): parsed = value
        case .failure(let failure): return report(failure)
        }
        if Self.isServiceCall(parsed) { return await openService(parsed, params: params, source: source) }

        var chain = RedirectChain()
        while true {
            let next: String
            switch route(
                parsed, text: text, explicit: params, source: source, action: action, chain: chain, reply: reply)
            {
            case .failure(let failure):
                guard case .noMatch = failure.reason, let fallback = fallbackURL(for: failure), fallback != text else {
                    return report(failure)
                }
                next = fallback
                if let failure = follow(&chain, from: text, to: next, by: .fallback, origin: url) {
                    return report(failure)
                }
            case .success(let routed):
                emitRelocationHops(of: routed.chain, after: chain.urls.count, to: routed.request.url.original)
                emit(.matched(url: text, route: routed.request.route))
                switch await intercept(routed.request, text: text) {
                case .proceed(let request):
                    if routed.route.target.isPage { return await show(request, route: routed.route, text: text) }
                    return await run(request, target: routed.route.target, text: text)
                case .reject(let failure):
                    return report(failure)
                case .redirect(let target, let interceptor):
                    next = target
                    chain = routed.chain
                    if let failure = follow(&chain, from: text, to: next, by: .interceptor(interceptor), origin: url) {
                        return report(failure)
                    }
                }
            }
            text = next
            switch parse(text) {
            case .success(let value): parsed = value
            case .failure(let failure): return report(failure)
            }
        }
    }

    // MARK: Stages

    /// Stage 1, parse: the text as a ``RouteURL`` read against the default scheme and limits.
    func parse(_ text: String) -> Result<RouteURL, RouteFailure> {
        do {
            return .success(
                try RouteURL(text, defaultScheme: configuration.defaultScheme, limits: configuration.limits))
        } catch {
            return .failure(RouteFailure(url: text, reason: .invalidURL(error)))
        }
    }

    /// A URL routed to one installed route: the request the interceptors see and the route to create.
    struct Routed {
        let request: RouteRequest
        let route: CompiledRoute
        let snapshot: RouteSnapshot
        let index: Int32
        /// The chain, with the relocation hops of this routing.
        let chain: RedirectChain
    }

    /// Stages 2 to 5 for a parsed URL — snapshot, relocate, match, parameters — with no side
    /// effect, so that ``resolve(_:params:source:)`` explains exactly what an open would do.
    func route(
        _ url: consuming RouteURL, text: String, explicit: [String: any Sendable], source: RouteSource,
        action: NavigationAction?, chain: RedirectChain, reply: RouteReply? = nil
    ) -> Result<Routed, RouteFailure> {
        route(url, text: text, explicit: explicit, source: source, action: action, chain: chain, reply: reply) {
            Routed(request: $0, route: $1, snapshot: $2, index: $3, chain: $4)
        }
    }

    /// ``route(_:text:explicit:source:action:chain:reply:)``, handing the request to `finish`
    /// as it is built: ``resolve(_:params:source:)`` keeps it without copying it out of a ``Routed``.
    @inline(__always)
    func route<Finished>(
        _ url: consuming RouteURL, text: String, explicit: [String: any Sendable], source: RouteSource,
        action: NavigationAction?, chain: RedirectChain, reply: RouteReply?,
        finish: (consuming RouteRequest, CompiledRoute, RouteSnapshot, Int32, RedirectChain) -> Finished
    ) -> Result<Finished, RouteFailure> {
        var snapshot = currentSnapshot(for: url)
        if snapshot.redirects.rules.isEmpty {  // read the one field: the matcher is not copied
            // No redirect can apply: the URL goes straight to the match, moved rather than copied.
            return matched(
                url, in: snapshot, text: text, explicit: explicit, source: source, action: action, chain: chain,
                relocated: false, ruleParams: [], reply: reply, finish: finish)
        }
        var chain = chain
        let incoming = chain.urls.count
        var ruleParams: [(key: String, value: RelocationValue)] = []
        if let failure = relocate(&url, &snapshot, chain: &chain, params: &ruleParams, text: text) {
            return .failure(failure)
        }
        return matched(
            url, in: snapshot, text: text, explicit: explicit, source: source, action: action, chain: chain,
            relocated: chain.urls.count > incoming, ruleParams: ruleParams, reply: reply, finish: finish)
    }

    /// Stages 4 and 5 for a URL already relocated: match, parameters, and the request.
    @inline(__always)
    private func matched<Finished>(
        _ url: consuming RouteURL, in snapshot: RouteSnapshot, text: String, explicit: [String: any Sendable],
        source: RouteSource, action: NavigationAction?, chain: RedirectChain, relocated: Bool,
        ruleParams: [(key: String, value: RelocationValue)], reply: RouteReply?,
        finish: (consuming RouteRequest, CompiledRoute, RouteSnapshot, Int32, RedirectChain) -> Finished
    ) -> Result<Finished, RouteFailure> {
        let index = snapshot.match(url)
        guard index >= 0 else {
            return .failure(
                RouteFailure(
                    url: text, reason: snapshot.holdsNoTable ? .noTableRegistered : .noMatch,
                    relocatedURL: relocated ? url.original : nil))
        }
        let route = snapshot.routes[Int(index)]
        if route.info.isInternal && source == .external {
            return .failure(RouteFailure(url: text, reason: .notAllowedFromOutside(route.info)))
        }
        let parameters = Self.parameters(of: route, in: url, explicit: explicit, relocation: ruleParams)
        let chosen: NavigationAction
        switch Self.action(for: route, parameters: parameters, override: action, text: text) {
        case .success(let value): chosen = value
        case .failure(let failure): return .failure(failure)
        }
        let request = RouteRequest(
            url: url, route: route.info, parameters: parameters, action: chosen, source: source,
            redirectedFrom: chain.urls,
            reply: reply)
        return .success(finish(request, route, snapshot, index, chain))
    }

    /// Stage 5, parameters: one merge, explicit > relocation rule > path > query (see ``RouteParameters``).
    static func parameters(
        of route: CompiledRoute, in url: RouteURL, explicit: [String: any Sendable],
        relocation: [(key: String, value: RelocationValue)]
    ) -> RouteParameters {
        let captures = route.captures
        return RouteParameters(
            explicit: explicit, relocation: relocation, pathCount: captures.parameters.count + 1,
            queryCount: url.queryItemCount,
            appendPath: { items in
                for (level, name) in captures.parameters {
                    items.append(.init(key: name, value: CaptureLayout.segment(level, of: url), origin: .path))
                }
                if captures.catchAllLevel >= 1 {
                    items.append(
                        .init(
                            key: "**", value: captures.catchAllSegments(of: url).joined(separator: "/"), origin: .path))
                }
            },
            forEachQuery: url.forEachQueryItem)
    }

    /// How the destination is shown: the caller's override, else a valid `jumpType` parameter
    /// (with `tabIndex`), else the route's default action.
    static func action(
        for route: CompiledRoute, parameters: RouteParameters, override: NavigationAction?, text: String
    ) -> Result<NavigationAction, RouteFailure> {
        if let override { return .success(override) }
        guard let jump = parameters.item("jumpType") else { return .success(route.info.action) }
        let value = String(describing: jump.value)
        guard let number = Int(value),
            let action = NavigationAction(jumpType: number, tabIndex: parameters.get("tabIndex", as: Int.self) ?? 0)
        else { return .failure(RouteFailure(url: text, reason: .invalidParameter(key: "jumpType", value: value))) }
        return .success(action)
    }

    /// What the interceptors decided about one request.
    enum Interception {
        case proceed(RouteRequest)
        case redirect(to: String, interceptor: String)
        case reject(RouteFailure)
    }

    /// Stage 6, intercept: each interceptor whose scope covers the route, highest priority first.
    /// `text` is the URL this hop opened, as events and failures name it.
    func intercept(_ request: RouteRequest, text: String) async -> Interception {
        var request = request
        let registrations = state.withLock { $0.interceptors }
        for registration in registrations where registration.applies(to: request.route) {
            let name = registration.interceptor.name
            switch await registration.interceptor.intercept(request) {
            case .proceed:
                continue
            case .proceedWith(let parameters, let action):
                request.parameters = parameters
                request.action = action
            case .redirect(let next):
                return .redirect(to: next, interceptor: name)
            case .reject(let reason):
                emit(.rejected(url: text, interceptor: name, reason: reason))
                return .reject(RouteFailure(url: text, reason: .rejected(interceptor: name, reason: reason)))
            }
        }
        return .proceed(request)
    }

    /// Stage 7, show: on the main actor, creates the destination and hands it to the navigator
    /// — or, when the router is not ready yet, holds the open until it is (see
    /// ``markReady()``), and waits for its delivery, refusal or expiry.
    func show(_ request: RouteRequest, route: CompiledRoute, text: String) async -> RouteOutcome {
        let shown: Shown = await MainActor.run {
            checkDriftOnce()
            guard case .page(let page) = route.target else { return .now(.success(request)) }
            if mustHold { return .held(hold(request, page: page, text: text)) }
            return .now(present(request, page: page))
        }
        let result: Result<RouteRequest, RouteFailure>
        switch shown {
        case .now(let now):
            result = now
        case .held(let outcome):
            OpenQueue.settled?.settle(())  // a queued open lets the next one start once it waits in line
            result = await outcome.wait()
        }
        switch result {
        case .success(let opened):
            emit(.opened(url: text, route: opened.route, action: opened.action))
            return .opened(opened)
        case .failure(let failure):
            return report(failure)
        }
    }

    /// Whether stage 7 showed the destination now or holds it.
    enum Shown: Sendable {
        case now(Result<RouteRequest, RouteFailure>)
        case held(OneShot<Result<RouteRequest, RouteFailure>>)
    }

    /// Creates the destination and hands it to the navigator, if any. The returned request
    /// carries the destination for ``RouteOutcome/destination``; the page's own copy does not.
    @MainActor
    func present(_ request: RouteRequest, page: any Routable.Type) -> Result<RouteRequest, RouteFailure> {
        let destination: Any
        do {
            destination = try page.makeDestination(for: request)
        } catch {
            return .failure(
                RouteFailure(
                    url: request.url.original,
                    reason: .destinationFailed(typeName: request.route.typeName, error: "\(error)")))
        }
        if let navigator {
            do {
                try navigator.navigate(to: destination, request: request)
            } catch {
                return .failure(RouteFailure(url: request.url.original, reason: .navigationFailed("\(error)")))
            }
        }
        var opened = request
        opened.presented = PresentedDestination(destination)
        return .success(opened)
    }

    /// Stage 7 of a handler route, run: calls the ``RouteHandler`` or the registered closure on
    /// the opener's task — no navigator, never held — and reports its result or error.
    func run(_ request: RouteRequest, target: RouteTarget, text: String) async -> RouteOutcome {
        do {
            let result = try await target.run(request) ?? ()
            emit(.handled(url: text, route: request.route))
            return .handled(request, result: result)
        } catch {
            return report(
                RouteFailure(
                    url: request.url.original,
                    reason: .handlerFailed(typeName: request.route.typeName, error: "\(error)")))
        }
    }

    // MARK: Redirects and failures

    /// Follows a fallback or interceptor redirect from `from` to `to`: records it in `chain`
    /// within ``RouterConfiguration/maxRedirects`` and emits `.redirected`; past the bound,
    /// returns the `tooManyRedirects` failure of the open that started at `origin`.
    func follow(
        _ chain: inout RedirectChain, from: String, to: String, by cause: RedirectChain.Cause, origin: String
    ) -> RouteFailure? {
        guard chain.record(from: from, by: cause, limit: configuration.maxRedirects) else {
            return RouteFailure(url: origin, reason: .tooManyRedirects(chain.urls + [from, to]))
        }
        emit(.redirected(from: from, to: to, by: cause.name))
        return nil
    }

    /// Emits `.redirected(from:to:by: "relocation")` for the relocation hops of `chain` after
    /// its first `count` entries, the last one ending at `final`.
    func emitRelocationHops(of chain: RedirectChain, after count: Int, to final: String) {
        guard chain.urls.count > count else { return }
        let hops = Array(chain.urls.dropFirst(count)) + [final]
        for step in 0..<(hops.count - 1) { emit(.redirected(from: hops[step], to: hops[step + 1], by: "relocation")) }
    }

    /// Reports a failed open to the events and the failure handler, and returns it as the outcome.
    func report(_ failure: RouteFailure) -> RouteOutcome {
        emit(.failed(failure))
        state.withLock { $0.failureHandler }?(failure)
        return .failed(failure)
    }

    private func fallbackURL(for failure: RouteFailure) -> String? {
        state.withLock { $0.fallback }?(failure)
    }
}
