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

    /// The tool reads the first candidate that exists (see `PluginContract.routeMapInputs`).
    static func command(tool: URL, workDirectory: URL, routesModule: String, candidates: [String]) -> Command {
        let output = workDirectory.appending(component: PluginContract.pathsFileName)
        var arguments = [
            PluginContract.Command.generatePaths, PluginContract.Argument.output, output.path(percentEncoded: false),
        ]
        for candidate in candidates { arguments += [PluginContract.Argument.routeMap, candidate] }
        return .buildCommand(
            displayName: "Generating route paths for \(routesModule)", executable: tool,
            arguments: arguments,
            inputFiles: PluginContract.routeMapInputs(candidates: candidates) {
                FileManager.default.fileExists(atPath: $0)
            }
            .map { URL(fileURLWithPath: $0) }, outputFiles: [output])
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
