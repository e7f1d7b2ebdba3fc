// The demo's routing layer. RoutePathsPlugin generates `RoutePaths` here from the routes of
// every module that depends on this one (DemoHome, DemoProduct, DemoAccount), so a feature can
// link to any page without importing the module that declares it.

/// The scheme of the demo app's deep links.
public enum DemoLinks {
    /// `app`.
    public static let scheme = "app"
}
