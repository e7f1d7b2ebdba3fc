import Foundation
import PackagePlugin

/// `swift package check-android-routes --ios routes.json --android routeMap.json [options]`:
/// runs `route-scanner check-android` with the same arguments. The tool itself exits 0 when the
/// maps agree, 1 when they differ and 2 on bad input; through this plugin any non-zero status
/// fails the command.
@main
struct CheckAndroidPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try packageManager.run(
            packageManager.tool(PluginContract.toolName), [PluginContract.Command.checkAndroid] + arguments
        ) { status in
            status == 1
                ? "the iOS and Android route maps differ (see the report above)"
                : "the cross-check could not run (status \(status))"
        }
    }
}
