/// A small JSON model with a byte-stable writer and a strict reader.
///
/// Foundation's encoders differ between Apple platforms and Linux (`"key" : value` versus
/// `"key": value`, escaping, number formatting), so Switchyard renders its JSON itself:
/// objects keep the key order they were built with, indentation is two spaces, separators are
/// `": "` and `","`, slashes and non-ASCII characters are written as they are, and the text
/// ends with a newline. The same value always renders to the same bytes on every machine.
public enum CanonicalJSON {
    /// A JSON value. Objects are ordered lists of members, so rendering is deterministic.
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
        /// An object; members render in this order.
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

    /// Renders `value` as pretty-printed JSON text with a trailing newline.
    ///
    /// Empty arrays and objects render as `[]` and `{}`.
    /// - Complexity: O(n) in the size of the output.
    public static func render(_ value: Value) -> String {
        // Written as bytes: appending to an array is cheaper than to a string, which matters
        // for reports of tens of thousands of routes.
        var output: [UInt8] = []
        write(value, indent: 0, into: &output)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ value: Value, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .string(let string): writeString(string, into: &output)
        case .integer(let integer): output += String(integer).utf8
        case .number(let number): output += (number.isFinite ? "\(number)" : "null").utf8
        case .bool(let bool): output += (bool ? "true" : "false").utf8
        case .null: output += "null".utf8
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]".utf8
                return
            }
            output += "[\n".utf8
            for (offset, element) in elements.enumerated() {
                writeIndent(indent + 1, into: &output)
                write(element, indent: indent + 1, into: &output)
                output += (offset == elements.count - 1 ? "\n" : ",\n").utf8
            }
            writeIndent(indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}".utf8
                return
            }
            output += "{\n".utf8
            for (offset, member) in members.enumerated() {
                writeIndent(indent + 1, into: &output)
                writeString(member.key, into: &output)
                output += ": ".utf8
                write(member.value, indent: indent + 1, into: &output)
                output += (offset == members.count - 1 ? "\n" : ",\n").utf8
            }
            writeIndent(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Two spaces per level.
    private static func writeIndent(_ indent: Int, into output: inout [UInt8]) {
        for _ in 0..<(indent * 2) { output.append(UInt8(ascii: " ")) }
    }

    /// `string` as a JSON string literal, escaped.
    static func quoted(_ string: String) -> String {
        var output: [UInt8] = []
        writeString(string, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape: copy them whole.
        if !string.containsByte(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += string.utf8
            output.append(UInt8(ascii: "\""))
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\"".utf8
            case "\\": output += "\\\\".utf8
            case "\n": output += "\\n".utf8
            case "\r": output += "\\r".utf8
            case "\t": output += "\\t".utf8
            case "\u{08}": output += "\\b".utf8
            case "\u{0C}": output += "\\f".utf8
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: UTF8.encode(scalar) { output.append($0) }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
