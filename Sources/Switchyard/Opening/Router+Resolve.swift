extension Router {
    /// Explains how `url` resolves — matched pattern, type, parameters and where each came from,
    /// priority, patterns it shadows — without side effects: no interceptor runs, nothing is created.
    ///
    /// Runs the open's stages 1 to 5 (Router+Pipeline.swift): parse, snapshot, relocate, match, request.
    ///
    /// - Complexity: O(*n*) to parse a URL of *n* bytes, plus O(*L*) trie steps for *L* segments,
    ///   independent of the number of routes (the routes live in a frozen trie).
    public func resolve(
        _ url: String, params: [String: any Sendable] = [:], source: RouteSource = .app
    ) -> Result<RouteResolution, RouteFailure> {
        do throws(RouteFailure) {
            let query = try locate(url, Query.Caller(params: params, source: source))
            return .success(RouteResolution(request: try request(for: query), shadowed: Self.shadowed(by: query)))
        } catch {
            return .failure(error)
        }
    }

    /// Whether `url` would match a route that `source` may open, with parameters the router
    /// accepts (a valid `jumpType`, and for 5 a valid tab): `true` exactly when ``resolve(_:params:source:)``
    /// succeeds.
    /// Runs no interceptor: the open's stages 1 to 5 (Router+Pipeline.swift).
    ///
    /// - Complexity: as ``resolve(_:params:source:)``.
    public func canOpenURL(_ url: String, source: RouteSource = .app) -> Bool {
        do {
            return accepts(try locate(url, Query.Caller(source: source)))
        } catch {
            return false
        }
    }

    /// Creates the destination for `url` without navigating: for callers that show it themselves.
    /// Runs no interceptor: the open's stages 1 to 5, then creates the page.
    @MainActor
    public func destination(for url: String, params: [String: any Sendable] = [:]) throws(RouteFailure) -> Any {
        let query = try locate(url, Query.Caller(params: params))
        let request = try self.request(for: query)
        let page = query.route.target
        guard page.isPage else {
            throw RouteFailure(
                url: url,
                reason: .destinationFailed(
                    typeName: request.route.typeName, error: "it is a handler route, not a page; open it with openURL"))
        }
        do {
            return try page.makeDestination(for: request)
        } catch {
            throw RouteFailure(
                url: url, reason: .destinationFailed(typeName: request.route.typeName, error: "\(error)"))
        }
    }

    /// The routes that end at the matched route's trie node but lost on priority.
    private static func shadowed(by query: borrowing Query) -> [RouteInfo] {
        let shadowing = query.snapshot.trie.shadowing
        if shadowing.isEmpty { return [] }
        return (shadowing[query.index] ?? []).map { query.snapshot.routes[Int($0)].info }
    }
}
