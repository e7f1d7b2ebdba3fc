import Foundation
import _RouteMap
import _RouteMapExport
import _RouteScannerCLI
import _RouteScannerCore

/// `switchyard-routes export`: reads a `routes.json`, renders it as json, plist or an app site
/// association and writes the file only when its bytes changed.
enum ExportCommand {
    private typealias Argument = PluginContract.Argument

    static let spec = CommandSpec(
        name: PluginContract.Command.export,
        summary: "render a routes.json as json, plist or apple-app-site-association",
        options: [
            .required(Argument.input, "routes.json"), ExportOptions.format(required: true),
            .required(Argument.output, "PATH"),
        ]
            + ExportOptions.appSiteAssociation,
        run: run)

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let format = try ExportOptions.routeMapFormat(arguments)
        let input = arguments.required(Argument.input)
        let data = Data(try SourceCollector.contents(of: input))
        let rendered = try CommandFailure.relaying {
            try renderRouteMap(try RouteMap(jsonData: data, file: input), format: format)
        }
        return try GeneratedFileWriter.finish(
            GeneratorOutput(contents: Array(rendered), diagnostics: []), writingTo: arguments.required(Argument.output),
            announce: true)
    }
}
