// switchyard-relocation: see RelocationTool.

import Foundation

exit(RelocationTool.tool.run(Array(CommandLine.arguments.dropFirst())))
