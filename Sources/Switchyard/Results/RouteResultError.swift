/// Why ``Router/open(_:expecting:params:source:action:timeout:)`` has no answer.
public struct RouteResultError: Error, Sendable, CustomStringConvertible {
    /// What happened (an `Error` too, so it can travel in a `Result`).
    public enum Reason: Error, Sendable {
        /// The open itself failed (no route, rejected, refused while held, …).
        case openFailed(RouteFailure)
        /// The page called ``RouteRequest/dismissWithoutResponse()``.
        case dismissed
        /// The page and its request were released without an answer (dismissed and deallocated,
        /// or it never kept its request).
        case released
        /// No answer came within the timeout.
        case timedOut(seconds: Double)
        /// The waiting task was cancelled.
        case cancelled
        /// The answer had another type.
        case wrongType(expected: String, got: String)
        /// The URL was a service call, which answers with a ``JSONValue``, not a page.
        case serviceCall
    }

    /// The URL that was opened.
    public let url: String
    /// What happened.
    public let reason: Reason

    /// Creates an error (for tests and app code that forwards one).
    public init(url: String, reason: Reason) {
        self.url = url
        self.reason = reason
    }

    /// A message that says what, where, and how to fix it.
    public var description: String {
        switch reason {
        case .openFailed(let failure):
            return failure.description
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
