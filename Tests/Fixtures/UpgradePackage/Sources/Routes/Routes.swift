// The routes module: RoutePathsPlugin generates `RoutePaths` here from routes.json. SwiftPM drops a
// target with no source file of its own, hence this one.

/// The app's deep-link scheme.
public enum AppLinks {
    /// `app`.
    public static let scheme = "app"
}
