// The query pipeline, top to bottom. Every query runs the same stage functions, in this order,
// and stops after the last stage it needs:
//
//   stage            canOpenURL   resolve   destination(for:)   openURL
//   1 parse              ✓           ✓             ✓               ✓
//   2 snapshot           ✓           ✓             ✓               ✓
//   3 relocate           ✓           ✓             ✓               ✓
//   4 match              ✓           ✓             ✓               ✓
//   5 request            ✓           ✓             ✓               ✓
//   6 intercept                                                    ✓
//   7 deliver                                    create            ✓
//
// An open answers the router's built-in route — service calls by URL, see
// Router+RemoteCalls.swift — right after parsing, so neither relocation nor the interceptors
// apply to a service call. A redirect (a failed match's fallback URL, an interceptor's
// `.redirect`) starts an open again at stage 1 (Router+Open.swift).

/// One query on its way down the pipeline: what the caller asked, and what the stages found so far.
struct Query {
    /// What the caller asked; the same for every hop of an open.
    struct Caller {
        /// Explicit parameters; they win over every other source (see ``RouteParameters``).
        var params: [String: any Sendable] = [:]
        var source: RouteSource = .app
        /// Overrides the route's default action and any `jumpType` parameter.
        var action: NavigationAction? = nil
        /// The channel a caller of `open(_:expecting:…)` waits on; the page gets it in its request.
        var reply: RouteReply? = nil
    }

    let caller: Caller
    /// The URL text of this hop, as events and failures name it.
    let text: String
    /// The URL being routed: parsed from `text`, then moved by relocation.
    var url: RouteURL
    /// The installed routes this query is answered from: taken once, at stage 2.
    var snapshot: RouteSnapshot
    /// The redirects followed so far, relocation hops included.
    var chain: RedirectChain
    /// The parameters relocation rules added (stage 3).
    var ruleParams: [(key: String, value: any Sendable)] = []
    /// Whether relocation moved the URL in this hop.
    var relocated = false
    /// The matched route's index in `snapshot` (stage 4), or -1.
    var index: Int32 = -1

    /// The matched route (after stage 4).
    var route: CompiledRoute { snapshot.routes[Int(index)] }
}

extension Router {
    // MARK: Stages 1 and 2

    /// Stage 1, parse: the text as a ``RouteURL`` read against the default scheme and limits.
    func parse(_ text: String) throws(RouteFailure) -> RouteURL {
        do {
            return try RouteURL(text, defaultScheme: configuration.defaultScheme, limits: configuration.limits)
        } catch {
            throw RouteFailure(url: text, reason: .invalidURL(error))
        }
    }

    /// Stage 2, snapshot: the query for a parsed URL, answered from `currentSnapshot(for:)`. The
    /// one place the pipeline takes a snapshot.
    func query(_ url: RouteURL, text: String, _ caller: consuming Query.Caller, chain: RedirectChain = .init()) -> Query
    {
        Query(caller: caller, text: text, url: url, snapshot: currentSnapshot(for: url), chain: chain)
    }

    /// Stages 1 to 4 for the URL `text`: parse, snapshot, relocate, match. The query is built
    /// once and the later stages work on it in place.
    func locate(_ text: String, _ caller: consuming Query.Caller) throws(RouteFailure) -> Query {
        var query = query(try parse(text), text: text, caller)
        try locate(&query)
        return query
    }

    /// Stages 3 and 4 for a query, in place: relocate, match.
    func locate(_ query: inout Query) throws(RouteFailure) {
        try relocate(&query)
        try match(&query)
    }

    /// The installed routes for `url`, loading its scope's lazily registered tables first when
    /// they are still pending.
    func currentSnapshot(for url: RouteURL) -> RouteSnapshot {
        let current = snapshot()
        if current.pendingScopes.isEmpty { return current }
        let key = url.scopeKey
        return current.pendingScopes.contains(key) ? loadScope(key) : current
    }

    // MARK: Stages 3 and 4

