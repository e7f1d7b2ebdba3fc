extension ResultAssembler {
    /// Extension owners of a qualified type name, in file/line order.
    func extensionOwners(of qualified: String) -> [DeclarationParent] {
        let extensions = (table.extensionsByTarget[qualified] ?? []).sorted {
            let a = store.extensions[$0].position, b = store.extensions[$1].position
            return (path(a), a.line, a.column) < (path(b), b.line, b.column)
        }
        return extensions.map { DeclarationParent.extension($0) }
    }

    /// Members from the declaration body, its extensions, then inherited from superclasses.
    mutating func collectMembers(forType t: Int, qualified: String, typeName: String) -> [String: LiteralValue] {
        var result = collectMembers(owners: [.type(t)] + extensionOwners(of: qualified), typeName: typeName)
        var current = t
        var visited: Set<String> = [qualified]
        while store.types[current].kind == .class, let superclass = superclassName(of: current), visited.insert(superclass).inserted,
            let superDecl = table.typesByName[superclass]?.first(where: { store.types[$0].kind == .class }) {
            let inherited = collectMembers(owners: [.type(superDecl)] + extensionOwners(of: superclass), typeName: typeName)
            for (name, value) in inherited where result[name] == nil { result[name] = value }
            current = superDecl
        }
        return result
    }

    /// The scanned superclass of a class declaration, if its first inherited type is a scanned class.
    func superclassName(of t: Int) -> String? {
        let decl = store.types[t]
        guard let first = decl.inherited.first else { return nil }
        for entity in table.resolve(first, scope: table.name(of: decl.parent) ?? "") {
            if case .type(let name) = entity, table.isClass(name) { return name }
        }
        return nil
    }

    /// Reads requested members from the given owners; the first value for a name wins.
    mutating func collectMembers(owners: [DeclarationParent], typeName: String) -> [String: LiteralValue] {
        var result: [String: LiteralValue] = [:]
        var seen = Set<String>()
        for owner in owners {
            for m in membersByOwner[owner] ?? [] {
                let member = store.members[m]
                guard seen.insert(member.name).inserted else { continue }
                let expected = request.expectedKinds[member.name]
                switch member.value {
                case .success(let value):
                    if let expected, value.kind != expected {
                        if expected == .double, case .int(let i) = value {
                            result[member.name] = .double(Double(i))
                        } else {
                            report(member, typeName, MemberMessages.mismatch(member.name, typeName, expected, value.kind), member.position)
                        }
                    } else {
                        result[member.name] = value
                    }
                case .failure(let info):
                    report(member, typeName, MemberMessages.failure(info.failure, member.name, typeName, expected), info.position)
                }
            }
        }
        return result
    }

    mutating func report(_ member: MemberLiteral, _ typeName: String, _ message: String, _ position: SourcePosition) {
        guard !isContext(position) else { return }
        diagnostics.insert(Diagnostic(
            file: path(position), line: position.line, column: position.column, severity: .error, message: message))
    }
}

/// Texts of member-extraction diagnostics, each with a concrete fix.
enum MemberMessages {
    /// How to write `name` so the scanner can read it.
    static func fix(_ name: String, _ kind: LiteralKind?) -> String {
        switch kind {
        case .stringArray: "write \(name) as an array of string literals, e.g. static let \(name) = [\"app://home\"]"
        case .int: "write \(name) as an integer literal, e.g. static let \(name) = 10"
        case .string: "write \(name) as a string literal without interpolation, e.g. static let \(name) = \"Home page\""
        case .bool: "write \(name) as a boolean literal, e.g. static let \(name) = true"
        case .double: "write \(name) as a number literal, e.g. static let \(name) = 1.5"
        case .enumCase: "write \(name) as an enum case literal, e.g. static let \(name) = .push"
        case nil: "write \(name) as a literal (string, integer, boolean, array of string literals or enum case), e.g. static let \(name) = \"value\""
        }
    }

    /// A phrase for a kind: "an array of string literals".
    static func phrase(_ kind: LiteralKind) -> String {
        switch kind {
        case .stringArray: "an array of string literals"
        case .int: "an integer literal"
        case .string: "a string literal"
        case .bool: "a boolean literal"
        case .double: "a number literal"
        case .enumCase: "an enum case"
        }
    }

    static func mismatch(_ name: String, _ type: String, _ expected: LiteralKind, _ actual: LiteralKind) -> String {
        "'\(name)' of '\(type)' must be \(phrase(expected)), not \(phrase(actual)); \(fix(name, expected))"
    }

    static func failure(_ failure: MemberFailure, _ name: String, _ type: String, _ expected: LiteralKind?) -> String {
        let subject = "'\(name)' of '\(type)'"
        switch failure {
        case .interpolation: return "\(subject) uses string interpolation, which cannot be read at build time; \(fix(name, expected))"
        case .notLiteral: return "\(subject) is not a literal (an expression, call or reference cannot be read at build time); \(fix(name, expected))"
        case .noValue: return "\(subject) has no value that can be read at build time; \(fix(name, expected))"
        case .conditional: return "\(subject) uses #if inside its value; declare the whole member in each #if branch instead"
        case .badString: return "\(subject) is not a valid string literal; \(fix(name, expected))"
        case .overflow: return "\(subject) does not fit in Int; \(fix(name, expected))"
        }
    }
}
