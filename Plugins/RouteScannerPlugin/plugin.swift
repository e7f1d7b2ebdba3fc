import Foundation
import PackagePlugin

/// Scans the target's Swift sources for `Routable` and `RouterService` types and generates
/// `SwitchyardRoutes.swift`: the module's route table and the aggregate `SwitchyardRoutes.tables`
/// of every table visible from it. All logic lives in `_RouteScannerCore`; this is a thin shell.
@main
struct RouteScannerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let dependencies = module.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }
            .map { (name: $0.moduleName, files: $0.sourceFiles(withSuffix: "swift").map(\.url)) }
        return [
            try Self.command(
                tool: context.tool(named: PluginContract.toolName).url, workDirectory: context.pluginWorkDirectoryURL,
                moduleName: module.moduleName, files: module.sourceFiles(withSuffix: "swift").map(\.url),
                dependencies: dependencies)
        ]
    }

    static func command(
        tool: URL, workDirectory: URL, moduleName: String, files: [URL], dependencies: [(name: String, files: [URL])]
    ) -> Command {
        let output = workDirectory.appending(component: PluginContract.tableFileName)
        var arguments = [
            PluginContract.Command.generateTable, PluginContract.Argument.module, moduleName,
            PluginContract.Argument.output, output.path(percentEncoded: false),
        ]
        for file in files { arguments += [PluginContract.Argument.source, file.path(percentEncoded: false)] }
        for dependency in dependencies {
            for file in dependency.files {
                arguments += [PluginContract.Argument.dependency, PluginContract.modulePath(dependency.name, file.path(percentEncoded: false))]
            }
        }
        return .buildCommand(
            displayName: "Scanning \(moduleName) for routes", executable: tool, arguments: arguments,
            inputFiles: files + dependencies.flatMap(\.files), outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteScannerPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // In an Xcode project the app target's dependencies are Xcode targets; their Swift files are context.
        let dependencies = target.dependencies.compactMap { dependency -> (name: String, files: [URL])? in
            guard case .target(let other) = dependency else { return nil }
            let files = other.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
            return files.isEmpty ? nil : (other.displayName, files)
        }
        return [
            Self.command(
                tool: try context.tool(named: PluginContract.toolName).url, workDirectory: context.pluginWorkDirectoryURL,
                moduleName: target.product?.name ?? target.displayName,
                files: target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url), dependencies: dependencies)
        ]
    }
}
#endif