    /// Stage 3, relocate: follows the snapshot's relocation redirects (the router's side of the
    /// relocation seam, ``RouteRedirects``) within that one snapshot, recording each hop in the
    /// chain and the rules' parameters in the query (a later hop's value wins).
    ///
    /// A redirect applies only where the URL would not resolve to a route more specific than the
    /// redirect's source pattern. Fails when a filled target is not a valid URL, or when hops
    /// exceed the number of rules (impossible after the apply-time loop check; kept as a guard).
    ///
    /// - Complexity: one trie lookup when no redirect matches; two lookups and one O(*n*) URL
    ///   build per hop otherwise.
    func relocate(_ query: inout Query) throws(RouteFailure) {
        guard let redirects = query.snapshot.redirects else { return }
        var hops = 0
        while let redirect = redirects.redirect(for: query.url, limits: configuration.limits) {
            // A redirect takes a URL only from its own source pattern's route: a more specific
            // route (`app://product/list` under a redirect of `app://product/:id`) keeps its URLs,
            // exactly as it would win over a route with the redirect's pattern.
            let routed = query.snapshot.trie.match(query.url)
            if routed >= 0 && query.snapshot.routes[Int(routed)].info.pattern.isMoreSpecific(than: redirect.source) {
                break
            }
            guard hops < redirects.ruleCount else {
                throw RouteFailure(url: query.text, reason: .tooManyRedirects(query.chain.urls + [query.url.original]))
            }
            query.chain.urls.append(query.url.original)
            hops += 1
            switch redirect.target {
            case .success(let target): query.url = target
            case .failure(let error): throw RouteFailure(url: query.text, reason: .invalidURL(error))
            }
            for (key, value) in redirect.params {
                if let existing = query.ruleParams.firstIndex(where: { $0.key == key }) {
                    query.ruleParams[existing].value = value
                } else {
                    query.ruleParams.append((key, value))
                }
            }
        }
        guard hops > 0 else { return }
        query.relocated = true
        if query.snapshot.pendingScopes.contains(query.url.scopeKey) {
            query.snapshot = currentSnapshot(for: query.url)
        }
    }

    /// Stage 4, match: the route the trie finds for the URL, if the caller's source may open it.
    func match(_ query: inout Query) throws(RouteFailure) {
        query.index = Self.routeIndex(query)
        guard query.index >= 0 else {
            throw RouteFailure(
                url: query.text, reason: query.snapshot.holdsNoTable ? .noTableRegistered : .noMatch,
                relocatedURL: query.relocated ? query.url.original : nil)
        }
        if query.caller.source == .external && query.route.info.isInternal {
            throw RouteFailure(url: query.text, reason: .notAllowedFromOutside(query.route.info))
        }
    }

    /// The trie's answer, read in place (through the `inout` query, five retains and releases, #39).
    private static func routeIndex(_ query: borrowing Query) -> Int32 { query.snapshot.trie.match(query.url) }

    // MARK: Stage 5

    /// Stage 5, for `canOpenURL`: whether ``request(for:)`` accepts `query`, building the request
    /// only when it may refuse. Only a `jumpType` parameter (and, with 5, its tab) can make it refuse
    /// (``action(of:for:parameters:)``), so a query where none can be present passes without
    /// merging parameters: a hit then allocates nothing (issue #22's budget). The matched route is
    /// looked at only when some route of the snapshot captures `:jumpType`.
    func accepts(_ query: borrowing Query) -> Bool {
        let key = "jumpType"
        let mayCarry =
            query.caller.action == nil
            && ((!query.caller.params.isEmpty && query.caller.params[key] != nil)
                || query.ruleParams.contains { $0.key == key } || query.url.mayHaveQueryItem(named: key)
                || (query.snapshot.trie.capturesJumpType
                    && query.route.captures.parameters.contains { $0.name == key }))
        guard mayCarry else { return true }
        do {
            _ = try request(for: query)
            return true
        } catch {
            return false
        }
    }

    /// Stage 5, request: the matched route, the merged parameters and the action, as the
    /// interceptors and the destination see them.
    func request(for query: borrowing Query) throws(RouteFailure) -> RouteRequest {
        let route = query.route
        let parameters = Self.parameters(of: route, for: query)
        let action = try Self.action(of: route, for: query, parameters: parameters)
        return RouteRequest(
            url: query.url, route: route.info, parameters: parameters, action: action, source: query.caller.source,
            redirectedFrom: query.chain.urls, router: self, reply: query.caller.reply)
    }

