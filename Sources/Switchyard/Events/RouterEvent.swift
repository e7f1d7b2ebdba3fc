/// A structured record of what the router did (TheRouter's `logcat`, but typed).
public enum RouterEvent: Sendable, CustomStringConvertible {
    /// The trie was built: how many patterns, from how many tables, in how long.
    case installed(routeCount: Int, tableCount: Int, nanoseconds: UInt64)
    /// A module's lazily registered table was loaded for its scope.
    case scopeLoaded(scope: String, module: String, routeCount: Int)
    /// A module's table was handed to the router more than once (registered twice, eagerly and
    /// lazily, or linked into two images). It is installed once; the repeat is ignored.
    case duplicateModule(module: String, detail: String)
    /// A linked module's record has a layout this runtime cannot read; that module is not registered.
    case unreadableModuleRecord(detail: String)
    /// An entry could not be installed; the rest of the table was.
    case installIssue(RouteTableError)
    /// A generated table disagrees with its type's live values (debug builds).
    case tableDrift(typeName: String, detail: String)
    /// An open started.
    case opening(url: String, source: RouteSource)
    /// A URL matched a route.
    case matched(url: String, route: RouteInfo)
    /// An open was redirected (by an interceptor, a fallback or a relocation rule).
    case redirected(from: String, to: String, by: String)
    /// An interceptor rejected an open.
    case rejected(url: String, interceptor: String, reason: String)
    /// An open found the router not ready (no navigator, no ``Router/markReady()``) and waits,
    /// `waiting` opens in all (see ``RouterConfiguration/holdsOpensUntilReady``).
    case held(url: String, waiting: Int)
    /// A held open was delivered: the router became ready.
    case delivered(url: String)
    /// A held open waited longer than ``RouterConfiguration/heldOpenTimeout`` and failed.
    case expired(url: String)
    /// A destination was created and handed to the navigator.
    case opened(url: String, route: RouteInfo, action: NavigationAction)
    /// A handler route ran (see ``RouteHandler``).
    case handled(url: String, route: RouteInfo)
    /// An open failed.
    case failed(RouteFailure)
    /// A service method was called by URL.
    case serviceCalled(service: String, method: String)
    /// A service lookup, registration or remote call failed.
    case serviceFailed(ServiceError)
    /// A relocation batch was applied, refused or reverted, or its store or loader had a problem.
    case relocation(RelocationEvent)

    /// One line for logs.
    public var description: String {
        switch self {
        case .installed(let count, let tables, let nanoseconds):
            return "installed \(count) routes from \(tables) tables in \(Double(nanoseconds) / 1_000_000) ms"
        case .scopeLoaded(let scope, let module, let count):
            return "loaded \(count) routes of \(module) for \(scope)"
        case .duplicateModule(let module, let detail):
            return "module \(module) \(detail)"
        case .unreadableModuleRecord(let detail):
            return "unreadable linked-module record: \(detail)"
        case .installIssue(let error):
            return "install issue: \(error)"
        case .tableDrift(let typeName, let detail):
            return "route table drift in \(typeName): \(detail)"
        case .opening(let url, let source):
            return "opening \(url) (\(source.rawValue))"
        case .matched(let url, let route):
            return "matched \(url) -> \(route)"
        case .redirected(let from, let to, let by):
            return "redirected \(from) -> \(to) by \(by)"
        case .rejected(let url, let interceptor, let reason):
            return "rejected \(url) by \(interceptor): \(reason)"
        case .held(let url, let waiting):
            return "held \(url) until the app is ready (\(waiting) waiting)"
        case .delivered(let url):
            return "delivered held \(url)"
        case .expired(let url):
            return "expired held \(url)"
        case .handled(let url, let route):
            return "handled \(url) -> \(route.typeName)"
        case .opened(let url, let route, let action):
            return "opened \(url) -> \(route.typeName) (\(action))"
        case .failed(let failure):
            return "failed: \(failure)"
        case .serviceCalled(let service, let method):
            return "service call \(service).\(method)"
        case .serviceFailed(let error):
            return "service failed: \(error)"
        case .relocation(let event):
            return event.description
        }
    }
}
