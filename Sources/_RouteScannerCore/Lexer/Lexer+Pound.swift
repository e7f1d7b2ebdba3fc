extension Lexer {
    /// Lexes a token starting with `#`: raw string, extended regex, directive, pound keyword or `#`.
    mutating func lexPound() -> Token {
        let start = pos
        var p = pos
        while at(p) == ASCII.pound { p += 1 }
        let hashes = p - start
        if at(p) == ASCII.quote {
            pos = p
            return lexString(start: start, hashes: hashes)
        }
        if at(p) == ASCII.slash, let end = extendedRegexEnd(bodyStart: p + 1, hashes: hashes) {
            pos = end
            return Token(kind: .regexLiteral, flags: 0, start: start, end: end)
        }
        guard hashes == 1, Lexer.isClass(at(p), ByteClass.identStart) else { return single(.pound) }
        var end = p + 1
        while end < count, Lexer.isClass(buf[end], ByteClass.identContinue) { end += 1 }
        let kind = directiveKind(from: p, to: end)
        pos = end
        switch kind {
        case .poundIf, .poundElseif:
            let (conditionStart, conditionEnd) = directiveCondition(from: end)
            pos = conditionEnd
            return Token(kind: kind, flags: 0, start: conditionStart, end: conditionEnd)
        default:
            return Token(kind: kind, flags: 0, start: start, end: end)
        }
    }

    /// Classifies the identifier after `#`.
    func directiveKind(from p: Int, to end: Int) -> TokenKind {
        switch String(decoding: buf[p..<end], as: UTF8.self) {
        case "if": .poundIf
        case "elseif": .poundElseif
        case "else": .poundElse
        case "endif": .poundEndif
        default: .poundKeyword
        }
    }

    /// The trimmed condition text range of `#if`/`#elseif`: the rest of the line, before any comment.
    func directiveCondition(from p: Int) -> (Int, Int) {
        var start = p
        while start < count, buf[start] == ASCII.space || buf[start] == ASCII.tab { start += 1 }
        var end = start
        while end < count {
            let c = buf[end]
            if c == ASCII.newline || c == ASCII.carriageReturn { break }
            if c == ASCII.slash, at(end + 1) == ASCII.slash || at(end + 1) == ASCII.star { break }
            end += 1
        }
        while end > start, buf[end - 1] == ASCII.space || buf[end - 1] == ASCII.tab { end -= 1 }
        return (start, end)
    }

    /// Whether a `/` here can begin a regex literal: only where an expression can begin.
    func regexAllowedHere() -> Bool {
        guard let last else { return true }
        switch last.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon:
            return true
        case .operator:
            // A postfix `?`/`!` (no space before it) ends an expression.
            if last.length == 1, !last.has(Token.Flags.spaceBefore) {
                let c = buf[Int(last.start)]
                if c == UInt8(ascii: "?") || c == UInt8(ascii: "!") { return false }
            }
            return true
        case .identifier:
            guard !last.has(Token.Flags.escaped) else { return false }
            return Keyword.classify(buf, Int(last.start), Int(last.end))?.precedesExpression ?? false
        default:
            return false
        }
    }

    /// End offset of a bare `/…/` regex starting at `start`, or nil if this is not one.
    ///
    /// Conservative: single line, no leading or trailing space, balanced parentheses.
    func bareRegexEnd(from start: Int) -> Int? {
        var p = start + 1
        let refused = [
            ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn, ASCII.slash, ASCII.star, UInt8(ascii: "="),
        ]
        if p >= count || refused.contains(at(p)) { return nil }
        var classDepth = 0
        var parens = 0
        while p < count {
            let c = buf[p]
            if c == ASCII.newline || c == ASCII.carriageReturn { return nil }
            if c == ASCII.backslash {
                let n = at(p + 1)
                if n == ASCII.newline || n == ASCII.carriageReturn { return nil }
                p += 2
                continue
            }
            if classDepth > 0 {
                if c == ASCII.leftBracket { classDepth += 1 } else if c == ASCII.rightBracket { classDepth -= 1 }
            } else if c == ASCII.leftBracket {
                classDepth = 1
            } else if c == ASCII.leftParen {
                parens += 1
            } else if c == ASCII.rightParen {
                parens -= 1
                if parens < 0 { return nil }
            } else if c == ASCII.slash {
                let before = buf[p - 1]
                if before == ASCII.space || before == ASCII.tab || parens != 0 { return nil }
                return p + 1
            }
            p += 1
        }
        return nil
    }

    /// End offset of an extended `#/…/#` regex whose body starts at `bodyStart`, or nil.
    func extendedRegexEnd(bodyStart: Int, hashes: Int) -> Int? {
        let multiline = at(bodyStart) == ASCII.newline || at(bodyStart) == ASCII.carriageReturn
        var p = bodyStart
        while p < count {
            let c = buf[p]
            if !multiline, c == ASCII.newline || c == ASCII.carriageReturn { return nil }
            if c == ASCII.backslash {
                p += 2
                continue
            }
            if c == ASCII.slash, hashRun(at: p + 1, hashes: hashes) { return p + 1 + hashes }
            p += 1
        }
        return nil
    }
}
