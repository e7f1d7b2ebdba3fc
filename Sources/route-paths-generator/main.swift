// route-paths-generator, RoutePathsPlugin's tool: see RoutePathsGeneratorTool and PluginContract.pathsToolName.

import Foundation
import _RoutePathsGenerator

exit(RoutePathsGeneratorTool.tool.run(Array(CommandLine.arguments.dropFirst())))
