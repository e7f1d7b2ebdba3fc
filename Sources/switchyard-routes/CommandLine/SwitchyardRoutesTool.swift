import _RoutePathsGenerator
import _RouteScannerCLI

/// switchyard-routes, the one tool a person runs: every subcommand of route-generator and
/// route-paths-generator, plus scan, route-map export, the Android cross-check, the diff and page
/// of route maps across releases, and the relocation check. The command plugins (export-routes,
/// check-routes) run it; the build plugins run the lean tools instead.
enum SwitchyardRoutesTool {
    /// The tool, its subcommands in usage order.
    static let tool = CommandLineTool(
        name: PluginContract.toolName,
        commands: [
            ScanCommand.spec, GenerateTableCommand.spec, GeneratePathsCommand.spec, RouteMapCommand.spec,
            CheckAndroidCommand.spec, ExportCommand.spec, DiffCommand.spec, ReportCommand.spec,
            CheckRelocationCommand.spec, SummarizeCommand.spec, ExportGeneratedCommand.spec,
        ])
}
