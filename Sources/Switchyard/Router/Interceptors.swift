/// Runs before a matched URL opens: may let it through, change it, send it elsewhere, or stop it.
///
/// ```swift
/// struct LoginInterceptor: RouteInterceptor {
///     func intercept(_ request: RouteRequest) async -> InterceptorDecision {
///         if await session.isLoggedIn { return .proceed }
///         // Hold the navigation until the user has logged in, then resume it.
///         return await session.logIn() ? .proceed : .reject(reason: "login cancelled")
///     }
/// }
/// ```
public protocol RouteInterceptor: Sendable {
    /// A name for events and failure messages. Defaults to the type name.
    var name: String { get }
    /// Decides what happens to `request`.
    func intercept(_ request: RouteRequest) async -> InterceptorDecision
}

extension RouteInterceptor {
    /// The type name.
    public var name: String { String(describing: type(of: self)) }
}

/// What an interceptor decided.
public enum InterceptorDecision: Sendable {
    /// Open as it is.
    case proceed
    /// Open with changed parameters or action.
    case proceedWith(parameters: RouteParameters, action: NavigationAction)
    /// Open another URL instead (its interceptors run in turn).
    case redirect(to: String)
    /// Do not open; the reason goes to the failure handler and the events.
    case reject(reason: String)
}

/// Which routes an interceptor sees.
public enum InterceptorScope: Sendable, Hashable {
    /// Every route.
    case all
    /// Only routes with these patterns.
    case patterns([String])
    /// Every route except these patterns (TheRouter's white list).
    case excluding([String])
    /// Only routes declared in these modules.
    case modules([String])
}

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

struct ClosureInterceptor: RouteInterceptor {
    let name: String
    let body: @Sendable (RouteRequest) async -> InterceptorDecision
    func intercept(_ request: RouteRequest) async -> InterceptorDecision { await body(request) }
}

extension Router {
    /// Adds an interceptor. Higher priorities run first; equal priorities run in the order added.
    ///
    /// - Returns: a token for ``removeInterceptor(_:)``.
    /// - Throws: ``RoutePatternError`` when a scope pattern does not compile.
    @discardableResult
    public func addInterceptor(
        _ interceptor: some RouteInterceptor, priority: Int = 0, scope: InterceptorScope = .all
    ) throws(RoutePatternError) -> RouterToken {
        var patterns: Set<String> = []
        switch scope {
        case .patterns(let texts), .excluding(let texts):
            for text in texts { patterns.insert(try RoutePattern(text, defaultScheme: configuration.defaultScheme).description) }
        case .all, .modules:
            break
        }
        return state.withLock { state in
            let token = RouterToken(id: state.nextToken)
            state.nextToken += 1
            state.interceptors.append(
                InterceptorRegistration(token: token, priority: priority, interceptor: interceptor, patterns: patterns, scope: scope))
            // Stable: equal priorities keep their order of addition.
            state.interceptors = state.interceptors.enumerated()
                .sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }
                .map(\.element)
            return token
        }
    }

    /// Adds a closure as an interceptor. See ``addInterceptor(_:priority:scope:)``.
    @discardableResult
    public func addInterceptor(
        named name: String, priority: Int = 0, scope: InterceptorScope = .all,
        _ body: @escaping @Sendable (RouteRequest) async -> InterceptorDecision
    ) throws(RoutePatternError) -> RouterToken {
        try addInterceptor(ClosureInterceptor(name: name, body: body), priority: priority, scope: scope)
    }

    /// Removes an interceptor; opens already past it are not affected. Returns whether it was there.
    @discardableResult
    public func removeInterceptor(_ token: RouterToken) -> Bool {
        state.withLock { state in
            let before = state.interceptors.count
            state.interceptors.removeAll { $0.token == token }
            return state.interceptors.count != before
        }
    }
}
