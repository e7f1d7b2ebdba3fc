/// A value passed to or returned from a remote service call.
public enum RemoteValue: Sendable, Hashable, CustomStringConvertible {
    /// No value (a method called for its effect).
    case void
    /// A Boolean.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string.
    case string(String)
    /// A list.
    case list([RemoteValue])
    /// A record with string keys.
    case record([String: RemoteValue])

    /// JSON-like text: `"Hi"`, `42`, `[1, 2]`, `{"a": true}`, `void`.
    public var description: String {
        switch self {
        case .void: return "void"
        case .bool(let value): return "\(value)"
        case .int(let value): return "\(value)"
        case .double(let value): return "\(value)"
        case .string(let value): return "\"\(value)\""
        case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .record(let values):
            return "{" + values.keys.sorted().map { "\"\($0)\": \(values[$0] ?? .void)" }.joined(separator: ", ") + "}"
        }
    }
}

extension RemoteValue {
    /// The string, when this is `.string`.
    var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The integer, when this is `.int`.
    var intValue: Int? { if case .int(let value) = self { value } else { nil } }
    /// The number, when this is `.double` or `.int`.
    var doubleValue: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        default: return nil
        }
    }
    /// The Boolean, when this is `.bool`.
    var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }

    /// The Swift value inside a scalar; `nil` for `.void`, a list or a record.
    var scalar: (any Sendable)? {
        switch self {
        case .string(let value): return value
        case .int(let value): return value
        case .double(let value): return value
        case .bool(let value): return value
        case .void, .list, .record: return nil
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
    /// scalar ``RemoteValue`` (whose Swift value is converted).
    func convert(_ value: any Sendable) -> RemoteValue? {
        var value = value
        if let remote = value as? RemoteValue {
            guard let scalar = remote.scalar else { return nil }
            value = scalar
        }
        switch self {
        case .string:
            return (value as? String).map(RemoteValue.string)
        case .int:
            if let number = value as? Int { return .int(number) }
            return (value as? String).flatMap { Int($0) }.map(RemoteValue.int)
        case .double:
            if let number = value as? Double { return .double(number) }
            if let number = value as? Int { return .double(Double(number)) }
            if let number = value as? Float { return .double(Double(number)) }
            return (value as? String).flatMap { Double($0) }.map(RemoteValue.double)
        case .bool:
            if let flag = value as? Bool { return .bool(flag) }
            return (value as? String).flatMap { Bool(routeParameter: $0) }.map(RemoteValue.bool)
        }
    }
}
