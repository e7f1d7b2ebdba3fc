@_spi(JSON)
extension JSON {
    /// How ``render(_:style:)`` lays out the text. Both styles write object members in their
    /// order, slashes and non-ASCII characters as they are, and numbers the same on every platform.
    public enum Style: Sendable {
        /// Two-space indentation, `": "` and `","` separators, a trailing newline; empty arrays
        /// and objects as `[]` and `{}` (`routes.json`, reports).
        case pretty
        /// No whitespace at all, no trailing newline (relocation batches).
        case compact
    }

    /// Renders `value` as JSON text. The same value always renders to the same bytes on every
    /// machine.
    ///
    /// - Complexity: O(n) in the size of the output.
    public static func render(_ value: JSONValue, style: Style = .pretty) -> String {
        // Written as bytes: appending to an array is cheaper than to a string, which matters
        // for reports of tens of thousands of routes.
        var output: [UInt8] = []
        switch style {
        case .pretty:
            writePretty(value, indent: 0, into: &output)
            output.append(UInt8(ascii: "\n"))
        case .compact:
            writeCompact(value, into: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `string` as a JSON string literal, escaped.
    public static func quoted(_ string: String) -> String {
        var output: [UInt8] = []
        writeString(string, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func writePretty(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]".utf8
                return
            }
            output += "[\n".utf8
            for (offset, element) in elements.enumerated() {
                writeIndent(indent + 1, into: &output)
                writePretty(element, indent: indent + 1, into: &output)
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
                writePretty(member.value, indent: indent + 1, into: &output)
                output += (offset == members.count - 1 ? "\n" : ",\n").utf8
            }
            writeIndent(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        default: writeScalar(value, into: &output)
        }
    }

    private static func writeCompact(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                writeCompact(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                writeCompact(member.value, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        default: writeScalar(value, into: &output)
        }
    }

    /// A string, number, boolean or `null`. JSON has no NaN or infinity: they render as `null`
    /// (the reader never produces them).
    private static func writeScalar(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .string(let string): writeString(string, into: &output)
        case .integer(let integer): output += String(integer).utf8
        case .number(let number): output += (number.isFinite ? "\(number)" : "null").utf8
        case .bool(let bool): output += (bool ? "true" : "false").utf8
        case .null, .array, .object: output += "null".utf8
        }
    }

    /// Two spaces per level.
    private static func writeIndent(_ indent: Int, into output: inout [UInt8]) {
        for _ in 0..<(indent * 2) { output.append(UInt8(ascii: " ")) }
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
