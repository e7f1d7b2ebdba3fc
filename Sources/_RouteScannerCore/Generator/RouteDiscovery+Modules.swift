/// The multi-module rule: how the routes of several modules are discovered together.
///
/// A page may conform to `Routable` through a base class or a protocol declared in another module
/// (a kit module, or a feature it depends on). So every module is scanned with the files of the
/// others read as context: their conformances count, but their types are not reported as this
/// module's and their diagnostics belong to their own scan.
extension RouteDiscovery {
    /// Discovers every module of `modules`: each module's own files are scanned, with every other
    /// module's files and `context` read only to resolve conformances.
    ///
    /// - Parameters:
    ///   - modules: the modules whose routes are wanted; each manifest carries its module's name.
    ///   - context: files of modules that are not scanned (dependencies of the modules). Names
    ///     resolve per module: give each file its ``SourceFile/module``; a file without one is
    ///     seen by every file, after the file's own module and its imports.
    ///   - defaultScheme: the scheme of patterns written without one.
    /// - Returns: one manifest per module, in the order of `modules`, and every module's
    ///   diagnostics, with an error for two modules claiming the same pattern with the same
    ///   priority, sorted. Path constants' names are checked where constants are made
    ///   (``PathNaming/collisions(in:defaultScheme:acrossModules:)``).
    /// - Complexity: O(*m* × *n*) for *m* modules of *n* bytes of sources in all.
    public static func discover(
        modules: [ModuleSources], context: [SourceFile] = [], defaultScheme: String = "app"
    )
        -> (manifests: [RouteManifest], diagnostics: [Diagnostic])
    {
        let sharedContext = context.marked(asContext: true)
        var manifests: [RouteManifest] = []
        var diagnostics: [Diagnostic] = []
        for (index, module) in modules.enumerated() {
            let others = modules.indices.filter { $0 != index }.flatMap { modules[$0].files(asContext: true) }
            let sources = module.files(asContext: false) + others + sharedContext
            let result = discover(module: module.name, sources: sources, defaultScheme: defaultScheme)
            manifests.append(result.manifest)
            diagnostics += result.diagnostics
        }
        let routes = manifests.flatMap(\.routes)
        diagnostics += conflicts(in: routes, defaultScheme: defaultScheme, acrossModules: true)
        diagnostics += duplicateServices(in: manifests.flatMap(\.services), acrossModules: true)
        return (manifests, diagnostics.sorted())
    }
}
