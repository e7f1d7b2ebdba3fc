/// A command-line tool: picks the subcommand, parses its arguments with its ``CommandSpec``,
/// runs it and turns failures into messages and exit statuses. route-generator and
/// route-paths-generator (the build plugins' tools) and switchyard-routes (the user-facing CLI) are
/// each one of these.
///
/// Exit statuses: 0 success; 1 the sources have errors (printed as compiler diagnostics) or, for
/// check-android, the maps differ; 2 a usage mistake or a file that cannot be read or written.
package struct CommandLineTool: Sendable {
    /// The executable's name, as usage and messages spell it.
    package let name: String
    /// Every subcommand, in usage order.
    package let commands: [CommandSpec]

    package init(name: String, commands: [CommandSpec]) {
        self.name = name
        self.commands = commands
    }

    /// The tool's usage: one line per subcommand.
    package var usage: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map {
            "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + "  " + $0.summary
        }
        return (["usage: \(name) <subcommand> [options]", "", "subcommands:"] + lines).joined(separator: "\n")
    }

    /// Runs the tool on the process's arguments and exits with its status: an executable's
    /// `main.swift`.
    package func main() -> Never {
        FileIO.exitProcess(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs the tool on its arguments (without the executable's name) and returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        guard let subcommand = arguments.first else {
            Console.error(usage)
            return 2
        }
        if subcommand == "-h" || subcommand == "--help" || subcommand == "help" {
            Console.output(usage)
            return 0
        }
        guard let command = commands.first(where: { $0.name == subcommand }) else {
            Console.error("\(name): unknown subcommand '\(subcommand)'\n\(usage)")
            return 2
        }
        do {
            let parsed = try command.parse(Array(arguments.dropFirst()))
            if parsed.help {
                Console.output(command.usage(tool: name))
                return 0
            }
            return try command.run(parsed)
        } catch {
            let message = "\(name) \(command.name): error: \(error.description)"
            Console.error(error.isUsage ? message + "\n" + command.usage(tool: name) : message)
            return 2
        }
    }
}

/// RouteScannerPlugin's tool, route-generator: discovery and the route table only
/// (`generate-table`, `summarize` for the target's dependencies, and `export-generated`, the
/// committed form a build without the plugin runs with `--check`), so every feature module's build compiles no route map. RoutePathsPlugin's
/// `generate-paths` is route-paths-generator's; switchyard-routes answers both.
package enum RouteGeneratorTool {
    /// The tool, its subcommands in usage order.
    package static let tool = CommandLineTool(
        name: PluginContract.buildToolName,
        commands: [GenerateTableCommand.spec, SummarizeCommand.spec, ExportGeneratedCommand.spec])
}
