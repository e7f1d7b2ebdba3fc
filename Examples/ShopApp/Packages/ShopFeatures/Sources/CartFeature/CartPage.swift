import Switchyard
import UIKit

/// The cart, shown as a sheet wherever it is opened from.
public final class CartPage: UIViewController, Routable {
    public nonisolated static let routePatterns = ["shop://cart"]
    public nonisolated static let routeDescription = "Shopping cart"
    public nonisolated static let routeAction = NavigationAction.sheet

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Cart"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    public nonisolated static func makeDestination(for request: RouteRequest) throws -> Any {
        MainActor.assumeIsolated { CartPage() }
    }
}
