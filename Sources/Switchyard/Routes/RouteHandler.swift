/// A route that does something instead of showing a page: `app://logout`, `app://cart/add?id=42`,
/// a call from a web page's JavaScript bridge.
///
/// Conform a type and the build plugin finds it, as it finds ``Routable`` pages: it reads
/// `routePatterns`, `routePriority`, `routeDescription` and `routeIsInternal` from their literals.
/// A handler route sits in the same trie as the pages, passes the same interceptors and
/// relocation rules, honours the internal flag and emits the same events; it needs no
/// navigator, and its result (or error) is what ``Router/openURL(_:params:source:action:)``
/// reports, as ``RouteOutcome/handled(_:result:)``.
///
/// ```swift
/// enum LogoutAction: RouteHandler {
///     static let routePatterns = ["app://logout"]
///     static func handle(_ request: RouteRequest) async throws -> Bool {
///         true  // sign out here; the result reaches the opener
///     }
/// }
/// ```
///
/// For a handler that exists only at run time, register a closure with
/// ``Router/handle(_:priority:isInternal:_:)``.
public protocol RouteHandler {
    /// What `handle` returns to the opener; `Void` when it returns nothing.
    associatedtype Output: Sendable = Void
    /// The patterns this handler answers, e.g. `["app://logout"]`. See ``RoutePattern``.
    static var routePatterns: [String] { get }
    /// Breaks ties with routes of the same shape; higher wins. Defaults to 0.
    static var routePriority: Int { get }
    /// A human-readable description, exported to the route map. Defaults to "".
    static var routeDescription: String { get }
    /// Whether only the app itself may call it (never an external link). Defaults to `false`.
    static var routeIsInternal: Bool { get }
    /// Does what the URL asks. Runs on the opener's task, after the interceptors.
    static func handle(_ request: RouteRequest) async throws -> Output
}

extension RouteHandler {
    /// 0.
    public static var routePriority: Int { 0 }
    /// "".
    public static var routeDescription: String { "" }
    /// `false`.
    public static var routeIsInternal: Bool { false }
}

/// What a route does when a URL matches it (generated code names each entry's target).
@_spi(Generated)
public enum RouteTarget: @unchecked Sendable {
    // Metatypes and `@Sendable` closures are safe to share; the enum is immutable.

    /// Creates a page and hands it to the navigator.
    case page(any Routable.Type)
    /// Runs a ``RouteHandler``.
    case handler(any RouteHandler.Type)
    /// Runs a closure registered with ``Router/handle(_:priority:isInternal:_:)``.
    case closure(@Sendable (RouteRequest) async throws -> any Sendable)
    /// Creates a page with the factory of a ``RoutePage`` registered in code.
    case factory(@MainActor @Sendable (RouteRequest) throws -> Any)

    /// Whether the target shows a page (a ``Routable`` type or a factory).
    var isPage: Bool {
        switch self {
        case .page, .factory: return true
        case .handler, .closure: return false
        }
    }

    /// Creates a page target's destination (a handler target is run with ``run(_:)`` instead).
    @MainActor
    func makeDestination(for request: RouteRequest) throws -> Any {
        switch self {
        case .page(let type): return try type.makeDestination(for: request)
        case .factory(let make): return try make(request)
        case .handler, .closure: preconditionFailure("a handler route has no destination")
        }
    }

    /// Runs a handler target; `nil` for a page.
    func run(_ request: RouteRequest) async throws -> (any Sendable)? {
        switch self {
        case .page, .factory: return nil
        case .handler(let type): return try await type.handle(request)
        case .closure(let body): return try await body(request)
        }
    }
}
