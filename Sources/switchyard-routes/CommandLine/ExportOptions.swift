import _RouteMapExport
import _RouteScannerCLI

/// The options of the route map files (`route-map`, `export`), and how their values are read.
enum ExportOptions {
    /// `--format json|plist|aasa`.
    static func format(required: Bool) -> OptionSpec {
        (required ? OptionSpec.required : OptionSpec.optional)(PluginContract.Argument.format, "json|plist|aasa")
    }
    /// `--app-id TEAMID.bundle.id` and `--host HOST`, for `--format aasa`.
    static let appSiteAssociation = [
        OptionSpec.repeated(PluginContract.Argument.appID, "TEAMID.bundle.id"),
        .repeated(PluginContract.Argument.host, "HOST"),
    ]

    /// The route map format `--format` names (json when not given), with `--app-id` and `--host`
    /// for an app site association.
    static func routeMapFormat(_ arguments: ParsedArguments) throws(CommandFailure) -> RouteMapFormat {
        switch arguments.value(PluginContract.Argument.format) ?? "json" {
        case "json": return .json
        case "plist": return .plist
        case "aasa":
            return .appSiteAssociation(
                AppSiteAssociationOptions(
                    appIDs: arguments.all(PluginContract.Argument.appID),
                    hosts: arguments.all(PluginContract.Argument.host)))
        case let other:
            throw CommandFailure("unknown \(PluginContract.Argument.format) '\(other)'; use json, plist or aasa")
        }
    }
}
