/// An open that found the router not ready: it waits, in order, for ``Router/navigator`` or
/// ``Router/markReady()``, and is settled exactly once — delivered, refused or expired.
struct HeldOpen {
    /// The URL this hop opened, as events name it.
    let text: String
    let request: RouteRequest
    /// The page's target (a ``Routable`` type or a factory).
    let page: RouteTarget
    /// What the open's caller awaits: the shown request, or why it was not shown.
    let outcome: OneShot<Result<RouteRequest, RouteFailure>>
    /// Settles the open with `heldTooLong` after the configured timeout; cancelled on delivery.
    let timer: Task<Void, Never>
}

/// The router's readiness and the opens waiting for it. Main-actor state, like the navigator.
struct Holding {
    /// Set once a navigator is attached or the app calls ``Router/markReady()``.
    var isReady = false
    /// Waiting opens, oldest first.
    var queue: [HeldOpen] = []
}
