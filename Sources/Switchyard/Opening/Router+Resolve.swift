extension Router {
    /// Explains how `url` resolves — matched pattern, type, parameters and where each came from,
    /// priority, patterns it shadows — without side effects: no interceptor runs, nothing is created.
    ///
    /// - Complexity: O(*n*) to parse a URL of *n* bytes, plus O(*L*) trie steps for *L* segments,
    ///   independent of the number of routes (the routes live in a frozen trie).
    public func resolve(
        _ url: String, params: [String: any Sendable] = [:], source: RouteSource = .app
    ) -> Result<RouteResolution, RouteFailure> {
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url, defaultScheme: configuration.defaultScheme, limits: configuration.limits)
        } catch {
            return .failure(RouteFailure(url: url, reason: .invalidURL(error)))
        }
        return route(
            parsed, text: url, explicit: params, source: source, action: nil, chain: RedirectChain(), reply: nil
        ) { request, _, snapshot, index, _ in
            let shadowing = snapshot.trie.shadowing
            let shadowed = shadowing.isEmpty ? [] : (shadowing[index] ?? []).map { snapshot.routes[Int($0)].info }
            return RouteResolution(request: request, shadowed: shadowed)
        }
    }

    /// Whether `url` would match a route that `source` may open. Runs no interceptor and merges
    /// no parameters.
    ///
    /// - Complexity: as ``resolve(_:params:source:)``.
    public func canOpenURL(_ url: String, source: RouteSource = .app) -> Bool {
        var parsed: RouteURL
        do {
            parsed = try RouteURL(url, defaultScheme: configuration.defaultScheme, limits: configuration.limits)
        } catch {
            return false
        }
        var snapshot = currentSnapshot(for: parsed)
        if snapshot.redirects == nil {
            let index = snapshot.match(parsed)
            return index >= 0 && (source == .app || !snapshot.routes[Int(index)].info.isInternal)
        }
        var chain = RedirectChain()
        var ruleParams: [(key: String, value: any Sendable)] = []
        if relocate(&parsed, &snapshot, chain: &chain, params: &ruleParams, text: url) != nil { return false }
        let index = snapshot.match(parsed)
        guard index >= 0 else { return false }
        return source == .app || !snapshot.routes[Int(index)].info.isInternal
    }

    /// Creates the destination for `url` without navigating: for callers that show it themselves.
    /// Runs no interceptor.
    @MainActor
    public func destination(for url: String, params: [String: any Sendable] = [:]) throws(RouteFailure) -> Any {
        let routed = parse(url).flatMap { parsed in
            route(parsed, text: url, explicit: params, source: .app, action: nil, chain: RedirectChain())
        }
        switch routed {
        case .failure(let failure):
            throw failure
        case .success(let routed):
            guard case .page(let page) = routed.route.target else {
                throw RouteFailure(
                    url: url,
                    reason: .destinationFailed(
                        typeName: routed.request.route.typeName,
                        error: "it is a handler route, not a page; open it with openURL"))
            }
            do {
                return try page.makeDestination(for: routed.request)
            } catch {
                throw RouteFailure(
                    url: url, reason: .destinationFailed(typeName: routed.request.route.typeName, error: "\(error)"))
            }
        }
    }

    /// Stage 2, snapshot: the installed routes for `url`, loading its scope's lazily registered
    /// tables first when they are still pending.
    @inline(__always)
    func currentSnapshot(for url: RouteURL) -> RouteSnapshot {
        let current = snapshot()
        if current.pendingScopes.isEmpty { return current }
        let key = url.scheme + "://" + url.host
        return current.pendingScopes.contains(key) ? loadScope(key) : current
    }
}
