@_spi(Generated) import Switchyard
@_spi(NavigationModel) import SwitchyardNavigation
import SwitchyardTesting
import Testing

// TheRouter's jump types with TheRouter's intent, in the window states an app has: a navigation
// stack as the root, a tab bar, a modal up. What TheRouter does, from its source
// (HuolalaTech/hll-wp-therouter-ios):
// - `TheRouter/Classes/TheRouter+Generate.swift`: `LAJumpType` (modal 0, push 1, popToTaget 2,
//   windowNavRoot 3, modalDismissBeforePush 4, showTab 5) and the tab key
//   `TheRouterTabBarSelecIndex = "tabBarSelecIndex"`.
// - `TheRouter/Classes/TheRouter+Jump.swift`: `jump(jumpType:vc:queries:)`; `modal` sets
//   `modalPresentationStyle = .fullScreen`; `pusbWindowNavRoot` pushes onto the window's root
//   navigation controller, else onto the top screen's (the selected tab's); `showTabBar` pops the
//   top navigation controller to its root, selects `tabBarSelecIndex` (0 when absent or not a
//   number) and pops the selected tab to its root.
// Its no-ops are not copied: 3 with a modal up pushes under the modal, where nobody sees it
// (Switchyard dismisses the modals first); 5 under a modal without a navigation controller does
// nothing (Switchyard dismisses it and switches); a malformed tab silently means tab 0 (refused).

private final class Home: Routable {
    static let routePatterns = ["app://home"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Home() }
}

private final class Product: Routable {
    static let routePatterns = ["app://product/:id"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Product() }
}

private let home = NavigationScreen(typeName: "App.Home")
private let product1 = NavigationScreen(typeName: "App.Product", title: "Product(1)")
private let account = NavigationScreen(typeName: "App.Account")
private let product5 = NavigationScreen(typeName: "App.Product", title: "Product(5)")
private let login = NavigationScreen(typeName: "App.Login")

/// The window states, each with its picture (checked in `startingPictures`).
private enum Window: String, CaseIterable, Sendable {
    case stack, tabs, stackWithModal, tabsWithModal

    var state: NavigationState {
        let modal = [PresentedModal(ScreenStack([login], isNavigationStack: false), style: .sheet)]
        switch self {
        case .stack: return .stack([home, product1])
        case .tabs: return .tabs([[home, product1], [account, product5]])
        case .stackWithModal: return NavigationState(root: .stack(ScreenStack([home, product1])), modals: modal)
        case .tabsWithModal:
            return NavigationState(
                root: .tabs(TabBarState(tabs: [ScreenStack([home, product1]), ScreenStack([account, product5])])),
                modals: modal)
        }
    }
}

/// One open: from a window, a link gives a picture, or the failure's message.
private struct Row: CustomTestStringConvertible, Sendable {
    let window: Window
    let link: String
    let expected: String
    var testDescription: String { "\(window): \(link)" }
}

private let noTabBar =
    "cannot showTab(0) Home: the window root is not a tab bar; make a tab bar the root first or use another action"
private let bothTabs =
    "; jumpType=5 shows one tab: give tabBarSelecIndex (TheRouter's key) or tabIndex, a whole number from 0, "
    + "or the same number in both"

private let rows: [Row] = [
    // 0: modal, always full screen (TheRouter's `modal`), over whatever is up.
    Row(
        window: .stack, link: "app://product/2?jumpType=0",
        expected: "[Home > Product(1)] modal(fullScreen): Product(2)"),
    Row(
        window: .tabs, link: "app://product/2?jumpType=0",
        expected: "[tab 0* Home > Product(1)] [tab 1 Account > Product(5)] modal(fullScreen): Product(2)"),
    Row(
        window: .stackWithModal, link: "app://product/2?jumpType=0",
        expected: "[Home > Product(1)] modal(sheet): bare Login modal(fullScreen): Product(2)"),
    Row(
        window: .tabsWithModal, link: "app://product/2?jumpType=0",
        expected: "[tab 0* Home > Product(1)] [tab 1 Account > Product(5)] modal(sheet): bare Login "
            + "modal(fullScreen): Product(2)"),
    // 3: windowNavRoot, a push onto the root stack or the selected tab's; the tab bar stays.
    Row(window: .stack, link: "app://product/2?jumpType=3", expected: "[Home > Product(1) > Product(2)]"),
    Row(
        window: .tabs, link: "app://product/2?jumpType=3",
        expected: "[tab 0* Home > Product(1) > Product(2)] [tab 1 Account > Product(5)]"),
    Row(window: .stackWithModal, link: "app://product/2?jumpType=3", expected: "[Home > Product(1) > Product(2)]"),
    Row(
        window: .tabsWithModal, link: "app://product/2?jumpType=3",
        expected: "[tab 0* Home > Product(1) > Product(2)] [tab 1 Account > Product(5)]"),
    // 5: showTab: the tab left popped to its root, the tab selected and popped to its root.
    Row(window: .tabs, link: "app://home?jumpType=5&tabBarSelecIndex=1", expected: "[tab 0 Home] [tab 1* Account]"),
    Row(window: .tabs, link: "app://home?jumpType=5&tabIndex=1", expected: "[tab 0 Home] [tab 1* Account]"),
    Row(
        window: .tabs, link: "app://home?jumpType=5&tabBarSelecIndex=1&tabIndex=01",
        expected: "[tab 0 Home] [tab 1* Account]"),
    Row(window: .tabs, link: "app://home?jumpType=5", expected: "[tab 0* Home] [tab 1 Account > Product(5)]"),
    Row(
        window: .tabsWithModal, link: "app://home?jumpType=5&tabBarSelecIndex=1",
        expected: "[tab 0 Home] [tab 1* Account]"),
    Row(
        window: .tabsWithModal, link: "app://home?jumpType=5",
        expected: "[tab 0* Home] [tab 1 Account > Product(5)]"),
    Row(
        window: .stack, link: "app://home?jumpType=5&tabBarSelecIndex=0",
        expected: "navigation to 'app://home?jumpType=5&tabBarSelecIndex=0' failed: " + noTabBar),
    Row(
        window: .stackWithModal, link: "app://home?jumpType=5",
        expected: "navigation to 'app://home?jumpType=5' failed: " + noTabBar),
    // The tab keys refused, naming the key; read only for 5.
    Row(
        window: .tabs, link: "app://home?jumpType=5&tabBarSelecIndex=1&tabIndex=0",
        expected: "parameter 'tabIndex' of 'app://home?jumpType=5&tabBarSelecIndex=1&tabIndex=0' is 0, but "
            + "tabBarSelecIndex is another" + bothTabs),
    Row(
        window: .tabs, link: "app://home?jumpType=5&tabBarSelecIndex=first",
        expected: "parameter 'tabBarSelecIndex' of 'app://home?jumpType=5&tabBarSelecIndex=first' has the invalid "
            + "value 'first'" + bothTabs),
    Row(
        window: .tabsWithModal, link: "app://home?jumpType=5&tabIndex=1.0",
        expected: "parameter 'tabIndex' of 'app://home?jumpType=5&tabIndex=1.0' has the invalid value '1.0'"
            + bothTabs),
    Row(
        window: .tabs, link: "app://product/2?jumpType=1&tabIndex=x",
        expected: "[tab 0* Home > Product(1) > Product(2)] [tab 1 Account > Product(5)]"),
    // Numbers outside 0...5 stay refused (TheRouter pushes).
    Row(
        window: .tabs, link: "app://home?jumpType=6",
        expected: "parameter 'jumpType' of 'app://home?jumpType=6' has the invalid value '6'; use a jumpType from "
            + "0 to 5: 0 present(fullScreen), 1 push, 2 popToTarget, 3 and 4 dismissModalThenPush, 5 showTab "
            + "(with tabBarSelecIndex or tabIndex)"),
]

