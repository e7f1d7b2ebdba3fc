@_spi(JSON) import SwitchyardJSON
import _RouteMap

/// What to put in an `apple-app-site-association` file.
public struct AppSiteAssociationOptions: Hashable, Sendable {
    /// The app IDs (`TEAMID.bundle.id`) the links open.
    public var appIDs: [String]
    /// The hosts whose `https` routes become universal links, e.g. `["example.com"]`.
    public var hosts: [String]

    /// Creates options.
    public init(appIDs: [String], hosts: [String]) {
        self.appIDs = appIDs
        self.hosts = hosts
    }
}

/// Builds the `applinks` section of an `apple-app-site-association` file from a route map.
///
/// Each route whose pattern is `https://HOST/…` with `HOST` in the options' hosts and which is
/// not `internal` becomes a component `{"/": PATH, "comment": CLASSES}`; in `PATH` every
/// `:name`, `*` and `**` segment becomes `*`. Components are sorted by path; routes that give
/// the same path share one component whose comment lists their classes, sorted.
enum AppSiteAssociation {
    static func value(
        for map: RouteMap, options: AppSiteAssociationOptions
    ) throws(RouteMapRenderError) -> JSONValue {
        guard !options.appIDs.isEmpty else {
            throw RouteMapRenderError(
                message: "apple-app-site-association needs at least one app ID; pass --app-id TEAMID.bundle.id")
        }
        guard !options.hosts.isEmpty else {
            throw RouteMapRenderError(
                message: "apple-app-site-association needs at least one host; pass --host example.com")
        }
        var classesByPath: [String: Set<String>] = [:]
        for entry in map.entries where !entry.internal {
            let shape = RoutePathShape(entry.path)
            guard shape.scheme == "https", let host = shape.host, options.hosts.contains(host) else { continue }
            let path = shape.text(scheme: nil, host: nil) { _ in "*" }
            classesByPath[path.isEmpty ? "/" : path, default: []].insert(entry.className)
        }
        let components: [JSONValue] = classesByPath.keys.sorted().map { path in
            .object([
                ("/", .string(path)),
                ("comment", .string((classesByPath[path] ?? []).sorted().joined(separator: ", "))),
            ])
        }
        let detail: JSONValue = .object([
            ("appIDs", .array(options.appIDs.map { .string($0) })),
            ("components", .array(components)),
        ])
        return .object([("applinks", .object([("details", .array([detail]))]))])
    }
}
