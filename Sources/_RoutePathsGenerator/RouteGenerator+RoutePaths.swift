import _RouteScannerCore

/// The path constants, from sources: the `--module` form of `generate-paths`.
extension RouteGenerator {
    /// `RoutePaths.swift`: a URL constant (and a fill-in function) for every pattern of `modules`.
    ///
    /// - Parameters:
    ///   - modules: the modules whose routes get constants, each scanned with the others as context.
    ///   - context: files of modules that are not scanned, read only to resolve conformances (the
    ///     modules' own dependencies, such as a kit module with a base page class).
    ///   - enumName: the generated enum's name.
    ///   - defaultScheme: the scheme of patterns written without one.
    /// - Complexity: O(*m* × *n*) for *m* modules and *n* bytes of sources in all.
    public static func routePaths(
        for modules: [ModuleSources], context: [SourceFile] = [], enumName: String = "RoutePaths",
        defaultScheme: String = "app"
    ) -> GeneratorOutput {
        let discovered = RouteDiscovery.discover(modules: modules, context: context, defaultScheme: defaultScheme)
        // Names are checked here, where constants are made, not where routes are found.
        let collisions = PathNaming.collisions(
            in: discovered.manifests.flatMap(\.routes), defaultScheme: defaultScheme)
        return .rendering((discovered.diagnostics + collisions).sorted()) {
            Array(
                RoutePathsRenderer.render(discovered.manifests, enumName: enumName, defaultScheme: defaultScheme).utf8)
        }
    }
}
