/// Finds every concrete type in `files` that conforms (directly or transitively) to one of
/// `request.conformingTo`, with the literal values of `request.extractMembers`.
///
/// Pure and deterministic: the same input gives the same, sorted output. Never traps on bad input.
public func scan(_ files: [SourceFile], request: ScanRequest) -> ScanResult {
    scan(files, declared: [], request: request).result
}

/// ``scan(_:request:)`` with context already scanned: `declared` holds stores of context files
/// (``ModuleSummary``), appended after `files`' own declarations as if those files came next.
/// Returns the store too, for the summary of the module `files` belong to.
func scan(
    _ files: [SourceFile], declared: [DeclarationStore], request: ScanRequest
)
    -> (result: ScanResult, store: DeclarationStore)
{
    var store = DeclarationStore(files: files)
    let extract = Set(request.extractMembers)
    for index in files.indices {
        DeclarationScanner.scan(file: files[index], fileIndex: index, extract: extract, into: &store)
    }
    for context in declared { store.append(context) }
    var assembler = ResultAssembler(store: store, request: request)
    return (assembler.assemble(), store)
}

/// Turns the declaration store into a ``ScanResult``.
struct ResultAssembler {
    let store: DeclarationStore
    let request: ScanRequest
    let table: SymbolTable
    var resolver: ConformanceResolver
    let membersByOwner: [DeclarationParent: [Int]]
    var types: [ScannedType] = []
    var diagnostics: Set<Diagnostic> = []

    init(store: DeclarationStore, request: ScanRequest) {
        self.store = store
        self.request = request
        table = SymbolTable(store: store, moduleName: request.moduleName, known: request.conformingTo)
        resolver = ConformanceResolver(table: table, targets: request.conformingTo)
        membersByOwner = Dictionary(grouping: store.members.indices) { store.members[$0].owner }
    }

    func path(_ position: SourcePosition) -> String { store.files[position.file].path }
    func isContext(_ position: SourcePosition) -> Bool { store.files[position.file].isContext }

    /// Context files' diagnostics are dropped in ``assemble()``.
    mutating func diagnose(_ severity: Severity, _ position: SourcePosition, _ message: String) {
        diagnostics.insert(
            Diagnostic(
                file: path(position), line: position.line, column: position.column, severity: severity, message: message
            ))
    }

    mutating func assemble() -> ScanResult {
        var requestDiagnostics: [Diagnostic] = []
        if !request.conformingTo.isEmpty {
            for t in store.types.indices { considerType(t) }
            considerExtensionOnlyTypes()
            diagnoseAmbiguousNames()
            requestDiagnostics = nestedTargetWarnings()
        }
        let contextPaths = Set(store.files.filter(\.isContext).map(\.path))
        let all = diagnostics.union(store.diagnostics).filter { !contextPaths.contains($0.file) }
        let sortedTypes = types.sorted {
            ($0.qualifiedName, $0.file, $0.line, $0.column) < ($1.qualifiedName, $1.file, $1.line, $1.column)
        }
        return ScanResult(types: sortedTypes, diagnostics: all.union(requestDiagnostics).sorted())
    }

    /// The access level a type is actually visible at: the minimum along its nesting chain.
    func effectiveAccess(ofType t: Int) -> AccessLevel {
        var access = AccessLevel.open
        var parent = DeclarationParent.type(t)
        for _ in 0..<10_000 {
            switch parent {
            case .file:
                return access
            case .type(let index):
                let decl = store.types[index]
                access = min(access, decl.access ?? defaultAccess(in: decl.parent))
                parent = decl.parent
            case .extension(let index):
                if let a = store.extensions[index].access { access = min(access, a) }
                return access
            }
        }
        return access
    }

    /// The default access of a declaration without modifiers in `parent`.
    func defaultAccess(in parent: DeclarationParent) -> AccessLevel {
        if case .extension(let e) = parent, let a = store.extensions[e].access {
            return a == .private ? .fileprivate : min(a, .public)
        }
        return .internal
    }

