import Foundation
import _RouteScannerCore

/// The route-scanner tool: picks the subcommand, parses its arguments with its ``CommandSpec``,
/// runs it and turns failures into messages and exit statuses.
///
/// Exit statuses: 0 success; 1 the sources have errors (printed as compiler diagnostics) or, for
/// check-android, the maps differ; 2 a usage mistake or a file that cannot be read or written.
enum RouteScannerTool {
    /// Every subcommand, in usage order.
    static let commands: [CommandSpec] = [
        ScanCommand.spec, GenerateTableCommand.spec, GeneratePathsCommand.spec, RouteMapCommand.spec,
        CheckAndroidCommand.spec, ExportCommand.spec,
    ]

    /// The tool's usage: one line per subcommand.
    static var usage: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map {
            "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary
        }
        return (["usage: \(PluginContract.toolName) <subcommand> [options]", "", "subcommands:"] + lines).joined(
            separator: "\n")
    }

    /// Runs the tool on its arguments (without the executable's name) and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            Console.error(usage)
            return 2
        }
        if name == "-h" || name == "--help" || name == "help" {
            Console.output(usage)
            return 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            Console.error("\(PluginContract.toolName): unknown subcommand '\(name)'\n\(usage)")
            return 2
        }
        do {
            let parsed = try command.parse(Array(arguments.dropFirst()))
            if parsed.help {
                Console.output(command.usage)
                return 0
            }
            return try command.run(parsed)
        } catch {
            let message = "\(PluginContract.toolName) \(command.name): error: \(error.description)"
            Console.error(error.isUsage ? message + "\n" + command.usage : message)
            return 2
        }
    }
}
