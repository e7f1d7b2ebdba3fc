import _RoutePathsGenerator
import _RouteScannerCLI

/// The route-scanner tool, the user-facing CLI: every subcommand of route-generator and
/// route-paths-generator, plus scan, route-map export and the Android cross-check.
enum RouteScannerTool {
    /// The tool, its subcommands in usage order.
    static let tool = CommandLineTool(
        name: PluginContract.toolName,
        commands: [
            ScanCommand.spec, GenerateTableCommand.spec, GeneratePathsCommand.spec, RouteMapCommand.spec,
            CheckAndroidCommand.spec, ExportCommand.spec, DiffCommand.spec, ReportCommand.spec, SummarizeCommand.spec,
        ])
}
