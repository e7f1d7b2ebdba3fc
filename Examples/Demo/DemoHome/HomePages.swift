import DemoKit
import DemoRoutes
import Switchyard

/// The home tab.
final class HomePage: Screen, TabRootPage {
    static let routePatterns = ["app://home"]
    static let routeDescription = "Home tab"
    static let routeAction = NavigationAction.windowRoot

    static func makeDestination(for request: RouteRequest) throws -> Any {
        HomePage(title: "Home", request: request)
    }

    /// Links built from generated constants: Home does not import DemoProduct or DemoAccount.
    static let featuredLinks = [RoutePaths.product(id: 42), RoutePaths.productReviews(id: 42), RoutePaths.login]
}

/// The feed, one per tab name.
final class FeedPage: Screen, Routable {
    static let routePatterns = ["app://home/feed/:tab"]
    static let routeDescription = "Feed for a tab"

    static func makeDestination(for request: RouteRequest) throws -> Any {
        FeedPage(title: "Feed(\(try request.parameters.require("tab", as: String.self)))", request: request)
    }
}

/// The in-app browser: every http(s) link, and the H5 fallback for pages that break.
final class WebPage: Screen, Routable {
    static let routePatterns = ["https://**", "http://**", "app://web"]
    static let routePathNames = ["https://**": "webHttps", "http://**": "webHttp"]
    static let routeDescription = "In-app browser (H5 fallback)"
    static let routeAction = NavigationAction.modal

    static func makeDestination(for request: RouteRequest) throws -> Any {
        let target = request.parameters.get("url", as: String.self) ?? request.url.description
        return WebPage(title: "Web(\(target))", request: request)
    }
}

/// Where the app's fallback sends links that match no route: says what was asked for.
final class NotFoundPage: Screen, Routable {
    static let routePatterns = ["app://notfound"]
    static let routeDescription = "Link not found"

    static func makeDestination(for request: RouteRequest) throws -> Any {
        NotFoundPage(title: "NotFound(\(request.parameters.get("url", as: String.self) ?? ""))", request: request)
    }
}
