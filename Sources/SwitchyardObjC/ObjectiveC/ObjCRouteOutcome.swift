#if canImport(ObjectiveC)
import Foundation
import Switchyard

/// What an open did (`SWYRouteOutcome`): the page, a handler's result, or why it failed.
@MainActor
@objc(SWYRouteOutcome)
public final class ObjCRouteOutcome: NSObject {
    private let outcome: ObjCOutcome

    init(_ outcome: ObjCOutcome) { self.outcome = outcome }

    /// The URL as the caller gave it.
    @objc public var url: String { outcome.url }
    /// The page the router created and showed, when a page opened.
    @objc public var page: Any? { outcome.page }
    /// What a handler returned, or a service call's result; `nil` for nothing.
    @objc public var result: Any? { outcome.result }
    /// Why nothing opened, when the open failed: what, where, and how to fix it.
    @objc public var failureReason: String? { outcome.failureReason }
}

/// A matched request, as a block sees it (`SWYRouteRequest`).
@MainActor
@objc(SWYRouteRequest)
public final class ObjCRouteRequest: NSObject {
    /// The request, for Swift code the block calls.
    public let request: RouteRequest

    init(_ request: RouteRequest) { self.request = request }

    /// The URL that was opened (after any redirect).
    @objc public var url: String { request.url.original }
    /// The pattern it matched, e.g. `app://product/:id`.
    @objc public var pattern: String { request.route.pattern.description }
    /// The winning value of each parameter: explicit, then path, then query.
    @objc public var parameters: [String: Any] { ObjCParameters.foundation(request.parameters) }
    /// Where the open came from.
    @objc public var source: ObjCRouteSource { request.source == .app ? .app : .external }
}

/// An interceptor's decision (`SWYInterceptorDecision`): proceed, reject or redirect.
@objc(SWYInterceptorDecision)
public final class ObjCInterceptorDecision: NSObject, Sendable {
    let decision: InterceptorDecision

    init(_ decision: InterceptorDecision) { self.decision = decision }

    /// Open as it is (`+proceed`).
    @objc public static func proceed() -> ObjCInterceptorDecision { ObjCInterceptorDecision(.proceed) }

    /// Do not open; the reason reaches the opener's completion (`+rejectWithReason:`).
    @objc(rejectWithReason:)
    public static func reject(reason: String) -> ObjCInterceptorDecision {
        ObjCInterceptorDecision(.reject(reason: reason))
    }

    /// Open `url` instead; its interceptors run in turn (`+redirectToURL:`).
    @objc(redirectToURL:)
    public static func redirect(to url: String) -> ObjCInterceptorDecision {
        ObjCInterceptorDecision(.redirect(to: url))
    }
}

/// A parameter value handed to the page as it is, not as JSON (`SWYOpaqueValue`): a delegate,
/// an image. The page unwraps it on the main thread:
/// `request.parameters.get("photo", as: ObjCOpaqueValue.self)?.value`.
@MainActor
@objc(SWYOpaqueValue)
public final class ObjCOpaqueValue: NSObject, OpaqueParameter {
    /// The object, as the caller gave it.
    @objc public let value: Any

    /// Wraps `value` (`-initWithValue:`).
    @objc(initWithValue:)
    public init(value: Any) { self.value = value }
}
#endif
