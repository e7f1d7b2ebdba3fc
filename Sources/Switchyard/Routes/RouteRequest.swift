/// A matched request: what the interceptors see and what `makeDestination` receives.
public struct RouteRequest: Sendable {
    /// The URL that was opened (after any redirect).
    public let url: RouteURL
    /// The route it matched.
    public let route: RouteInfo
    /// The merged parameters.
    public var parameters: RouteParameters
    /// How the destination will be shown.
    public var action: NavigationAction
    /// Where the open came from.
    public let source: RouteSource
    /// The URLs this open was redirected from, oldest first.
    public let redirectedFrom: [String]
}
