/// Diagnostics about names across modules: a name two imported modules declare, a module's own
/// protocol named like a requested one, and a requested name that only a nested type has.
extension ResultAssembler {
    /// Where a declaration is, `path:line`, or nil for a module the scan has no sources of.
    func location(of key: SymbolKey) -> String? {
        let position =
            table.typesByKey[key]?.first.map { store.types[$0].position }
            ?? table.aliasesByKey[key]?.first.map { store.typealiases[$0].position }
        return position.map { "\(path($0)):\($0.line)" }
    }

    /// A warning for each name in an inheritance clause, extension or typealias of the scanned
    /// files that several imported modules declare: Swift refuses it, and the scanner does not
    /// guess (it follows neither declaration).
    ///
    /// - Complexity: linear in the scanned declarations' type references.
    mutating func diagnoseAmbiguousNames() {
        func check(_ paths: [TypePath], _ scope: LookupScope, at position: SourcePosition) {
            for path in paths where path.first.map(table.isDeclaredBySeveralModules) == true {
                guard case .ambiguous(let name, let keys)? = table.resolve(path, in: scope).first else { continue }
                let modules = keys.map { key in
                    table.modules.names[key.module] + (location(of: key).map { " (\($0))" } ?? "")
                }
                let spellings = keys.map { "'\(table.qualified($0))'" }
                diagnose(
                    .warning, position,
                    "'\(name)' is ambiguous here: this file imports it from \(modules.joined(separator: " and ")); "
                        + "Swift rejects it unqualified, and the scanner follows neither: write \(spellings.joined(separator: " or "))"
                )
            }
        }
        for (t, decl) in store.types.enumerated() where !isContext(decl.position) {
            check(decl.inherited, table.scope(ofType: t), at: decl.position)
        }
        for (e, ext) in store.extensions.enumerated() where !isContext(ext.position) {
            let file = LookupScope(file: ext.position.file)
            check([ext.extendedPath], file, at: ext.position)
            check(
                ext.inherited, table.extensionTargets[e].map { LookupScope(file: file.file, parent: $0) } ?? file,
                at: ext.position)
        }
        for alias in store.typealiases where !isContext(alias.position) {
            check(alias.components, table.scope(alias.parent, file: alias.position.file), at: alias.position)
        }
    }

    /// A note for a type that declares requested members and conforms to a protocol named like a
    /// requested one that is not it (a legacy module's own `protocol Routable`): why it is not found.
    mutating func noteLookalike(_ t: Int, _ key: SymbolKey, _ lookalike: SymbolKey) {
        let declaresMembers =
            membersByOwner[.type(t)] != nil || extensionOwners(of: key).contains { membersByOwner[$0] != nil }
        let simple = lookalike.name.split(separator: ".").last.map(String.init) ?? lookalike.name
        guard declaresMembers, let target = resolver.targets.first(where: { $0.simpleName == simple }) else { return }
        let declared = location(of: lookalike).map { " (\($0))" } ?? ""
        diagnose(
            .note, store.types[t].position,
            "'\(key.name)' conforms to '\(table.qualified(lookalike))'\(declared), not to the '\(target.requested)' "
                + "asked for, so it is not counted as one; to make it one, write '\(target.requested)' ('\(simple)' "
                + "alone means '\(table.qualified(lookalike))' there)")
    }

    /// A warning at each nested protocol or class named like a requested name that matched nothing
    /// and names no declared type: `P` was asked for, but the sources declare only `Outer.P`. Not
    /// dropped for context files: it is about the request.
    func nestedTargetWarnings() -> [Diagnostic] {
        let matched = Set(types.flatMap(\.conformsTo))
        var warnings: [Diagnostic] = []
        for target in resolver.targets where !matched.contains(target.requested) {
            if let module = target.qualifier.flatMap(table.modules.index(of:)),
                table.known.contains(SymbolKey(module: module, name: target.simpleName))
            {
                continue
            }
            var nested: [SymbolKey: SourcePosition] = [:]
            var declared = false
            for (t, key) in table.typeKeys.enumerated() {
                guard let key, key.name.hasSuffix(target.simpleName) else { continue }
                if target.matches(declared: key, in: table.modules.names[key.module]) {
                    declared = true
                    break
                }
                let kind = store.types[t].kind
                if kind == .protocol || kind == .class, key.name.hasSuffix("." + target.simpleName), nested[key] == nil
                {
                    nested[key] = store.types[t].position
                }
            }
            guard !declared else { continue }
            for (key, position) in nested {
                warnings.append(
                    Diagnostic(
                        file: path(position), line: position.line, column: position.column, severity: .warning,
                        message:
                            "'\(target.requested)' was asked for, but no top-level type of that name is declared; "
                            + "this one is '\(key.name)': ask for '\(key.name)' to find what conforms to it or inherits from it"
                    ))
            }
        }
        return warnings
    }
}
