import _RouteScannerCLI

enum RelocationTool {
    static let tool = CommandLineTool(name: "switchyard-relocation", commands: [])
}
