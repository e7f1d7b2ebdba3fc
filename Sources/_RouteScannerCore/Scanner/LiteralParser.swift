/// Reads the literal value of `static let name = …` / `static var name: T { … }` without
/// consuming tokens from the declaration scanner (pure lookahead).
struct LiteralParser {
    let scanner: DeclarationScanner

    private var tokens: [Token] { scanner.tokens }

    private func failure<Value>(_ f: MemberFailure, _ index: Int) -> Result<Value, MemberFailureInfo> {
        .failure(MemberFailureInfo(failure: f, position: scanner.position(index)))
    }

    /// Parses what follows a member name: `: Type = literal`, `= literal`, or `: Type { [return] literal }`.
    mutating func parseMemberValue(afterName start: Int) -> Result<LiteralValue, MemberFailureInfo> {
        var j = start
        if scanner.kind(j) == .colon { j = skipTypeAnnotation(from: j + 1) }
        if scanner.isOperator(j, "=") {
            return parseLiteral(at: j + 1, requireEnd: true).map(\.value)
        }
        guard scanner.kind(j) == .leftBrace else { return failure(.noValue, start - 1) }
        return parseGetter(openBrace: j)
    }

    /// `{ literal }`, `{ return literal }`, `{ get { literal } }`.
    private func parseGetter(openBrace: Int) -> Result<LiteralValue, MemberFailureInfo> {
        var j = openBrace + 1
        var closers = 1
        if scanner.keyword(j) == .get, scanner.kind(j + 1) == .leftBrace {
            j += 2
            closers = 2
        }
        if scanner.keyword(j) == .return { j += 1 }
        if let k = scanner.kind(j), k == .poundIf { return failure(.conditional, j) }
        let parsed = parseLiteral(at: j, requireEnd: false)
        guard case .success(let (value, end)) = parsed else { return parsed.map(\.value) }
        var e = end
        for _ in 0..<closers {
            guard scanner.kind(e) == .rightBrace else {
                if let k = scanner.kind(e), k == .poundIf || k == .poundElse || k == .poundElseif || k == .poundEndif {
                    return failure(.conditional, e)
                }
                return failure(.notLiteral, j)
            }
            e += 1
        }
        return .success(value)
    }

