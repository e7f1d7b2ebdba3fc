import Foundation
import PackagePlugin

/// `swift package check-routes android|relocation|diff ARGUMENTS…`: the read-only checks, each a
/// subcommand of `switchyard-routes` (``PluginContract/Check``):
/// - `android --ios routes.json --android routeMap.json [options]`: `check-android`;
/// - `relocation --map [VERSION=]routes.json… [--urls FILE] [--format text|json] BATCH`:
///   `check-relocation`;
/// - `diff OLD [NEW] [--covered-by BATCH]… [--allow FILE] [--format json]`: `diff`, with the
///   package's `routes.json` as NEW when only OLD is given (at the root, else in a target's folder:
///   ``PluginContract/packageRouteMap(rootDirectory:targetDirectories:exists:)``).
/// The tool exits 0 when the check passes, 1 on a finding and 2 on bad input; through this plugin
/// any non-zero status fails the command.
@main
struct CheckRoutesPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let routeMap = PluginContract.packageRouteMap(
            rootDirectory: context.package.directoryURL.path(percentEncoded: false),
            targetDirectories: context.package.targets.compactMap {
                ($0 as? SwiftSourceModuleTarget)?.directoryURL.path(percentEncoded: false)
            }.sorted(),
            exists: { FileManager.default.fileExists(atPath: $0) })
        guard let (check, toolArguments) = PluginContract.checkRoutesArguments(arguments, packageRouteMap: routeMap)
        else {
            throw PluginFailure(description: PluginContract.checkRoutesUsage)
        }
        try packageManager.run(packageManager.tool(PluginContract.toolName), toolArguments) { status in
            status == 1 ? check.finding : "the \(check.rawValue) check could not run (status \(status))"
        }
    }
}
