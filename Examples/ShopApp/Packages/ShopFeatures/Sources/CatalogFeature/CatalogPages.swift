import Switchyard
import UIKit

// UIKit view controllers are main-actor isolated and `Routable`'s requirements are not: the
// constants are `nonisolated` (the route scanner reads their literals at build time), and
// `makeDestination` runs on the main actor, as the router documents, so it says so.

/// Every product of the shop.
public final class CatalogPage: UIViewController, Routable {
    public nonisolated static let routePatterns = ["shop://catalog"]
    public nonisolated static let routeDescription = "Catalog"

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Catalog"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    public nonisolated static func makeDestination(for request: RouteRequest) throws -> Any {
        MainActor.assumeIsolated { CatalogPage() }
    }
}

/// One product.
public final class ProductPage: UIViewController, Routable {
    public nonisolated static let routePatterns = ["shop://product/:id"]
    public nonisolated static let routeDescription = "Product detail"

    /// The product shown.
    public let productID: Int

    init(productID: Int) {
        self.productID = productID
        super.init(nibName: nil, bundle: nil)
        title = "Product \(productID)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    public nonisolated static func makeDestination(for request: RouteRequest) throws -> Any {
        let id = try request.parameters.require("id", as: Int.self)
        return MainActor.assumeIsolated { ProductPage(productID: id) }
    }
}
