/// One interceptor as registered: its token, order, scope and the canonical patterns the scope names.
struct InterceptorRegistration: Sendable {
    let token: RouterToken
    let priority: Int
    let interceptor: any RouteInterceptor
    /// Canonical pattern texts for `.patterns` / `.excluding`.
    let patterns: Set<String>
    let scope: InterceptorScope

    func applies(to route: RouteInfo) -> Bool {
        switch scope {
        case .all: return true
        case .patterns: return patterns.contains(route.pattern.description)
        case .excluding: return !patterns.contains(route.pattern.description)
        case .modules(let modules): return modules.contains(route.module)
        }
    }
}

/// A closure given to `Router.addInterceptor(named:priority:scope:_:)`, as an interceptor.
struct ClosureInterceptor: RouteInterceptor {
    let name: String
    let body: @Sendable (RouteRequest) async -> InterceptorDecision
    func intercept(_ request: RouteRequest) async -> InterceptorDecision { await body(request) }
}
