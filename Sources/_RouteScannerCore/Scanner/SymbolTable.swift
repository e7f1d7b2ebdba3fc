/// A declaration's identity: the module that declares it and its dotted name inside that module
/// (`Outer.Inner`). Two modules' declarations of one name are two symbols.
struct SymbolKey: Hashable, Sendable {
    var module: Int
    var name: String
}

/// What a type path resolves to.
enum ResolvedEntity: Hashable, Sendable {
    /// A type declared in the scanned sources.
    case type(SymbolKey)
    /// A typealias declared in the scanned sources, by index.
    case alias(Int)
    /// A name not declared in the scanned sources (e.g. `UIViewController`, `Switchyard.Routable`).
    case external(String)
    /// A name several imported modules declare (the name, and the declarations by module name):
    /// Swift refuses it unless qualified, and the scanner follows none of them.
    case ambiguous(String, [SymbolKey])
}

/// What a simple name means where it is written.
enum NameLookup: Hashable, Sendable {
    case undeclared
    case declared(SymbolKey)
    /// Declared by several imported modules, sorted by module name.
    case ambiguous([SymbolKey])
}

/// Where a type path is written: a file, and the type or extended type whose body it is in
/// (nil at file scope).
struct LookupScope: Hashable, Sendable {
    var file: Int
    var parent: SymbolKey? = nil
}

/// Qualified names of all module-level declarations and name lookup between them, per module
/// (``ModuleScopes``): a name resolves to the innermost enclosing type's member, else the file's
/// own module's declaration, else the one imported module that declares it.
struct SymbolTable: Sendable {
    let store: DeclarationStore
    private(set) var modules: ModuleScopes
    /// Per type declaration (nil for local types).
    private(set) var typeKeys: [SymbolKey?]
    /// The extended type per extension (nil for local extensions).
    private(set) var extensionTargets: [SymbolKey?]
    /// Per typealias (nil for local ones).
    private(set) var aliasKeys: [SymbolKey?]
    /// Non-local type declarations by key.
    private(set) var typesByKey: [SymbolKey: [Int]] = [:]
    /// Non-local typealiases by key.
    private(set) var aliasesByKey: [SymbolKey: [Int]] = [:]
    /// Extensions by the type they extend.
    private(set) var extensionsByTarget: [SymbolKey: [Int]] = [:]
    /// The first module declaring each top-level name (declared, or known from the request,
    /// ``known``), and the others for the few names several modules declare.
    private var declaringModule: [String: Int] = [:]
    private var otherDeclaringModules: [String: [Int]] = [:]
    /// Whether the unnamed module declares any top-level name (else lookups skip it).
    private var hasUnnamedDeclarations = false
    /// Top-level declarations of modules the scan has no sources of, known from the request's
    /// qualified names (`Switchyard.Routable`): they resolve to ``ResolvedEntity/external(_:)``.
    private(set) var known: Set<SymbolKey> = []

    /// - Parameter known: module-qualified top-level names (`Switchyard.Routable`) that files
    ///   importing that module see even though the scan has no sources of it.
    init(store: DeclarationStore, moduleName: String?, known qualifiedNames: [String] = []) {
        self.store = store
        modules = ModuleScopes(store: store, scannedModule: moduleName)
        typeKeys = Array(repeating: nil, count: store.types.count)
        extensionTargets = Array(repeating: nil, count: store.extensions.count)
        aliasKeys = Array(repeating: nil, count: store.typealiases.count)
        let scannedModules = Set(modules.moduleOfFile)
        for qualified in qualifiedNames {
            let parts = qualified.split(separator: ".")
            guard parts.count == 2 else { continue }
            let module = modules.register(String(parts[0]))
            guard !scannedModules.contains(module) else { continue }
            let key = SymbolKey(module: module, name: String(parts[1]))
            if known.insert(key).inserted { recordDeclaration(key) }
        }
        nameTopLevelDeclarations()
        assignNames()
        // Extensions of types declared nowhere (e.g. `extension UIViewController`) keep their spelled name.
        for (e, ext) in store.extensions.enumerated()
        where extensionTargets[e] == nil && !ext.isLocal && !ext.extendedPath.isEmpty {
            if case .ambiguous = resolve(ext.extendedPath, in: LookupScope(file: ext.position.file)).first { continue }
            var path = ext.extendedPath
            if path.count > 1, modules.index(of: path[0]) != nil { path.removeFirst() }
            extensionTargets[e] = SymbolKey(module: modules.undeclared, name: path.joined(separator: "."))
        }
        assignNames()
        for (e, target) in extensionTargets.enumerated() {
            if let target { extensionsByTarget[target, default: []].append(e) }
        }
    }

