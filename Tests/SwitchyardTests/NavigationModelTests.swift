@_spi(NavigationModel) import SwitchyardNavigation
import Testing

@testable import Switchyard

private let home = NavigationScreen(typeName: "App.Home")
private let list = NavigationScreen(typeName: "App.List")
private let detail = NavigationScreen(typeName: "App.Detail")
private let login = NavigationScreen(typeName: "App.Login")
private let code = NavigationScreen(typeName: "App.Code")
private let account = NavigationScreen(typeName: "App.Account")
private let splash = NavigationScreen(typeName: "App.Splash")
private let product = NavigationScreen(typeName: "App.Product", title: "Product(42)")

/// The starting states of the table, each with its picture.
private enum Start: String, CaseIterable {
    case empty, pushed, modal, modalWithStack, tabs, tabsWithModal, bareRoot

    var state: NavigationState {
        switch self {
        case .empty: return NavigationState()
        case .pushed: return .stack([home, list, detail])
        case .modal:
            return NavigationState(
                root: .stack(ScreenStack([home, list])),
                modals: [PresentedModal(ScreenStack([login], isNavigationStack: false), style: .sheet)])
        case .modalWithStack:
            return NavigationState(
                root: .stack(ScreenStack([home])), modals: [PresentedModal(ScreenStack([login, code]))])
        case .tabs: return .tabs([[home, list], [account]])
        case .tabsWithModal:
            var state = NavigationState.tabs([[home, list], [account]])
            state.modals = [PresentedModal(ScreenStack([login]), style: .fullScreen)]
            return state
        case .bareRoot: return NavigationState(root: .stack(ScreenStack([splash], isNavigationStack: false)))
        }
    }
}

/// One row: from a state, an action for a screen gives a picture and steps, or an error.
private struct Row: CustomTestStringConvertible, Sendable {
    let start: Start
    let action: NavigationAction
    let screen: NavigationScreen
    let expected: String
    let steps: String
    var testDescription: String { "\(start) + \(action) \(screen.title)" }
}

private func row(
    _ start: Start, _ action: NavigationAction, _ screen: NavigationScreen, _ expected: String, _ steps: String = ""
)
    -> Row
{
    Row(start: start, action: action, screen: screen, expected: expected, steps: steps)
}

private func row(_ start: Start, _ action: NavigationAction, _ expected: String, _ steps: String = "") -> Row {
    Row(start: start, action: action, screen: product, expected: expected, steps: steps)
}

private let noRoot =
    ": the window has no root yet; show the first screen with .windowRoot (a page's routeAction, or "
    + "openURL(_:action: .windowRoot)) or give the navigator an initial state"
private let noTabs = ": the window root is not a tab bar; make a tab bar the root first or use another action"

