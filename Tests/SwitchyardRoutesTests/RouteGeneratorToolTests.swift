import Foundation
import Testing

@testable import _RouteScannerCLI

/// The build plugins' tool: the subcommands the contract gives it, and nothing of export or the
/// cross-check.
@Suite("route-generator")
struct RouteGeneratorToolTests {
    @Test func answersTheBuildCommandsOfTheContract() {
        #expect(RouteGeneratorTool.tool.name == PluginContract.buildToolName)
        #expect(RouteGeneratorTool.tool.commands.map(\.name) == PluginContract.buildCommands)
        #expect(
            GenerateTableCommand.spec.usage(tool: PluginContract.buildToolName).hasPrefix(
                "usage: route-generator generate-table --module NAME --output FILE "
                    + "[--source PATH]... [--dependency MODULE=PATH]... [--dependency-summary MODULE=FILE]... "
                    + "[--default-scheme SCHEME] [--composes]\n"))
    }

    @Test func refusesTheCommandsOfTheUserFacingTool() {
        #expect(RouteGeneratorTool.tool.run([PluginContract.Command.routeMap, "--help"]) == 2)
        #expect(RouteGeneratorTool.tool.run([PluginContract.Command.checkAndroid, "--help"]) == 2)
        #expect(RouteGeneratorTool.tool.run([PluginContract.Command.generatePaths, "--help"]) == 2)
    }
}
