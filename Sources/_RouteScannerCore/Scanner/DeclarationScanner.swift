/// Walks one file's token stream and records type, extension and typealias declarations,
/// their inheritance clauses, `#if` conditions, and requested static member literals.
///
/// Purely iterative (no recursion on nesting), so deeply nested input cannot overflow the stack.
struct DeclarationScanner {
    /// What a `{ … }` body belongs to.
    enum Scope: Equatable {
        case type(Int, isProtocol: Bool)
        case `extension`(Int)
        case code
    }

    let source: SourceText
    let tokens: [Token]
    let buf: UnsafeBufferPointer<UInt8>
    let fileIndex: Int
    let extract: Set<String>

    var i = 0
    var scopes: [Scope] = []
    var scopeOffsets: [Int32] = []
    var codeDepth = 0
    var pendingBody: Scope?
    var pendingAccess: AccessLevel?
    var pendingStatic = false
    /// The pending `static` was spelled `class` (an overridable member).
    var pendingClassMember = false
    var pendingFinal = false
    /// `@_exported` was read before the pending declaration.
    var pendingExported = false
    var conditions = ConditionStack()

    static func scan(file: SourceFile, fileIndex: Int, extract: Set<String>, into store: inout DeclarationStore) {
        let source = SourceText(file.contents)
        let (tokens, lexDiagnostics) = Lexer.tokenize(file.contents)
        for d in lexDiagnostics {
            let (line, column) = source.location(of: d.offset)
            store.diagnostics.append(
                Diagnostic(file: file.path, line: line, column: column, severity: d.severity, message: d.message))
        }
        source.bytes.withUnsafeBufferPointer { buf in
            var scanner = DeclarationScanner(
                source: source, tokens: tokens, buf: buf, fileIndex: fileIndex, extract: extract)
            scanner.run(into: &store)
        }
    }

    // MARK: Token helpers

    @inline(__always)
    func keyword(_ index: Int) -> Keyword? {
        guard index < tokens.count else { return nil }
        let t = tokens[index]
        guard t.kind == .identifier, !t.has(Token.Flags.escaped) else { return nil }
        return Keyword.classify(buf, Int(t.start), Int(t.end))
    }

    @inline(__always)
    func kind(_ index: Int) -> TokenKind? { index < tokens.count ? tokens[index].kind : nil }

    /// Whether token `index` is the operator spelled `op`.
    func isOperator(_ index: Int, _ op: StaticString) -> Bool {
        guard index < tokens.count, tokens[index].kind == .operator, tokens[index].length == op.utf8CodeUnitCount else {
            return false
        }
        let start = Int(tokens[index].start)
        for k in 0..<op.utf8CodeUnitCount where buf[start + k] != op.utf8Start[k] { return false }
        return true
    }

    func isOpenAngle(_ index: Int) -> Bool {
        kind(index) == .operator && buf[Int(tokens[index].start)] == UInt8(ascii: "<")
    }

    func text(_ index: Int) -> String { source.text(tokens[index]) }

    /// The positions of the string literals of an array value read after token `start` (the
    /// parser accepted it, so the first `[` followed by a string literal opens it, past a type
    /// annotation such as `[String]`, and only literals and commas follow).
    func elementPositions(of value: Result<LiteralValue, MemberFailureInfo>, after start: Int) -> [SourcePosition] {
        guard case .success(.stringArray(let values)) = value, !values.isEmpty else { return [] }
        var index = start
        while index < tokens.count, kind(index) != .leftBracket || kind(index + 1) != .stringLiteral { index += 1 }
        var positions: [SourcePosition] = []
        index += 1
        while index < tokens.count, kind(index) != .rightBracket {
            if kind(index) == .stringLiteral { positions.append(position(index)) }
            index += 1
        }
        return positions
    }

    func position(_ index: Int) -> SourcePosition {
        let offset = index < tokens.count ? Int(tokens[index].start) : source.bytes.count
        let (line, column) = source.location(of: offset)
        return SourcePosition(file: fileIndex, line: line, column: column)
    }

    /// A plain (non-keyword, or backtick-escaped) identifier usable as a declared name.
    func isName(_ index: Int) -> Bool {
        guard index < tokens.count, tokens[index].kind == .identifier else { return false }
        if tokens[index].has(Token.Flags.escaped) { return true }
        guard let k = keyword(index) else { return true }
        switch k {
        case .get, .set, .some, .any, .optional, .open, .package, .lazy, .weak, .unowned, .dynamic, .macro,
            .indirect, .final, .required, .convenience, .override, .mutating, .nonmutating, .distributed,
            .nonisolated, .actor, .consuming, .borrowing, .willSet, .didSet:
            return true
        default:
            return false
        }
    }

    mutating func resetModifiers() {
        pendingAccess = nil
        pendingStatic = false
        pendingClassMember = false
        pendingFinal = false
        pendingExported = false
    }

    /// The innermost declaration (type or extension) scope and whether a code body intervenes.
    var declarationParent: DeclarationParent {
        for scope in scopes.reversed() {
            switch scope {
            case .type(let index, _): return .type(index)
            case .extension(let index): return .extension(index)
            case .code: continue
            }
        }
        return .file
    }

    // MARK: Main loop