private let rows: [Row] = [
    // An empty window: only windowRoot works.
    row(.empty, .push, "error: cannot push Product(42)" + noRoot),
    row(.empty, .present(.sheet), "error: cannot present(sheet) Product(42)" + noRoot),
    row(.empty, .popToTarget, "error: cannot popToTarget Product(42)" + noRoot),
    row(.empty, .windowRoot, "[Product(42)]", "setWindowRoot(nav)"),
    row(.empty, .dismissModalThenPush, "error: cannot dismissModalThenPush Product(42)" + noRoot),
    row(.empty, .replace, "error: cannot replace Product(42)" + noRoot),
    row(.empty, .showTab(0), "error: cannot showTab(0) Product(42)" + noTabs),
    // A navigation stack.
    row(.pushed, .push, "[Home > List > Detail > Product(42)]", "push"),
    row(.pushed, .present(.sheet), "[Home > List > Detail] modal(sheet): Product(42)", "present(sheet, nav)"),
    row(.pushed, .present(.automatic), "[Home > List > Detail] modal: Product(42)", "present(automatic, nav)"),
    row(.pushed, .popToTarget, list, "[Home > List]", "popTo(1)"),
    row(.pushed, .popToTarget, home, "[Home]", "popTo(0)"),
    row(.pushed, .popToTarget, detail, "[Home > List > Detail]", ""),
    row(.pushed, .popToTarget, "[Home > List > Detail > Product(42)]", "push"),
    row(.pushed, .windowRoot, "[Product(42)]", "setWindowRoot(nav)"),
    row(.pushed, .dismissModalThenPush, "[Home > List > Detail > Product(42)]", "push"),
    row(.pushed, .replace, "[Home > List > Product(42)]", "replaceTop"),
    row(.pushed, .showTab(1), "error: cannot showTab(1) Product(42)" + noTabs),
    // A lone modal (no navigation stack of its own): push must present.
    row(.modal, .push, "[Home > List] modal(sheet): bare Login modal: Product(42)", "present(automatic, nav)"),
    row(
        .modal, .present(.fullScreen), "[Home > List] modal(sheet): bare Login modal(fullScreen): Product(42)",
        "present(fullScreen, nav)"),
    row(.modal, .popToTarget, list, "[Home > List] modal(sheet): bare Login modal: List", "present(automatic, nav)"),
    row(.modal, .popToTarget, login, "[Home > List] modal(sheet): bare Login", ""),
    row(.modal, .windowRoot, "[Product(42)]", "dismissModals(1) setWindowRoot(nav)"),
    row(.modal, .dismissModalThenPush, "[Home > List > Product(42)]", "dismissModals(1) push"),
    row(.modal, .replace, "[Home > List] modal(sheet): bare Product(42)", "dismissModals(1) present(sheet)"),
    row(.modal, .showTab(0), "error: cannot showTab(0) Product(42)" + noTabs),
    // A modal with its own navigation stack.
    row(.modalWithStack, .push, "[Home] modal: Login > Code > Product(42)", "push"),
    row(
        .modalWithStack, .present(.sheet), "[Home] modal: Login > Code modal(sheet): Product(42)", "present(sheet, nav)"
    ),
    row(.modalWithStack, .popToTarget, login, "[Home] modal: Login", "popTo(0)"),
    row(.modalWithStack, .popToTarget, home, "[Home] modal: Login > Code > Home", "push"),
    row(.modalWithStack, .windowRoot, "[Product(42)]", "dismissModals(1) setWindowRoot(nav)"),
    row(.modalWithStack, .dismissModalThenPush, "[Home > Product(42)]", "dismissModals(1) push"),
    row(.modalWithStack, .replace, "[Home] modal: Login > Product(42)", "replaceTop"),
    row(.modalWithStack, .showTab(0), "error: cannot showTab(0) Product(42)" + noTabs),
    // A tab bar.
    row(.tabs, .push, "[tab 0* Home > List > Product(42)] [tab 1 Account]", "push"),
    row(
        .tabs, .present(.sheet), "[tab 0* Home > List] [tab 1 Account] modal(sheet): Product(42)", "present(sheet, nav)"
    ),
    row(.tabs, .popToTarget, home, "[tab 0* Home] [tab 1 Account]", "popTo(0)"),
    row(.tabs, .popToTarget, account, "[tab 0* Home > List > Account] [tab 1 Account]", "push"),
    row(.tabs, .windowRoot, "[Product(42)]", "setWindowRoot(nav)"),
    row(.tabs, .dismissModalThenPush, "[tab 0* Home > List > Product(42)] [tab 1 Account]", "push"),
    row(.tabs, .replace, "[tab 0* Home > Product(42)] [tab 1 Account]", "replaceTop"),
    // TheRouter's showTabBar (TheRouter+Jump.swift): the tab being left is popped to its root too.
    row(.tabs, .showTab(1), "[tab 0 Home] [tab 1* Account]", "popTo(0) selectTab(1)"),
    row(.tabs, .showTab(0), "[tab 0* Home] [tab 1 Account]", "popTo(0)"),
    row(.tabs, .showTab(2), "error: cannot showTab(2) Product(42): the tab bar has 2 tabs (0...1)"),
    row(.tabs, .showTab(-1), "error: cannot showTab(-1) Product(42): the tab bar has 2 tabs (0...1)"),
    // A tab bar under a modal.
    row(.tabsWithModal, .push, "[tab 0* Home > List] [tab 1 Account] modal(fullScreen): Login > Product(42)", "push"),
    row(
        .tabsWithModal, .dismissModalThenPush, "[tab 0* Home > List > Product(42)] [tab 1 Account]",
        "dismissModals(1) push"),
    row(.tabsWithModal, .showTab(1), "[tab 0 Home] [tab 1* Account]", "dismissModals(1) popTo(0) selectTab(1)"),
    row(.tabsWithModal, .showTab(0), "[tab 0* Home] [tab 1 Account]", "dismissModals(1) popTo(0)"),
    row(.tabsWithModal, .windowRoot, "[Product(42)]", "dismissModals(1) setWindowRoot(nav)"),
    // A lone root controller.
    row(.bareRoot, .push, "[bare Splash] modal: Product(42)", "present(automatic, nav)"),
    row(.bareRoot, .replace, "[bare Product(42)]", "setWindowRoot"),
    row(.bareRoot, .popToTarget, splash, "[bare Splash]", ""),
    row(.bareRoot, .showTab(0), "error: cannot showTab(0) Product(42)" + noTabs),
]

