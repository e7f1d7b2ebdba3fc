import Foundation
import PackagePlugin

/// `swift package diff-routes OLD [NEW] [--covered-by BATCH]... [--allow FILE] [--format json]`:
/// runs `route-scanner diff`, with the package's `routes.json` as NEW when only OLD is given (at the
/// root, else in a target's folder: ``PluginContract/packageRouteMap(rootDirectory:targetDirectories:exists:)``). The
/// tool exits 0 when no link is lost, 1 when one is and 2 on bad input; through this plugin any
/// non-zero status fails the command.
@main
struct DiffRoutesPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try packageManager.tool(PluginContract.toolName)
        let routeMap = PluginContract.packageRouteMap(
            rootDirectory: context.package.directoryURL.path(percentEncoded: false),
            targetDirectories: context.package.targets.compactMap {
                ($0 as? SwiftSourceModuleTarget)?.directoryURL.path(percentEncoded: false)
            }.sorted(),
            exists: { FileManager.default.fileExists(atPath: $0) })
        try packageManager.run(tool, PluginContract.diffArguments(arguments, packageRouteMap: routeMap)) { status in
            status == 1
                ? "links of the older route map break (see the report above)"
                : "the diff could not run (status \(status))"
        }
    }
}
