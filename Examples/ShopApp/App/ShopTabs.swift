import UIKit

/// The app's root: a tab bar with a navigation stack per tab. The features' pages are pushed and
/// presented into it by `UIKitNavigator`; the app itself imports no feature.
enum ShopTabs {
    /// The tab titles, in order.
    static let titles = ["Home", "Account"]

    @MainActor
    static func make() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = titles.map { title in
            let root = UIViewController()
            root.title = title
            root.view.backgroundColor = .systemBackground
            let navigation = UINavigationController(rootViewController: root)
            navigation.tabBarItem.title = title
            return navigation
        }
        return tabs
    }
}
