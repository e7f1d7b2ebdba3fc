/// What a type path resolves to.
enum ResolvedEntity: Hashable, Sendable {
    /// A type declared in the scanned sources, by qualified name.
    case type(String)
    /// A typealias declared in the scanned sources, by index.
    case alias(Int)
    /// A name not declared in the scanned sources (e.g. `UIViewController`, `Switchyard.Routable`).
    case external(String)
}

/// Qualified names of all module-level declarations and name lookup between them.
struct SymbolTable: Sendable {
    let store: DeclarationStore
    let moduleName: String?
    /// Qualified name per type declaration (nil for local types).
    private(set) var typeNames: [String?]
    /// Qualified name of the extended type per extension (nil for local extensions).
    private(set) var extensionTargets: [String?]
    /// Qualified name per typealias (nil for local ones).
    private(set) var aliasNames: [String?]
    /// Non-local type declarations by qualified name.
    private(set) var typesByName: [String: [Int]] = [:]
    /// Non-local typealiases by qualified name.
    private(set) var aliasesByName: [String: [Int]] = [:]
    /// Extensions by the qualified name of the type they extend.
    private(set) var extensionsByTarget: [String: [Int]] = [:]

    init(store: DeclarationStore, moduleName: String?) {
        self.store = store
        self.moduleName = moduleName
        typeNames = Array(repeating: nil, count: store.types.count)
        extensionTargets = Array(repeating: nil, count: store.extensions.count)
        aliasNames = Array(repeating: nil, count: store.typealiases.count)
        assignNames()
        // Extensions of types declared nowhere (e.g. `extension UIViewController`) keep their spelled name.
        for (e, ext) in store.extensions.enumerated()
        where extensionTargets[e] == nil && !ext.isLocal && !ext.extendedPath.isEmpty {
            extensionTargets[e] = stripModule(ext.extendedPath).joined(separator: ".")
        }
        assignNames()
        for (e, target) in extensionTargets.enumerated() {
            if let target { extensionsByTarget[target, default: []].append(e) }
        }
    }

    /// The qualified name of a parent, `""` for file scope, nil if not yet known.
    func name(of parent: DeclarationParent) -> String? {
        switch parent {
        case .file: ""
        case .type(let index): typeNames[index]
        case .extension(let index): extensionTargets[index]
        }
    }

    private static func join(_ parent: String, _ name: String) -> String { parent.isEmpty ? name : parent + "." + name }

    /// Names declarations whose parents are named, resolving extensions, until nothing changes.
    private mutating func assignNames() {
        var changed = true
        while changed {
            changed = false
            for (t, decl) in store.types.enumerated() where typeNames[t] == nil && !decl.isLocal {
                guard let parent = name(of: decl.parent) else { continue }
                let qualified = SymbolTable.join(parent, decl.name)
                typeNames[t] = qualified
                typesByName[qualified, default: []].append(t)
                changed = true
            }
            for (a, alias) in store.typealiases.enumerated() where aliasNames[a] == nil && !alias.isLocal {
                guard let parent = name(of: alias.parent) else { continue }
                let qualified = SymbolTable.join(parent, alias.name)
                aliasNames[a] = qualified
                aliasesByName[qualified, default: []].append(a)
                changed = true
            }
            for (e, ext) in store.extensions.enumerated() where extensionTargets[e] == nil && !ext.isLocal {
                if case .type(let qualified) = resolve(ext.extendedPath, scope: "").first {
                    extensionTargets[e] = qualified
                    changed = true
                }
            }
        }
    }

    func stripModule(_ path: TypePath) -> TypePath {
        if path.count > 1, let moduleName, path[0] == moduleName { return Array(path.dropFirst()) }
        return path
    }

    /// Whether a type or typealias has this qualified name.
    func isKnown(_ qualified: String) -> Bool { typesByName[qualified] != nil || aliasesByName[qualified] != nil }

    /// Looks `name` up from `scope` outwards (`A.B` → `A.B.name`, `A.name`, `name`).
    func lookup(_ name: String, scope: String) -> String? {
        var s = Substring(scope)
        while true {
            let candidate = s.isEmpty ? name : s + "." + name
            if isKnown(candidate) { return candidate }
            guard !s.isEmpty else { return nil }
            if let dot = s.lastIndex(of: ".") { s = s[..<dot] } else { s = "" }
        }
    }

    /// Resolves a type path as written inside `scope` (a qualified type name, `""` for file scope).
    func resolve(_ path: TypePath, scope: String) -> [ResolvedEntity] {
        let p = stripModule(path)
        guard let first = p.first else { return [] }
        let spelled = p.joined(separator: ".")
        if first == "Self" || first == "Any" || first == "AnyObject" { return [.external(spelled)] }
        guard var qualified = lookup(first, scope: scope) else {
            // `OtherModule.X`: X may be declared in a context file.
            if p.count > 1 {
                let rest = resolve(Array(p.dropFirst()), scope: "")
                if rest.allSatisfy({ if case .external = $0 { false } else { true } }), !rest.isEmpty { return rest }
            }
            return [.external(spelled)]
        }
        for component in p.dropFirst() {
            let candidate = qualified + "." + component
            guard isKnown(candidate) else { return [.external(spelled)] }
            qualified = candidate
        }
        var result: [ResolvedEntity] = []
        if typesByName[qualified] != nil { result.append(.type(qualified)) }
        for a in aliasesByName[qualified] ?? [] { result.append(.alias(a)) }
        return result
    }

    /// The scope in which a type declaration's inheritance clause is resolved.
    func scope(ofType index: Int) -> String { name(of: store.types[index].parent) ?? "" }

    func isProtocol(_ qualified: String) -> Bool {
        (typesByName[qualified] ?? []).contains { store.types[$0].kind == .protocol }
    }

    func isClass(_ qualified: String) -> Bool {
        (typesByName[qualified] ?? []).contains { store.types[$0].kind == .class }
    }
}
