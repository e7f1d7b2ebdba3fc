import Foundation
import PackagePlugin

/// Generates `RoutePaths.swift` in a shared routes target from the exported route map
/// (`routes.json`, the file Android reads too): a URL constant for every route of the app.
/// The map is the single source of truth, so the routes target needs to know nothing about the
/// modules that depend on it, in SwiftPM and in Xcode alike. Features depend on the routes
/// target, never on each other. Thin: the logic is in `_RoutePathsGenerator`.
///
/// Without a map (a new checkout, or an upgrade) it warns and generates an empty `RoutePaths`
/// rather than failing: SwiftPM plans no command, not even `export-routes`, when a build tool
/// plugin throws, so failing here would stop the command that writes the map.
@main
struct RoutePathsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let routesTarget = target as? SwiftSourceModuleTarget else { return [] }
        let candidates = PluginContract.routeMapCandidates(
            targetFiles: [], targetDirectory: routesTarget.directoryURL.path(percentEncoded: false),
            rootDirectory: context.package.directoryURL.path(percentEncoded: false))
        return [
            Self.command(
                tool: try context.tool(named: PluginContract.pathsToolName).url,
                workDirectory: context.pluginWorkDirectoryURL,
                routesModule: routesTarget.moduleName, candidates: candidates)
        ]
    }

    static func command(tool: URL, workDirectory: URL, routesModule: String, candidates: [String]) -> Command {
        let output = workDirectory.appending(component: PluginContract.pathsFileName)
        var arguments = [
            PluginContract.Command.generatePaths, PluginContract.Argument.output, output.path(percentEncoded: false),
        ]
        guard let map = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            // No map: generate-paths with no module writes an empty RoutePaths.
            Diagnostics.warning(PluginContract.missingRouteMapMessage(target: routesModule, candidates: candidates))
            return .buildCommand(
                displayName: "Generating empty route paths for \(routesModule) (no route map yet)", executable: tool,
                arguments: arguments, inputFiles: [], outputFiles: [output])
        }
        arguments += [PluginContract.Argument.routeMap, map]
        return .buildCommand(
            displayName: "Generating route paths for \(routesModule) from \(map)", executable: tool,
            arguments: arguments, inputFiles: [URL(fileURLWithPath: map)], outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RoutePathsPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // A routes.json among the target's files, else the one at the project's root.
        let candidates = PluginContract.routeMapCandidates(
            targetFiles: target.inputFiles.map { $0.url.path(percentEncoded: false) }, targetDirectory: nil,
            rootDirectory: context.xcodeProject.directoryURL.path(percentEncoded: false))
        return [
            Self.command(
                tool: try context.tool(named: PluginContract.pathsToolName).url,
                workDirectory: context.pluginWorkDirectoryURL,
                routesModule: PluginContract.moduleName(
                    productName: target.product?.name, displayName: target.displayName),
                candidates: candidates)
        ]
    }
}
#endif
