/// Switchyard's JSON: one strict reader (``parse(_:)``) and one byte-stable writer
/// (``render(_:style:)``) of ``JSONValue``, shared by the build-time route map, the Android
/// cross-check and the run-time relocation codec, so a document means the same, and renders to
/// the same bytes, on every platform.
///
/// Foundation does neither: `JSONSerialization` reads `-9223372036854775807` as a `Double` on
/// Linux and as an `Int` on Darwin, accepts duplicate keys and keeps one of them depending on
/// the platform, and its encoders differ between Apple platforms and Linux (`"key" : value`
/// versus `"key": value`, escaping, number formatting).
///
/// Not API: the scanner, the fuzzers and relocation delivery import it as
/// `@_spi(JSON) import SwitchyardJSON`. No stability promise.
@_spi(JSON)
public enum JSON {
    /// Why a text is not valid JSON, and where (1-based line and column, in UTF-8 bytes).
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The 1-based line of the offending character.
        public var line: Int
        /// The 1-based column (in bytes) of the offending character.
        public var column: Int
        /// What was wrong, e.g. "expected ',' or ']'".
        public var message: String
        /// Whether the text is valid JSON and only an integer is out of the 64-bit range: the
        /// problem is the value, not the syntax.
        public var isIntegerOutOfRange = false

        /// `line L, column C: message`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }
}

@_spi(JSON)
extension JSONValue {
    /// A short name of the value's JSON type, for error messages ("a string", "an array").
    public var typeDescription: String {
        switch self {
        case .string: return "a string"
        case .integer: return "an integer"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The member named `key` of an object, or `nil` (also for non-objects).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// The value with every object's members sorted by key, at every depth (a repeated key keeps
    /// its last value), so that its rendered bytes never depend on how it was built.
    ///
    /// - Complexity: O(*n* log *n*) in the number of nested values.
    public var withKeysSorted: JSONValue {
        switch self {
        case .array(let elements): return .array(elements.map(\.withKeysSorted))
        case .object(let members): return .object(Self.dictionary(members).mapValues(\.withKeysSorted))
        default: return self
        }
    }
}
