/// The channel from an opened page back to the caller of
/// ``Router/open(_:expecting:params:source:action:timeout:)``: settled exactly once, by the
/// page's answer, its dismissal, or — when the page and its request are released without
/// either — by this object's `deinit`, so the waiting caller is never leaked.
final class RouteReply: Sendable {
    /// A page's answer, or why there is none (the opener adds the URL).
    enum Answer: Sendable {
        case value(any Sendable)
        case none(RouteFailure.Reason)
    }

    let answer = OneShot<Answer>()

    deinit {
        answer.settle(.none(.released))
    }
}

extension RouteRequest {
    /// Whether the opener waits for an answer (it called ``Router/open(_:expecting:params:source:action:timeout:)``).
    public var expectsResponse: Bool { reply != nil }

    /// Sends `value` back to the opener. The first answer or dismissal wins: later calls return
    /// `false` and change nothing. Returns `false` too when nobody waits (``expectsResponse``).
    /// A value of the wrong type reaches the opener as ``RouteFailure/Reason/wrongType(expected:got:)``.
    @discardableResult
    public func respond(with value: some Sendable) -> Bool {
        reply?.answer.settle(.value(value)) ?? false
    }

    /// Tells the opener that the page was dismissed without an answer: it gets
    /// ``RouteFailure/Reason/dismissed``. Returns `false` when an answer came first.
    @discardableResult
    public func dismissWithoutResponse() -> Bool {
        reply?.answer.settle(.none(.dismissed)) ?? false
    }
}
