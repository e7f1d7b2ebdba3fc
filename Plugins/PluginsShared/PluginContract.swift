// The contract between Switchyard's plugins and the route-scanner tool: the tool's name, the
// subcommands, the argument names and the fixed output file names. Plugins/PluginsShared is
// symlinked into every plugin and into Sources/route-scanner, so both sides compile this file.

enum PluginContract {
    /// The executable the plugins run.
    static let toolName = "route-scanner"

    /// The file RouteScannerPlugin generates in every target it is applied to.
    static let tableFileName = "SwitchyardRoutes.swift"
    /// The file RoutePathsPlugin generates in the shared routes target.
    static let pathsFileName = "RoutePaths.swift"

    /// Subcommands.
    enum Command {
        static let generateTable = "generate-table"
        static let generatePaths = "generate-paths"
        static let routeMap = "route-map"
        static let checkAndroid = "check-android"
    }

    /// Argument names.
    enum Argument {
        static let module = "--module"
        static let output = "--output"
        static let source = "--source"
        static let dependency = "--dependency"
        static let root = "--root"
        static let format = "--format"
    }

    /// `MODULE=PATH`, the form of `--dependency` and `--module` values.
    static func modulePath(_ module: String, _ path: String) -> String { module + "=" + path }
}