    /// Skips a type annotation up to `=` or `{` at nesting depth 0, or a line break.
    private func skipTypeAnnotation(from start: Int) -> Int {
        var depth = 0
        var j = start
        while j < tokens.count {
            let t = tokens[j]
            if j > start, depth == 0, t.has(Token.Flags.newlineBefore) { return j }
            switch t.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .leftBrace: if depth <= 0 { return j }
            case .rightBrace, .semicolon: return j
            case .operator:
                if depth == 0, scanner.isOperator(j, "=") { return j }
                if scanner.isOpenAngle(j) {
                    j = scanner.skipGenericArguments(from: j)
                    continue
                }
            default: break
            }
            j += 1
        }
        return j
    }

    /// Whether the token at `index` ends the expression that precedes it.
    private func endsExpression(_ index: Int) -> Bool {
        guard index < tokens.count else { return true }
        let t = tokens[index]
        switch t.kind {
        case .rightBrace, .semicolon, .poundIf, .poundElse, .poundElseif, .poundEndif:
            return true
        case .operator, .period:
            return false
        default:
            return t.has(Token.Flags.newlineBefore)
        }
    }

    /// Parses one literal at `index`; with `requireEnd`, the expression must end right after it.
    func parseLiteral(at index: Int, requireEnd: Bool) -> Result<(value: LiteralValue, end: Int), MemberFailureInfo> {
        guard index < tokens.count else { return failure(.noValue, index) }
        let result = parseBareLiteral(at: index)
        guard case .success(let (_, end)) = result else { return result }
        if requireEnd, !endsExpression(end) { return failure(.notLiteral, index) }
        if !requireEnd,
            scanner.kind(end) == .operator || scanner.kind(end) == .period || scanner.kind(end) == .leftParen
        {
            return failure(.notLiteral, index)
        }
        return result
    }

    private func parseBareLiteral(at index: Int) -> Result<(value: LiteralValue, end: Int), MemberFailureInfo> {
        switch tokens[index].kind {
        case .stringLiteral:
            return decodeString(index).map { (LiteralValue.string($0), index + 1) }
        case .integerLiteral:
            guard let value = LiteralParser.parseInteger(scanner.text(index), negative: false) else {
                return failure(.overflow, index)
            }
            return .success((.int(value), index + 1))
        case .floatLiteral:
            guard let value = LiteralParser.parseDouble(scanner.text(index)) else { return failure(.notLiteral, index) }
            return .success((.double(value), index + 1))
        case .operator:
            guard scanner.isOperator(index, "-"), index + 1 < tokens.count,
                !tokens[index + 1].has(Token.Flags.spaceBefore)
            else { return failure(.notLiteral, index) }
            if tokens[index + 1].kind == .integerLiteral {
                guard let value = LiteralParser.parseInteger(scanner.text(index + 1), negative: true) else {
                    return failure(.overflow, index)
                }
                return .success((.int(value), index + 2))
            }
            if tokens[index + 1].kind == .floatLiteral, let value = LiteralParser.parseDouble(scanner.text(index + 1)) {
                return .success((.double(-value), index + 2))
            }
            return failure(.notLiteral, index)
        case .leftBracket:
            return parseStringArray(openBracket: index)
        case .period:
            guard scanner.kind(index + 1) == .identifier else { return failure(.notLiteral, index) }
            return enumCase(named: index + 1).map { .success(($0.value, $0.end)) } ?? failure(.notLiteral, index)
        case .identifier:
            switch scanner.keyword(index) {
            case .true: return .success((.bool(true), index + 1))
            case .false: return .success((.bool(false), index + 1))
            default: break
            }
            // `TypeName.caseName` (qualified type names allowed).
            var j = index
            while scanner.kind(j) == .identifier, scanner.kind(j + 1) == .period, scanner.kind(j + 2) == .identifier {
                j += 2
            }
            guard j > index else { return failure(.notLiteral, index) }
            return enumCase(named: j).map { .success(($0.value, $0.end)) } ?? failure(.notLiteral, index)
        case .poundIf:
            return failure(.conditional, index)
        default:
            return failure(.notLiteral, index)
        }
    }

    /// The enum case whose name is at `index`: `name`, or `name(argument)` with one argument that
    /// is itself a case (`.sheet`, `Style.sheet`) or an integer literal, read as `name(.sheet)` or
    /// `name(1)` (`.present(.sheet)`, `NavigationAction.showTab(1)`). Nil for any other call.
    private func enumCase(named index: Int) -> (value: LiteralValue, end: Int)? {
        let name = scanner.text(index)
        guard scanner.kind(index + 1) == .leftParen else { return (.enumCase(name), index + 1) }
        var j = index + 2
        let argument: String
        if scanner.kind(j) == .integerLiteral, let value = LiteralParser.parseInteger(scanner.text(j), negative: false)
        {
            argument = String(value)
            j += 1
        } else {
            let start = scanner.kind(j) == .period ? j + 1 : j
            j = start
            guard scanner.kind(j) == .identifier else { return nil }
            while scanner.kind(j + 1) == .period, scanner.kind(j + 2) == .identifier { j += 2 }
            // A bare name is a variable, not a case: `.sheet` or `Style.sheet` only.
            guard start == index + 3 || j > start else { return nil }
            argument = "." + scanner.text(j)
            j += 1
        }
        guard scanner.kind(j) == .rightParen else { return nil }
        return (.enumCase(name + "(" + argument + ")"), j + 1)
    }

    private func decodeString(_ index: Int) -> Result<String, MemberFailureInfo> {
        let t = tokens[index]
        if t.has(Token.Flags.interpolated) { return failure(.interpolation, index) }
        switch StringLiteralDecoder.decode(scanner.source.bytes[Int(t.start)..<Int(t.end)]) {
        case .success(let s): return .success(s)
        case .failure(.interpolation): return failure(.interpolation, index)
        case .failure: return failure(.badString, index)
        }
    }

    /// `[ "a", "b", ]` → `.stringArray`; `[ "a": "b", ]` or `[:]` → `.stringDictionary`.
    private func parseStringArray(openBracket: Int) -> Result<(value: LiteralValue, end: Int), MemberFailureInfo> {
        if scanner.kind(openBracket + 1) == .colon, scanner.kind(openBracket + 2) == .rightBracket {
            return .success((.stringDictionary([:]), openBracket + 3))
        }
        var values: [String] = []
        var pairs: [String: String] = [:]
        let isDictionary = scanner.kind(openBracket + 2) == .colon
        var j = openBracket + 1
        while true {
            if scanner.kind(j) == .rightBracket {
                return .success((isDictionary ? .stringDictionary(pairs) : .stringArray(values), j + 1))
            }
            let key: String
            switch string(at: j) {
            case .success(let s): key = s
            case .failure(let f): return .failure(f)
            }
            j += 1
            if isDictionary {
                guard scanner.kind(j) == .colon else { return failure(.notLiteral, j < tokens.count ? j : j - 1) }
                switch string(at: j + 1) {
                case .success(let s): pairs[key] = s
                case .failure(let f): return .failure(f)
                }
                j += 2
            } else {
                values.append(key)
            }
            if scanner.kind(j) == .comma {
                j += 1
            } else if scanner.kind(j) != .rightBracket {
                return failure(.notLiteral, j < tokens.count ? j : j - 1)
            }
        }
    }

    /// The string literal at `j`, element of an array or dictionary literal.
    private func string(at j: Int) -> Result<String, MemberFailureInfo> {
        guard scanner.kind(j) == .stringLiteral else {
            if let k = scanner.kind(j), k == .poundIf || k == .poundElse || k == .poundEndif || k == .poundElseif {
                return failure(.conditional, j)
            }
            return failure(.notLiteral, j)
        }
        return decodeString(j)
    }

    /// Parses a Swift integer literal (`10`, `1_000`, `0x1F`, `0o17`, `0b101`).
    static func parseInteger(_ text: String, negative: Bool) -> Int? {
        let digits = text.filter { $0 != "_" }
        let sign = negative ? "-" : ""
        guard let radix = ["0x": 16, "0X": 16, "0o": 8, "0b": 2][String(digits.prefix(2))] else {
            return Int(sign + digits)
        }
        return Int(sign + digits.dropFirst(2), radix: radix)
    }

    /// Parses a Swift floating-point literal (decimal or hexadecimal).
    static func parseDouble(_ text: String) -> Double? {
        Double(text.filter { $0 != "_" })
    }
}
