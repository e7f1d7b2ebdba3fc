/// Identifies an event observer, an interceptor or another registration, for removal.
public struct RouterToken: Hashable, Sendable {
    let id: UInt64
}

extension Router {
    /// Calls `observer` with every event, synchronously on the thread that caused it.
    /// Keep it cheap; hand work to another task if it is not.
    @discardableResult
    public func addEventObserver(_ observer: @escaping @Sendable (RouterEvent) -> Void) -> RouterToken {
        state.withLock { state in
            let token = RouterToken(id: state.nextToken)
            state.nextToken += 1
            state.observers[token.id] = observer
            return token
        }
    }

    /// Stops calling an observer.
    public func removeEventObserver(_ token: RouterToken) {
        state.withLock { state in _ = state.observers.removeValue(forKey: token.id) }
    }

    /// The events as an async sequence; the observer is removed when iteration ends.
    public func events() -> AsyncStream<RouterEvent> {
        AsyncStream { continuation in
            let token = addEventObserver { event in continuation.yield(event) }
            continuation.onTermination = { [weak self] _ in self?.removeEventObserver(token) }
        }
    }

    /// Calls `observer` with every failed open, whatever its cause; `nil` removes it. It never
    /// replaces the event stream.
    public func setFailureObserver(_ observer: (@Sendable (RouteFailure) -> Void)?) {
        state.withLock { $0.failureHandler = observer }
    }

    /// The old name of ``setFailureObserver(_:)``: "handler" names routes that run code.
    @available(*, deprecated, renamed: "setFailureObserver(_:)")
    public func setFailureHandler(_ handler: (@Sendable (RouteFailure) -> Void)?) {
        setFailureObserver(handler)
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
