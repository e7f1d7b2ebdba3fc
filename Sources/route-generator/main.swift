// route-generator: the build plugins' tool, a thin shell over _RouteScannerCLI's generate commands.
// It compiles discovery and generation only (no route-map export, no Android cross-check), so
// every app's build compiles less; route-scanner is the user-facing CLI with everything.

import Foundation
import _RouteScannerCLI

exit(RouteGeneratorTool.tool.run(Array(CommandLine.arguments.dropFirst())))
