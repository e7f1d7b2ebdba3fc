// The demo's routing layer. RoutePathsPlugin generates `RoutePaths` here from the exported route
// map (routes.json beside this file, written by `export-routes --output`), so a feature can link to any
// page without importing the module that declares it. This file is the target's one source of its
// own: SwiftPM drops a target with no source files.

/// The scheme of the demo app's deep links.
public enum DemoLinks {
    /// `app`.
    public static let scheme = "app"
}
