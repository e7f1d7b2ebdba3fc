#if canImport(ObjectiveC)
import Foundation
import Switchyard

/// The router, for Objective-C callers (`SWYRouter`): open a link, ask whether one opens,
/// register pages, handler blocks and interceptor blocks, remove them. Every open and `canOpen` names
/// its source: links from outside the app (universal links, push payloads) reach neither internal
/// routes nor service methods not declared `externallyCallable`.
///
/// A thin layer over the router: every decision is in `Router+ObjC.swift` and
/// `ObjCParameters.swift`, tested on Linux. Main-actor isolated, as are its blocks; results
/// arrive only through completions.
///
/// ```objc
/// @import SwitchyardObjC;
///
/// [SWYRouter.sharedRouter openURL:@"app://product/42" parameters:@{@"from": @"push"}
///                          source:SWYRouteSourceExternal
///                      completion:^(SWYRouteOutcome *outcome) {
///     if (outcome.failureReason) { NSLog(@"%@", outcome.failureReason); }
/// }];
/// ```
@MainActor
@objc(SWYRouter)
public final class ObjCRouter: NSObject {
    /// The router this facade opens links on.
    public let router: Router

    /// A facade over `router`, for an app that created its own router in Swift and hands this
    /// object to its Objective-C code.
    public init(router: Router) {
        self.router = router
    }

    /// A facade over `Router.shared` (`SWYRouter.sharedRouter`).
    @objc(sharedRouter)
    public static var shared: ObjCRouter { ObjCRouter(router: .shared) }

    /// Opens `url` (`-openURL:parameters:source:completion:`) and calls `completion` on the main
    /// thread with the page, a handler's result or the failure's reason.
    ///
    /// - Parameters:
    ///   - url: the URL, with or without its scheme.
    ///   - parameters: string keys and JSON-shaped values (`NSString`, `NSNumber`, `NSArray`,
    ///     `NSDictionary`, `NSNull`); anything else is refused with its key unless wrapped in a
    ///     ``ObjCOpaqueValue``. They win over the URL's path and query values.
    ///   - source: `SWYRouteSourceExternal` for anything that came from outside the app.
    ///   - completion: called once, always after this returns.
    @objc(openURL:parameters:source:completion:)
    public func open(
        _ url: String, parameters: [AnyHashable: Any], source: ObjCRouteSource,
        completion: @escaping @MainActor (ObjCRouteOutcome) -> Void
    ) {
        router.openForObjC(url, parameters: parameters, source: source.routeSource) { completion(ObjCRouteOutcome($0)) }
    }

    /// Whether `url` would open from `source` (`-canOpenURL:source:`): it matches a route the
    /// source may reach. Interceptors do not run.
    @objc(canOpenURL:source:)
    public func canOpen(_ url: String, source: ObjCRouteSource) -> Bool {
        router.canOpenURL(url, source: source.routeSource)
    }

    /// Registers an Objective-C page at run time (`-registerPageWithClassName:patterns:factory:`),
    /// TheRouter's `addRouterItem`: `className` names it in relocation rules and the route map,
    /// and `factory` creates it on the main thread for each open (`nil` fails the open). When a
    /// pattern does not compile or another page claims it, nothing is registered and the
    /// registration's `failureReason` says why.
    @objc(registerPageWithClassName:patterns:factory:)
    public func registerPage(
        className: String, patterns: [String], factory: @escaping @MainActor (ObjCRouteRequest) -> Any?
    ) -> ObjCRegistration {
        do {
            return ObjCRegistration(
                try router.registerPageForObjC(className: className, patterns: patterns) {
                    factory(ObjCRouteRequest($0))
                })
        } catch {
            return ObjCRegistration(failureReason: error.description)
        }
    }

    /// Registers `handler` for `pattern` (`-registerHandlerForPattern:handler:`): a handler route,
    /// which the same interceptors and relocation rules apply to. The block runs on the main
    /// thread; what it returns reaches the opener's completion as `result`. When the pattern does
    /// not compile, nothing is registered and the registration's `failureReason` says why.
    @objc(registerHandlerForPattern:handler:)
    public func registerHandler(
        forPattern pattern: String, handler: @escaping @MainActor (ObjCRouteRequest) -> Any?
    ) -> ObjCRegistration {
        do {
            return ObjCRegistration(try router.handleForObjC(pattern) { handler(ObjCRouteRequest($0)) })
        } catch {
            return ObjCRegistration(failureReason: error.description)
        }
    }

    /// Adds an interceptor block for every route (`-addInterceptorNamed:priority:decide:`).
    /// Higher priorities run first. The block gets the request and a decision handler to call
    /// once, from any thread; one not called within the router's `heldOpenTimeout` rejects the
    /// open, with a reason that says so.
    @objc(addInterceptorNamed:priority:decide:)
    public func addInterceptor(
        named name: String, priority: Int,
        decide: @escaping @MainActor (ObjCRouteRequest, @escaping @Sendable (ObjCInterceptorDecision) -> Void) -> Void
    ) -> ObjCRegistration {
        ObjCRegistration(
            router.addInterceptorForObjC(named: name, priority: priority) { request, handler in
                decide(ObjCRouteRequest(request)) { handler($0.decision) }
            })
    }

    /// Removes a page, a handler or an interceptor (`-removeRegistration:`); returns whether it was
    /// still registered. Opens already past an interceptor are not affected.
    @objc(removeRegistration:)
    @discardableResult
    public func remove(_ registration: ObjCRegistration) -> Bool {
        registration.token.map { router.remove($0) } ?? false
    }
}

/// Where an open came from (`SWYRouteSource`): `RouteSource` for Objective-C.
@objc(SWYRouteSource)
public enum ObjCRouteSource: Int, Sendable {
    /// Code inside the app (`SWYRouteSourceApp`).
    case app
    /// A universal link, a push payload, anything from outside (`SWYRouteSourceExternal`).
    case external

    var routeSource: RouteSource { self == .app ? .app : .external }
}

/// A registered page, handler or interceptor, for `-removeRegistration:` (`SWYRegistration`).
@objc(SWYRegistration)
public final class ObjCRegistration: NSObject, Sendable {
    let token: RouterToken?
    /// Why nothing was registered (a pattern that does not compile); `nil` when registered.
    @objc public let failureReason: String?

    init(_ token: RouterToken) { (self.token, failureReason) = (token, nil) }
    init(failureReason: String) { (token, self.failureReason) = (nil, failureReason) }
}
#endif
