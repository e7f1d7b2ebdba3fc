import DemoKit
import DemoRoutes
import Switchyard

/// A product's page. `app://item/:id` is the legacy link the Android app still sends.
final class ProductPage: Screen, Routable {
    static let routePatterns = ["app://product/:id", "app://item/:id"]
    static let routePathNames = ["app://item/:id": "productItem"]
    static let routePriority = 10
    static let routeDescription = "Product detail"

    static func makeDestination(for request: RouteRequest) throws -> Any {
        ProductPage(title: "Product(\(try request.parameters.require("id", as: Int.self)))", request: request)
    }
}

/// The list of products: a literal beside `:id`, matched first.
final class ProductListPage: Screen, Routable {
    static let routePatterns = ["app://product/list"]
    static let routeDescription = "All products"

    static func makeDestination(for request: RouteRequest) throws -> Any {
        ProductListPage(title: "ProductList", request: request)
    }
}

/// A product's reviews.
final class ProductReviewsPage: Screen, Routable {
    static let routePatterns = ["app://product/:id/reviews"]
    static let routeDescription = "Product reviews"
    static let routeAction = NavigationAction.popToTarget

    static func makeDestination(for request: RouteRequest) throws -> Any {
        ProductReviewsPage(title: "Reviews(\(try request.parameters.require("id", as: Int.self)))", request: request)
    }
}

/// The shopping cart: the app's login interceptor holds it until the user has logged in.
final class CartPage: Screen, Routable {
    static let routePatterns = ["app://cart"]
    static let routeDescription = "Shopping cart (login required)"

    static func makeDestination(for request: RouteRequest) throws -> Any {
        CartPage(title: "Cart", request: request)
    }
}
