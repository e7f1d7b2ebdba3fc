// route-scanner, the user-facing CLI the command plugins run: see RouteScannerTool, and
// PluginContract for its subcommands and flags.

RouteScannerTool.tool.main()
