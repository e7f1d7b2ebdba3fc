/// A destination that the router can open.
///
/// Conform a page (a view controller, a SwiftUI view's model, anything) and the build plugin
/// finds it: nobody registers routes by hand. The plugin reads `routePatterns`,
/// `routePriority`, `routeDescription`, `routeAction` and `routeIsInternal` from their literal
/// values at build time, so write them as literals. In an app that makes `RoutePaths`
/// (RoutePathsPlugin), a type with several patterns names the constants of all but one in
/// `routePathNames`, which only the plugins read (see PathConstants.md):
///
/// ```swift
/// final class ProductPage: Routable {
///     static let routePatterns = ["app://product/:id", "app://item/:id"]
///     static let routePathNames = ["app://item/:id": "productItem"]
///     static let routePriority = 10
///     static func makeDestination(for request: RouteRequest) throws -> Any {
///         ProductPage(id: try request.parameters.require("id", as: Int.self))
///     }
/// }
/// ```
///
/// The protocol is main-actor isolated, so `UIViewController` subclasses conform as they are.
/// The router never reads these members off the main actor: it installs the literals the
/// plugin copied into the generated ``RouteTable``.
@MainActor
public protocol Routable {
    /// The patterns this type answers, e.g. `["app://product/:id"]`. See ``RoutePattern``.
    static var routePatterns: [String] { get }
    /// Breaks ties between patterns that match the same URLs with the same specificity; higher wins.
    /// Defaults to 0.
    static var routePriority: Int { get }
    /// A human-readable description, exported to the route map. Defaults to "".
    static var routeDescription: String { get }
    /// The navigation action used when an open does not ask for one. Defaults to `.push`.
    static var routeAction: NavigationAction { get }
    /// Whether the route may only be opened from inside the app: external deep links, universal
    /// links and relocation rules can never reach it. Defaults to `false`.
    static var routeIsInternal: Bool { get }
    /// Creates the destination for a matched request. Runs on the main actor.
    static func makeDestination(for request: RouteRequest) throws -> Any
}

extension Routable {
    /// 0.
    public static var routePriority: Int { 0 }
    /// "".
    public static var routeDescription: String { "" }
    /// `.push`.
    public static var routeAction: NavigationAction { .push }
    /// `false`.
    public static var routeIsInternal: Bool { false }
}
