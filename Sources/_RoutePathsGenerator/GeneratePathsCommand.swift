import Foundation
import _RouteMap
import _RouteScannerCLI
import _RouteScannerCore

/// `generate-paths` (route-paths-generator and route-scanner): writes `RoutePaths.swift`, the URL
/// constants. RoutePathsPlugin passes `--route-map routes.json` (the exported map is the single
/// source of truth); the `--module` form renders from modules' sources instead.
package enum GeneratePathsCommand {
    private typealias Argument = PluginContract.Argument

    package static let spec = CommandSpec(
        name: PluginContract.Command.generatePaths,
        summary: "write RoutePaths URL constants from routes.json or sources (used by RoutePathsPlugin)",
        options: [
            .required(Argument.output, "FILE"), .optional(Argument.routeMap, "FILE.json"),
            .repeated(Argument.module, "MODULE=PATH"),
            .repeated(Argument.context, "PATH"), .optional(Argument.enumName, "NAME"), SharedOptions.defaultScheme,
        ],
        run: run)

    package static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let enumName = arguments.value(Argument.enumName) ?? "RoutePaths"
        let scheme = SharedOptions.defaultScheme(arguments)
        guard let mapPath = arguments.value(Argument.routeMap) else {
            let output = RouteGenerator.routePaths(
                for: try SourceCollector.modules(arguments.all(Argument.module)),
                context: try SourceCollector.read(arguments.all(Argument.context), isContext: true),
                enumName: enumName, defaultScheme: scheme)
            return try GeneratedFileWriter.finish(output, writingTo: arguments.required(Argument.output))
        }
        guard arguments.all(Argument.module).isEmpty else {
            throw .usage("give \(Argument.routeMap) or \(Argument.module), not both")
        }
        guard let data = FileManager.default.contents(atPath: mapPath) else {
            throw CommandFailure(
                "cannot read the route map \(mapPath); write it with `swift package --allow-writing-to-package-directory export-routes` and commit it"
            )
        }
        let map = try CommandFailure.relaying { try RouteMap(jsonData: data, file: mapPath) }
        return try GeneratedFileWriter.finish(
            RoutePathsRenderer.generate(map: map, enumName: enumName, defaultScheme: scheme),
            writingTo: arguments.required(Argument.output))
    }
}
