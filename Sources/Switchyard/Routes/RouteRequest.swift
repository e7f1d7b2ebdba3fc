/// A matched request: what the interceptors see and what `makeDestination` receives.
public struct RouteRequest: Sendable, CustomStringConvertible {
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
    /// The router that matched the request, so a page can open the next link on the same router
    /// (`request.router?.open(…)`), whichever router that is. Weak: a request kept by a page never
    /// keeps its router alive; `nil` once the router is gone.
    public private(set) weak var router: Router?
    /// The destination, on the opener's copy once a page was shown (``RouteOutcome/destination``).
    var presented: PresentedDestination?
    /// The channel back to a caller of ``Router/open(_:expecting:params:source:action:)``.
    var reply: RouteReply?

    /// The URL, the type it opens and how it is shown, then any redirects:
    /// `app://product/42 -> Shop.ProductPage (push)`.
    public var description: String {
        "\(url) -> \(route.typeName) (\(action))"
            + (redirectedFrom.isEmpty ? "" : ", redirected from " + redirectedFrom.joined(separator: ", "))
    }
}
