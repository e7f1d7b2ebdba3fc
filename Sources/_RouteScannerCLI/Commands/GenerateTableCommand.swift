import _RouteScannerCore

/// `generate-table` (route-generator and route-scanner): writes a module's `SwitchyardRoutes.swift`
/// (RouteScannerPlugin). The module that composes the app (`--composes`) also checks what only the
/// module that sees every feature can: siblings' catch-alls and modules without the plugin. The
/// route map is checked where it is read, by `generate-paths`, so this tool links no map code.
package enum GenerateTableCommand {
    private typealias Argument = PluginContract.Argument

    package static let spec = CommandSpec(
        name: PluginContract.Command.generateTable,
        summary: "write a module's generated route table (used by RouteScannerPlugin)",
        options: [
            .required(Argument.module, "NAME"), .required(Argument.output, "FILE"), .repeated(Argument.source, "PATH"),
            .repeated(Argument.dependency, "MODULE=PATH"), SharedOptions.defaultScheme, .flag(Argument.composes),
        ],
        notes: [
            "\(Argument.composes): the module composes the app; check siblings' catch-alls and modules without the plugin"
        ],
        run: run)

    package static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let module = ModuleSources(
            name: arguments.required(Argument.module), files: try SourceCollector.read(arguments.all(Argument.source)))
        let output = RouteGenerator.routeTable(
            for: module, dependencies: try SourceCollector.modules(arguments.all(Argument.dependency)),
            defaultScheme: SharedOptions.defaultScheme(arguments), composes: arguments.has(Argument.composes))
        return try GeneratedFileWriter.finish(output, writingTo: arguments.required(Argument.output))
    }
}
