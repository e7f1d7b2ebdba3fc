import Foundation
import _RouteMap
import _RouteScannerCLI
import _RouteScannerCore

/// `generate-paths` (route-paths-generator and route-scanner): writes `RoutePaths.swift`, the URL
/// constants. RoutePathsPlugin passes `--route-map` for every place the map may be (the exported
/// map is the single source of truth): the first that exists is read, and with none, `RoutePaths`
/// is empty and a warning names the export. The `--module` form renders from modules' sources instead.
package enum GeneratePathsCommand {
    private typealias Argument = PluginContract.Argument

    package static let spec = CommandSpec(
        name: PluginContract.Command.generatePaths,
        summary: "write RoutePaths URL constants from routes.json or sources (used by RoutePathsPlugin)",
        options: [
            .required(Argument.output, "FILE"), .repeated(Argument.routeMap, "FILE.json"),
            .repeated(Argument.module, "MODULE=PATH"),
            .repeated(Argument.context, "PATH"), .optional(Argument.enumName, "NAME"), SharedOptions.defaultScheme,
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
        return try GeneratedFileWriter.finish(
            RoutePathsRenderer.generate(map: map, enumName: enumName, defaultScheme: scheme),
            writingTo: arguments.required(Argument.output))
    }
}
