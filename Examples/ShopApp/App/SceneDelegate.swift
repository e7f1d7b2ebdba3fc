import Switchyard
import SwitchyardNavigation
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ShopTabs.make()
        window.makeKeyAndVisible()
        self.window = window
        Router.shared.navigator = UIKitNavigator(window: window)
        for context in connectionOptions.urlContexts { open(context.url) }
    }

    /// A deep link from outside the app.
    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        for context in contexts { open(context.url) }
    }

    /// Through the Objective-C forwarder (App/LinkForwarder.m), as an app whose delegates are
    /// Objective-C does it: `SWYRouter` opens it as an external link.
    private func open(_ url: URL) {
        SHPLinkForwarder.forwardExternalURL(url)
    }
}
