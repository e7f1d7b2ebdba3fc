/// Why an open, a resolve or a wait for a page's answer failed. Failures never assert or crash: a
/// failed open reaches the router's failure observer and the event stream;
/// ``Router/open(_:expecting:params:source:action:timeout:)`` throws the open's failure, or one of
/// the reasons below that say why no answer came.
public struct RouteFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable {
        /// The URL could not be parsed.
        case invalidURL(URLParseError)
        /// No pattern matches the URL.
        case noMatch
        /// No route table is registered at all, so nothing can match.
        case noTableRegistered
        /// The route may only be opened from inside the app.
        case notAllowedFromOutside(RouteInfo)
        /// An interceptor rejected the open.
        case rejected(interceptor: String, reason: String)
        /// Redirects went round more than the configured limit.
        case tooManyRedirects([String])
        /// A parameter the router itself reads (`jumpType`, and the tab of `jumpType=5`:
        /// `tabBarSelecIndex` or `tabIndex`) is invalid.
        case invalidParameter(key: String, value: String)
        /// The builder's pattern has a `:name` with no value.
        case missingPathParameter(String)
        /// `makeDestination` threw.
        case destinationFailed(typeName: String, error: String)
        /// The navigator could not show the destination.
        case navigationFailed(String)
        /// A service URL (`scheme://services?…`) could not be called.
        case serviceFailed(ServiceError)
        /// The open waited for the app's UI longer than ``RouterConfiguration/heldOpenTimeout``.
        case heldTooLong(seconds: Double)
        /// The open was the oldest of ``RouterConfiguration/heldOpenLimit`` waiting opens when
        /// one more arrived.
        case heldOpensFull(limit: Int)
        /// A handler route's `handle` threw.
        case handlerFailed(typeName: String, error: String)
        /// The page called ``RouteRequest/dismissWithoutResponse()`` instead of answering.
        case dismissed
        /// The page and its request were released without an answer (dismissed and deallocated,
        /// or it never kept its request).
        case released
        /// No answer came within the timeout.
        case timedOut(seconds: Double)
        /// The task waiting for an answer was cancelled.
        case cancelled
        /// The answer had another type than the opener expects.
        case wrongType(expected: String, got: String)
        /// The URL was a service call, which answers with a ``JSONValue``, not a page.
        case serviceCall
    }

    /// The URL as given.
    public let url: String
    /// What went wrong.
    public let reason: Reason

    /// Where relocation sent ``url`` before the failure, when it did: a failure then names the
    /// target as well as the link that was opened.
    public let relocatedURL: String?

    package init(url: String, reason: Reason, relocatedURL: String? = nil) {
        self.url = url
        self.reason = reason
        self.relocatedURL = relocatedURL
    }

    /// A message that says what, where, and how to fix it.
    public var description: String {
        switch reason {
        case .invalidURL(let error):
            return error.description
        case .noMatch:
            if let relocatedURL {
                return "no route matches '\(relocatedURL)', where relocation sent '\(url)'; fix the relocation rule "
                    + "or add a route for its target"
            }
            return "no route matches '\(url)'; list the installed patterns with Router.dump() or Router.routes, "
                + "or read the app's route map (swift package export-routes)"
        case .noTableRegistered:
            return
                "no route table is registered, so nothing matches '\(url)'; call registerLinkedModules() at launch on the "
                + "router that opens it (Router.shared.registerLinkedModules(), or on the router the app created) "
                + "and apply RouteScannerPlugin to every target that declares pages (see MultiModuleApps)"
        case .notAllowedFromOutside(let route):
            return "'\(url)' matches \(route.typeName), which is internal and cannot be opened from outside the app"
        case .rejected(let interceptor, let reason):
            return "'\(url)' was rejected by \(interceptor): \(reason)"
        case .tooManyRedirects(let chain):
            return "'\(url)' was redirected too many times: \(chain.joined(separator: " -> "))"
        case .invalidParameter(let key, let value) where NavigationAction.tabKeys.contains(key):
            // A whole number is refused only when the other key gives another one.
            let other = key == "tabIndex" ? "tabBarSelecIndex" : "tabIndex"
            let problem =
                Int(value) == nil ? "has the invalid value '\(value)'" : "is \(value), but \(other) is another"
            return "parameter '\(key)' of '\(url)' \(problem); jumpType=5 shows one tab: give tabBarSelecIndex "
                + "(TheRouter's key) or tabIndex, a whole number from 0, or the same number in both"
        case .invalidParameter(let key, let value):
            return "parameter '\(key)' of '\(url)' has the invalid value '\(value)'"
                + (key == "jumpType" ? "; " + NavigationAction.jumpTypes : "")
        case .missingPathParameter(let name):
            return "'\(url)' needs a value for ':\(name)'; add .withString(key: \"\(name)\", value: …) to the builder"
        case .destinationFailed(let typeName, let error):
            return "\(typeName).makeDestination failed for '\(url)': \(error)"
        case .navigationFailed(let message):
            return "navigation to '\(url)' failed: \(message)"
        case .serviceFailed(let error):
            return error.description
        case .heldTooLong(let seconds):
            return
                "'\(url)' waited \(seconds) s for the app's UI and expired: no navigator was attached and markReady() "
                + "was not called; attach Router.navigator or call markReady() once the window is up, "
                + "or raise RouterConfiguration.heldOpenTimeout"
        case .heldOpensFull(let limit):
            return
                "'\(url)' was refused: it was the oldest of \(limit) opens waiting for the app's UI when another arrived; "
                + "attach Router.navigator or call markReady() sooner, or raise RouterConfiguration.heldOpenLimit"
        case .handlerFailed(let typeName, let error):
            return "\(typeName) failed to handle '\(url)': \(error)"
        case .dismissed:
            return "'\(url)' was dismissed without an answer"
        case .released:
            return
                "'\(url)' was released without an answer; a page that answers keeps its RouteRequest and calls respond(with:)"
        case .timedOut(let seconds):
            return "'\(url)' gave no answer within \(seconds) s"
        case .cancelled:
            return "the wait for an answer from '\(url)' was cancelled"
        case .wrongType(let expected, let got):
            return "'\(url)' answered with \(got), but the opener expects \(expected)"
        case .serviceCall:
            return "'\(url)' is a service call; use callService(url:) or openURL for its JSONValue"
        }
    }
}
