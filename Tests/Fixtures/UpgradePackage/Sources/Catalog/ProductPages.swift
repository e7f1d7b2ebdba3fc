import Routes
import Switchyard

/// A product's page; `app://item/:id` is the legacy link.
final class ProductPage: Routable {
    static let routePatterns = ["app://product/:id", "app://item/:id"]
    static let routePriority = 10
    static let routeDescription = "Product detail"

    let id: Int
    init(id: Int) { self.id = id }

    static func makeDestination(for request: RouteRequest) throws -> Any {
        ProductPage(id: try request.parameters.require("id", as: Int.self))
    }

    /// Where a link to a product came from, for analytics: `from`, and the origin of the first value.
    static func linkSource(_ parameters: RouteParameters) -> String {
        let from = parameters["from"] as? String ?? "unknown"
        return from + " via " + (parameters.items.first.map { "\($0.source)" } ?? "nothing")
    }
}

/// The list of products: a literal beside `:id`, matched first.
final class ProductListPage: Routable {
    static let routePatterns = ["app://product/list"]
    static let routeDescription = "All products"

    static func makeDestination(for request: RouteRequest) throws -> Any { ProductListPage() }
}
