@_spi(JSON) import SwitchyardJSON

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

/// The type of a remote method's argument. Text from a URL is converted to it.
public enum RemoteType: String, Sendable, Hashable, CaseIterable {
    /// Any text.
    case string
    /// Decimal digits with an optional sign.
    case int
    /// A decimal or exponent number (an `Int` is accepted).
    case double
    /// `true`/`false`, `1`/`0`, `yes`/`no` (any case).
    case bool
    /// A JSON object: a `[String: …]` dictionary from the caller, or JSON text `{…}` in a URL.
    case object
    /// A JSON array: an array from the caller, or JSON text `[…]` in a URL.
    case array
    /// Any JSON value: any value JSON can carry from the caller, or JSON text in a URL.
    case json

    /// Converts a parameter value: text from a URL, or a value from the caller (a `JSONValue`, a
    /// Swift or a Foundation value, read by `JSONValue(converting:)`). A string converts to a
    /// scalar type; text from a URL is read as JSON for `object`, `array` and `json`, by the strict
    /// reader. Every value obeys the limits of a value from outside (`JSONValue.maxDepth`, finite
    /// numbers, 64-bit integers); `nil` when it does not, or is not of this type.
    func convert(_ value: any Sendable, fromURL: Bool) -> JSONValue? {
        let json: JSONValue
        if fromURL, let text = value as? String, [.object, .array, .json].contains(self) {
            guard let parsed = try? JSON.parse(text.utf8), parsed.firstRefusal == nil else { return nil }
            json = parsed
        } else {
            guard let converted = try? JSONValue(converting: value) else { return nil }
            json = converted
        }
        switch (self, json) {
        case (.string, .string), (.int, .integer), (.double, .number), (.bool, .bool), (.object, .object),
            (.array, .array), (.json, _):
            return json
        case (.double, .integer(let number)): return .number(Double(number))
        case (.int, .string(let text)): return Int(text).map(JSONValue.integer)
        case (.double, .string(let text)): return Double(text).flatMap { $0.isFinite ? .number($0) : nil }
        case (.bool, .string(let text)): return Bool(routeParameter: text).map(JSONValue.bool)
        default: return nil
        }
    }
}
