import Testing

@testable import Switchyard
@testable import SwitchyardNavigation

private let home = NavigationScreen(typeName: "App.Home")
private let list = NavigationScreen(typeName: "App.List")
private let detail = NavigationScreen(typeName: "App.Detail")
private let login = NavigationScreen(typeName: "App.Login")
private let code = NavigationScreen(typeName: "App.Code")

@MainActor
private func titles(_ entries: [RoutePathModel.Entry]) -> [String] { entries.map(\.screen.title) }

@Suite("RoutePathModel: SwiftUI paths driven by the router")
@MainActor
struct RoutePathModelTests {
    @Test func pushAppendsAndPopToTargetTruncates() throws {
        let model = RoutePathModel()
        try model.apply(.push, destination: "home", screen: home)
        try model.apply(.push, destination: "list", screen: list)
        try model.apply(.push, destination: "detail", screen: detail)
        #expect(titles(model.path) == ["Home", "List", "Detail"])
        try model.apply(.popToTarget, destination: "list again", screen: list)
        #expect(titles(model.path) == ["Home", "List"])
        // The existing entry stays, with its destination; the new one is dropped.
        #expect(model.destination(for: model.path[1]) as? String == "list")
        try model.apply(.popToTarget, destination: "login", screen: login)
        #expect(titles(model.path) == ["Home", "List", "Login"])
    }

    @Test func popToTargetReachesTheRootEntry() throws {
        let model = RoutePathModel()
        try model.apply(.windowRoot, destination: "home", screen: home)
        try model.apply(.push, destination: "list", screen: list)
        try model.apply(.popToTarget, destination: "home 2", screen: home)
        #expect(model.path.isEmpty)
        #expect(model.root?.screen == home)
    }

    @Test func windowRootResetsEverything() throws {
        let model = RoutePathModel(tabCount: 2)
        try model.apply(.push, destination: 1, screen: list)
        try model.apply(.present(.sheet), destination: 2, screen: login)
        try model.apply(.windowRoot, destination: 3, screen: home)
        #expect(model.root?.screen == home)
        #expect(model.path.isEmpty && model.presentation == nil)
        #expect(model.destination(for: try #require(model.root)) as? Int == 3)
        // The tab bar is gone with the old root, as in UIKit.
        #expect(throws: NavigationError.self) { try model.apply(.showTab(1), destination: 4, screen: home) }
    }

    @Test func presentSetsTheSheetOrTheCoverAndPushesGoInside() throws {
        let model = RoutePathModel()
        try model.apply(.push, destination: 0, screen: home)
        try model.apply(.present(.sheet), destination: 1, screen: login)
        #expect(model.sheet?.screen == login && model.fullScreenCover == nil)
        try model.apply(.push, destination: 2, screen: detail)
        #expect(titles(model.presentedPath) == ["Detail"])
        #expect(titles(model.path) == ["Home"])
        try model.apply(.popToTarget, destination: 3, screen: login)
        #expect(model.presentedPath.isEmpty)
        try model.apply(.present(.fullScreen), destination: 4, screen: list)
        #expect(model.fullScreenCover?.screen == list && model.sheet == nil)
        model.fullScreenCover = nil
        #expect(model.presentation == nil)
    }

    @Test func dismissModalThenPushAndReplace() throws {
        let model = RoutePathModel()
        try model.apply(.push, destination: 0, screen: home)
        try model.apply(.present(.automatic), destination: 1, screen: login)
        try model.apply(.replace, destination: 2, screen: detail)
        #expect(model.sheet?.screen == detail)
        try model.apply(.dismissModalThenPush, destination: 3, screen: list)
        #expect(model.presentation == nil)
        #expect(titles(model.path) == ["Home", "List"])
        try model.apply(.replace, destination: 4, screen: detail)
        #expect(titles(model.path) == ["Home", "Detail"])
        model.path = []
        try model.apply(.replace, destination: 5, screen: login)
        #expect(model.root?.screen == login)
    }

    /// TheRouter's `showTabBar` (`TheRouter+Jump.swift`): the tab being left is popped to its root,
    /// then the tab is selected and popped to its root; other tabs keep their stacks.
    @Test func showTabPopsTheTabLeftSelectsAndPopsThatTab() throws {
        let model = RoutePathModel(tabCount: 3)
        try model.apply(.push, destination: 0, screen: list)
        model.selectedTab = 2
        try model.apply(.push, destination: 1, screen: code)
        model.selectedTab = 0
        try model.apply(.showTab(1), destination: 2, screen: home)
        try model.apply(.push, destination: 3, screen: detail)
        #expect(model.selectedTab == 1)
        #expect(titles(model.path(ofTab: 0)) == [])
        #expect(titles(model.path(ofTab: 2)) == ["Code"])
        #expect(titles(model.path) == ["Detail"])
        try model.apply(.present(.sheet), destination: 4, screen: login)
        try model.apply(.showTab(1), destination: 5, screen: home)
        #expect(model.presentation == nil && model.path.isEmpty)
        model.selectedTab = 2
        #expect(titles(model.path) == ["Code"])
        model.selectedTab = 9
        #expect(model.selectedTab == 2)
    }

    @Test func showTabRefusals() {
        let plain = RoutePathModel()
        #expect(throws: NavigationError(action: .showTab(0), screen: "Home", kind: .noTabBar)) {
            try plain.apply(.showTab(0), destination: 0, screen: home)
        }
        let tabs = RoutePathModel(tabCount: 2)
        #expect(throws: NavigationError(action: .showTab(2), screen: "Home", kind: .tabOutOfRange(count: 2))) {
            try tabs.apply(.showTab(2), destination: 0, screen: home)
        }
    }

    @Test func destinationsAreDroppedWithTheirEntriesAndChangesAreReported() throws {
        let model = RoutePathModel()
        var changes = 0
        model.onChange = { _ in changes += 1 }
        try model.apply(.push, destination: "a", screen: home)
        try model.apply(.push, destination: "b", screen: list)
        let dropped = model.path[1]
        model.path = Array(model.path.prefix(1))  // the back button
        #expect(model.destination(for: dropped) == nil)
        #expect(model.destination(for: model.path[0]) as? String == "a")
        #expect(changes == 3)
    }

    @Test func theRouterDrivesIt() async {
        let router = Router()
        router.register([sampleTable()])
        let model = RoutePathModel(tabCount: 2)
        router.navigator = model
        _ = await router.openURL("app://product/1")
        _ = await router.openURL("app://web?jumpType=0")
        _ = await router.openURL("app://product/2?jumpType=1")
        #expect(titles(model.path) == ["Page(1)"])
        #expect(model.fullScreenCover?.url == "app://web?jumpType=0")
        #expect(titles(model.presentedPath) == ["Page(2)"])
        let failed = await router.openURL("app://product/3?jumpType=5&tabIndex=4")
        #expect(
            failed.failure?.description == "navigation to 'app://product/3?jumpType=5&tabIndex=4' failed: "
                + "cannot showTab(4) Page(3): the tab bar has 2 tabs (0...1)")
    }
}
