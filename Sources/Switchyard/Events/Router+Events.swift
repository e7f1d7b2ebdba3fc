/// Identifies an event observer, an interceptor, a closure route or pages registered in code,
/// for ``Router/remove(_:)``.
public struct RouterToken: Hashable, Sendable {
    let id: UInt64
}

extension Router {
    /// Removes what `token` was returned for: an event observer (``addEventObserver(_:)``), an
    /// interceptor (``addInterceptor(_:priority:scope:)``; opens already past it are not
    /// affected), a closure route (``handle(_:priority:isInternal:_:)``) or pages registered in
    /// code (``register(_:)-([RoutePage])``). Returns whether it was still registered.
    @discardableResult
    public func remove(_ token: RouterToken) -> Bool {
        state.withLock { state in
            if state.observers.removeValue(forKey: token.id) != nil { return true }
            if state.closureRoutes.removeValue(forKey: token.id) != nil {
                state.snapshot = nil
                return true
            }
            if state.removeTables(of: token) { return true }
            let before = state.interceptors.count
            state.interceptors.removeAll { $0.token == token }
            return state.interceptors.count != before
        }
    }

    /// Calls `observer` with every event, synchronously on the thread that caused it.
    /// Keep it cheap; hand work to another task if it is not.
    ///
    /// - Returns: a token for ``remove(_:)``.
    @discardableResult
    public func addEventObserver(_ observer: @escaping @Sendable (RouterEvent) -> Void) -> RouterToken {
        state.withLock { state in
            let token = state.newToken()
            state.observers[token.id] = observer
            return token
        }
    }

    /// The events as an async sequence; the observer is removed when iteration ends.
    public func events() -> AsyncStream<RouterEvent> {
        AsyncStream { continuation in
            let token = addEventObserver { event in continuation.yield(event) }
            continuation.onTermination = { [weak self] _ in _ = self?.remove(token) }
        }
    }

    /// Calls `observer` with every failed open, whatever its cause; `nil` removes it. It never
    /// replaces the event stream.
    public func setFailureObserver(_ observer: (@Sendable (RouteFailure) -> Void)?) {
        state.withLock { $0.failureObserver = observer }
    }

    /// When no route matches, asks `fallback` for a URL to open instead (a web page for http(s)
    /// links, an error page); `nil` keeps the failure.
    public func setFallback(_ fallback: (@Sendable (RouteFailure) -> String?)?) {
        state.withLock { $0.fallback = fallback }
    }

    var hasObservers: Bool { state.withLock { !$0.observers.isEmpty } }

    package func emit(_ event: RouterEvent) {
        let observers = state.withLock { state in
            state.observers.isEmpty ? [] : state.observers.sorted { $0.key < $1.key }
        }
        for (_, observer) in observers { observer(event) }
    }
}

extension Router.State {
    /// A token never handed out before, for a registration that ``Router/remove(_:)`` removes.
    mutating func newToken() -> RouterToken {
        defer { nextToken += 1 }
        return RouterToken(id: nextToken)
    }
}
