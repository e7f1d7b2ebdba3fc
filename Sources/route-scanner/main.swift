// route-scanner: a thin command-line shell over _RouteScannerCore.
// Each subcommand lives in its own file as `enum XCommand { static func run(_ args: [String]) -> Int32 }`.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: route-scanner <subcommand> [options]

    subcommands:
      scan            print every type conforming to a protocol (JSON lines with --json)
      generate-table  write a module's generated route table (used by RouteScannerPlugin)
      generate-paths  write RoutePaths URL constants (used by RoutePathsPlugin)
      route-map       export the route map (routes.json / routes.plist / AASA)
      check-android   compare an iOS routes.json with Android TheRouter's routeMap.json
      export          render a routes.json as json, plist or apple-app-site-association
    """

guard let subcommand = arguments.first else {
    FileHandleOutput.standardError(usage)
    exit(2)
}
let rest = Array(arguments.dropFirst())
switch subcommand {
case "scan":
    exit(ScanCommand.run(rest))
case "generate-table":
    exit(GenerateTableCommand.run(rest))
case "generate-paths":
    exit(GeneratePathsCommand.run(rest))
case "route-map":
    exit(RouteMapCommand.run(rest))
case "check-android":
    exit(CheckAndroidCommand.run(rest))
case "export":
    exit(ExportCommand.run(rest))
case "-h", "--help", "help":
    print(usage)
    exit(0)
default:
    FileHandleOutput.standardError("route-scanner: unknown subcommand '\(subcommand)'\n\(usage)")
    exit(2)
}
