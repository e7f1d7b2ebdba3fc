import Routes
import Services
import Switchyard

/// The profile: links to a product through generated constants, without importing Catalog.
final class ProfilePage: Routable {
    static let routePatterns = ["app://account/profile"]
    static let routeDescription = "Profile"

    static let featuredLinks = [RoutePaths.product(id: 42), RoutePaths.productItem(id: 7), RoutePaths.productList]

    static func makeDestination(for request: RouteRequest) throws -> Any { ProfilePage() }

    /// Opens a product from a button, with the builder.
    static func openFeaturedProduct() {
        RouterBuilder.build("app://product/:id")
            .withInt(key: "id", value: 42)
            .withString(key: "from", value: "profile")
            .navigation { outcome in print("builder:", outcome) }
    }

    /// The cart's size, through the service protocol.
    static func cartCount() throws -> Int {
        try Router.shared.service((any CartService).self).count
    }
}
