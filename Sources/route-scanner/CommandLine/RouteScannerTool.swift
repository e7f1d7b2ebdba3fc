import _RouteScannerCLI

/// The route-scanner tool, the user-facing CLI: every subcommand of route-generator, plus scan,
/// route-map export and the Android cross-check.
enum RouteScannerTool {
    /// Every subcommand, in usage order.
    static let commands: [CommandSpec] = [
        ScanCommand.spec, GenerateTableCommand.spec, GeneratePathsCommand.spec, RouteMapCommand.spec,
        CheckAndroidCommand.spec, ExportCommand.spec,
    ]

    /// The tool.
    static let tool = CommandLineTool(name: PluginContract.toolName, commands: commands)

    /// Runs the tool on its arguments (without the executable's name) and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 { tool.run(arguments) }
}
