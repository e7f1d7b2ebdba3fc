// route-generator, RouteScannerPlugin's tool: see RouteGeneratorTool and PluginContract.buildToolName.

import _RouteScannerCLI

RouteGeneratorTool.tool.main()
