/// A parameter that is missing or of the wrong type.
public struct RouteParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong (the message says it).
    package enum Problem: Sendable, Hashable {
        /// No value under the key.
        case missing
        /// A value that does not convert.
        case typeMismatch(found: String, origin: RouteParameters.Origin)
    }

    /// The key.
    public let key: String
    /// What was wrong.
    package let problem: Problem
    /// The type asked for.
    public let expected: String

    /// A message that says what, where, and how to fix it.
    public var description: String {
        switch problem {
        case .missing:
            return "missing parameter '\(key)' (\(expected)); add it to the URL or pass it in params"
        case .typeMismatch(let found, let origin):
            return "parameter '\(key)' is '\(found)' (from the \(origin.rawValue)), which is not a valid \(expected)"
        }
    }
}
