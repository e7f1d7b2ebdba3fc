import _RouteScannerCLI

/// RoutePathsPlugin's tool, route-paths-generator: the path constants only (`generate-paths`).
/// switchyard-routes answers it too.
package enum RoutePathsGeneratorTool {
    /// The tool, its subcommands in usage order.
    package static let tool = CommandLineTool(name: PluginContract.pathsToolName, commands: [GeneratePathsCommand.spec])
}
