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
