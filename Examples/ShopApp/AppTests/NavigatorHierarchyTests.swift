import Foundation
import Switchyard
import SwitchyardNavigation
import Testing
import UIKit
@testable import ShopApp

/// Opens URLs through `UIKitNavigator` in a real `UIWindow` of the running app on the simulator
/// and checks the view controller hierarchy UIKit ends up with. The routes come from the app's
/// one registration line (AppDelegate), so these tests also prove that the features linked as
/// package products and as a framework target are all registered.
@Suite("UIKitNavigator in a real window", .serialized)
@MainActor
struct NavigatorHierarchyTests {
    @Test func everyFeatureIsRegisteredWhateverLinksIt() {
        #expect(Router.shared.canOpenURL("shop://catalog"), "CatalogFeature (package product)")
        #expect(Router.shared.canOpenURL("shop://product/1"), "CatalogFeature (package product)")
        #expect(Router.shared.canOpenURL("shop://cart"), "CartFeature (package product)")
        #expect(Router.shared.canOpenURL("shop://profile"), "ProfileKit (framework target)")
    }

    @Test func aPushLandsOnTheSelectedTabsStack() async throws {
        let (window, tabs) = try await makeWindow()
        defer { window.isHidden = true }
        #expect(await Router.shared.openURL("shop://product/42").failure == nil)
        #expect(titles(of: tabs.viewControllers?[0]) == ["Home", "Product 42"])
        #expect(titles(of: tabs.viewControllers?[1]) == ["Account"])
        #expect(tabs.presentedViewController == nil)
    }

    @Test func theCartIsPresentedInItsOwnNavigationController() async throws {
        let (window, tabs) = try await makeWindow()
        defer { window.isHidden = true }
        #expect(await Router.shared.openURL("shop://cart").failure == nil)
        try await eventually { tabs.presentedViewController != nil }
        let presented = try #require(tabs.presentedViewController as? UINavigationController)
        #expect(presented.viewControllers.map(\.title) == ["Cart"])
        #expect(presented.modalPresentationStyle == .pageSheet)

        // TheRouter's jumpType 4: dismiss the cart, then push onto the tab underneath.
        #expect(await Router.shared.openURL("shop://profile?jumpType=4").failure == nil)
        try await eventually { tabs.presentedViewController == nil && titles(of: tabs.viewControllers?[0]).count == 2 }
        #expect(titles(of: tabs.viewControllers?[0]) == ["Home", "Profile"])
    }

    // TheRouter's jump types in a tab-bar window, with TheRouter's intent
    // (HuolalaTech/hll-wp-therouter-ios, TheRouter/Classes/TheRouter+Jump.swift: `modal`,
    // `pusbWindowNavRoot`, `showTabBar`; the numbers and `tabBarSelecIndex` in TheRouter+Generate.swift).

    @Test func jumpType0PresentsFullScreen() async throws {
        let (window, tabs) = try await makeWindow()
        defer { window.isHidden = true }
        #expect(await Router.shared.openURL("shop://product/3?jumpType=0").failure == nil)
        try await eventually { tabs.presentedViewController != nil }
        let presented = try #require(tabs.presentedViewController as? UINavigationController)
        #expect(presented.viewControllers.map(\.title) == ["Product 3"])
        #expect(presented.modalPresentationStyle == .fullScreen)
        #expect(titles(of: tabs.viewControllers?[0]) == ["Home"])
    }

    @Test func jumpType3PushesOnTheSelectedTabAndKeepsTheTabBar() async throws {
        let (window, tabs) = try await makeWindow()
        defer { window.isHidden = true }
        tabs.selectedIndex = 1
        #expect(await Router.shared.openURL("shop://product/4?jumpType=3").failure == nil)
        #expect(window.rootViewController === tabs)
        #expect(titles(of: tabs.viewControllers?[1]) == ["Account", "Product 4"])
        #expect(titles(of: tabs.viewControllers?[0]) == ["Home"])

        // With a modal up, the modal is dismissed first: the push is not hidden under it.
        #expect(await Router.shared.openURL("shop://cart").failure == nil)
        try await eventually { tabs.presentedViewController != nil }
        #expect(await Router.shared.openURL("shop://product/6?jumpType=3").failure == nil)
        try await eventually { tabs.presentedViewController == nil && titles(of: tabs.viewControllers?[1]).count == 3 }
        #expect(titles(of: tabs.viewControllers?[1]) == ["Account", "Product 4", "Product 6"])
        #expect(window.rootViewController === tabs)
    }

