extension Router {
    /// Registers a closure for `pattern` at run time — URLRouter's `registerRoute(…) { … }`,
    /// URLNavigator's `handle(_:_:)` — and returns the token that removes it (``remove(_:)``).
    ///
    /// ```swift
    /// let token = try router.handle("app://logout") { request in
    ///     await session.signOut()
    ///     return true
    /// }
    /// ```
    ///
    /// The closure is a handler route like a ``RouteHandler`` type: same trie, interceptors,
    /// relocation, internal flag and events; `openURL` reports what it returns as
    /// ``RouteOutcome/handled(_:result:)``, and what it throws as a failure.
    ///
    /// - Throws: ``RouteTableError`` when the pattern does not compile. A pattern that another
    ///   route claims with the same priority is reported as an install issue at the next use,
    ///   and the route registered first keeps it.
    @discardableResult
    public func handle(
        _ pattern: String, priority: Int = 0, isInternal: Bool = false,
        _ body: @escaping @Sendable (RouteRequest) async throws -> any Sendable
    ) throws(RouteTableError) -> RouterToken {
        do {
            _ = try RoutePattern(pattern, defaultScheme: configuration.defaultScheme)
        } catch {
            throw RouteTableError(typeName: "closure", kind: .invalidPattern(error))
        }
        return state.withLock { state in
            let token = state.newToken()
            let entry = RouteEntry(
                target: .closure(body), typeName: "closure(\(pattern))", patterns: [pattern], priority: priority,
                isInternal: isInternal)
            state.closureRoutes[token.id] = RouteTable(module: "", entries: [entry])
            state.snapshot = nil
            return token
        }
    }
}