    /// The key of a parent, nil for file scope or a parent not yet named.
    func key(of parent: DeclarationParent) -> SymbolKey? {
        switch parent {
        case .file: nil
        case .type(let index): typeKeys[index]
        case .extension(let index): extensionTargets[index]
        }
    }

    /// Where the paths written by a declaration in `parent`, in `file`, are looked up.
    func scope(_ parent: DeclarationParent, file: Int) -> LookupScope {
        LookupScope(file: file, parent: key(of: parent))
    }

    /// The key a declaration named `name` in `parent` gets, nil while the parent has none.
    private func child(_ name: String, of parent: DeclarationParent, file: Int) -> SymbolKey? {
        if case .file = parent { return SymbolKey(module: modules.moduleOfFile[file], name: name) }
        guard let outer = key(of: parent) else { return nil }
        return SymbolKey(module: outer.module, name: outer.name + "." + name)
    }

    /// Names the top-level types and typealiases, and records the modules declaring each name.
    private mutating func nameTopLevelDeclarations() {
        typesByKey.reserveCapacity(store.types.count)
        declaringModule.reserveCapacity(store.types.count + store.typealiases.count)
        for (t, decl) in store.types.enumerated() where !decl.isLocal && decl.parent == .file {
            let key = SymbolKey(module: modules.moduleOfFile[decl.position.file], name: decl.name)
            typeKeys[t] = key
            typesByKey[key, default: []].append(t)
        }
        for (a, alias) in store.typealiases.enumerated() where !alias.isLocal && alias.parent == .file {
            let key = SymbolKey(module: modules.moduleOfFile[alias.position.file], name: alias.name)
            aliasKeys[a] = key
            aliasesByKey[key, default: []].append(a)
        }
        for key in typesByKey.keys { recordDeclaration(key) }
        for key in aliasesByKey.keys where typesByKey[key] == nil { recordDeclaration(key) }
    }

    /// Records that `key.module` declares the top-level name `key.name` (once per key).
    private mutating func recordDeclaration(_ key: SymbolKey) {
        if key.module == modules.unnamed { hasUnnamedDeclarations = true }
        if let first = declaringModule.updateValue(key.module, forKey: key.name) {
            declaringModule[key.name] = first
            otherDeclaringModules[key.name, default: []].append(key.module)
        }
    }

    /// Whether more than one module declares the top-level name: only then can it be ambiguous.
    func isDeclaredBySeveralModules(_ name: String) -> Bool {
        !otherDeclaringModules.isEmpty && otherDeclaringModules[name] != nil
    }

    /// Names declarations whose parents are named, resolving extensions, until nothing changes.
    private mutating func assignNames() {
        var changed = true
        while changed {
            changed = false
            for (t, decl) in store.types.enumerated() where typeKeys[t] == nil && !decl.isLocal {
                guard let key = child(decl.name, of: decl.parent, file: decl.position.file) else { continue }
                typeKeys[t] = key
                typesByKey[key, default: []].append(t)
                changed = true
            }
            for (a, alias) in store.typealiases.enumerated() where aliasKeys[a] == nil && !alias.isLocal {
                guard let key = child(alias.name, of: alias.parent, file: alias.position.file) else { continue }
                aliasKeys[a] = key
                aliasesByKey[key, default: []].append(a)
                changed = true
            }
            for (e, ext) in store.extensions.enumerated() where extensionTargets[e] == nil && !ext.isLocal {
                let scope = LookupScope(file: ext.position.file)
                if case .type(let key) = resolve(ext.extendedPath, in: scope).first {
                    extensionTargets[e] = key
                    changed = true
                }
            }
        }
    }

    /// Whether a type or typealias has this key.
    func isKnown(_ key: SymbolKey) -> Bool { typesByKey[key] != nil || aliasesByKey[key] != nil }

