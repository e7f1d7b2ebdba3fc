import DemoRoutes
import DemoServices
@_spi(Generated) import Switchyard
import SwitchyardNavigation
import SwitchyardRelocation

/// The demo app's composition root: the only module that sees every feature module.
/// It lists no feature module: each feature's table is found through the record its generated
/// file places in the binary.
public enum DemoApp {
    /// Every route table of the app, discovered at build time and found through the records.
    public static var routeTables: [RouteTable] { LinkedModules.routeTables }
    /// Every service table of the app, discovered at build time and found through the records.
    public static var serviceTables: [ServiceTable] { LinkedModules.serviceTables }

    /// The app's one line of route set-up.
    public static func registerRoutes(on router: Router = .shared) {
        router.registerLinkedModules()
    }

    /// The pages that need a logged-in user: the ``LoginInterceptor`` holds them.
    public static let loginRequired = [RoutePaths.cart, RoutePaths.orders]

    /// The tab bar the app launches with: Home, then Account. The scene delegate builds it from
    /// these URLs (``launchTabs(on:)``).
    public static let tabs = [RoutePaths.home, RoutePaths.profile]

    /// The hosts a relocation batch may send users to on the web (the H5 fallbacks).
    public static let webFallbackHosts: Set<String> = ["m.example.com"]

    /// Everything the app does at launch: registers the generated tables, sets the relocation
    /// policy and adds the login interceptor. Nothing is installed until the first open.
    ///
    /// - Returns: the interceptors it added, for explanations (`switchyard-demo open`).
    @discardableResult
    public static func launch(on router: Router) -> [InterceptorDescription] {
        registerRoutes(on: router)
        var policy = RelocationPolicy(ownSchemes: [DemoLinks.scheme])
        policy.allowedWebHosts = webFallbackHosts
        router.relocationPolicy = policy
        let login = InterceptorDescription(name: "LoginInterceptor", priority: 100, patterns: loginRequired)
        do {
            try router.addInterceptor(
                LoginInterceptor(router: router), priority: login.priority, scope: .patterns(login.patterns))
        } catch {
            // Unreachable: the patterns are generated constants that compiled at build time.
            return []
        }
        return [login]
    }

    /// The launch screens of the tab bar, made by the routes themselves.
    @MainActor
    public static func launchTabs(on router: Router) throws(RouteFailure) -> NavigationState {
        var stacks: [[NavigationScreen]] = []
        for url in tabs {
            let destination = try router.destination(for: url)
            stacks.append([NavigationScreen(destination: destination, request: nil)])
        }
        return .tabs(stacks)
    }
}

/// What an interceptor the app added applies to: for explanations, since the router does not
/// hand its interceptors out.
public struct InterceptorDescription: Sendable, Hashable {
    /// The interceptor's name.
    public let name: String
    /// Its priority (higher runs first).
    public let priority: Int
    /// The patterns it applies to.
    public let patterns: [String]

    /// Creates a description.
    public init(name: String, priority: Int, patterns: [String]) {
        self.name = name
        self.priority = priority
        self.patterns = patterns
    }

    /// Whether it runs for `route` (patterns compared in canonical form, as the router does).
    public func applies(to route: RouteInfo) -> Bool {
        patterns.contains { (try? RoutePattern($0).description) == route.pattern.description }
    }
}
