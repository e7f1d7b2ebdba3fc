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
        write(value, indent: style == .pretty ? 0 : nil, into: &output)
        if style == .pretty { output.append(UInt8(ascii: "\n")) }
        return String(decoding: output, as: UTF8.self)
    }

    /// `string` as a JSON string literal, escaped.
    public static func quoted(_ string: String) -> String {
        var output: [UInt8] = []
        writeString(string, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes `value`: indented by `indent` levels (pretty), or with no whitespace when `indent`
    /// is `nil` (compact).
    private static func write(_ value: JSONValue, indent: Int?, into output: inout [UInt8]) {
        let (open, close, members): (UInt8, UInt8, [(key: String?, value: JSONValue)])
        switch value {
        case .array(let elements):
            (open, close, members) = (UInt8(ascii: "["), UInt8(ascii: "]"), elements.map { (nil, $0) })
        case .object(let pairs):
            (open, close, members) = (UInt8(ascii: "{"), UInt8(ascii: "}"), pairs.map { ($0.key, $0.value) })
        default:
            writeScalar(value, into: &output)
            return
        }
        output.append(open)
        let inner = indent.map { $0 + 1 }
        for (offset, member) in members.enumerated() {
            if offset > 0 { output.append(UInt8(ascii: ",")) }
            writeNewline(indent: inner, into: &output)
            if let key = member.key {
                writeString(key, into: &output)
                output += (indent == nil ? ":" : ": ").utf8
            }
            write(member.value, indent: inner, into: &output)
        }
        if !members.isEmpty { writeNewline(indent: indent, into: &output) }
        output.append(close)
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

    /// A newline and two spaces per level; nothing when compact (`indent` is `nil`).
    private static func writeNewline(indent: Int?, into output: inout [UInt8]) {
        guard let indent else { return }
        output.append(UInt8(ascii: "\n"))
        output += repeatElement(UInt8(ascii: " "), count: indent * 2)
    }

    private static func writeString(_ string: String, into output: inout [UInt8]) {
        let (quote, backslash) = (UInt8(ascii: "\""), UInt8(ascii: "\\"))
        output.append(quote)
        // Most strings need no escape: copy them whole.
        if !string.containsByte(where: { $0 < 0x20 || $0 == quote || $0 == backslash }) {
            output += string.utf8
            output.append(quote)
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
                // Spelled in steps: one `+` chain here took 90 ms to type-check, in every build.
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u".utf8
                output += repeatElement(UInt8(ascii: "0"), count: 4 - hex.count)
                output += hex.utf8
            default: UTF8.encode(scalar) { output.append($0) }
            }
        }
        output.append(quote)
    }
}
