import _RouteScannerCore

/// `generate-table` (route-generator and switchyard-routes): writes a module's `SwitchyardRoutes.swift`
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
            .repeated(Argument.dependency, "MODULE=PATH"), .repeated(Argument.dependencySummary, "MODULE=FILE"),
            SharedOptions.defaultScheme, .flag(Argument.composes),
        ],
        notes: [
            "\(Argument.dependencySummary): a dependency's summary (written by summarize), read instead of its sources; not with \(Argument.dependency)",
            "\(Argument.composes): the module composes the app; check siblings' catch-alls and modules without the plugin",
        ],
        run: run)

    package static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        try GeneratedFileWriter.finish(table(arguments), writingTo: arguments.required(Argument.output))
    }

    /// The module's table from generate-table's options (export-generated takes them too).
    package static func table(_ arguments: ParsedArguments) throws(CommandFailure) -> GeneratorOutput {
        let module = ModuleSources(
            name: arguments.required(Argument.module), files: try SourceCollector.read(arguments.all(Argument.source)))
        let scheme = SharedOptions.defaultScheme(arguments)
        let summaries = arguments.all(Argument.dependencySummary)
        if summaries.isEmpty {
            return RouteGenerator.routeTable(
                for: module, dependencies: try SourceCollector.modules(arguments.all(Argument.dependency)),
                defaultScheme: scheme, composes: arguments.has(Argument.composes))
        } else {
            guard arguments.all(Argument.dependency).isEmpty else {
                throw CommandFailure.usage(
                    "give each dependency as \(Argument.dependency) or as \(Argument.dependencySummary), not both")
            }
            return RouteGenerator.routeTable(
                for: module, dependencySummaries: try SummarizeCommand.summaries(summaries), defaultScheme: scheme,
                composes: arguments.has(Argument.composes))
        }
    }
}
