@_spi(Syntax) import SwitchyardSyntax

@_spi(JSON)
extension JSON {
    /// Parses `bytes` as one strict JSON document (RFC 8259).
    ///
    /// One value, optional surrounding whitespace (and a UTF-8 byte order mark), no comments, no
    /// trailing commas, no duplicate keys in an object, strings in valid UTF-8, arrays and objects
    /// nested at most ``maxDepth`` deep (checked first, in one pass without recursion). Numbers without fraction or exponent that fit in `Int` become
    /// ``JSONValue/integer(_:)``; other numbers ``JSONValue/number(_:)`` (the correctly rounded `Double`,
    /// finite). An integer outside the 64-bit range is refused with its position
    /// (``ParseError/isIntegerOutOfRange``) rather than rounded to a nearby `Double`, so no digit
    /// is silently changed and a document reads back exactly as it was written.
    ///
    /// - Complexity: O(*n*) in the length of `bytes`.
    /// - Throws: ``ParseError`` at the first problem.
    public static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(ParseError) -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes))
        try parser.checkNesting()
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// The deepest nesting of arrays and objects the reader accepts: a value ``JSONValue/maxDepth``
    /// deep inside the envelopes that carry it (a relocation store's file adds 4 levels) fits, so
    /// the reader of a batch refuses a value a few levels too deep itself, naming its rule and key.
    /// The recursive reader never goes deeper, and what it returns is never deeper.
    package static let maxDepth = JSONValue.maxDepth + 8
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is tolerated, as JSONSerialization does.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The error at `offset` (by default the current byte), with its 1-based line and column.
    func error(_ message: String, at offset: Int? = nil, isIntegerOutOfRange: Bool = false) -> JSON.ParseError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset ?? index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return JSON.ParseError(line: line, column: column, message: message, isIntegerOutOfRange: isIntegerOutOfRange)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Refuses a document whose arrays and objects nest deeper than ``JSON/maxDepth``, before
    /// anything recursive reads it: one pass counting brackets outside strings, so a hostile
    /// document nested 10,000 deep cannot exhaust the stack of the thread reading it.
    ///
    /// - Complexity: O(*n*) in the length of the document.
    func checkNesting() throws(JSON.ParseError) {
        var depth = 0
        var inString = false
        var offset = index
        while offset < bytes.count {
            switch (bytes[offset], inString) {
            case (UInt8(ascii: "\\"), true): offset += 1  // the escaped byte cannot end the string
            case (UInt8(ascii: "\""), _): inString.toggle()
            case (UInt8(ascii: "["), false), (UInt8(ascii: "{"), false):
                depth += 1
                guard depth <= JSON.maxDepth else {
                    throw error(
                        "arrays and objects nested deeper than \(JSON.maxDepth) levels; flatten the document",
                        at: offset)
                }
            case (UInt8(ascii: "]"), false), (UInt8(ascii: "}"), false): depth -= 1
            default: break
            }
            offset += 1
        }
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    mutating func expect(_ literal: String, _ value: JSONValue) throws(JSON.ParseError) -> JSONValue {
        let literalBytes = Array(literal.utf8)
        guard bytes[index...].starts(with: literalBytes) else { throw error("expected a JSON value") }
        index += literalBytes.count
        return value
    }

    /// Recursive: ``checkNesting()`` bounds how deep.
    mutating func parseValue() throws(JSON.ParseError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input, expected a JSON value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a JSON value")
        }
    }

    mutating func parseObject() throws(JSON.ParseError) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        var keys: Set<String> = []
        try parseList(close: UInt8(ascii: "}"), in: "object") { (parser) throws(JSON.ParseError) in
            guard parser.current == UInt8(ascii: "\"") else { throw parser.error("expected a string key") }
            let keyStart = parser.index
            let key = try parser.parseString()
            guard keys.insert(key).inserted else {
                throw parser.error("duplicate key '\(key)' in object", at: keyStart)
            }
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ":") else { throw parser.error("expected ':' after object key") }
            parser.index += 1
            parser.skipWhitespace()
            members.append((key, try parser.parseValue()))
        }
        return .object(members)
    }

    mutating func parseArray() throws(JSON.ParseError) -> JSONValue {
        var elements: [JSONValue] = []
        try parseList(close: UInt8(ascii: "]"), in: "array") { (parser) throws(JSON.ParseError) in
            elements.append(try parser.parseValue())
        }
        return .array(elements)
    }

    /// Reads the `,`-separated elements of an array or object, from its opening byte past its `close`.
    mutating func parseList(
        close: UInt8, in container: String, _ element: (inout JSONParser) throws(JSON.ParseError) -> Void
    ) throws(JSON.ParseError) {
        index += 1
        skipWhitespace()
        if current == close {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case close:
                index += 1
                return
            default: throw error("expected ',' or '\(Character(Unicode.Scalar(close)))' in \(container)")
            }
        }
    }

    /// Reads the string whose opening quote is at `index`: runs without escapes are copied as
    /// they are, escapes decoded.
    mutating func parseString() throws(JSON.ParseError) -> String {
        index += 1
        var decoded: [UInt8] = []
        var runStart = index
        while true {
            while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
                index += 1
            }
            guard let byte = current else { throw error("unterminated string") }
            guard byte >= 0x20 else { throw error("control character in string; escape it") }
            // Invalid UTF-8 is refused, never replaced by U+FFFD: a key or path must not change silently.
            if let invalid = UTF8Validation.firstInvalidOffset(bytes[runStart..<index]) {
                throw error("invalid UTF-8 in string", at: runStart + invalid)
            }
            decoded.append(contentsOf: bytes[runStart..<index])
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: decoded, as: UTF8.self)
            }
            UTF8.encode(try parseEscape()) { decoded.append($0) }
            runStart = index
        }
    }

    mutating func parseEscape() throws(JSON.ParseError) -> Unicode.Scalar {
        index += 1
        guard let byte = current else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var value = try parseHex4()
            // A high surrogate takes the low one that must follow; a lone surrogate is no scalar.
            if (0xD800..<0xDC00).contains(value), bytes[index...].starts(with: Array("\\u".utf8)) {
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw error("unpaired surrogate in \\u escape") }
            return scalar
        default:
            index -= 1
            throw error("invalid escape in string")
        }
    }

    mutating func parseHex4() throws(JSON.ParseError) -> UInt32 {
        // Four hex digits exactly: no sign, as `UInt32(_:radix:)` would accept.
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = PercentEncoding.hexValue(byte) else { throw error("expected four hex digits after \\u") }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    mutating func parseNumber() throws(JSON.ParseError) -> JSONValue {
        let start = index
        var isInteger = true
        if current == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let begin = parser.index
            while let byte = parser.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                parser.index += 1
            }
            return parser.index - begin
        }
        let intStart = index
        let intDigits = digits(&self)
        guard intDigits > 0 else { throw error("expected a digit") }
        if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") { throw error("leading zero in number") }
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit in exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger {
            if let integer = Int(text) { return .integer(integer) }
            throw error(
                "the integer \(text) is outside the 64-bit range (\(Int.min)...\(Int.max)); "
                    + "send it as a string to keep every digit", at: start, isIntegerOutOfRange: true)
        }
        // `1e999` overflows to infinity, which JSON cannot spell (it would render as null).
        guard let number = Double(text), number.isFinite else { throw error("number out of range") }
        return .number(number)
    }
}
