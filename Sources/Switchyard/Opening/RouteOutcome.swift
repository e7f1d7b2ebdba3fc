/// The result of one open.
public enum RouteOutcome: Sendable, CustomStringConvertible {
    /// The destination was created and handed to the navigator (see ``destination``).
    case opened(RouteRequest)
    /// A handler route ran (see ``RouteHandler``) and this is what it returned (`()` for nothing).
    case handled(RouteRequest, result: any Sendable)
    /// The open failed.
    case failed(RouteFailure)
    /// The URL was a service call (`scheme://services?protocol=P&method=m`) and this is what
    /// the method returned. See ``Router/callService(url:params:source:)``.
    case serviceResult(JSONValue)

    /// The request, when the open succeeded (a page shown or a handler run).
    public var request: RouteRequest? {
        switch self {
        case .opened(let request), .handled(let request, _): return request
        case .failed, .serviceResult: return nil
        }
    }

    /// The destination the router created and handed to the navigator — TheRouter's return
    /// value of `openURL` — when a page was opened. The outcome keeps it alive while you hold
    /// the outcome; the page's own copy of its request does not refer to it.
    @MainActor
    public var destination: Any? {
        if case .opened(let request) = self { return request.presented?.destination }
        return nil
    }

    /// A handler route's result, when one ran.
    package var handlerResult: (any Sendable)? {
        if case .handled(_, let result) = self { return result }
        return nil
    }

    /// The method's result, when the URL was a service call.
    package var serviceResult: JSONValue? {
        if case .serviceResult(let value) = self { return value }
        return nil
    }

    /// The failure, when the open failed.
    public var failure: RouteFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }

    /// One line for logs: `opened app://product/42 -> Shop.ProductPage (push)`,
    /// `handled … returned …`, `failed: <the failure's message>` or `service result: <JSON>`.
    public var description: String {
        switch self {
        case .opened(let request): return "opened \(request)"
        case .handled(let request, let result): return "handled \(request), returned \(result)"
        case .failed(let failure): return "failed: \(failure)"
        case .serviceResult(let value): return "service result: \(value)"
        }
    }
}

/// The destination of an opened page, carried by the opener's copy of the request.
final class PresentedDestination: Sendable {
    @MainActor let destination: Any

    @MainActor
    init(_ destination: Any) { self.destination = destination }
}
