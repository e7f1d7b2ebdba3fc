// route-scanner: a thin command-line shell over _RouteScannerCore. It reads files, calls the core,
// writes files only when their bytes changed and prints diagnostics in the compiler's format.
// Subcommands and flags come from PluginContract (PluginsShared), shared with the plugins.

import Foundation

exit(RouteScannerTool.run(Array(CommandLine.arguments.dropFirst())))
