import Testing

@testable import _RoutePathsGenerator

/// RoutePathsPlugin's tool: the subcommand the contract gives it, and nothing else.
@Suite("route-paths-generator")
struct RoutePathsGeneratorToolTests {
    @Test func answersThePathsCommandsOfTheContract() {
        #expect(RoutePathsGeneratorTool.tool.name == PluginContract.pathsToolName)
        #expect(RoutePathsGeneratorTool.tool.commands.map(\.name) == PluginContract.pathsCommands)
        #expect(RoutePathsGeneratorTool.tool.run([PluginContract.Command.generatePaths, "--help"]) == 0)
        #expect(RoutePathsGeneratorTool.tool.run([PluginContract.Command.generateTable, "--help"]) == 2)
        #expect(RoutePathsGeneratorTool.tool.run([PluginContract.Command.routeMap, "--help"]) == 2)
    }
}