    /// What a simple name means in `scope`: a member of an enclosing type (innermost first), else
    /// what ``topLevel(_:file:)`` finds.
    func lookup(_ name: String, in scope: LookupScope) -> NameLookup {
        if let parent = scope.parent {
            var s = Substring(parent.name)
            while !s.isEmpty {
                let candidate = SymbolKey(module: parent.module, name: s + "." + name)
                if isKnown(candidate) { return .declared(candidate) }
                if let dot = s.lastIndex(of: ".") { s = s[..<dot] } else { s = "" }
            }
        }
        return topLevel(name, file: scope.file)
    }

    /// What a top-level name means in `file`: its module's own declaration, which shadows any
    /// imported one; else the declaration of the one module it imports that declares it (several
    /// are ambiguous, as Swift says); else the unnamed module's. Declarations ``known`` from the
    /// request count.
    ///
    /// - Complexity: O(*k*) for *k* modules declaring `name`.
    func topLevel(_ name: String, file: Int) -> NameLookup {
        let own = SymbolKey(module: modules.moduleOfFile[file], name: name)
        if isKnown(own) { return .declared(own) }
        var found: SymbolKey?
        var ambiguous: [SymbolKey] = []
        func consider(_ module: Int) {
            let key = SymbolKey(module: module, name: name)
            guard module != own.module, modules.imports(key, from: file) else { return }
            if let previous = found {
                if ambiguous.isEmpty { ambiguous.append(previous) }
                ambiguous.append(key)
            }
            found = key
        }
        if let first = declaringModule[name] {
            consider(first)
            for module in otherDeclaringModules[name] ?? [] { consider(module) }
        }
        if !ambiguous.isEmpty {
            return .ambiguous(ambiguous.sorted { modules.names[$0.module] < modules.names[$1.module] })
        }
        if let found { return .declared(found) }
        guard hasUnnamedDeclarations, own.module != modules.unnamed else { return .undeclared }
        let unnamed = SymbolKey(module: modules.unnamed, name: name)
        return isKnown(unnamed) ? .declared(unnamed) : .undeclared
    }

    /// `Module.Name` (the name alone for the unnamed module and extensions of undeclared types).
    func qualified(_ key: SymbolKey) -> String {
        let module = modules.names[key.module]
        return module.isEmpty || key.module == modules.undeclared ? key.name : module + "." + key.name
    }

    /// Resolves a type path as written in `scope`. `Kit.Base` is a member of a visible type `Kit`
    /// if there is one (as Swift reads it), else module `Kit`'s `Base`.
    func resolve(_ path: TypePath, in scope: LookupScope) -> [ResolvedEntity] {
        guard let first = path.first else { return [] }
        let spelled = path.joined(separator: ".")
        if first == "Self" || first == "Any" || first == "AnyObject" { return [.external(spelled)] }
        var rest = path.dropFirst()
        var key: SymbolKey
        switch lookup(first, in: scope) {
        case .declared(let found):
            key = found
        case .ambiguous(let keys):
            return [.ambiguous(first, keys)]
        case .undeclared:
            // `Kit.Base`; an unknown qualifier may be a module whose files were given without a name.
            guard let second = rest.popFirst() else { return [.external(spelled)] }
            key = SymbolKey(module: modules.index(of: first) ?? modules.unnamed, name: second)
        }
        guard isKnown(key) else {
            return [.external(known.contains(key) ? ([qualified(key)] + rest).joined(separator: ".") : spelled)]
        }
        for component in rest {
            let candidate = SymbolKey(module: key.module, name: key.name + "." + component)
            guard isKnown(candidate) else { return [.external(spelled)] }
            key = candidate
        }
        var result: [ResolvedEntity] = []
        if typesByKey[key] != nil { result.append(.type(key)) }
        for a in aliasesByKey[key] ?? [] { result.append(.alias(a)) }
        return result
    }

    /// The scope in which a type declaration's inheritance clause is resolved.
    func scope(ofType index: Int) -> LookupScope {
        let decl = store.types[index]
        return scope(decl.parent, file: decl.position.file)
    }

    func isProtocol(_ key: SymbolKey) -> Bool {
        (typesByKey[key] ?? []).contains { store.types[$0].kind == .protocol }
    }

    func isClass(_ key: SymbolKey) -> Bool {
        (typesByKey[key] ?? []).contains { store.types[$0].kind == .class }
    }
}
