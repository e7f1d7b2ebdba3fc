/// A parameter that is missing or of the wrong type.
public struct RouteParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong (the message says it).
    package enum Problem: Sendable, Hashable {
        /// No value under the key.
        case missing
        /// A value that does not convert.
        case typeMismatch(found: String, origin: RouteParameters.Origin)
        /// A decoded type names a key the router reads itself (`RouteParameters.routerKeys`).
        case routerKey
        /// A type without fields asked of the parameters as a whole.
        case notKeyed
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
            return "parameter '\(key)' is '\(found)' (\(Self.phrase(origin))), which is not a valid \(expected)"
        case .routerKey:
            return "parameter '\(key)' is read by the router itself, never a field of a decoded type; "
                + "rename the field, or read the key with get(_:as:)"
        case .notKeyed:
            return "parameters decode into a type with fields (a struct or a class), not into \(expected)"
        }
    }

    /// Where a value came from, as the message says it.
    private static func phrase(_ origin: RouteParameters.Origin) -> String {
        switch origin {
        case .explicit: return "passed in params"
        case .relocation: return "from a relocation rule's params"
        case .path: return "from the URL's path"
        case .query: return "from the URL's query"
        }
    }
}
