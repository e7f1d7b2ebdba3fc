#if canImport(UIKit) && !os(watchOS)
import Switchyard
import UIKit

/// Shows destinations in a UIKit window.
///
/// Thin by design: it reads the window's hierarchy into a ``NavigationState``
/// (``currentState()``), lets `NavigationState.plan(_:screen:)` decide, and carries out the
/// plan's `NavigationStep`s with the matching UIKit calls. Every decision is in the
/// platform-neutral model, which is tested on every platform.
///
/// ```swift
/// Router.shared.navigator = UIKitNavigator(window: window)
/// ```
@MainActor
public final class UIKitNavigator: Navigator {
    /// The window it navigates in.
    public weak var window: UIWindow?
    /// Whether transitions are animated. Default `true`.
    public var animated: Bool
    /// Wraps a screen in a navigation controller (for `present`, `windowRoot` and a push that
    /// must present). Replace it to use your own navigation controller class.
    public var makeNavigationController: @MainActor (UIViewController) -> UINavigationController = {
        UINavigationController(rootViewController: $0)
    }

    /// Creates a navigator for `window`.
    public init(window: UIWindow, animated: Bool = true) {
        self.window = window
        self.animated = animated
    }

    /// Shows `destination`, which must be a `UIViewController`, with `request.action`.
    ///
    /// - Throws: ``NavigationError`` when the destination is not a view controller or the
    ///   action cannot be carried out in the current hierarchy.
    public func navigate(to destination: Any, request: RouteRequest) throws {
        let screen = NavigationScreen(destination: destination, request: request)
        guard let controller = destination as? UIViewController else {
            throw NavigationError(
                action: request.action, screen: screen.title, kind: .unsupportedDestination(typeName: screen.typeName))
        }
        let plan = try currentState().plan(request.action, screen: screen)
        run(plan.steps[...], controller)
    }

    /// The window's hierarchy as the model sees it: the root (a tab bar, a navigation
    /// controller or a lone controller) and the chain of presented controllers.
    public func currentState() -> NavigationState {
        guard let root = window?.rootViewController else { return NavigationState() }
        let modals = presentedChain().map { PresentedModal(Self.stack(of: $0), style: Self.style(of: $0)) }
        if let tabs = root as? UITabBarController {
            let stacks = (tabs.viewControllers ?? []).map(Self.stack(of:))
            return NavigationState(
                root: .tabs(TabBarState(tabs: stacks, selectedIndex: tabs.selectedIndex)), modals: modals)
        }
        return NavigationState(root: .stack(Self.stack(of: root)), modals: modals)
    }

    // MARK: Carrying out a plan

    private func run(_ steps: ArraySlice<NavigationStep>, _ controller: UIViewController) {
        guard let step = steps.first else { return }
        let rest = steps.dropFirst()
        switch step {
        case .dismissModals(let count):
            let chain = presentedChain()
            if count > 0, count <= chain.count, let presenter = chain[chain.count - count].presentingViewController {
                // Later steps wait for the dismissal: UIKit refuses to present during one.
                presenter.dismiss(animated: animated) { [weak self] in
                    MainActor.assumeIsolated { self?.run(rest, controller) }
                }
                return
            }
        case .selectTab(let index):
            (window?.rootViewController as? UITabBarController)?.selectedIndex = index
        case .popTo(let index):
            // Before a tab switch this is the tab being left: popped out of sight, without animation
            // (as TheRouter's showTabBar pops it, TheRouter+Jump.swift).
            var animate = animated
            if let next = rest.first, case .selectTab = next { animate = false }
            if let navigation = topNavigationController(), navigation.viewControllers.indices.contains(index) {
                navigation.popToViewController(navigation.viewControllers[index], animated: animate)
            }
        case .push:
            topNavigationController()?.pushViewController(controller, animated: animated)
        case .present(let style, let wrapped):
            let presented = wrapped ? makeNavigationController(controller) : controller
            presented.modalPresentationStyle = Self.modalStyle(style)
            (presentedChain().last ?? window?.rootViewController)?.present(presented, animated: animated)
        case .replaceTop:
            if let navigation = topNavigationController() {
                navigation.setViewControllers(
                    Array(navigation.viewControllers.dropLast()) + [controller], animated: animated)
            }
        case .setWindowRoot(let wrapped):
            window?.rootViewController = wrapped ? makeNavigationController(controller) : controller
        }
        run(rest, controller)
    }

    // MARK: Reading the hierarchy

    private func presentedChain() -> [UIViewController] {
        var chain: [UIViewController] = []
        var next = window?.rootViewController?.presentedViewController
        while let controller = next {
            chain.append(controller)
            next = controller.presentedViewController
        }
        return chain
    }

    /// The navigation controller the model calls the top stack, if it is one.
    private func topNavigationController() -> UINavigationController? {
        if let top = presentedChain().last { return top as? UINavigationController }
        let root = window?.rootViewController
        if let tabs = root as? UITabBarController { return tabs.selectedViewController as? UINavigationController }
        return root as? UINavigationController
    }

    private static func stack(of controller: UIViewController) -> ScreenStack {
        if let navigation = controller as? UINavigationController {
            return ScreenStack(navigation.viewControllers.map(screen(of:)), isNavigationStack: true)
        }
        return ScreenStack([screen(of: controller)], isNavigationStack: false)
    }

    private static func screen(of controller: UIViewController) -> NavigationScreen {
        NavigationScreen(destination: controller, request: nil)
    }

    private static func style(of controller: UIViewController) -> NavigationAction.PresentationStyle {
        switch controller.modalPresentationStyle {
        case .fullScreen, .overFullScreen: return .fullScreen
        case .automatic: return .automatic
        default: return .sheet
        }
    }

    private static func modalStyle(_ style: NavigationAction.PresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .automatic: return .automatic
        case .fullScreen: return .fullScreen
        case .sheet:
            #if os(tvOS)
            return .automatic
            #else
            return .pageSheet
            #endif
        }
    }
}
#endif
