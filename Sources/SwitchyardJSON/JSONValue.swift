/// A JSON value: the parameters of a redirect rule, the arguments and results of a remote
/// service call, and every document Switchyard reads or writes.
///
/// Write one as a literal: `"text"`, `42`, `0.5`, `true`, `[1, "two"]`, `["key": "value"]`.
/// Objects are ordered lists of members: a document read keeps its order, and the writer renders
/// members in this order, so rendering is deterministic. Two objects are equal when they have the
/// same keys with equal values, in any order, as JSON defines it.
///
/// Where a destination receives a value (a redirect rule's parameters), it receives the plain
/// Swift value: `String`, `Int`, `Double`, `Bool`, `[any Sendable]`, `[String: any Sendable]`,
/// and ``null`` as the empty string.
public enum JSONValue: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// A string.
    case string(String)
    /// A number without fraction or exponent that fits in `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`; also the result of a remote method called for its effect.
    case null
    /// An array.
    case array([JSONValue])
    /// An object; members render in this order (keys read from a document are unique).
    case object([(key: String, value: JSONValue)])

    /// An object with the members of `dictionary`, sorted by key.
    public static func object(_ dictionary: [String: JSONValue]) -> JSONValue {
        .object(dictionary.keys.sorted().map { ($0, dictionary[$0] ?? .null) })
    }

    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer value.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A floating-point value.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A Boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array value.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object value, members sorted by key; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }

    /// JSON-like text, object keys sorted: `"Hi"`, `42`, `[1, 2]`, `{"a": true}`, `null`.
    public var description: String {
        switch self {
        case .string(let value): return "\"\(value)\""
        case .integer(let value): return String(value)
        case .number(let value): return String(value)
        case .bool(let value): return String(value)
        case .null: return "null"
        case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            let values = Self.dictionary(members)
            return "{" + values.keys.sorted().map { "\"\($0)\": \(values[$0] ?? .null)" }.joined(separator: ", ") + "}"
        }
    }

    /// Two values are equal when they have the same type and content; objects compare by their
    /// keys and values, in any order (a repeated key counts with its last value).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case (.null, .null): return true
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return dictionary(a) == dictionary(b)
        default: return false
        }
    }

    /// Hashes type and content consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeDescription)
        switch self {
        case .string(let value): hasher.combine(value)
        case .integer(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .bool(let value): hasher.combine(value)
        case .null: break
        case .array(let values): hasher.combine(values)
        case .object(let members): hasher.combine(Self.dictionary(members))
        }
    }

    /// The value as a plain Swift value, as a destination receives it: `null` is the empty string.
    ///
    /// - Complexity: O(*n*) in the number of nested values.
    package var plainValue: any Sendable {
        switch self {
        case .string(let value): return value
        case .integer(let value): return value
        case .number(let value): return value
        case .bool(let value): return value
        case .null: return ""
        case .array(let values): return values.map(\.plainValue)
        case .object(let members): return Self.dictionary(members).mapValues(\.plainValue)
        }
    }

    /// An object's members by key; a repeated key keeps its last value.
    package static func dictionary(_ members: [(key: String, value: JSONValue)]) -> [String: JSONValue] {
        Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }
}
