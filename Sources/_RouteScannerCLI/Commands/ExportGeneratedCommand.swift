import _RouteScannerCore

/// `export-generated` (route-generator and switchyard-routes): writes one module's generated file
/// into a folder the team commits, `DIR/MODULE/SwitchyardRoutes.swift`, for build systems that run
/// no plugin and no tool (Xcode without the plugin, CocoaPods, Bazel). The file is generate-table's
/// with a header naming the command that regenerates it (`--regenerate`) and a line that fails to
/// compile against another generated-code version, naming that command
/// (``RouteTableRenderer/committed(_:regenerate:)``). With `--check` it writes nothing and exits 1
/// when the file is not what it would write, naming the command: a build step, so a forgotten
/// regeneration fails the build instead of leaving a page unroutable.
package enum ExportGeneratedCommand {
    private typealias Argument = PluginContract.Argument

    package static let spec = CommandSpec(
        name: PluginContract.Command.exportGenerated,
        summary: "write a module's generated route table into a committed folder, or check it is current",
        options: GenerateTableCommand.spec.options.filter { $0.name != Argument.output } + [
            .required(Argument.outputDirectory, "DIR"), .optional(Argument.regenerate, "COMMAND"),
            .flag(Argument.check),
        ],
        notes: [
            "writes DIR/NAME/\(PluginContract.tableFileName), only when its bytes change; the other options are generate-table's",
            "\(Argument.regenerate): the command the file's header and errors name (default: this tool's export-generated)",
            "\(Argument.check): write nothing; exit 1 when the file is not what it would write",
        ],
        run: run)

    package static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let module = arguments.required(Argument.module)
        let directory = arguments.required(Argument.outputDirectory)
        let path = PluginContract.exportedTablePath(directory: directory, module: module)
        let regenerate =
            arguments.value(Argument.regenerate)
            ?? "\(PluginContract.buildToolName) \(PluginContract.Command.exportGenerated) --module \(module) "
            + "\(Argument.outputDirectory) \(directory) (with the same sources and dependencies)"
        var output = try GenerateTableCommand.table(arguments)
        output.contents = output.contents.map {
            Array(RouteTableRenderer.committed(String(decoding: $0, as: UTF8.self), regenerate: regenerate).utf8)
        }
        guard arguments.has(Argument.check) else {
            if output.contents != nil { try FileIO.makeDirectories(directory + "/" + module) }
            return try GeneratedFileWriter.finish(output, writingTo: path, announce: true)
        }
        Console.print(output.diagnostics)
        guard let contents = output.contents else { return 1 }
        let existing = FileIO.contents(atPath: path)
        guard existing == contents else {
            Console.error(staleMessage(path: path, exists: existing != nil, module: module, regenerate: regenerate))
            return 1
        }
        Console.output("current \(path)")
        return 0
    }

    /// What `--check` prints for a committed file that is missing or not what it would write: the
    /// command that fixes it.
    package static func staleMessage(path: String, exists: Bool, module: String, regenerate: String) -> String {
        "error: \(path) \(exists ? "is stale" : "does not exist"): it is not what \(module)'s sources generate; "
            + "run `\(regenerate)` and commit it"
    }
}
