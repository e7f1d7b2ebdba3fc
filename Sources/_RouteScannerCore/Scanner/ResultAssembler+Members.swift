extension ResultAssembler {
    /// Extension indices in file, line, column order.
    func inSourceOrder(_ extensions: [Int]) -> [Int] {
        extensions.sorted {
            let (a, b) = (store.extensions[$0].position, store.extensions[$1].position)
            return (path(a), a.line, a.column) < (path(b), b.line, b.column)
        }
    }

    /// Extension owners of a type, in source order.
    func extensionOwners(of key: SymbolKey) -> [DeclarationParent] {
        inSourceOrder(table.extensionsByTarget[key] ?? []).map { DeclarationParent.extension($0) }
    }

    /// Members from the declaration body (`t`, when the type is declared in the scanned sources) and
    /// its extensions, then inherited from superclasses, then the defaults that extensions of
    /// `protocols` declare (as Swift picks them: the type's own and its superclasses' first).
    mutating func collectMembers(forType t: Int?, key: SymbolKey, protocols: [SymbolKey]) -> CollectedMembers {
        let own: [DeclarationParent] = t.map { [.type($0)] } ?? []
        var result = collectMembers(owners: own + extensionOwners(of: key), typeName: key.name)
        var current = t
        var visited: Set<SymbolKey> = [key]
        while let index = current, store.types[index].kind == .class, let superclass = superclass(of: index),
            visited.insert(superclass).inserted,
            let superDecl = table.typesByKey[superclass]?.first(where: { store.types[$0].kind == .class })
        {
            result.inherit(
                collectMembers(owners: [.type(superDecl)] + extensionOwners(of: superclass), typeName: key.name))
            current = superDecl
        }
        for protocolKey in protocols {
            result.inherit(collectMembers(owners: extensionOwners(of: protocolKey), typeName: key.name))
        }
        return result
    }

    /// Whether type `t` or a type it is nested in has generic parameters.
    func isGeneric(_ t: Int) -> Bool {
        var parent = DeclarationParent.type(t)
        var steps = 0
        while case .type(let index) = parent, steps < 10_000 {
            if store.types[index].isGeneric { return true }
            parent = store.types[index].parent
            steps += 1
        }
        return false
    }

    /// The scanned superclass of a class declaration, if its first inherited type is a scanned class.
    func superclass(of t: Int) -> SymbolKey? {
        guard let first = store.types[t].inherited.first else { return nil }
        for entity in table.resolve(first, in: table.scope(ofType: t)) {
            if case .type(let key) = entity, table.isClass(key) { return key }
        }
        return nil
    }

    /// Reads requested members from the given owners; the first declaration of a name wins.
    mutating func collectMembers(owners: [DeclarationParent], typeName: String) -> CollectedMembers {
        var result = CollectedMembers()
        var seen = Set<String>()
        for owner in owners {
            for m in membersByOwner[owner] ?? [] {
                let member = store.members[m]
                guard seen.insert(member.name).inserted else { continue }
                let expected = LiteralKind.routeMemberDefaults[member.name]
                switch member.value {
                case .success(let value):
                    if let expected, value.kind != expected {
                        if expected == .double, case .int(let i) = value {
                            result.values[member.name] = .double(Double(i))
                        } else {
                            result.unreadable.insert(member.name)
                            diagnose(
                                .error, member.position,
                                MemberMessages.mismatch(member.name, typeName, expected, value.kind))
                        }
                    } else {
                        result.values[member.name] = value
                        result.elements[member.name] = member.elementPositions.map {
                            LiteralLocation(file: path($0), line: $0.line, column: $0.column)
                        }
                        if member.isClassMember { result.classMembers.insert(member.name) }
                    }
                case .failure(let info):
                    result.unreadable.insert(member.name)
                    diagnose(
                        .error, info.position, MemberMessages.failure(info.failure, member.name, typeName, expected))
                }
            }
        }
        return result
    }
}

/// The requested members of one type, as read from its declarations.
struct CollectedMembers {
    /// Literal values by member name.
    var values: [String: LiteralValue] = [:]
    /// Members declared with a value that cannot be read (each already reported).
    var unreadable: Set<String> = []
    /// Members whose value comes from a `class var` declaration.
    var classMembers: Set<String> = []
    /// Where each element of an array value is written.
    var elements: [String: [LiteralLocation]] = [:]

    /// Takes `inherited`'s values for the names not declared here.
    mutating func inherit(_ inherited: CollectedMembers) {
        for (name, value) in inherited.values where values[name] == nil && !unreadable.contains(name) {
            values[name] = value
            elements[name] = inherited.elements[name]
            if inherited.classMembers.contains(name) { classMembers.insert(name) }
        }
    }

    /// The members a subclass of type `declaration` may still override: `class var` values of a
    /// class that is not final.
    func overridable(in declaration: TypeDeclaration?) -> [String] {
        guard let declaration, declaration.kind == .class, !declaration.isFinal else { return [] }
        return classMembers.sorted()
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
        case .enumCase: "write \(name) as a case of its type, e.g. static let \(name) = NavigationAction.push"
        case .stringDictionary:
            "write \(name) as a dictionary of string literals, e.g. static let \(name) = [\"app://item/:id\": \"productItem\"]"
        case nil:
            "write \(name) as a literal (string, integer, boolean, array of string literals or enum case), e.g. static let \(name) = \"value\""
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
        case .stringDictionary: "a dictionary of string literals"
        }
    }

    static func mismatch(_ name: String, _ type: String, _ expected: LiteralKind, _ actual: LiteralKind) -> String {
        "'\(name)' of '\(type)' must be \(phrase(expected)), not \(phrase(actual)); \(fix(name, expected))"
    }

    static func failure(_ failure: MemberFailure, _ name: String, _ type: String, _ expected: LiteralKind?) -> String {
        let subject = "'\(name)' of '\(type)'"
        switch failure {
        case .interpolation:
            return "\(subject) uses string interpolation, which cannot be read at build time; \(fix(name, expected))"
        case .notLiteral:
            return
                "\(subject) is not a literal (an expression, call or reference cannot be read at build time); \(fix(name, expected))"
        case .noValue: return "\(subject) has no value that can be read at build time; \(fix(name, expected))"
        case .conditional:
            return "\(subject) uses #if inside its value; declare the whole member in each #if branch instead"
        case .badString: return "\(subject) is not a valid string literal; \(fix(name, expected))"
        case .overflow: return "\(subject) does not fit in Int; \(fix(name, expected))"
        }
    }
}