@Suite("Navigation model: UIKit semantics as values")
struct NavigationModelTests {
    @Test func startingPictures() {
        let pictures = Start.allCases.map { "\($0): \($0.state)" }
        #expect(
            pictures == [
                "empty: (no window root)",
                "pushed: [Home > List > Detail]",
                "modal: [Home > List] modal(sheet): bare Login",
                "modalWithStack: [Home] modal: Login > Code",
                "tabs: [tab 0* Home > List] [tab 1 Account]",
                "tabsWithModal: [tab 0* Home > List] [tab 1 Account] modal(fullScreen): Login",
                "bareRoot: [bare Splash]",
            ])
    }

    @Test(arguments: rows)
    fileprivate func action(_ row: Row) {
        let start = row.start.state
        do {
            let plan = try start.plan(row.action, screen: row.screen)
            #expect(plan.result.description == row.expected)
            #expect(plan.steps.map(\.description).joined(separator: " ") == row.steps)
            #expect(try start.applying(row.action, screen: row.screen) == plan.result)
        } catch {
            #expect("error: \(error)" == row.expected)
        }
    }

    @Test func everyActionIsCoveredFromEveryMainStart() {
        let actions: Set<String> = [
            "push", "present", "popToTarget", "windowRoot", "dismissModalThenPush", "replace", "showTab",
        ]
        for start in [Start.empty, .pushed, .modal, .modalWithStack, .tabs] {
            let covered = Set(
                rows.filter { $0.start == start }.map { String($0.action.description.prefix { $0 != "(" }) })
            #expect(actions.subtracting(covered).isEmpty, "\(start) misses \(actions.subtracting(covered))")
        }
    }

    @Test func popToTargetAndShowTabDropTheDestination() throws {
        let back = try NavigationState.stack([home, list, detail]).plan(.popToTarget, screen: list)
        #expect(!back.showsDestination)
        let tab = try NavigationState.tabs([[home], [account]]).plan(.showTab(1), screen: account)
        #expect(!tab.showsDestination)
        #expect(try NavigationState.stack([home]).plan(.push, screen: list).showsDestination)
    }

    @Test func accessorsFindTheTop() {
        #expect(Start.modalWithStack.state.topScreen == code)
        #expect(Start.modalWithStack.state.rootStack == ScreenStack([home]))
        #expect(Start.tabs.state.topScreen == list)
        #expect(Start.empty.state.topScreen == nil)
        #expect(NavigationState.tabs([]).description == "[no tabs]")
        #expect(NavigationState.tabs([[]]).description == "[tab 0* (empty)]")
    }

    @Test func replaceOnAnEmptyStackPushes() throws {
        let plan = try NavigationState.tabs([[]]).plan(.replace, screen: home)
        #expect(plan.result.description == "[tab 0* Home]")
        #expect(plan.steps == [.push])
    }

    @Test func errorMessagesForTabBarsWithFewTabs() {
        let none = NavigationError(action: .showTab(0), screen: "X", kind: .tabOutOfRange(count: 0))
        #expect(none.description == "cannot showTab(0) X: the tab bar has no tabs")
        let one = NavigationError(action: .showTab(3), screen: "X", kind: .tabOutOfRange(count: 1))
        #expect(one.description == "cannot showTab(3) X: the tab bar has 1 tab (0...0)")
        let unsupported = NavigationError(
            action: .push, screen: "Text", kind: .unsupportedDestination(typeName: "Swift.String"))
        #expect(
            unsupported.description
                == "cannot push Text: this navigator shows view controllers only, but makeDestination returned a Swift.String"
        )
    }

    @Test func screenNames() {
        #expect(NavigationScreen(typeName: "Shop.Product").title == "Product")
        #expect(NavigationScreen(typeName: "Shop.Box<Shop.Item>").title == "Box<Shop.Item>")
        #expect(NavigationScreen(typeName: "Plain").title == "Plain")
    }

    @Test @MainActor func screensOfDestinationsUseTheirTypeAndPathParameters() throws {
        let router = Router()
        router.register([sampleTable()])
        let request = try router.resolve("app://product/42?from=home").get().request
        let screen = NavigationScreen(destination: Page("ProductPage", request), request: request)
        #expect(screen.typeName == "SwitchyardTests.Page")
        #expect(screen.title == "Page(42)")
        let titled = NavigationScreen(destination: TitledPage(), request: request)
        #expect(titled.title == "Special")
    }

    @Test func jumpTypesMapToActions() {
        let mapped = (0...6).map { NavigationAction(jumpType: $0, tabIndex: 2)?.description ?? "nil" }
        #expect(
            mapped == [
                "present(fullScreen)", "push", "popToTarget", "dismissModalThenPush", "dismissModalThenPush",
                "showTab(2)",
                "nil",
            ])
    }
}

@MainActor
private final class TitledPage: CustomNavigationTitle {
    var navigationTitle: String { "Special" }
}
