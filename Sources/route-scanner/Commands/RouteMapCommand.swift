import _RouteMapExport
import _RouteScannerCLI
import _RouteScannerCore

/// `route-scanner route-map`: writes the route map of some modules (ExportRoutesPlugin).
enum RouteMapCommand {
    private typealias Argument = PluginContract.Argument

    static let spec = CommandSpec(
        name: PluginContract.Command.routeMap,
        summary: "export the route map (routes.json / routes.plist / AASA)",
        options: [
            .required(Argument.root, "DIR"), .required(Argument.output, "PATH"), ExportOptions.format(required: false),
            .repeated(Argument.module, "MODULE=PATH"), .repeated(Argument.context, "PATH"),
        ] + ExportOptions.appSiteAssociation + [SharedOptions.defaultScheme],
        run: run)

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let format = try ExportOptions.routeMapFormat(arguments)
        let modules = try SourceCollector.modules(arguments.all(Argument.module))
        let context = try SourceCollector.read(arguments.all(Argument.context), isContext: true)
        let output = try CommandFailure.relaying {
            try RouteGenerator.routeMap(
                for: modules, context: context, root: arguments.required(Argument.root), format: format,
                defaultScheme: SharedOptions.defaultScheme(arguments))
        }
        return try GeneratedFileWriter.finish(output, writingTo: arguments.required(Argument.output), announce: true)
    }
}