    mutating func run(into store: inout DeclarationStore) {
        let path = store.files[fileIndex].path
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .leftBrace, .rightBrace:
                if token.kind == .leftBrace {
                    let scope = pendingBody ?? .code
                    scopes.append(scope)
                    scopeOffsets.append(token.start)
                    if scope == .code { codeDepth += 1 }
                } else if let scope = scopes.popLast() {
                    scopeOffsets.removeLast()
                    if scope == .code { codeDepth -= 1 }
                } else {
                    report(&store, path, i, .warning, "unmatched '}'")
                }
                pendingBody = nil
                resetModifiers()
                i += 1
            case .poundIf, .poundElseif, .poundElse, .poundEndif:
                handleDirective(&store, path)
                i += 1
            case .at:
                skipAttribute()
            case .identifier:
                handleIdentifier(&store)
            default:
                resetModifiers()
                i += 1
            }
        }
        if let offset = scopeOffsets.first {
            let (line, column) = source.location(of: Int(offset))
            store.diagnostics.append(
                Diagnostic(
                    file: path, line: line, column: column, severity: .warning,
                    message:
                        "'{' is never closed (\(scopes.count) unclosed brace\(scopes.count == 1 ? "" : "s") at end of file)"
                ))
        }
        if conditions.depth > 0 {
            report(&store, path, tokens.count, .warning, "missing #endif at end of file")
        }
    }

    func report(_ store: inout DeclarationStore, _ path: String, _ index: Int, _ severity: Severity, _ message: String)
    {
        let p = position(index)
        store.diagnostics.append(
            Diagnostic(file: path, line: p.line, column: p.column, severity: severity, message: message))
    }

    mutating func handleDirective(_ store: inout DeclarationStore, _ path: String) {
        let token = tokens[i]
        var ok = true
        switch token.kind {
        case .poundIf: conditions.pushIf(source.text(token))
        case .poundElseif: ok = conditions.elseIf(source.text(token))
        case .poundElse: ok = conditions.elseBranch()
        default: ok = conditions.endIf()
        }
        if !ok {
            report(
                &store, path, i, .warning, "\(source.text(token).isEmpty ? "#elseif" : source.text(token)) without #if")
        }
    }

    mutating func handleIdentifier(_ store: inout DeclarationStore) {
        guard let k = keyword(i) else {
            resetModifiers()
            i += 1
            return
        }
        switch k {
        case .class:
            if isName(i + 1), keyword(i + 1)?.isModifier != true, !isAfterPeriod(i) {
                parseTypeDeclaration(.class, &store)
            } else {
                pendingStatic = true
                pendingClassMember = true
                i += 1
            }
        case .struct, .enum, .protocol, .actor:
            // `actor` is also a contextual name: only `actor Name` followed by `{`, `:`, `<` or `where`.
            if isName(i + 1), !isAfterPeriod(i), k != .actor || (keyword(i + 1) == nil && startsTypeHeader(i + 2)),
                let declarationKind = DeclarationKind(rawValue: String(describing: k))
            {
                parseTypeDeclaration(declarationKind, &store)
            } else {
                resetModifiers()
                i += 1
            }
        case .extension:
            parseExtension(&store)
        case .typealias:
            parseTypealias(&store)
        case .import where scopes.isEmpty && !isAfterPeriod(i):
            parseImport(&store)
        case .let, .var:
            if pendingStatic, case .some(let scope) = scopes.last, scope.acceptsMembers, isName(i + 1),
                extract.contains(text(i + 1))
            {
                let owner = declarationParent
                var parser = LiteralParser(scanner: self)
                let value = parser.parseMemberValue(afterName: i + 2)
                store.members.append(
                    MemberLiteral(
                        owner: owner, name: text(i + 1), value: value, position: position(i + 1),
                        isClassMember: pendingClassMember, elementPositions: elementPositions(of: value, after: i + 2)))
            }
            resetModifiers()
            i += 1
        default:
            if k.isModifier, kind(i + 1) == .leftParen, !tokens[i + 1].has(Token.Flags.spaceBefore) {
                // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`: keep the other pending modifiers.
                i = skipBalanced(from: i + 1)
                return
            }
            if let access = k.accessLevel {
                pendingAccess = access
            } else if k == .static {
                pendingStatic = true
            } else if k == .final {
                pendingFinal = true
            } else if !k.isModifier {
                resetModifiers()
            }
            i += 1
        }
    }

    func isAfterPeriod(_ index: Int) -> Bool { index > 0 && tokens[index - 1].kind == .period }

    /// Whether the token at `index` can follow a type name in a declaration header.
    func startsTypeHeader(_ index: Int) -> Bool {
        guard index < tokens.count else { return false }
        switch tokens[index].kind {
        case .leftBrace, .colon: return true
        case .operator: return isOpenAngle(index)
        default: return keyword(index) == .where
        }
    }

    /// Skips `@name`, `@Module.name` and an argument list.
    mutating func skipAttribute() {
        var j = i + 1
        guard kind(j) == .identifier else {
            i = j
            return
        }
        let name = text(j)
        if name == "_exported" { pendingExported = true }
        j += 1
        while kind(j) == .period, kind(j + 1) == .identifier { j += 2 }
        if kind(j) == .leftParen, !tokens[j].has(Token.Flags.spaceBefore) || name == "available" || name == "objc" {
            let end = skipBalanced(from: j)
            if end <= tokens.count, end > j, kind(end - 1) == .rightParen { j = end }
        }
        i = j
    }

    /// Index after the token closing the `(` or `[` at `from`; `tokens.count` if never closed.
    func skipBalanced(from: Int) -> Int {
        let open = tokens[from].kind
        let close: TokenKind = open == .leftBracket ? .rightBracket : .rightParen
        var depth = 0
        var j = from
        while j < tokens.count {
            let k = tokens[j].kind
            if k == open {
                depth += 1
            } else if k == close {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return tokens.count
    }
}

extension DeclarationScanner.Scope {
    /// Whether static members found directly in this scope are recorded.
    var acceptsMembers: Bool {
        switch self {
        case .type(_, let isProtocol): !isProtocol
        case .extension: true
        case .code: false
        }
    }
}
