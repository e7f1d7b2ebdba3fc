extension Lexer {
    /// Lexes a string literal whose opening quote is at `pos`, preceded by `hashes` `#`s starting at `start`.
    ///
    /// Handles single-line, multi-line (`"""`), raw (`#"…"#`, any number of `#`), escapes and
    /// interpolation (`\(…)` / `\#(…)`) with nested parentheses, strings and comments.
    mutating func lexString(start: Int, hashes: Int) -> Token {
        var flags: UInt8 = 0
        var multiline = at(pos + 1) == ASCII.quote && at(pos + 2) == ASCII.quote
        if multiline, hashes > 0, closesOnSameLine(from: pos + 1, hashes: hashes) {
            // `#"""#` is a single-line raw string containing `"`.
            multiline = false
        }
        pos += multiline ? 3 : 1
        var unterminated: String?
        while true {
            guard pos < count else {
                unterminated = "unterminated string literal"
                break
            }
            let b = buf[pos]
            if b == ASCII.quote {
                if let end = closingDelimiterEnd(at: pos, multiline: multiline, hashes: hashes) {
                    pos = end
                    break
                }
                pos += 1
            } else if b == ASCII.backslash {
                guard hashRun(at: pos + 1, hashes: hashes) else {
                    pos += 1
                    continue
                }
                let p = pos + 1 + hashes
                let c = at(p)
                if c == ASCII.leftParen {
                    flags |= Token.Flags.interpolated
                    pos = p + 1
                    if !skipInterpolation(multiline: multiline) {
                        unterminated = "unterminated string interpolation"
                        break
                    }
                } else if c == ASCII.newline || c == ASCII.carriageReturn || p >= count {
                    pos = p
                } else {
                    pos = p + 1
                }
            } else if b == ASCII.newline || b == ASCII.carriageReturn {
                if !multiline {
                    unterminated = "unterminated string literal"
                    break
                }
                pos += 1
            } else {
                pos += 1
            }
        }
        if let unterminated {
            flags |= Token.Flags.unterminated
            diagnostics.append(LexerDiagnostic(offset: start, severity: .error, message: unterminated))
        }
        return Token(kind: .stringLiteral, flags: flags, start: start, end: pos)
    }

    /// Whether the rest of the line from `p` contains `"` followed by `hashes` `#`s.
    func closesOnSameLine(from p: Int, hashes: Int) -> Bool {
        var q = p
        while q < count, buf[q] != ASCII.newline, buf[q] != ASCII.carriageReturn {
            if buf[q] == ASCII.quote, hashRun(at: q + 1, hashes: hashes) { return true }
            q += 1
        }
        return false
    }

    /// Whether `hashes` `#` bytes start at `p`.
    @inline(__always)
    func hashRun(at p: Int, hashes: Int) -> Bool {
        for i in 0..<hashes where at(p + i) != ASCII.pound { return false }
        return true
    }

    /// If a closing delimiter (`"` or `"""`, then `hashes` `#`) starts at `p`, the offset after it.
    @inline(__always)
    func closingDelimiterEnd(at p: Int, multiline: Bool, hashes: Int) -> Int? {
        var q = p + 1
        if multiline {
            guard at(q) == ASCII.quote, at(q + 1) == ASCII.quote else { return nil }
            q += 2
        }
        return hashRun(at: q, hashes: hashes) ? q + hashes : nil
    }

    /// Skips an interpolated expression after `\(` up to and including its matching `)`.
    ///
    /// Returns false (leaving `pos` at the failure point) if the input ends first, or, for a
    /// single-line string, if a line break is reached.
    mutating func skipInterpolation(multiline: Bool) -> Bool {
        if interpolationDepth >= Lexer.maxInterpolationDepth {
            return skipInterpolationFlat(multiline: multiline)
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        let savedLast = last
        defer { last = savedLast }
        last = nil
        var depth = 1
        while true {
            let flags = skipTrivia()
            if !multiline, flags & Token.Flags.newlineBefore != 0 { return false }
            guard pos < count else { return false }
            let token = lexToken()
            last = token
            switch token.kind {
            case .leftParen:
                depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return true }
            case .stringLiteral where token.has(Token.Flags.unterminated):
                return false
            default:
                break
            }
        }
    }

    /// Fallback for absurdly deep nesting: balance parentheses byte-wise.
    mutating func skipInterpolationFlat(multiline: Bool) -> Bool {
        var depth = 1
        while pos < count {
            let b = buf[pos]
            if !multiline, b == ASCII.newline || b == ASCII.carriageReturn { return false }
            pos += 1
            if b == ASCII.leftParen {
                depth += 1
            } else if b == ASCII.rightParen {
                depth -= 1
                if depth == 0 { return true }
            }
        }
        return false
    }
}