    @Test func jumpType5PopsTheTabLeftSelectsTheTabAndPopsIt() async throws {
        let (window, tabs) = try await makeWindow()
        defer { window.isHidden = true }
        #expect(await Router.shared.openURL("shop://catalog").failure == nil)
        tabs.selectedIndex = 1
        #expect(await Router.shared.openURL("shop://product/5").failure == nil)
        tabs.selectedIndex = 0
        // TheRouter's key; the destination is dropped.
        #expect(await Router.shared.openURL("shop://product/7?jumpType=5&tabBarSelecIndex=1").failure == nil)
        #expect(tabs.selectedIndex == 1)
        #expect(titles(of: tabs.viewControllers?[0]) == ["Home"])
        #expect(titles(of: tabs.viewControllers?[1]) == ["Account"])
        // The model's picture of the window agrees with UIKit's.
        // Its picture reads `[tab 0 A] [tab 1* C]`: tab 1 selected, one screen each.
        let navigator = try #require(Router.shared.navigator as? UIKitNavigator)
        let picture = navigator.currentState().description
        #expect(picture.hasPrefix("[tab 0 ") && picture.contains("] [tab 1* "))
        #expect(picture.split(separator: "]").map { $0.components(separatedBy: " > ").count } == [1, 1])

        // Under a modal: dismissed, then the switch (TheRouter does nothing under a bare modal).
        #expect(await Router.shared.openURL("shop://catalog").failure == nil)
        #expect(await Router.shared.openURL("shop://cart").failure == nil)
        try await eventually { tabs.presentedViewController != nil }
        #expect(await Router.shared.openURL("shop://product/8?jumpType=5&tabIndex=0").failure == nil)
        try await eventually { tabs.presentedViewController == nil && tabs.selectedIndex == 0 }
        #expect(titles(of: tabs.viewControllers?[0]) == ["Home"])
        #expect(titles(of: tabs.viewControllers?[1]) == ["Account"])

        // A tab the link gives twice, differently, is refused and changes nothing.
        let refused = await Router.shared.openURL("shop://product/9?jumpType=5&tabBarSelecIndex=1&tabIndex=0")
        #expect(refused.failure?.description.contains("parameter 'tabIndex'") == true)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func anUnknownLinkChangesNothing() async throws {
        let (window, tabs) = try await makeWindow()
        defer { window.isHidden = true }
        #expect(await Router.shared.openURL("shop://nowhere").failure != nil)
        #expect(titles(of: tabs.viewControllers?[0]) == ["Home"])
        #expect(tabs.presentedViewController == nil)
    }

    // MARK: Support

    /// A fresh, visible window on the app's scene with the app's tab bar, and `Router.shared`
    /// navigating in it without animations, so pushes are in place when `openURL` returns.
    private func makeWindow() async throws -> (UIWindow, UITabBarController) {
        try await eventually { !UIApplication.shared.connectedScenes.isEmpty }
        let scene = try #require(UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first)
        let window = UIWindow(windowScene: scene)
        let tabs = ShopTabs.make()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        Router.shared.navigator = UIKitNavigator(window: window, animated: false)
        return (window, tabs)
    }

    private func titles(of controller: UIViewController?) -> [String?] {
        (controller as? UINavigationController)?.viewControllers.map(\.title) ?? []
    }

    /// Waits up to five seconds, letting the main run loop turn, until `condition` holds
    /// (UIKit finishes a dismissal on a later turn even without animation).
    private func eventually(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let deadline = Date().addingTimeInterval(5)
        while !condition(), Date() < deadline {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        #expect(condition(), "timed out after 5 s", sourceLocation: sourceLocation)
    }
}
