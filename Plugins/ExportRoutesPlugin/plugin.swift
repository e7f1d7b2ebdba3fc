import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory export-routes [--format json,plist,aasa]
/// [--app-id TEAMID.bundle.id]... [--host HOST]... [--target NAME]... [--output PATH] [--check]`
///
/// Scans the package's targets (or the named ones, with their dependencies as context) and writes
/// the route map, `routes.json` at the package root by default. With `--check` it writes nothing
/// and fails when a file differs from what it would write (for CI). A thin shell over
/// `switchyard-routes route-map`.
@main
struct ExportRoutesPlugin: CommandPlugin {
    static let usage =
        "usage: export-routes [--format json,plist,aasa] [--app-id TEAMID.bundle.id]... [--host HOST]... [--target NAME]... [--output PATH] [--check]"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
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
}
