extension JSONValue {
    /// The string, when this is `.string`.
    var stringValue: String? { scalar as? String }
    /// The Swift value inside a scalar; `nil` for `.null`, an array or an object.
    var scalar: (any Sendable)? {
        switch self {
        case .string(let value): return value
        case .integer(let value): return value
        case .number(let value): return value
        case .bool(let value): return value
        case .null, .array, .object: return nil
        }
    }
}

/// The type of a remote method's argument. Strings from a URL are converted to it.
public enum RemoteType: String, Sendable, Hashable, CaseIterable {
    /// Any text.
    case string
    /// Decimal digits with an optional sign.
    case int
    /// A decimal or exponent number (an `Int` is accepted).
    case double
    /// `true`/`false`, `1`/`0`, `yes`/`no` (any case).
    case bool

    /// Converts a parameter value: a string from a URL, a typed value from the caller, or a
    /// scalar ``JSONValue`` (whose Swift value is converted).
    func convert(_ value: any Sendable) -> JSONValue? {
        var value = value
        if let remote = value as? JSONValue {
            guard let scalar = remote.scalar else { return nil }
            value = scalar
        }
        switch self {
        case .string:
            return (value as? String).map(JSONValue.string)
        case .int:
            if let number = value as? Int { return .integer(number) }
            return (value as? String).flatMap { Int($0) }.map(JSONValue.integer)
        case .double:
            if let number = value as? Double { return .number(number) }
            if let number = value as? Int { return .number(Double(number)) }
            if let number = value as? Float { return .number(Double(number)) }
            return (value as? String).flatMap { Double($0) }.map(JSONValue.number)
        case .bool:
            if let flag = value as? Bool { return .bool(flag) }
            return (value as? String).flatMap { Bool(routeParameter: $0) }.map(JSONValue.bool)
        }
    }
}