    /// One merge, explicit > relocation rule > path > query (see ``RouteParameters``).
    static func parameters(of route: CompiledRoute, for query: borrowing Query) -> RouteParameters {
        let captures = route.captures
        return RouteParameters(
            explicit: query.caller.params, relocation: query.ruleParams, pathCount: captures.parameters.count + 1,
            queryCount: query.url.queryCount,
            appendPath: { items in
                for (level, name) in captures.parameters {
                    items.append(.init(key: name, value: CaptureLayout.segment(level, of: query.url), origin: .path))
                }
                if captures.catchAllLevel >= 1 {
                    items.append(
                        .init(
                            key: "**", value: captures.catchAllSegments(of: query.url).joined(separator: "/"),
                            origin: .path))
                }
            },
            forEachQuery: { query.url.forEachQueryItem($0) })
    }

    /// How the destination is shown: the caller's override, else a valid `jumpType` parameter
    /// (with its tab for 5, ``tab(of:url:)``), else the route's default action.
    static func action(
        of route: CompiledRoute, for query: borrowing Query, parameters: RouteParameters
    ) throws(RouteFailure) -> NavigationAction {
        if let override = query.caller.action { return override }
        guard let jump = parameters.item("jumpType") else { return route.info.action }
        let value = String(describing: jump.value)
        guard let number = Int(value), let action = NavigationAction(jumpType: number) else {
            throw RouteFailure(url: query.text, reason: .invalidParameter(key: "jumpType", value: value))
        }
        guard case .showTab = action else { return action }
        return .showTab(try tab(of: parameters, url: query.text))
    }

    /// The tab of `jumpType=5`: `tabBarSelecIndex` or `tabIndex`, 0 when neither is given. Unlike
    /// TheRouter, which falls back to tab 0, a value that is not a whole number, or the two keys
    /// with different numbers, refuse the open, naming the key.
    static func tab(of parameters: RouteParameters, url: String) throws(RouteFailure) -> Int {
        var tab: Int?
        for key in NavigationAction.tabKeys {
            guard let item = parameters.item(key) else { continue }
            let value = RouteParameters.convert(item.value, to: Int.self)
            guard let value, tab == nil || tab == value else {
                throw RouteFailure(
                    url: url, reason: .invalidParameter(key: key, value: String(describing: item.value)))
            }
            tab = value
        }
        return tab ?? 0
    }

    // MARK: Stage 6

    /// Stage 6, intercept: each interceptor whose scope covers the route, highest priority first,
    /// may change `request`. Returns the first `.redirect`, or throws a rejection. `text` is the
    /// URL this hop opened, as events and failures name it.
    func intercept(
        _ request: inout RouteRequest, text: String
    ) async throws(RouteFailure) -> (to: String, interceptor: String)? {
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
                return (next, name)
            case .reject(let reason):
                emit(.rejected(url: text, interceptor: name, reason: reason))
                throw RouteFailure(url: text, reason: .rejected(interceptor: name, reason: reason))
            }
        }
        return nil
    }

    // MARK: Stage 7

    /// Stage 7, deliver: runs a handler route, or shows a page: on the main actor, creates the
    /// destination and hands it to the navigator — or, when the router is not ready yet, holds
    /// the open until it is (see ``markReady()``) and waits for its delivery, refusal or expiry.
    func deliver(_ request: RouteRequest, to target: RouteTarget, text: String) async -> RouteOutcome {
        guard target.isPage else { return await run(request, target: target, text: text) }
        let shown: Shown = await MainActor.run {
            checkDriftOnce()
            let mustHold = configuration.holdsOpensUntilReady && !holding.isReady && navigator == nil
            return mustHold ? .held(hold(request, page: target, text: text)) : .now(present(request, page: target))
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

    enum Shown: Sendable {
        case now(Result<RouteRequest, RouteFailure>)
        case held(OneShot<Result<RouteRequest, RouteFailure>>)
    }

    /// Creates the destination and hands it to the navigator, if any. The returned request
    /// carries the destination for ``RouteOutcome/destination``; the page's own copy does not.
    @MainActor
    func present(_ request: RouteRequest, page: RouteTarget) -> Result<RouteRequest, RouteFailure> {
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

    /// Runs a handler route: calls the ``RouteHandler`` or the registered closure on the
    /// opener's task — no navigator, never held — and reports its result or error.
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
}
