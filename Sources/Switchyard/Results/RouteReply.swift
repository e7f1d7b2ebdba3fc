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
    /// The type the opener expects, as `String(reflecting:)` spells it.
    let expected: String
    /// Whether a value has the type the opener expects.
    let accepts: @Sendable (any Sendable) -> Bool

    init<Response: Sendable>(expecting _: Response.Type) {
        expected = String(reflecting: Response.self)
        accepts = { $0 is Response }
    }

    deinit {
        answer.settle(.none(.released))
    }
}

extension RouteRequest {
    /// Whether the opener waits for an answer (it called ``Router/open(_:expecting:params:source:action:timeout:)``).
    public var expectsResponse: Bool { reply != nil }

    /// Sends `value` back to the opener. Returns whether the opener got it. The first answer or
    /// dismissal wins: later calls return `false` and change nothing. Returns `false` too when
    /// nobody waits (``expectsResponse``), and when `value` is not of the type the opener expects:
    /// the opener then gets ``RouteFailure/Reason/wrongType(expected:got:)`` instead of the value.
    @discardableResult
    public func respond(with value: some Sendable) -> Bool {
        guard let reply else { return false }
        if reply.accepts(value) { return reply.answer.settle(.value(value)) }
        let got = String(reflecting: type(of: value as Any))
        reply.answer.settle(.none(.wrongType(expected: reply.expected, got: got)))
        return false
    }

    /// Tells the opener that the page was dismissed without an answer: it gets
    /// ``RouteFailure/Reason/dismissed``. Returns `false` when an answer came first.
    @discardableResult
    public func dismissWithoutResponse() -> Bool {
        reply?.answer.settle(.none(.dismissed)) ?? false
    }
}
