extension Router {
    /// Opens `url`: resolves it, runs the interceptors, creates the destination on the main actor
    /// and hands it to the ``navigator``.
    ///
    /// - Parameters:
    ///   - url: the URL to open, with or without its scheme (see ``RouterConfiguration/defaultScheme``).
    ///   - params: explicit parameters; they win over path and query values (see ``RouteParameters``).
    ///   - source: `.external` for anything that came from outside the app; internal routes refuse it.
    ///   - action: overrides the route's default action and any `jumpType` parameter.
    /// - Returns: `.opened` with the final request, or `.failed`; failures also reach the failure
    ///   handler and the events. Nothing here asserts or crashes.
    @discardableResult
    public func openURL(
        _ url: String, params: [String: any Sendable] = [:], source: RouteSource = .app, action: NavigationAction? = nil
    ) async -> RouteOutcome {
        emit(.opening(url: url, source: source))
        if let called = await openServiceURL(url, params: params, source: source) { return called }
        var current = url
        var chain: [String] = []
        redirecting: while true {
            let resolved = _resolve(current, explicit: params, source: source, action: action, redirectedFrom: chain)
            let request: RouteRequest
            let type: any Routable.Type
            switch resolved {
            case .failure(let failure):
                if case .noMatch = failure.reason, let next = fallbackURL(for: failure), next != current {
                    guard chain.count < configuration.maxRedirects else {
                        return report(RouteFailure(url: url, reason: .tooManyRedirects(chain + [current, next])))
                    }
                    emit(.redirected(from: current, to: next, by: "fallback"))
                    chain.append(current)
                    current = next
                    continue redirecting
                }
                return report(failure)
            case .success(let (matched, snapshot, index)):
                request = matched
                type = snapshot.routes[Int(index)].type
                emitRelocationHops(of: matched, after: chain.count)
            }
            emit(.matched(url: current, route: request.route))

            var intercepted = request
            for registration in interceptors() where registration.applies(to: intercepted.route) {
                let name = registration.interceptor.name
                switch await registration.interceptor.intercept(intercepted) {
                case .proceed:
                    continue
                case .proceedWith(let parameters, let newAction):
                    intercepted.parameters = parameters
                    intercepted.action = newAction
                case .redirect(let next):
                    guard chain.count < configuration.maxRedirects else {
                        return report(RouteFailure(url: url, reason: .tooManyRedirects(chain + [current, next])))
                    }
                    emit(.redirected(from: current, to: next, by: name))
                    chain.append(current)
                    current = next
                    continue redirecting
                case .reject(let reason):
                    emit(.rejected(url: current, interceptor: name, reason: reason))
                    return report(RouteFailure(url: current, reason: .rejected(interceptor: name, reason: reason)))
                }
            }
            let final = intercepted
            let outcome = await MainActor.run { self.show(final, type: type) }
            switch outcome {
            case .opened(let opened):
                emit(.opened(url: current, route: opened.route, action: opened.action))
                return outcome
            case .failed(let failure):
                return report(failure)
            case .serviceResult:
                return outcome
            }
        }
    }

    /// Opens `url` from synchronous code (a button handler); `completion` gets the outcome.
    public func openURL(
        _ url: String, params: [String: any Sendable] = [:], source: RouteSource = .app, action: NavigationAction? = nil,
        completion: (@Sendable (RouteOutcome) -> Void)? = nil
    ) {
        Task {
            let outcome = await self.openURL(url, params: params, source: source, action: action)
            completion?(outcome)
        }
    }

    /// Creates the destination for `url` without navigating: for callers that show it themselves.
    @MainActor
    public func destination(for url: String, params: [String: any Sendable] = [:]) throws(RouteFailure) -> Any {
        switch _resolve(url, explicit: params, source: .app, action: nil, redirectedFrom: []) {
        case .failure(let failure):
            throw failure
        case .success(let (request, snapshot, index)):
            let type = snapshot.routes[Int(index)].type
            do {
                return try type.makeDestination(for: request)
            } catch {
                throw RouteFailure(url: url, reason: .destinationFailed(typeName: request.route.typeName, error: "\(error)"))
            }
        }
    }

    @MainActor
    private func show(_ request: RouteRequest, type: any Routable.Type) -> RouteOutcome {
        checkDriftOnce()
        let destination: Any
        do {
            destination = try type.makeDestination(for: request)
        } catch {
            return .failed(
                RouteFailure(
                    url: request.url.original,
                    reason: .destinationFailed(typeName: request.route.typeName, error: "\(error)")))
        }
        if let navigator {
            do {
                try navigator.navigate(to: destination, request: request)
            } catch {
                return .failed(RouteFailure(url: request.url.original, reason: .navigationFailed("\(error)")))
            }
        }
        return .opened(request)
    }

    private func interceptors() -> [InterceptorRegistration] {
        state.withLock { $0.interceptors }
    }

    private func fallbackURL(for failure: RouteFailure) -> String? {
        state.withLock { $0.fallback }?(failure)
    }

    /// In debug builds, compares each generated entry with its type's live values once, on the
    /// first open, and reports differences as `.tableDrift` events (never a crash).
    @MainActor
    func checkDriftOnce() {
        #if DEBUG
        let tables: [RouteTable]? = state.withLock { state in
            if state.driftChecked { return nil }
            state.driftChecked = true
            return state.tables
        }
        guard let tables else { return }
        for table in tables {
            for entry in table.entries {
                for detail in Self.drift(of: entry) { emit(.tableDrift(typeName: entry.typeName, detail: detail)) }
            }
        }
        #endif
    }

    /// The differences between a generated entry and its type's live values.
    @MainActor
    public static func drift(of entry: RouteEntry) -> [String] {
        var details: [String] = []
        let type = entry.type
        if type.routePatterns != entry.patterns {
            details.append("routePatterns is \(type.routePatterns) but the table says \(entry.patterns); rebuild to regenerate")
        }
        if type.routePriority != entry.priority {
            details.append("routePriority is \(type.routePriority) but the table says \(entry.priority)")
        }
        if type.routeIsInternal != entry.isInternal {
            details.append("routeIsInternal is \(type.routeIsInternal) but the table says \(entry.isInternal)")
        }
        if type.routeAction != entry.action {
            details.append("routeAction is \(type.routeAction) but the table says \(entry.action)")
        }
        return details
    }
}
