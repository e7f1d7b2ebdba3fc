/// The generator: in-memory sources in, one rendered file and its diagnostics out. One entry
/// point per output, each pure and deterministic, so everything is testable without SwiftPM.
///
/// Every entry point runs the same stages:
/// 1. parse: scan the sources for `Routable` and `RouterService` types (``scan(_:request:)``);
/// 2. translate: check what was found and turn it into one ``RouteManifest`` per module
///    (``RouteDiscovery``), reading other modules' files as context by the multi-module rule
///    (``RouteDiscovery/discover(modules:context:defaultScheme:)``);
/// 3. render: ``RouteTableRenderer`` (the path constants are rendered by `_RoutePathsGenerator`,
///    which extends this type with `routePaths(for:context:enumName:defaultScheme:)`, and the route
///    map files by `_RouteMapExport`, which extends it with `routeMap(for:context:root:format:defaultScheme:)`).
///
/// All-or-nothing: when a diagnostic is an error, nothing is rendered.
public enum RouteGenerator {
    /// `SwitchyardRoutes.swift` for one module: its route and service tables, and what
    /// `Router.registerLinkedModules()` finds them through: a record (Swift 6.3 and later) or,
    /// for older compilers, a marker class.
    ///
    /// The module's own files are scanned with its dependencies' files as context, so a page that
    /// conforms through a dependency's base class or protocol is found. Each dependency is
    /// discovered on its own (with the other dependencies as context), for the checks across
    /// modules below; the composing module's file imports those that declare routes or services. Only the
    /// module's own diagnostics are returned: a dependency reports its own in its own scan. They
    /// include a warning for each catch-all whose bare prefix another module answers
    /// (``RouteDiscovery/catchAllPrefixWarnings(in:dependencies:defaultScheme:)``).
    ///
    /// The module that composes the app (`composes`; RouteScannerPlugin passes it to the module
    /// no other module of the package depends on) sees every feature, so it checks what no feature
    /// can: catch-alls of one feature against routes of a sibling, every dependency that declares
    /// routes or services but whose table would not exist (its generated file names each such table,
    /// so the build fails there, naming the target to which RouteScannerPlugin must be applied). The
    /// route map is checked by the module that reads it (RoutePathsPlugin's `generate-paths`).
    ///
    /// - Parameters:
    ///   - module: the target the plugin is applied to.
    ///   - dependencies: its dependencies (direct and indirect), each with its own files.
    ///   - defaultScheme: the scheme of patterns written without one.
    ///   - composes: whether the module composes the app.
    /// - Complexity: O(*d* × *n*) for *d* dependencies and *n* bytes of sources in all.
    public static func routeTable(
        for module: ModuleSources, dependencies: [ModuleSources], defaultScheme: String = "app",
        composes: Bool = false
    )
        -> GeneratorOutput
    {
        let own = RouteDiscovery.discover(
            module: module.name,
            sources: module.files(asContext: false) + dependencies.flatMap { $0.files(asContext: true) },
            defaultScheme: defaultScheme)
        let dependencyManifests = RouteDiscovery.discover(modules: dependencies, defaultScheme: defaultScheme).manifests
        return routeTable(
            own: own, dependencyManifests: dependencyManifests, defaultScheme: defaultScheme, composes: composes)
    }

    /// ``routeTable(for:dependencies:defaultScheme:composes:)`` with each dependency
    /// given by its summary (``summary(of:dependencies:defaultScheme:)``) instead of its sources:
    /// the same table and diagnostics, without lexing any dependency again.
    ///
    /// - Complexity: linear in the size of the module's sources and the dependencies'
    ///   declarations, plus O(*r* log *r*) for *r* routes in all.
    public static func routeTable(
        for module: ModuleSources, dependencySummaries: [ModuleSummary], defaultScheme: String = "app",
        composes: Bool = false
    ) -> GeneratorOutput {
        let own = RouteDiscovery.discover(
            module: module.name, sources: module.files(asContext: false),
            declared: dependencySummaries.map(\.declarations), defaultScheme: defaultScheme
        ).result
        return routeTable(
            own: own, dependencyManifests: dependencySummaries.map(\.manifest), defaultScheme: defaultScheme,
            composes: composes)
    }

    private static func routeTable(
        own: RouteDiscovery.Result, dependencyManifests: [RouteManifest], defaultScheme: String, composes: Bool
    ) -> GeneratorOutput {
        let withTables = modulesWithTables(dependencyManifests)
        // What the module composes is checked here: two modules claiming the same pattern with the
        // same priority, or providing one service protocol, fail this build, and a scheme only this
        // module uses is worth a look. Path constants' names are not: an app may make no RoutePaths,
        // so they are checked where RoutePaths is made (generate-paths).
        let dependencyRoutes = dependencyManifests.flatMap(\.routes)
        let routes =
            own.manifest.routes + dependencyManifests.filter { $0.module != own.manifest.module }.flatMap(\.routes)
        let compiled = RouteDiscovery.compile(routes, defaultScheme: defaultScheme)  // once for both checks
        let diagnostics =
            own.diagnostics
            + RouteDiscovery.conflicts(
                in: routes, defaultScheme: defaultScheme, acrossModules: true, compiled: compiled)
            + RouteDiscovery.duplicateServices(
                in: own.manifest.services + dependencyManifests.flatMap(\.services), acrossModules: true)
            + RouteDiscovery.lonelySchemes(own.manifest.routes, among: dependencyRoutes, defaultScheme: defaultScheme)
            + RouteDiscovery.catchAllPrefixWarnings(
                in: own.manifest, dependencies: dependencyManifests, defaultScheme: defaultScheme,
                betweenDependencies: composes, compiled: compiled)
        let required = composes ? dependencyManifests.filter { !$0.isEmpty } : []
        return .rendering(diagnostics.sorted()) {
            Array(RouteTableRenderer.render(own.manifest, dependencies: withTables, requiring: required).utf8)
        }
    }

    /// The dependencies that have a table: those that declare routes or services themselves (a
    /// module of base classes and protocols only has none).
    static func modulesWithTables(_ dependencies: [RouteManifest]) -> [String] {
        dependencies.filter { !$0.isEmpty }.map(\.module)
    }
}
