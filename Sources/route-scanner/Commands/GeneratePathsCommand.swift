import _RouteScannerCore

/// `route-scanner generate-paths`: writes `RoutePaths.swift`, the URL constants (RoutePathsPlugin).
enum GeneratePathsCommand {
    private typealias Argument = PluginContract.Argument

    static let spec = CommandSpec(
        name: PluginContract.Command.generatePaths,
        summary: "write RoutePaths URL constants (used by RoutePathsPlugin)",
        options: [
            .required(Argument.output, "FILE"), .repeated(Argument.module, "MODULE=PATH"), .repeated(Argument.context, "PATH"),
            .optional(Argument.enumName, "NAME"), SharedOptions.defaultScheme,
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let output = RouteGenerator.routePaths(
            for: try SourceCollector.modules(arguments.all(Argument.module)),
            context: try SourceCollector.read(arguments.all(Argument.context), isContext: true),
            enumName: arguments.value(Argument.enumName) ?? "RoutePaths", defaultScheme: SharedOptions.defaultScheme(arguments))
        return try GeneratedFileWriter.finish(output, writingTo: arguments.required(Argument.output))
    }
}
