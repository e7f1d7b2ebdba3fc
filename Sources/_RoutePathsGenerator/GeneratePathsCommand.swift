import Foundation
import _RouteMap
import _RouteMapExport
import _RouteScannerCLI
import _RouteScannerCore

/// `generate-paths` (route-paths-generator and switchyard-routes): writes `RoutePaths.swift`, the URL
/// constants. RoutePathsPlugin passes `--route-map` for every place the map may be (the exported
/// map is the single source of truth): the first that exists is read, and with none, `RoutePaths`
/// is empty and a warning names the export. The `--module` form renders from modules' sources instead.
///
/// With `--map-source`, the map is also compared with the routes those modules declare (the
/// package's modules, which `export-routes` exports; `--dependency` files are context), and a stale
/// map is a warning naming what differs and the export to run. The map is checked where it is read:
/// the build tool of every module (`route-generator`) links no map code.
package enum GeneratePathsCommand {
    private typealias Argument = PluginContract.Argument

    package static let spec = CommandSpec(
        name: PluginContract.Command.generatePaths,
        summary: "write RoutePaths URL constants from routes.json or sources (used by RoutePathsPlugin)",
        options: [
            .required(Argument.output, "FILE"), .repeated(Argument.routeMap, "FILE.json"),
            .repeated(Argument.module, "MODULE=PATH"),
            .repeated(Argument.context, "PATH"), .optional(Argument.enumName, "NAME"), SharedOptions.defaultScheme,
            .repeated(Argument.mapSource, "MODULE=PATH"), .repeated(Argument.dependency, "MODULE=PATH"),
            .optional(Argument.root, "DIR"),
        ],
        notes: [
            "\(Argument.mapSource): a file of a module whose routes the map must list; a warning names what differs (file paths relative to \(Argument.root)); \(Argument.dependency): a file read only to resolve conformances"
        ],
        run: run)

    package static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let enumName = arguments.value(Argument.enumName) ?? "RoutePaths"
        let scheme = SharedOptions.defaultScheme(arguments)
        let candidates = arguments.all(Argument.routeMap)
        guard !candidates.isEmpty else {
            let output = RouteGenerator.routePaths(
                for: try SourceCollector.modules(arguments.all(Argument.module)),
                context: try SourceCollector.read(arguments.all(Argument.context), isContext: true),
                enumName: enumName, defaultScheme: scheme)
            return try GeneratedFileWriter.finish(output, writingTo: arguments.required(Argument.output))
        }
        guard arguments.all(Argument.module).isEmpty else {
            throw .usage("give \(Argument.routeMap) or \(Argument.module), not both")
        }
        // No map yet (a new checkout, an upgrade): an empty RoutePaths, so the build goes on and
        // the export that writes the map can run.
        guard let mapPath = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            Console.error("warning: " + PluginContract.missingRouteMapMessage(candidates: candidates))
            let rendered = RoutePathsRenderer.render(
                map: RouteMap(entries: []), enumName: enumName, defaultScheme: scheme)
            return try GeneratedFileWriter.finish(
                GeneratorOutput(contents: Array(rendered.utf8), diagnostics: []),
                writingTo: arguments.required(Argument.output))
        }
        guard let data = FileManager.default.contents(atPath: mapPath) else {
            throw CommandFailure(
                "cannot read the route map \(mapPath); write it with `\(PluginContract.exportCommand)` and commit it"
            )
        }
        let map = try CommandFailure.relaying { try RouteMap(jsonData: data, file: mapPath) }
        var output = RoutePathsRenderer.generate(map: map, enumName: enumName, defaultScheme: scheme)
        let sources = try SourceCollector.modules(arguments.all(Argument.mapSource))
        if !sources.isEmpty {
            let discovered = RouteDiscovery.discover(
                modules: sources,
                context: try SourceCollector.context(files: [], dependencies: arguments.all(Argument.dependency)),
                defaultScheme: scheme)
            // A source that does not scan is reported by its own module's build; its routes are
            // unknown here, so the map is not called stale for them.
            if !discovered.diagnostics.contains(where: { $0.severity == .error }) {
                output.diagnostics += staleMapWarnings(
                    mapPath: mapPath, committed: map,
                    root: arguments.value(Argument.root) ?? FileManager.default.currentDirectoryPath,
                    manifests: discovered.manifests, defaultScheme: scheme)
            }
        }
        return try GeneratedFileWriter.finish(output, writingTo: arguments.required(Argument.output))
    }

    /// A warning when `committed` (read from `mapPath`) does not list exactly the routes of
    /// `manifests`, naming what differs and the export command. Entries of other modules are not
    /// compared. A warning, never an error, so the export can run.
    package static func staleMapWarnings(
        mapPath: String, committed: RouteMap, root: String, manifests: [RouteManifest], defaultScheme: String
    ) -> [Diagnostic] {
        let current = RouteMap(manifests: manifests, root: root, defaultScheme: defaultScheme)
        let drift = RouteMapDrift(committed: committed, current: current, modules: Set(manifests.map(\.module)))
        guard !drift.isEmpty else { return [] }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let relative = mapPath.hasPrefix(prefix) ? String(mapPath.dropFirst(prefix.count)) : mapPath
        let command = PluginContract.exportCommand + (relative == "routes.json" ? "" : " --output \(relative)")
        return [
            Diagnostic(
                file: mapPath, line: 1, column: 1, severity: .warning,
                message:
                    "the route map is stale, so RoutePaths is too: \(drift.summary) from the sources (\(drift.lines(limit: 5).joined(separator: "; "))); run `\(command)` and commit it"
            )
        ]
    }
}
