import Foundation
import _RouteMap
import _RouteScannerCore

/// The route map files, from sources: the export entry point of the generator.
extension RouteGenerator {
    /// The route map of `modules` (`routes.json`, `routes.plist` or an app site association).
    ///
    /// - Parameters:
    ///   - modules: the modules whose routes are exported, each scanned with the others as context.
    ///   - context: files of modules that are not exported, read only to resolve conformances.
    ///   - root: the package root; file paths in the map are relative to it.
    ///   - format: the file to render.
    ///   - defaultScheme: the scheme of patterns written without one.
    /// - Throws: ``RouteMapRenderError`` when `format` lacks what it needs (an app site
    ///   association without app IDs or hosts).
    /// - Complexity: O(*m* × *n*) for *m* modules and *n* bytes of sources in all.
    public static func routeMap(
        for modules: [ModuleSources], context: [SourceFile] = [], root: String, format: RouteMapFormat,
        defaultScheme: String = "app"
    ) throws(RouteMapRenderError) -> GeneratorOutput {
        let discovered = RouteDiscovery.discover(modules: modules, context: context, defaultScheme: defaultScheme)
        return try .rendering(discovered.diagnostics) { () throws(RouteMapRenderError) in
            let map = RouteMap(manifests: discovered.manifests, root: root, defaultScheme: defaultScheme)
            return Array(try renderRouteMap(map, format: format))
        }
    }
}

extension RouteMap {
    /// Reads a `routes.plist` (XML or binary property list) with the same checks as JSON.
    public init(plistData: Data, file: String = "routes.plist") throws(RouteMapError) {
        let value = try RouteMapPlist.value(from: plistData, file: file)
        self.init(entries: try Self.entries(from: value, file: file))
    }
}
