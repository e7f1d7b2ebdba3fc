import Foundation
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

/// Without a route map the build goes on: SwiftPM plans no command, not even the export that
/// writes the map, when a build tool plugin fails.
@Suite("route-paths-generator: no map yet")
struct RoutePathsWithoutAMapTests {
    @Test func noMapGivesAnEmptyRoutePathsAndTheFirstExistingMapIsRead() throws {
        let folder = try SwitchyardRoutesToolTests.Folder()
        defer { folder.clean() }
        let output = folder.path(PluginContract.pathsFileName)
        let candidates = [folder.path("Routes-routes.json"), folder.path("routes.json")]
        let arguments =
            [PluginContract.Command.generatePaths, PluginContract.Argument.output, output]
            + candidates.flatMap { [PluginContract.Argument.routeMap, $0] }
        #expect(RoutePathsGeneratorTool.tool.run(arguments) == 0)
        let empty = try String(contentsOfFile: output, encoding: .utf8)
        #expect(empty.contains("public enum RoutePaths {") && !empty.contains("static let"))
        _ = try folder.write(
            "routes.json",
            #"[{"path": "app://home", "className": "Home.HomePage", "action": "", "description": "", "params": {}, "priority": 0, "module": "Home", "parameters": [], "navigation": "push", "internal": false, "file": "Home.swift"}]"#
        )
        #expect(RoutePathsGeneratorTool.tool.run(arguments) == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("= \"app://home\""))
    }
}
