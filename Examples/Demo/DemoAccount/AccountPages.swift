import DemoKit
import DemoRoutes
import Switchyard

/// The login sheet.
final class LoginPage: Screen, Routable {
    static let routePatterns = ["app://account/login"]
    static let routeDescription = "Login"
    static let routeAction = NavigationAction.present(.automatic)

    static func makeDestination(for request: RouteRequest) throws -> Any {
        LoginPage(title: "Login", request: request)
    }
}

/// The account tab.
final class ProfilePage: Screen, TabRootPage {
    static let routePatterns = ["app://account/profile"]
    static let routeDescription = "Profile"

    static func makeDestination(for request: RouteRequest) throws -> Any {
        ProfilePage(title: "Profile", request: request)
    }
}

/// Payment settings: internal, so no deep link from outside can open it, whatever a server says.
final class PaymentSettingsPage: Screen, Routable {
    static let routePatterns = ["app://account/settings/payment"]
    static let routeDescription = "Payment settings (internal)"
    static let routeIsInternal = true

    static func makeDestination(for request: RouteRequest) throws -> Any {
        PaymentSettingsPage(title: "PaymentSettings", request: request)
    }
}

/// The user's orders: the app's login interceptor holds it until the user has logged in.
final class OrdersPage: Screen, Routable {
    static let routePatterns = ["app://account/orders"]
    static let routeDescription = "Orders (login required)"

    static func makeDestination(for request: RouteRequest) throws -> Any {
        OrdersPage(title: "Orders", request: request)
    }
}
