/// Why an open or a resolve failed. Failures never assert or crash: they reach the router's
/// failure handler and the event stream.
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
        /// A parameter the router itself reads (`jumpType`) is invalid.
        case invalidParameter(key: String, value: String)
        /// The builder's pattern has a `:name` with no value.
        case missingPathParameter(String)
        /// `makeDestination` threw.
        case destinationFailed(typeName: String, error: String)
        /// The navigator could not show the destination.
        case navigationFailed(String)
        /// A service URL (`scheme://services?…`) could not be called.
        case serviceFailed(ServiceError)
    }

    /// The URL as given.
    public let url: String
    /// What went wrong.
    public let reason: Reason

    /// Creates a failure.
    public init(url: String, reason: Reason) {
        self.url = url
        self.reason = reason
    }

    /// A message that says what, where, and how to fix it.
    public var description: String {
        switch reason {
        case .invalidURL(let error):
            return error.description
        case .noMatch:
            return "no route matches '\(url)'; check the pattern list with `switchyard-demo routes` or Router.dump()"
        case .noTableRegistered:
            return "no route table is registered, so nothing matches '\(url)'; call Router.shared.registerLinkedModules() at launch "
                + "and apply RouteScannerPlugin to every target that declares pages (see MultiModuleApps)"
        case .notAllowedFromOutside(let route):
            return "'\(url)' matches \(route.typeName), which is internal and cannot be opened from outside the app"
        case .rejected(let interceptor, let reason):
            return "'\(url)' was rejected by \(interceptor): \(reason)"
        case .tooManyRedirects(let chain):
            return "'\(url)' was redirected too many times: \(chain.joined(separator: " -> "))"
        case .invalidParameter(let key, let value):
            return "parameter '\(key)' of '\(url)' has the invalid value '\(value)'"
        case .missingPathParameter(let name):
            return "'\(url)' needs a value for ':\(name)'; add .withString(key: \"\(name)\", value: …) to the builder"
        case .destinationFailed(let typeName, let error):
            return "\(typeName).makeDestination failed for '\(url)': \(error)"
        case .navigationFailed(let message):
            return "navigation to '\(url)' failed: \(message)"
        case .serviceFailed(let error):
            return error.description
        }
    }
}

/// The result of one open.
public enum RouteOutcome: Sendable {
    /// The destination was created and handed to the navigator.
    case opened(RouteRequest)
    /// The open failed.
    case failed(RouteFailure)
    /// The URL was a service call (`scheme://services?protocol=P&method=m`) and this is what
    /// the method returned. See ``Router/callService(url:params:source:)``.
    case serviceResult(RemoteValue)

    /// The request, when the open succeeded.
    public var request: RouteRequest? {
        if case .opened(let request) = self { return request }
        return nil
    }

    /// The method's result, when the URL was a service call.
    public var serviceResult: RemoteValue? {
        if case .serviceResult(let value) = self { return value }
        return nil
    }

    /// The failure, when the open failed.
    public var failure: RouteFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}

/// A route table that cannot be installed as written.
public struct RouteTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// A pattern does not compile.
        case invalidPattern(RoutePatternError)
        /// Two types claim the same pattern with the same priority.
        case conflict(pattern: String, otherType: String, priority: Int)
    }

    /// The type whose entry is wrong.
    public let typeName: String
    /// What is wrong.
    public let kind: Kind

    /// A message that says what, where, and how to fix it.
    public var description: String {
        switch kind {
        case .invalidPattern(let error):
            return "\(typeName): \(error)"
        case .conflict(let pattern, let otherType, let priority):
            return "\(typeName) and \(otherType) both claim '\(pattern)' with priority \(priority); "
                + "give one a higher routePriority or change its pattern"
        }
    }
}
