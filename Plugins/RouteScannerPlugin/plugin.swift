import Foundation
import PackagePlugin

/// Scans the target's Swift sources for `Routable` and `RouterService` types and generates
/// `SwitchyardRoutes.swift`: the module's route table and the record through which
/// `Router.registerLinkedModules()` finds it (before Swift 6.3, the aggregate of every table
/// visible from the module). Dependencies' declarations are context, so a page that conforms through
/// a base class of another module is found. All logic lives in `_RouteScannerCore`.
///
/// In SwiftPM, each dependency is read once, by its own command (`summarize`), into a summary in
/// this target's work directory; the table's command reads the summaries, not the dependencies'
/// sources. A summary is rewritten only when its bytes change, so an edit of a dependency that
/// changes no declaration does not run the table's command again. (Another target's plugin
/// outputs cannot be named: whether a dependency runs this plugin is not known to a plugin, and a
/// command input that no command writes fails the build.) Xcode reads the dependencies' sources.
///
/// The target that composes the app (`PluginContract.composes`: no target above it sees more; in
/// the recommended layout, the app target) also checks what only the module that sees every
/// feature can. No run reads the route map: RoutePathsPlugin, which reads it, checks it.
@main
struct RouteScannerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let sourceDependencies = module.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { PluginContract.readsSources(ofModule: $0.moduleName) }
        let dependencies = sourceDependencies.map { (name: $0.moduleName, files: Self.scannedFiles($0)) }
        let local = Set(context.package.targets.map(\.id))
        var packageDependencies: [String: Set<String>] = [:]
        for other in context.package.targets where (other as? SourceModuleTarget)?.kind != .test {
            packageDependencies[other.id] = Set(other.recursiveTargetDependencies.map(\.id)).intersection(local)
        }
        let tool = try context.tool(named: PluginContract.buildToolName).url
        let work = context.pluginWorkDirectoryURL
        let summarize = sourceDependencies.map { dependency in
            Self.summarizeCommand(
                tool: tool, workDirectory: work, moduleName: dependency.moduleName,
                files: Self.scannedFiles(dependency),
                dependencies: dependency.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }
                    .map(\.moduleName).filter(PluginContract.readsSources(ofModule:)))
        }
        return summarize + [
            Self.command(
                tool: tool, workDirectory: work, moduleName: module.moduleName, files: Self.scannedFiles(module),
                dependencies: dependencies, readsSummaries: true,
                composes: PluginContract.composes(module.id, dependencies: packageDependencies))
        ]
    }

    /// The command that writes the summary of dependency `moduleName` (and the file whose bytes
    /// follow it, ``PluginContract/summaryMarkerPath(summaryPath:)``) in `workDirectory`, from its
    /// files and the summaries of its own `dependencies`.
    static func summarizeCommand(
        tool: URL, workDirectory: URL, moduleName: String, files: [URL], dependencies: [String]
    ) -> Command {
        let work = workDirectory.path(percentEncoded: false)
        let summary = PluginContract.summaryPath(workDirectory: work, module: moduleName)
        var arguments = [
            PluginContract.Command.summarize, PluginContract.Argument.module, moduleName,
            PluginContract.Argument.output, summary,
        ]
        for file in files { arguments += [PluginContract.Argument.source, file.path(percentEncoded: false)] }
        var inputs = files
        for dependency in dependencies {
            let path = PluginContract.summaryPath(workDirectory: work, module: dependency)
            arguments += [PluginContract.Argument.dependencySummary, PluginContract.modulePath(dependency, path)]
            inputs.append(URL(fileURLWithPath: PluginContract.summaryMarkerPath(summaryPath: path)))
        }
        return .buildCommand(
            displayName: "Summarizing \(moduleName) for routes", executable: tool, arguments: arguments,
            inputFiles: inputs,
            outputFiles: [URL(fileURLWithPath: PluginContract.summaryMarkerPath(summaryPath: summary))])
    }

    /// A source module's Swift files, as both build systems select them.
    static func scannedFiles(_ module: SourceModuleTarget) -> [URL] {
        module.sourceFiles(withSuffix: "swift")
            .filter { PluginContract.scansFile(named: $0.url.lastPathComponent, isSource: $0.type == .source) }.map(
                \.url)
    }

    /// - Parameters:
    ///   - readsSummaries: the dependencies are read from their summaries
    ///     (``summarizeCommand(tool:workDirectory:moduleName:files:dependencies:)``), not their files.
    ///   - composes: whether the module composes the app.
    static func command(
        tool: URL, workDirectory: URL, moduleName: String, files: [URL], dependencies: [(name: String, files: [URL])],
        readsSummaries: Bool = false, composes: Bool = false
    ) -> Command {
        let output = workDirectory.appending(component: PluginContract.tableFileName)
        var arguments = [
            PluginContract.Command.generateTable, PluginContract.Argument.module, moduleName,
            PluginContract.Argument.output, output.path(percentEncoded: false),
        ]
        for file in files { arguments += [PluginContract.Argument.source, file.path(percentEncoded: false)] }
        var inputs = files
        for dependency in dependencies {
            if readsSummaries {
                let path = PluginContract.summaryPath(
                    workDirectory: workDirectory.path(percentEncoded: false), module: dependency.name)
                arguments += [
                    PluginContract.Argument.dependencySummary, PluginContract.modulePath(dependency.name, path),
                ]
                inputs.append(URL(fileURLWithPath: PluginContract.summaryMarkerPath(summaryPath: path)))
                continue
            }
            for file in dependency.files {
                arguments += [
                    PluginContract.Argument.dependency,
                    PluginContract.modulePath(dependency.name, file.path(percentEncoded: false)),
                ]
            }
            inputs += dependency.files
        }
        if composes { arguments.append(PluginContract.Argument.composes) }
        return .buildCommand(
            displayName: "Scanning \(moduleName) for routes", executable: tool, arguments: arguments,
            inputFiles: inputs, outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RouteScannerPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // Context for conformances: the Xcode targets and the package products (their source
        // modules, and theirs in turn) this target depends on.
        var dependencies: [(name: String, files: [URL])] = []
        var seen = Set<String>()
        func add(_ name: String, _ files: [URL]) {
            guard !files.isEmpty, PluginContract.readsSources(ofModule: name), seen.insert(name).inserted else {
                return
            }
            dependencies.append((name, files))
        }
        for dependency in target.dependencies {
            switch dependency {
            case .target(let other):
                add(Self.moduleName(of: other), Self.scannedFiles(other))
            case .product(let product):
                for module in product.sourceModules {
                    add(module.moduleName, Self.scannedFiles(module))
                    for inner in module.recursiveTargetDependencies.compactMap({ $0 as? SourceModuleTarget }) {
                        add(inner.moduleName, Self.scannedFiles(inner))
                    }
                }
            @unknown default:
                continue
            }
        }
        // Xcode may report no dependencies at all (measured on Xcode 26): then every other target
        // of the project is context, so a page whose base class conforms in another target is found.
        if target.dependencies.isEmpty {
            for other in context.xcodeProject.targets where other.id != target.id {
                add(Self.moduleName(of: other), Self.scannedFiles(other))
            }
        }
        return [
            Self.command(
                tool: try context.tool(named: PluginContract.buildToolName).url,
                workDirectory: context.pluginWorkDirectoryURL,
                moduleName: Self.moduleName(of: target), files: Self.scannedFiles(target), dependencies: dependencies)
        ]
    }

    /// The Swift module name Xcode gives the target (see `PluginContract.moduleName`).
    static func moduleName(of target: XcodeTarget) -> String {
        PluginContract.moduleName(productName: target.product?.name, displayName: target.displayName)
    }

    /// The target's Swift source files, selected as SwiftPM selects a package target's.
    static func scannedFiles(_ target: XcodeTarget) -> [URL] {
        target.inputFiles.filter {
            PluginContract.scansFile(named: $0.url.lastPathComponent, isSource: $0.type == .source)
        }.map(\.url)
    }
}
#endif
