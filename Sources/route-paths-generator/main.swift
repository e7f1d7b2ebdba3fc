// route-paths-generator, RoutePathsPlugin's tool: see RoutePathsGeneratorTool and PluginContract.pathsToolName.

import _RoutePathsGenerator

RoutePathsGeneratorTool.tool.main()
