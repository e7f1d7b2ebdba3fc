/// What one module declares, for the modules that depend on it: its routes and services (what
/// the checks across modules and the composing module read) and the declarations of its files
/// (types, extensions, typealiases, imports and the route members' literals: what a dependent
/// needs to resolve its own pages, a page subclassing the module's base page or conforming
/// through its protocol). A dependent reads it instead of lexing the module's sources again
/// (``RouteGenerator/routeTable(for:dependencySummaries:defaultScheme:composes:)``),
/// and finds the same routes, diagnostics and table as from the sources.
///
/// Written and read as a versioned line format (``bytes`` and ``init(bytes:file:)``).
public struct ModuleSummary: Sendable, Hashable {
    /// The module's routes and services, as its own discovery found them.
    public var manifest: RouteManifest
    /// The declarations of the module's files, as context of the module's name.
    var declarations: DeclarationStore

    /// The module's name.
    public var module: String { manifest.module }

    init(manifest: RouteManifest, declarations: DeclarationStore) {
        self.manifest = manifest
        self.declarations = declarations
    }
}

extension RouteGenerator {
    /// The summary of `module`, whose dependencies are given by their summaries: its manifest,
    /// discovered as its own run discovers it, and its files' declarations.
    ///
    /// - Complexity: linear in the size of the module's sources and the dependencies' declarations,
    ///   plus O(*r* log *r*) for *r* routes.
    public static func summary(
        of module: ModuleSources, dependencies: [ModuleSummary], defaultScheme: String = "app"
    ) -> ModuleSummary {
        let files = module.files(asContext: false)
        let (result, store) = RouteDiscovery.discover(
            module: module.name, sources: files, declared: dependencies.map(\.declarations),
            defaultScheme: defaultScheme)
        return ModuleSummary(
            manifest: result.manifest,
            declarations: store.ownDeclarations(fileCount: files.count, module: module.name))
    }
}