@Suite("TheRouter's jump types in every window state")
@MainActor
struct TheRouterJumpTypesTests {
    private func makeRouter(_ navigator: RecordingNavigator) -> Router {
        let router = Router()
        router.register([
            RouteTable(
                module: "App",
                entries: [
                    RouteEntry(Home.self, typeName: "App.Home", patterns: ["app://home"]),
                    RouteEntry(Product.self, typeName: "App.Product", patterns: ["app://product/:id"]),
                ])
        ])
        router.navigator = navigator
        return router
    }

    @Test func startingPictures() {
        #expect(
            Window.allCases.map { "\($0): \($0.state)" } == [
                "stack: [Home > Product(1)]",
                "tabs: [tab 0* Home > Product(1)] [tab 1 Account > Product(5)]",
                "stackWithModal: [Home > Product(1)] modal(sheet): bare Login",
                "tabsWithModal: [tab 0* Home > Product(1)] [tab 1 Account > Product(5)] modal(sheet): bare Login",
            ])
    }

    @Test(arguments: rows)
    fileprivate func open(_ row: Row) async {
        let navigator = RecordingNavigator(state: row.window.state)
        let router = makeRouter(navigator)
        let outcome = await router.openURL(row.link)
        if let failure = outcome.failure {
            #expect(failure.description == row.expected)
            #expect(navigator.picture == row.window.state.description, "a refused open changes nothing")
        } else {
            #expect(navigator.picture == row.expected)
        }
        // resolve and canOpenURL agree with the open about the parameters.
        let refusedByParameters = row.expected.hasPrefix("parameter ")
        #expect(router.canOpenURL(row.link) == !refusedByParameters)
    }

    @Test func everyNumberIsTriedInEveryWindow() {
        for window in Window.allCases {
            let numbers = Set(
                rows.filter { $0.window == window }.compactMap { row in
                    row.link.split(separator: "jumpType=").last?.prefix(1)
                })
            #expect(numbers.isSuperset(of: ["0", "3", "5"]), "\(window)")
        }
    }

    @Test func explicitParametersChooseTheTabToo() async throws {
        let router = makeRouter(RecordingNavigator(state: Window.tabs.state))
        let explicit = try router.resolve("app://home?jumpType=5", params: ["tabBarSelecIndex": 1]).get()
        #expect(explicit.request.action == .showTab(1))
        let agreeing = try router.resolve("app://home?jumpType=5&tabIndex=1", params: ["tabBarSelecIndex": 1]).get()
        #expect(agreeing.request.action == .showTab(1))
        guard case .failure(let failure) = router.resolve("app://home?jumpType=5&tabIndex=1", params: ["tabIndex": 2.5])
        else {
            Issue.record("a Double tab resolved")
            return
        }
        guard case .invalidParameter(let key, let value) = failure.reason else {
            Issue.record("\(failure)")
            return
        }
        #expect(key == "tabIndex" && value == "2.5")
        // The caller's action wins: the tab keys are not read.
        let navigator = RecordingNavigator(state: Window.tabs.state)
        let overridden = await makeRouter(navigator).openURL("app://product/2?jumpType=5&tabIndex=x", action: .push)
        #expect(overridden.failure == nil)
        #expect(navigator.history.map(\.action) == [.push])
    }
}
