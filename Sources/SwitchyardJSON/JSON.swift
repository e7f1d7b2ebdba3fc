/// Switchyard's JSON: one value type, one strict reader (``parse(_:)``) and one byte-stable
/// writer (``render(_:style:)``), shared by the build-time route map, the Android cross-check
/// and the run-time relocation codec, so a document means the same, and renders to the same
/// bytes, on every platform.
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
    /// A JSON value. Objects are ordered lists of members: the reader keeps document order, the
    /// writer renders them in this order, so rendering is deterministic.
    public enum Value: Hashable, Sendable {
        /// A string.
        case string(String)
        /// A number without fraction or exponent that fits in `Int`.
        case integer(Int)
        /// Any other number.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
        /// An array.
        case array([Value])
        /// An object; members render in this order (keys read from a document are unique).
        case object([(key: String, value: Value)])

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
        public subscript(key: String) -> Value? {
            guard case .object(let members) = self else { return nil }
            return members.first(where: { $0.key == key })?.value
        }

        /// Two values are equal when they have the same type and content; object member order
        /// matters, as it does for the rendered bytes.
        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case let (.string(a), .string(b)): return a == b
            case let (.integer(a), .integer(b)): return a == b
            case let (.number(a), .number(b)): return a == b
            case let (.bool(a), .bool(b)): return a == b
            case (.null, .null): return true
            case let (.array(a), .array(b)): return a == b
            case let (.object(a), .object(b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }

        /// Hashes type and content consistently with `==`.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .string(let s):
                hasher.combine(0)
                hasher.combine(s)
            case .integer(let i):
                hasher.combine(1)
                hasher.combine(i)
            case .number(let d):
                hasher.combine(2)
                hasher.combine(d)
            case .bool(let b):
                hasher.combine(3)
                hasher.combine(b)
            case .null: hasher.combine(4)
            case .array(let a):
                hasher.combine(5)
                hasher.combine(a)
            case .object(let members):
                hasher.combine(6)
                for member in members {
                    hasher.combine(member.key)
                    hasher.combine(member.value)
                }
            }
        }
    }

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

        /// Creates an error at `line` and `column`.
        public init(line: Int, column: Int, message: String, isIntegerOutOfRange: Bool = false) {
            self.line = line
            self.column = column
            self.message = message
            self.isIntegerOutOfRange = isIntegerOutOfRange
        }

        /// `line L, column C: message`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }
}
