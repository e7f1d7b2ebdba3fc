// switchyard-routes, the one tool a person runs: see SwitchyardRoutesTool, and PluginContract for
// its subcommands and flags.

SwitchyardRoutesTool.tool.main()
