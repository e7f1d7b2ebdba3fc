extension Router {
    /// Explains how `url` resolves — matched pattern, type, parameters and where each came from,
    /// priority, patterns it shadows — without side effects: no interceptor runs, nothing is created.
    ///
    /// - Complexity: O(*n*) to parse a URL of *n* bytes, plus O(*L*) trie steps for *L* segments,
    ///   independent of the number of routes (the routes live in a frozen trie).
    public func resolve(
        _ url: String, params: [String: any Sendable] = [:], source: RouteSource = .app
    ) -> Result<RouteResolution, RouteFailure> {
        switch _resolve(url, explicit: params, source: source, action: nil, redirectedFrom: []) {
        case .success(let (request, snapshot, index)):
            let shadowed = snapshot.trie.shadowing.isEmpty
                ? [] : (snapshot.trie.shadowing[index] ?? []).map { snapshot.routes[Int($0)].info }
            return .success(RouteResolution(request: request, shadowed: shadowed))
        case .failure(let failure):
            return .failure(failure)
        }
    }

    /// Whether `url` would match a route that `source` may open. Runs no interceptor.
    public func canOpenURL(_ url: String, source: RouteSource = .app) -> Bool {
        guard var parsed = try? RouteURL(url, defaultScheme: configuration.defaultScheme, limits: configuration.limits)
        else { return false }
        var snapshot = currentSnapshot(for: parsed)
        var hops: [String] = []
        var ruleParams: [(key: String, value: RelocationValue)] = []
        if relocate(&parsed, &snapshot, hops: &hops, params: &ruleParams, text: url) != nil { return false }
        let index = snapshot.match(parsed)
        guard index >= 0 else { return false }
        return source == .app || !snapshot.routes[Int(index)].info.isInternal
    }

    @inline(__always)
    func currentSnapshot(for url: RouteURL) -> RouteSnapshot {
        let current = snapshot()
        if current.pendingScopes.isEmpty { return current }
        let key = url.scheme + "://" + url.host
        return current.pendingScopes.contains(key) ? loadScope(key) : current
    }

    func _resolve(
        _ text: String, explicit: [String: any Sendable], source: RouteSource, action: NavigationAction?,
        redirectedFrom: [String]
    ) -> Result<(RouteRequest, RouteSnapshot, Int32), RouteFailure> {
        var url: RouteURL
        do {
            url = try RouteURL(text, defaultScheme: configuration.defaultScheme, limits: configuration.limits)
        } catch {
            return .failure(RouteFailure(url: text, reason: .invalidURL(error)))
        }
        var snapshot = currentSnapshot(for: url)
        var hops = redirectedFrom
        var ruleParams: [(key: String, value: RelocationValue)] = []
        if let failure = relocate(&url, &snapshot, hops: &hops, params: &ruleParams, text: text) { return .failure(failure) }
        let index = snapshot.match(url)
        guard index >= 0 else { return .failure(RouteFailure(url: text, reason: .noMatch)) }
        let route = snapshot.routes[Int(index)]
        if route.info.isInternal && source == .external {
            return .failure(RouteFailure(url: text, reason: .notAllowedFromOutside(route.info)))
        }
        let parameters = snapshot.parameters(route, url, explicit: explicit, relocation: ruleParams)
        var chosen = route.info.action
        if let action {
            chosen = action
        } else if let jump = parameters.item("jumpType") {
            let value = String(describing: jump.value)
            guard let number = Int(value),
                let fromJump = NavigationAction(jumpType: number, tabIndex: parameters.get("tabIndex", as: Int.self) ?? 0)
            else { return .failure(RouteFailure(url: text, reason: .invalidParameter(key: "jumpType", value: value))) }
            chosen = fromJump
        }
        let request = RouteRequest(
            url: url, route: route.info, parameters: parameters, action: chosen, source: source,
            redirectedFrom: hops)
        return .success((request, snapshot, index))
    }
}
