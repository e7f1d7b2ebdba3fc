extension Router {
    /// Adds an interceptor. Higher priorities run first; equal priorities run in the order added.
    ///
    /// - Returns: a token for ``remove(_:)``.
    /// - Throws: ``RoutePatternError`` when a scope pattern does not compile.
    @discardableResult
    public func addInterceptor(
        _ interceptor: some RouteInterceptor, priority: Int = 0, scope: InterceptorScope = .all
    ) throws(RoutePatternError) -> RouterToken {
        var patterns: Set<String> = []
        switch scope {
        case .patterns(let texts), .excluding(let texts):
            for text in texts {
                patterns.insert(try RoutePattern(text, defaultScheme: configuration.defaultScheme).description)
            }
        case .all, .modules:
            break
        }
        return state.withLock { state in
            let token = state.newToken()
            // After every interceptor of the same or a higher priority: equal priorities keep their order of addition.
            state.interceptors.insert(
                InterceptorRegistration(
                    token: token, priority: priority, interceptor: interceptor, patterns: patterns, scope: scope),
                at: state.interceptors.firstIndex { $0.priority < priority } ?? state.interceptors.endIndex)
            return token
        }
    }

    /// Adds a closure as an interceptor. See ``addInterceptor(_:priority:scope:)``.
    @discardableResult
    func addInterceptor(
        named name: String, priority: Int = 0, scope: InterceptorScope = .all,
        _ body: @escaping @Sendable (RouteRequest) async -> InterceptorDecision
    ) throws(RoutePatternError) -> RouterToken {
        try addInterceptor(ClosureInterceptor(name: name, body: body), priority: priority, scope: scope)
    }
}
