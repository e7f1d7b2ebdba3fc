import Switchyard

/// The cart: a page of the Cart pod, which no other pod names.
struct CartPage: Routable {
    static let routePatterns = ["app://cart", "app://cart/:item"]

    static func makeDestination(for request: RouteRequest) throws -> Any { "cart" }
}
