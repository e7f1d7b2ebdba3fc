// route-scanner: the user-facing command-line shell over _RouteScannerCore, _RouteMapExport and
// _AndroidCrossCheck (the command plugins run it; the build plugins run route-generator). It reads files, calls the core,
// writes files only when their bytes changed and prints diagnostics in the compiler's format.
// Subcommands and flags come from PluginContract (PluginsShared), shared with the plugins.

import Foundation

exit(RouteScannerTool.tool.run(Array(CommandLine.arguments.dropFirst())))
