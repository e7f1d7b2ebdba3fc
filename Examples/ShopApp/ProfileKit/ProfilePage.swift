import Switchyard
import UIKit

/// The signed-in user's profile: a feature built as a framework target of the Xcode project
/// rather than a package product.
public final class ProfilePage: UIViewController, Routable {
    public nonisolated static let routePatterns = ["shop://profile"]
    public nonisolated static let routeDescription = "Profile"

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    public nonisolated static func makeDestination(for request: RouteRequest) throws -> Any {
        MainActor.assumeIsolated { ProfilePage() }
    }
}
