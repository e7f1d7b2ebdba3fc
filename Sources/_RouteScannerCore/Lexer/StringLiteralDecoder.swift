/// Turns the source text of a string literal token into the string value it denotes.
enum StringLiteralDecoder {
    /// Why a string literal has no static value.
    enum Failure: Error, Equatable {
        /// The literal contains `\(…)`.
        case interpolation
        /// The literal is not terminated.
        case unterminated
        /// The literal contains an invalid escape sequence.
        case invalidEscape
    }

    /// Decodes `literal` (the full token text including quotes and `#`s).
    static func decode(_ literal: ArraySlice<UInt8>) -> Result<String, Failure> {
        let bytes = Array(literal)
        var p = 0
        while p < bytes.count, bytes[p] == ASCII.pound { p += 1 }
        let hashes = p
        guard p < bytes.count, bytes[p] == ASCII.quote else { return .failure(.unterminated) }
        var multiline = p + 2 < bytes.count && bytes[p + 1] == ASCII.quote && bytes[p + 2] == ASCII.quote
        if multiline, hashes > 0, !bytes[(p + 1)...].contains(ASCII.newline) { multiline = false }
        let open = p + (multiline ? 3 : 1)
        let closeLength = (multiline ? 3 : 1) + hashes
        guard bytes.count - open >= closeLength else { return .failure(.unterminated) }
        let close = bytes.count - closeLength
        guard bytes[close] == ASCII.quote,
            bytes[close...].dropFirst(multiline ? 3 : 1).allSatisfy({ $0 == ASCII.pound })
        else { return .failure(.unterminated) }
        var content = Array(bytes[open..<close])
        if multiline { content = stripIndentation(content) }
        return unescape(content, hashes: hashes).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Applies multi-line string rules: drop the opening and closing lines, remove the closing indentation.
    static func stripIndentation(_ content: [UInt8]) -> [UInt8] {
        var lines = content.split(separator: ASCII.newline, omittingEmptySubsequences: false).map {
            line -> ArraySlice<UInt8> in
            line.last == ASCII.carriageReturn ? line.dropLast() : line
        }
        guard lines.count >= 2 else { return [] }
        lines.removeFirst()
        let indentation = lines.removeLast()
        var output: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { output.append(ASCII.newline) }
            if line.starts(with: indentation) {
                output.append(contentsOf: line.dropFirst(indentation.count))
            } else if !line.allSatisfy({ $0 == ASCII.space || $0 == ASCII.tab }) {
                output.append(contentsOf: line)
            }
        }
        return output
    }

    /// Processes escape sequences introduced by `\` followed by `hashes` `#`s.
    static func unescape(_ content: [UInt8], hashes: Int) -> Result<[UInt8], Failure> {
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var i = 0
        while i < content.count {
            let b = content[i]
            guard b == ASCII.backslash, i + hashes + 1 < content.count,
                content[(i + 1)..<(i + 1 + hashes)].allSatisfy({ $0 == ASCII.pound })
            else {
                output.append(b)
                i += 1
                continue
            }
            let e = i + 1 + hashes
            i = e + 1
            switch content[e] {
            case UInt8(ascii: "n"): output.append(ASCII.newline)
            case UInt8(ascii: "t"): output.append(ASCII.tab)
            case UInt8(ascii: "r"): output.append(ASCII.carriageReturn)
            case UInt8(ascii: "0"): output.append(0)
            case ASCII.backslash, ASCII.quote, UInt8(ascii: "'"): output.append(content[e])
            case ASCII.newline:
                // Line continuation: the newline is removed.
                break
            case ASCII.leftParen:
                return .failure(.interpolation)
            case UInt8(ascii: "u"):
                guard let (scalar, next) = unicodeEscape(content, from: e + 1) else { return .failure(.invalidEscape) }
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
                i = next
            default:
                return .failure(.invalidEscape)
            }
        }
        return .success(output)
    }

    /// Parses `{hex}` at `p`; returns the scalar and the offset after `}`.
    static func unicodeEscape(_ content: [UInt8], from p: Int) -> (Unicode.Scalar, Int)? {
        guard p < content.count, content[p] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var q = p + 1
        var digits = 0
        while q < content.count, content[q] != UInt8(ascii: "}") {
            guard let digit = hexValue(content[q]), digits < 8 else { return nil }
            value = value * 16 + UInt32(digit)
            digits += 1
            q += 1
        }
        guard q < content.count, digits > 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, q + 1)
    }

    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
