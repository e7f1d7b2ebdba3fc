import Switchyard

/// The demo app's composition root: the only module that sees every feature module.
/// RouteScannerPlugin generates `SwitchyardRoutes.tables` here from its dependencies.
public enum DemoApp {
    /// Every route table of the app, discovered at build time.
    public static var routeTables: [RouteTable] { SwitchyardRoutes.tables }
    /// Every service table of the app, discovered at build time.
    public static var serviceTables: [ServiceTable] { SwitchyardRoutes.services }

    /// The app's one line of route set-up.
    public static func registerRoutes(on router: Router = .shared) {
        SwitchyardRoutes.register(on: router)
    }
}
