import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory export-routes [--format json,plist,aasa]
/// [--app-id TEAMID.bundle.id]... [--host HOST]... [--target NAME]... [--output PATH] [--check]`
///
/// Scans the package's targets (or the named ones, with their dependencies as context) and writes
/// the route map, `routes.json` at the package root by default. With `--check` it writes nothing
/// and fails when a file differs from what it would write (for CI). A thin shell over
/// `switchyard-routes route-map`.
///
/// `export-routes generated --output DIR [--target NAME]... [--check]` writes each target's generated
/// route table into `DIR/MODULE/SwitchyardRoutes.swift` instead, to be committed and compiled by a
/// build that runs no plugin (`switchyard-routes export-generated` per target). The first argument
/// chooses the action, as `check-routes`' does: one plugin that writes into the package, by
/// permission, for both files it writes.
@main
struct ExportRoutesPlugin: CommandPlugin {
    static let usage =
        "usage: export-routes [--format json,plist,aasa] [--app-id TEAMID.bundle.id]... [--host HOST]... [--target NAME]... [--output PATH] [--check]"

    static let generatedUsage =
        "usage: export-routes \(PluginContract.exportGeneratedAction) --output DIR [--target NAME]... [--check]"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.first == PluginContract.exportGeneratedAction {
            return try exportGenerated(context: context, arguments: Array(arguments.dropFirst()))
        }
        var extractor = ArgumentExtractor(arguments)
        let formats = extractor.extractOption(named: "format").flatMap { $0.split(separator: ",").map(String.init) }
        let names = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last
        let appIDs = extractor.extractOption(named: "app-id")
        let hosts = extractor.extractOption(named: "host")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginFailure(description: "unexpected arguments \(extractor.remainingArguments); \(Self.usage)")
        }
        let all = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind != .test }
        let selected =
            names.isEmpty
            ? all
            : try names.map { name in
                guard let target = all.first(where: { $0.name == name }) else {
                    throw PluginFailure(
                        description:
                            "no Swift target named '\(name)' in the package; choose one of \(all.map(\.name).sorted().joined(separator: ", "))"
                    )
                }
                return target
            }
        let selectedIDs = Set(selected.map(\.id))
        let context_ = SwiftSourceModuleTarget.exportContext(of: selected)
        let root = context.package.directoryURL
        let base = output.map { URL(fileURLWithPath: $0, relativeTo: root) } ?? root.appending(component: "routes.json")
        var sources: [String] = []
        for target in selected.sorted(by: { $0.moduleName < $1.moduleName }) + context_ {
            let isContext = !selectedIDs.contains(target.id)
            for file in target.sourceFiles(withSuffix: "swift") {
                let path = file.url.path(percentEncoded: false)
                // A dependency's files are context that only the files importing its module see.
                sources += [
                    isContext ? PluginContract.Argument.dependency : PluginContract.Argument.module,
                    PluginContract.modulePath(target.moduleName, path),
                ]
            }
        }
        let tool = try packageManager.tool(PluginContract.toolName)
        for format in formats.isEmpty ? ["json"] : formats {
            let destination =
                format == "json"
                ? base : base.deletingPathExtension().appendingPathExtension(format == "aasa" ? "aasa.json" : format)
            let arguments = PluginContract.routeMapArguments(
                format: format, root: root.path(percentEncoded: false),
                output: destination.path(percentEncoded: false), appIDs: appIDs, hosts: hosts, check: check)
            try packageManager.run(tool, arguments + sources) { status in
                "switchyard-routes route-map\(check ? " --check" : "") failed with status \(status); see the diagnostics above"
            }
        }
    }

    /// `export-routes generated`: each selected target's table, as RouteScannerPlugin would generate
    /// it (its dependencies' sources as context, `--composes` where the plugin passes it), into
    /// `DIR/MODULE/`, every header naming this command.
    func exportGenerated(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard let output = extractor.extractOption(named: "output").last, extractor.remainingArguments.isEmpty else {
            throw PluginFailure(description: "expected --output DIR and no other arguments; \(Self.generatedUsage)")
        }
        let all = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind != .test }
        let selected = names.isEmpty ? all : all.filter { names.contains($0.name) }
        guard selected.count == Set(names).count || names.isEmpty else {
            throw PluginFailure(
                description:
                    "no Swift target named \(names.filter { name in !all.contains { $0.name == name } }) in the package; choose among \(all.map(\.name).sorted().joined(separator: ", "))"
            )
        }
        let local = Set(context.package.targets.map(\.id))
        var graph: [String: Set<String>] = [:]
        for target in context.package.targets where (target as? SourceModuleTarget)?.kind != .test {
            graph[target.id] = Set(target.recursiveTargetDependencies.map(\.id)).intersection(local)
        }
        let directory = URL(fileURLWithPath: output, relativeTo: context.package.directoryURL).path(
            percentEncoded: false)
        let regenerate = PluginContract.exportGeneratedCommand(directory: output, targets: names)
        let tool = try packageManager.tool(PluginContract.toolName)
        var failed: [String] = []
        for target in selected.sorted(by: { $0.moduleName < $1.moduleName }) {
            var arguments = [
                PluginContract.Command.exportGenerated, PluginContract.Argument.module, target.moduleName,
                PluginContract.Argument.outputDirectory, directory, PluginContract.Argument.regenerate, regenerate,
            ]
            for file in target.sourceFiles(withSuffix: "swift") {
                arguments += [PluginContract.Argument.source, file.url.path(percentEncoded: false)]
            }
            for dependency in target.recursiveTargetDependencies.compactMap({ $0 as? SwiftSourceModuleTarget })
            where PluginContract.readsSources(ofModule: dependency.moduleName) {
                for file in dependency.sourceFiles(withSuffix: "swift") {
                    arguments += [
                        PluginContract.Argument.dependency,
                        PluginContract.modulePath(dependency.moduleName, file.url.path(percentEncoded: false)),
                    ]
                }
            }
            if PluginContract.composes(target.id, dependencies: graph) {
                arguments.append(PluginContract.Argument.composes)
            }
            if check { arguments.append(PluginContract.Argument.check) }
            do {
                try packageManager.run(tool, arguments) { _ in "" }
            } catch {
                failed.append(target.name)
            }
        }
        guard failed.isEmpty else {
            throw PluginFailure(
                description:
                    "\(PluginContract.toolName) \(PluginContract.Command.exportGenerated) failed for \(failed.joined(separator: ", ")); see the errors above"
            )
        }
    }
}
