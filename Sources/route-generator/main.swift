// route-generator, RouteScannerPlugin's tool: see RouteGeneratorTool and PluginContract.buildToolName.

import Foundation
import _RouteScannerCLI

exit(RouteGeneratorTool.tool.run(Array(CommandLine.arguments.dropFirst())))