    mutating func considerType(_ t: Int) {
        let decl = store.types[t]
        guard decl.kind != .protocol, !isContext(decl.position) else { return }
        var start = resolver.nodes(for: decl.inherited, scope: table.scope(ofType: t))
        if let key = table.typeKeys[t] { start += resolver.extensionEdges(of: key) }
        let analysis = resolver.analyze(start: start)
        guard !analysis.conformsTo.isEmpty else {
            if let lookalike = analysis.lookalikes.first, let key = table.typeKeys[t] {
                noteLookalike(t, key, lookalike)
            }
            return
        }
        let conformance = analysis.conformsTo.map { "'\($0)'" }.joined(separator: ", ")
        guard !decl.isLocal, let key = table.typeKeys[t] else {
            diagnose(
                .warning, decl.position,
                "'\(decl.name)' conforms to \(conformance) but is declared inside a function, closure or "
                    + "computed property body; it is not reachable from generated code and is not registered (move it to file or type scope)"
            )
            return
        }
        let qualified = key.name
        let access = effectiveAccess(ofType: t)
        if access <= .fileprivate {
            diagnose(
                .warning, decl.position,
                "'\(qualified)' conforms to \(conformance) but is \(access.name): not reachable from "
                    + "generated code; make it internal or wider (it is not registered)")
            return
        }
        record(
            key, declaration: t, at: decl.position, access: decl.access ?? defaultAccess(in: decl.parent),
            conditions: decl.conditions, analysis: analysis)
    }

    /// Types declared only in context files, or nowhere, that gain a conformance through an extension in a scanned file.
    mutating func considerExtensionOnlyTypes() {
        var done = Set<SymbolKey>()
        for e in inSourceOrder(Array(store.extensions.indices)) {
            let ext = store.extensions[e]
            guard !ext.isLocal, !isContext(ext.position), !ext.inherited.isEmpty,
                let key = table.extensionTargets[e],
                !done.contains(key)
            else { continue }
            let declarations = table.typesByKey[key] ?? []
            if declarations.contains(where: { !isContext(store.types[$0].position) }) { continue }
            if table.isProtocol(key) { continue }
            var start = resolver.nodes(for: ext.inherited, scope: LookupScope(file: ext.position.file, parent: key))
            guard !resolver.analyze(start: start).conformsTo.isEmpty else { continue }
            done.insert(key)
            start += resolver.edges(of: key)
            let analysis = resolver.analyze(start: start)
            let contextDecl = declarations.first
            let access = ext.access ?? contextDecl.flatMap { store.types[$0].access } ?? .internal
            if access <= .fileprivate {
                diagnose(
                    .warning, ext.position,
                    "'\(key.name)' conforms to \(analysis.conformsTo.map { "'\($0)'" }.joined(separator: ", ")) "
                        + "through a \(access.name) extension: not reachable from generated code; make it internal or wider (it is not registered)"
                )
                continue
            }
            // `extension LegacyKit.Page`: the qualifier names a module with no sources here.
            let path = ext.extendedPath
            let qualifier = path.count > 1 && table.modules.index(of: path[0]) != nil ? path[0] : nil
            record(
                key, declaration: contextDecl, at: ext.position, access: access, conditions: ext.conditions,
                analysis: analysis, qualifier: qualifier)
        }
    }

    /// Reports a conforming type found at `position`, declared by `types[t]` in the sources read
    /// (`nil`: known only through an extension).
    mutating func record(
        _ key: SymbolKey, declaration t: Int?, at position: SourcePosition, access: AccessLevel,
        conditions: [String], analysis: ConformanceResolver.Analysis, qualifier: String? = nil
    ) {
        let members = collectMembers(forType: t, key: key, protocols: analysis.protocols)
        let declaration = t.map { store.types[$0] }
        // Known only through an extension: generated code names the type as the extension did,
        // with the extension file's imports.
        var module: String?
        var imports: [String] = []
        if declaration == nil {
            let own = table.modules.moduleOfFile[position.file]
            if key.module != own, key.module != table.modules.undeclared, key.module != table.modules.unnamed {
                module = table.modules.names[key.module]
            } else if let qualifier, qualifier != table.modules.names[own] {
                module = qualifier
            }
            imports = Set(store.imports.filter { $0.file == position.file }.map(\.module)).sorted()
        }
        types.append(
            ScannedType(
                qualifiedName: key.name, kind: declaration?.kind.rawValue ?? "extension", file: path(position),
                line: position.line, column: position.column, access: access.name, conditions: conditions,
                via: analysis.via, conformsTo: analysis.conformsTo, members: members.values,
                unreadableMembers: members.unreadable.sorted(),
                overridableMembers: members.overridable(in: declaration),
                isGeneric: t.map(isGeneric) ?? false, isFinal: declaration?.isFinal ?? false,
                module: module, imports: imports, elementLocations: members.elements.filter { !$0.value.isEmpty }))
    }
}
