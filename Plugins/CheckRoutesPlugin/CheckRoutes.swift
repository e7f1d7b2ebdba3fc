// check-routes' decisions: which check its first argument chooses, and the arguments it passes to
// the tool. A file of this plugin's own, not of the shared contract, which every plugin and the
// build plugins' tool compile in every app's clean build; PluginContractTests compiles it through
// a symlink.

extension PluginContract {
    /// The read-only checks `swift package check-routes CHECK ARGUMENTS…` runs (CheckRoutesPlugin),
    /// chosen by its first argument: each runs one subcommand of ``toolName``, which exits 1 for a
    /// finding and 2 for bad input.
    enum Check: String, CaseIterable {
        /// `check-android`: routes.json against Android TheRouter's routeMap.json.
        case android
        /// `check-relocation`: a batch against each shipped version's routes.json.
        case relocation
        /// `diff`: the links of an older routes.json that this one breaks.
        case diff

        /// The subcommand of ``PluginContract/toolName`` the check runs.
        var command: String {
            switch self {
            case .android: Command.checkAndroid
            case .relocation: Command.checkRelocation
            case .diff: Command.diff
            }
        }

        /// What the tool's exit status 1 means, as the failed command says it.
        var finding: String {
            switch self {
            case .android: "the iOS and Android route maps differ (see the report above)"
            case .relocation: "a shipped version refuses the relocation batch (see the report above)"
            case .diff: "links of the older route map break (see the report above)"
            }
        }
    }

    /// check-routes' usage, printed when its first argument names no check.
    static let checkRoutesUsage =
        "usage: swift package check-routes android|relocation|diff ARGUMENTS... "
        + "(their arguments: `swift run \(toolName) check-android|check-relocation|diff --help`)"

    /// The check and the tool's arguments for `check-routes`' arguments; nil when the first names
    /// no ``Check``. `diff` given only OLD compares it with `packageRouteMap` (``diffArguments(_:packageRouteMap:)``).
    static func checkRoutesArguments(
        _ arguments: [String], packageRouteMap: String
    ) -> (check: Check, arguments: [String])? {
        guard let first = arguments.first, let check = Check(rawValue: first) else { return nil }
        let rest = Array(arguments.dropFirst())
        return (check, check == .diff ? diffArguments(rest, packageRouteMap: packageRouteMap) : [check.command] + rest)
    }

    /// The arguments `check-routes diff` passes to `diff`: the user's, with the package's `routes.json`
    /// (`packageRouteMap`) as NEW when they name only OLD. Options that take a value are skipped
    /// when counting the maps.
    static func diffArguments(_ arguments: [String], packageRouteMap: String) -> [String] {
        let valued: Set<String> = [Argument.coveredBy, Argument.allow, Argument.format]
        var maps = 0
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--" {
                maps += arguments.count - index - 1
                break
            }
            if valued.contains(arguments[index]) {
                index += 1
            } else if !arguments[index].hasPrefix("-") {
                maps += 1
            }
            index += 1
        }
        return [Command.diff] + arguments + (maps == 1 ? [packageRouteMap] : [])
    }

    /// The map `check-routes diff` compares with when given only OLD: `routes.json` at the package root,
    /// where `export-routes` writes it, else the first target directory (in the order given) that
    /// holds one (`export-routes --output Routes/routes.json`); the root's path when none exists,
    /// so the tool's error names it.
    static func packageRouteMap(rootDirectory: String, targetDirectories: [String], exists: (String) -> Bool) -> String
    {
        let root = join(rootDirectory, routeMapFileName)
        return ([root] + targetDirectories.map { join($0, routeMapFileName) }).first(where: exists) ?? root
    }
}
