// The contract between Switchyard's plugins and the route-scanner tool: the tool's name, its
// subcommands, every argument name it accepts and the fixed output file names. Plugins/PluginsShared
// is symlinked into every plugin and into Sources/route-scanner, so both sides compile this file
// and no subcommand or flag is spelled anywhere else.

enum PluginContract {
    /// The executable the plugins run.
    static let toolName = "route-scanner"

    /// The file RouteScannerPlugin generates in every target it is applied to.
    static let tableFileName = "SwitchyardRoutes.swift"
    /// The file RoutePathsPlugin generates in the shared routes target.
    static let pathsFileName = "RoutePaths.swift"

    /// Subcommands.
    enum Command {
        static let scan = "scan"
        static let generateTable = "generate-table"
        static let generatePaths = "generate-paths"
        static let routeMap = "route-map"
        static let checkAndroid = "check-android"
        static let export = "export"
    }

    /// Argument names.
    enum Argument {
        /// A module: `NAME` for generate-table and scan, `MODULE=PATH` for generate-paths and route-map.
        static let module = "--module"
        static let output = "--output"
        static let source = "--source"
        static let dependency = "--dependency"
        /// A file (or, for scan, a folder) read only to resolve conformances.
        static let context = "--context"
        static let root = "--root"
        static let format = "--format"
        static let input = "--input"
        static let defaultScheme = "--default-scheme"
        static let enumName = "--enum-name"
        static let appID = "--app-id"
        static let host = "--host"
        static let conformingTo = "--conforming-to"
        static let extract = "--extract"
        static let json = "--json"
        static let ios = "--ios"
        static let android = "--android"
        static let mapHost = "--map-host"
        static let allow = "--allow"
        static let ignoreScheme = "--ignore-scheme"
        static let ignoreHost = "--ignore-host"
    }

    /// `MODULE=PATH`, the form of `--dependency` and `--module` values.
    static func modulePath(_ module: String, _ path: String) -> String { module + "=" + path }
}
