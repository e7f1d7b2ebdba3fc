extension DeclarationScanner {
    /// Parses `kind Name<…>: A, B<C> where … {` with `i` at the kind keyword.
    mutating func parseTypeDeclaration(_ declKind: DeclarationKind, _ store: inout DeclarationStore) {
        let nameIndex = i + 1
        var declaration = TypeDeclaration(
            name: text(nameIndex), kind: declKind, parent: declarationParent, isLocal: codeDepth > 0,
            access: pendingAccess, inherited: [], conditions: conditions.active, position: position(nameIndex),
            isFinal: pendingFinal)
        resetModifiers()
        var j = nameIndex + 1
        declaration.isGeneric = isOpenAngle(j)
        if declaration.isGeneric { j = skipGenericArguments(from: j) }
        if kind(j) == .colon { (declaration.inherited, j) = parseInheritance(from: j + 1) }
        j = skipWhereClause(from: j)
        store.types.append(declaration)
        if kind(j) == .leftBrace {
            pendingBody = .type(store.types.count - 1, isProtocol: declKind == .protocol)
        }
        i = j
    }

    /// Parses `extension Path<…>: A, B where … {` with `i` at `extension`.
    mutating func parseExtension(_ store: inout DeclarationStore) {
        let access = pendingAccess
        resetModifiers()
        var j = i + 1
        let start = j
        var path: TypePath = []
        if kind(j) == .leftBracket || kind(j) == .leftParen {
            j = skipBalanced(from: j)
        } else {
            (path, j) = parseTypePath(from: j)
        }
        guard j > start else {
            i = j
            return
        }
        var inherited: [TypePath] = []
        if kind(j) == .colon { (inherited, j) = parseInheritance(from: j + 1) }
        j = skipWhereClause(from: j)
        store.extensions.append(
            ExtensionDeclaration(
                extendedPath: path, isLocal: codeDepth > 0, access: access, inherited: inherited,
                conditions: conditions.active, position: position(start)))
        if kind(j) == .leftBrace { pendingBody = .extension(store.extensions.count - 1) }
        i = j
    }

    /// Parses `typealias Name<…> = A & B` with `i` at `typealias`.
    mutating func parseTypealias(_ store: inout DeclarationStore) {
        resetModifiers()
        guard isName(i + 1) else {
            i += 1
            return
        }
        let nameIndex = i + 1
        var j = nameIndex + 1
        if isOpenAngle(j) { j = skipGenericArguments(from: j) }
        guard isOperator(j, "=") else {
            i = j
            return
        }
        let (components, end) = parseComposition(from: j + 1)
        store.typealiases.append(
            TypealiasDeclaration(
                name: text(nameIndex), parent: declarationParent, isLocal: codeDepth > 0, components: components,
                position: position(nameIndex)))
        i = max(end, j + 1)
    }

    /// Parses `import Kit`, `import struct Kit.Base` or `import UIKit.Submodule` with `i` at `import`
    /// (file scope). Imports inside `#if` are recorded as if their condition held.
    mutating func parseImport(_ store: inout DeclarationStore) {
        let isExported = pendingExported
        resetModifiers()
        var j = i + 1
        var isScoped = false
        if let k = keyword(j), [.typealias, .struct, .class, .enum, .protocol, .let, .var, .func].contains(k) {
            isScoped = true
            j += 1
        }
        guard kind(j) == .identifier else {
            i = j
            return
        }
        var path = [text(j)]
        j += 1
        while kind(j) == .period, kind(j + 1) == .identifier {
            path.append(text(j + 1))
            j += 2
        }
        store.imports.append(
            ImportDeclaration(
                file: fileIndex, module: path[0],
                declaration: isScoped && path.count > 1 ? path.dropFirst().joined(separator: ".") : nil,
                isExported: isExported))
        i = j
    }

    /// Parses a comma-separated inheritance list; returns the named types and the index after the list.
    func parseInheritance(from start: Int) -> ([TypePath], Int) {
        var result: [TypePath] = []
        var j = start
        while j < tokens.count {
            let (components, end) = parseComposition(from: j)
            result.append(contentsOf: components)
            j = end
            guard kind(j) == .comma else { break }
            j += 1
        }
        return (result, j)
    }

    /// Parses `A & B<C> & @unchecked D`; suppressed (`~Copyable`) and keyword entries are dropped.
    func parseComposition(from start: Int) -> ([TypePath], Int) {
        var result: [TypePath] = []
        var j = start
        while j < tokens.count {
            while kind(j) == .at {
                j += 1
                if kind(j) == .identifier { j += 1 }
            }
            let suppressed = isOperator(j, "~")
            if suppressed { j += 1 }
            if let k = keyword(j), k == .any || k == .some { j += 1 }
            if kind(j) == .leftParen || kind(j) == .leftBracket {
                j = skipBalanced(from: j)
            } else if keyword(j) == .class {
                j += 1
            } else {
                let (path, end) = parseTypePath(from: j)
                if end == j { break }
                if !suppressed, !path.isEmpty { result.append(path) }
                j = end
            }
            while isOperator(j, "?") || isOperator(j, "!") { j += 1 }
            guard isOperator(j, "&") else { break }
            j += 1
        }
        return (result, j)
    }

    /// Parses `A.B<T>.C` (generic arguments skipped); returns the path and the index after it.
    func parseTypePath(from start: Int) -> (TypePath, Int) {
        var path: TypePath = []
        var j = start
        guard isName(j) || keyword(j) == .Self else { return ([], start) }
        path.append(text(j))
        j += 1
        while true {
            if isOpenAngle(j), !tokens[j].has(Token.Flags.spaceBefore) { j = skipGenericArguments(from: j) }
            // A reserved word is no member name (`extension A<T>.` then `class B` on the next
            // line: the compiler says "expected member name following '.'"); a contextual one is.
            if kind(j) == .period, isName(j + 1) {
                path.append(text(j + 1))
                j += 2
            } else {
                break
            }
        }
        return (path, j)
    }

    /// Skips `<…>` with nesting (`>>` closes two levels); stops before `{`, `}`, `;` or a directive.
    func skipGenericArguments(from start: Int) -> Int {
        var depth = 0
        var j = start
        while j < tokens.count {
            let t = tokens[j]
            switch t.kind {
            case .leftBrace, .rightBrace, .semicolon, .poundIf, .poundElse, .poundElseif, .poundEndif:
                return j
            case .operator:
                if !isOperator(j, "->") {
                    for k in Int(t.start)..<Int(t.end) {
                        if buf[k] == UInt8(ascii: "<") { depth += 1 } else if buf[k] == UInt8(ascii: ">") { depth -= 1 }
                    }
                }
                if depth <= 0 { return j + 1 }
            default:
                break
            }
            j += 1
        }
        return j
    }

    /// Skips a `where` clause up to (not including) the body's `{`.
    func skipWhereClause(from start: Int) -> Int {
        guard keyword(start) == .where else { return start }
        var j = start + 1
        while j < tokens.count {
            switch tokens[j].kind {
            case .leftBrace, .rightBrace, .semicolon, .poundIf, .poundElse, .poundElseif, .poundEndif:
                return j
            case .operator where isOpenAngle(j):
                j = skipGenericArguments(from: j)
            default:
                j += 1
            }
        }
        return j
    }
}
