/// A problem found while lexing, located by byte offset.
struct LexerDiagnostic: Sendable, Equatable {
    var offset: Int
    var severity: Severity
    var message: String
}

/// A byte-oriented Swift lexer.
///
/// It never fails: malformed input produces `unknown` tokens or `unterminated` flags
/// plus a ``LexerDiagnostic``, and lexing always makes progress.
struct Lexer {
    let buf: UnsafeBufferPointer<UInt8>
    let count: Int
    var pos: Int = 0
    var diagnostics: [LexerDiagnostic] = []
    /// The previously lexed token (used by the regex heuristic).
    var last: Token?
    /// Current nesting of string interpolations (recursion guard).
    var interpolationDepth = 0

    /// Interpolations nested deeper than this are skipped without lexing their content.
    static let maxInterpolationDepth = 64

    init(_ buf: UnsafeBufferPointer<UInt8>) {
        self.buf = buf
        self.count = buf.count
    }

    static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], diagnostics: [LexerDiagnostic]) {
        bytes.withUnsafeBufferPointer { buf in
            var lexer = Lexer(buf)
            var tokens: [Token] = []
            tokens.reserveCapacity(bytes.count / 5)
            lexer.skipShebang()
            while let token = lexer.next() {
                tokens.append(token)
            }
            return (tokens, lexer.diagnostics)
        }
    }

    /// Byte at `i`, or 0 past the end.
    @inline(__always)
    func at(_ i: Int) -> UInt8 { i < count ? buf[i] : 0 }

    @inline(__always)
    static func isClass(_ b: UInt8, _ bit: UInt8) -> Bool { ByteClass.table[Int(b)] & bit != 0 }

    mutating func skipShebang() {
        guard at(0) == ASCII.pound, at(1) == UInt8(ascii: "!") else { return }
        while pos < count, buf[pos] != ASCII.newline { pos += 1 }
    }

    /// Lexes the next token, or returns nil at the end of input.
    mutating func next() -> Token? {
        let flags = skipTrivia()
        guard pos < count else { return nil }
        var token = lexToken()
        token.flags |= flags
        last = token
        return token
    }

    /// Skips whitespace and comments; returns space/newline flags.
    mutating func skipTrivia() -> UInt8 {
        var flags: UInt8 = 0
        while pos < count {
            let b = buf[pos]
            if Lexer.isClass(b, ByteClass.whitespace) {
                flags |= Token.Flags.spaceBefore
                if b == ASCII.newline || b == ASCII.carriageReturn { flags |= Token.Flags.newlineBefore }
                pos += 1
            } else if b == ASCII.slash, at(pos + 1) == ASCII.slash {
                flags |= Token.Flags.spaceBefore
                while pos < count, buf[pos] != ASCII.newline, buf[pos] != ASCII.carriageReturn { pos += 1 }
            } else if b == ASCII.slash, at(pos + 1) == ASCII.star {
                flags |= Token.Flags.spaceBefore
                if skipBlockComment() { flags |= Token.Flags.newlineBefore }
            } else {
                break
            }
        }
        return flags
    }

    /// Skips a (nested) block comment starting at `pos`; returns whether it spans a line break.
    mutating func skipBlockComment() -> Bool {
        let start = pos
        var depth = 0
        var sawNewline = false
        while pos < count {
            let b = buf[pos]
            if b == ASCII.slash, at(pos + 1) == ASCII.star {
                depth += 1
                pos += 2
            } else if b == ASCII.star, at(pos + 1) == ASCII.slash {
                depth -= 1
                pos += 2
                if depth == 0 { return sawNewline }
            } else {
                if b == ASCII.newline || b == ASCII.carriageReturn { sawNewline = true }
                pos += 1
            }
        }
        diagnostics.append(LexerDiagnostic(offset: start, severity: .warning, message: "unterminated '/*' comment"))
        return sawNewline
    }

    /// Lexes one token at `pos` (which is not trivia and not the end).
    mutating func lexToken() -> Token {
        let start = pos
        let b = buf[pos]
        if Lexer.isClass(b, ByteClass.identStart) {
            pos += 1
            while pos < count, Lexer.isClass(buf[pos], ByteClass.identContinue) { pos += 1 }
            return Token(kind: .identifier, flags: 0, start: start, end: pos)
        }
        if Lexer.isClass(b, ByteClass.digit) { return lexNumber() }
        switch b {
        case ASCII.quote: return lexString(start: start, hashes: 0)
        case ASCII.pound: return lexPound()
        case ASCII.backtick: return lexBacktick()
        case ASCII.dot:
            if at(pos + 1) == ASCII.dot { return lexOperator(allowDots: true) }
            return single(.period)
        case UInt8(ascii: "("): return single(.leftParen)
        case UInt8(ascii: ")"): return single(.rightParen)
        case UInt8(ascii: "{"): return single(.leftBrace)
        case UInt8(ascii: "}"): return single(.rightBrace)
        case UInt8(ascii: "["): return single(.leftBracket)
        case UInt8(ascii: "]"): return single(.rightBracket)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: ":"): return single(.colon)
        case UInt8(ascii: ";"): return single(.semicolon)
        case UInt8(ascii: "@"): return single(.at)
        case ASCII.backslash: return single(.backslash)
        default: break
        }
        if Lexer.isClass(b, ByteClass.operatorChar) {
            if b == ASCII.slash, regexAllowedHere(), let end = bareRegexEnd(from: pos) {
                pos = end
                return Token(kind: .regexLiteral, flags: 0, start: start, end: end)
            }
            return lexOperator(allowDots: false)
        }
        return single(.unknown)
    }

    @inline(__always)
    mutating func single(_ kind: TokenKind) -> Token {
        pos += 1
        return Token(kind: kind, flags: 0, start: pos - 1, end: pos)
    }

    /// Lexes a maximal run of operator characters, stopping before comments.
    mutating func lexOperator(allowDots: Bool) -> Token {
        let start = pos
        pos += 1
        while pos < count {
            let c = buf[pos]
            if c == ASCII.dot {
                if !allowDots { break }
            } else if !Lexer.isClass(c, ByteClass.operatorChar) {
                break
            } else if c == ASCII.slash, at(pos + 1) == ASCII.slash || at(pos + 1) == ASCII.star {
                break
            }
            pos += 1
        }
        return Token(kind: .operator, flags: 0, start: start, end: pos)
    }

    /// Lexes an integer or floating-point literal.
    mutating func lexNumber() -> Token {
        let start = pos
        let isHex =
            buf[pos] == UInt8(ascii: "0") && (at(pos + 1) == UInt8(ascii: "x") || at(pos + 1) == UInt8(ascii: "X"))
        var isFloat = false
        pos += 1
        while pos < count {
            let c = buf[pos]
            if Lexer.isClass(c, ByteClass.identContinue) && c < 0x80 && c != UInt8(ascii: "$") {
                pos += 1
            } else if c == ASCII.dot,
                Lexer.isClass(at(pos + 1), ByteClass.digit)
                    || (isHex && StringLiteralDecoder.hexValue(at(pos + 1)) != nil),
                !isFloat
            {
                isFloat = true
                pos += 1
            } else if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
                let previous = buf[pos - 1] | 0x20
                if (isHex && previous == UInt8(ascii: "p")) || (!isHex && previous == UInt8(ascii: "e")) {
                    isFloat = true
                    pos += 1
                } else {
                    break
                }
            } else {
                break
            }
        }
        if !isFloat {
            let exponent = isHex ? UInt8(ascii: "p") : UInt8(ascii: "e")
            isFloat = (start..<pos).contains { buf[$0] | 0x20 == exponent }
        }
        return Token(kind: isFloat ? .floatLiteral : .integerLiteral, flags: 0, start: start, end: pos)
    }

    /// Lexes a backtick-escaped identifier; a lone backtick is `unknown`.
    mutating func lexBacktick() -> Token {
        let start = pos
        var p = pos + 1
        while p < count {
            let c = buf[p]
            if c == ASCII.backtick {
                if p == start + 1 { break }
                pos = p + 1
                return Token(kind: .identifier, flags: Token.Flags.escaped, start: start, end: pos)
            }
            if c == ASCII.newline || c == ASCII.carriageReturn { break }
            p += 1
        }
        return single(.unknown)
    }
}
