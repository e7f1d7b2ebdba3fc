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
