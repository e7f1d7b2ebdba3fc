import Foundation
import PackagePlugin

/// Generates `RoutePaths.swift` in a shared routes target: URL constants for the routes of every
/// target in the package that depends on it. Features depend on the routes target, never on
/// each other, so any feature can link to any page. The features' other dependencies (a kit
/// module with a base page class or a protocol refining `Routable`) are read as context, as
/// RouteScannerPlugin reads them, so pages that conform through them get constants too.
/// Thin: the logic is in `_RouteScannerCore`.
@main
struct RoutePathsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let routesTarget = target as? SwiftSourceModuleTarget else { return [] }
        let featureTargets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { candidate in
                candidate.kind != .test && candidate.id != routesTarget.id
                    && candidate.recursiveTargetDependencies.contains { $0.id == routesTarget.id }
            }
            .sorted { $0.moduleName < $1.moduleName }
        let featureIDs = Set(featureTargets.map(\.id))
        var seen: Set<Target.ID> = []
        let contextFiles = featureTargets.flatMap(\.recursiveTargetDependencies).compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { !featureIDs.contains($0.id) && seen.insert($0.id).inserted }
            .sorted { $0.moduleName < $1.moduleName }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        return [
            Self.command(
                tool: try context.tool(named: PluginContract.toolName).url, workDirectory: context.pluginWorkDirectoryURL,
                routesModule: routesTarget.moduleName,
                features: featureTargets.map { (name: $0.moduleName, files: $0.sourceFiles(withSuffix: "swift").map(\.url)) },
                context: contextFiles)
        ]
    }

    static func command(
        tool: URL, workDirectory: URL, routesModule: String, features: [(name: String, files: [URL])], context: [URL] = []
    ) -> Command {
        let output = workDirectory.appending(component: PluginContract.pathsFileName)
        var arguments = [PluginContract.Command.generatePaths, PluginContract.Argument.output, output.path(percentEncoded: false)]
        for feature in features {
            for file in feature.files {
                arguments += [PluginContract.Argument.module, PluginContract.modulePath(feature.name, file.path(percentEncoded: false))]
            }
        }
        for file in context { arguments += [PluginContract.Argument.context, file.path(percentEncoded: false)] }
        return .buildCommand(
            displayName: "Generating route paths for \(routesModule) from \(features.count) modules", executable: tool,
            arguments: arguments, inputFiles: features.flatMap(\.files) + context, outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RoutePathsPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // In an Xcode project: every target of the project that depends on this one.
        let features = context.xcodeProject.targets
            .filter { candidate in
                candidate.id != target.id && candidate.dependencies.contains {
                    if case .target(let dependency) = $0 { return dependency.id == target.id }
                    return false
                }
            }
            .sorted { $0.displayName < $1.displayName }
            .map { (name: $0.product?.name ?? $0.displayName, files: $0.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)) }
        return [
            Self.command(
                tool: try context.tool(named: PluginContract.toolName).url, workDirectory: context.pluginWorkDirectoryURL,
                routesModule: target.displayName, features: features)
        ]
    }
}
#endif
