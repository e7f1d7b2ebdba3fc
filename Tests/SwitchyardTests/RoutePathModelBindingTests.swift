import Testing

@testable import Switchyard
@testable import SwitchyardNavigation

private let home = NavigationScreen(typeName: "App.Home")
private let list = NavigationScreen(typeName: "App.List")
private let detail = NavigationScreen(typeName: "App.Detail")
private let login = NavigationScreen(typeName: "App.Login")

@MainActor
private func titles(_ entries: [RoutePathModel.Entry]) -> [String] { entries.map(\.screen.title) }

/// What SwiftUI writes through the model's bindings (`TabView(selection:)`, `sheet(item:)`, one
/// `NavigationStack` per tab), and that the model stays consistent whatever is written.
@Suite("RoutePathModel: SwiftUI bindings keep the model consistent")
@MainActor
struct RoutePathModelBindingTests {
    @Test func selectedTabIsSettableAsATabViewSelection() throws {
        let model = RoutePathModel(tabCount: 3)
        var changes = 0
        model.onChange = { _ in changes += 1 }
        try model.apply(.push, destination: 0, screen: list)
        model.selectedTab = 2  // the user tapped the third tab
        #expect(model.selectedTab == 2 && model.path.isEmpty)
        try model.apply(.push, destination: 1, screen: detail)
        #expect(titles(model.path(ofTab: 2)) == ["Detail"])
        model.selectedTab = 0
        #expect(titles(model.path) == ["List"])
        // Out of range, or the same tab: ignored, nothing reported.
        let before = changes
        model.selectedTab = 3
        model.selectedTab = -1
        model.selectedTab = 0
        #expect(model.selectedTab == 0 && changes == before)
        // Without a tab bar there is one path and nothing else to select.
        let plain = RoutePathModel()
        plain.selectedTab = 1
        #expect(plain.selectedTab == 0)
    }

    @Test func anOutOfRangeInitialTabSelectsTheFirst() {
        #expect(RoutePathModel(tabCount: 2, selectedTab: 1).selectedTab == 1)
        #expect(RoutePathModel(tabCount: 2, selectedTab: 5).selectedTab == 0)
        #expect(RoutePathModel(selectedTab: 1).selectedTab == 0)
    }

    @Test func eachTabsPathIsSettableForItsOwnStack() throws {
        let model = RoutePathModel(tabCount: 2)
        try model.apply(.push, destination: "list", screen: list)
        try model.apply(.push, destination: "detail", screen: detail)
        model.selectedTab = 1
        try model.apply(.push, destination: "login", screen: login)
        let dropped = model.path(ofTab: 0)[1]
        // Tab 0's back button, while tab 1 is selected.
        model.setPath(Array(model.path(ofTab: 0).prefix(1)), ofTab: 0)
        #expect(titles(model.path(ofTab: 0)) == ["List"])
        #expect(titles(model.path) == ["Login"])
        #expect(model.destination(for: dropped) == nil)
        model.setPath([], ofTab: 7)
        #expect(titles(model.path(ofTab: 0)) == ["List"] && titles(model.path(ofTab: 1)) == ["Login"])
    }

    @Test func settingThePresentationToNilDismissesIt() throws {
        let model = RoutePathModel()
        try model.apply(.present(.sheet), destination: 1, screen: login)
        let presented = try #require(model.presentation)
        #expect(presented.id == presented.entry.id)  // `sheet(item: $model.presentation)`
        model.presentation = nil
        #expect(model.presentation == nil && model.sheet == nil)
        #expect(model.destination(for: presented.entry) == nil)
    }

    @Test func aPresentationWriteMayChangeTheStyleAndPopButNotInventEntries() throws {
        let model = RoutePathModel()
        try model.apply(.push, destination: 0, screen: home)
        try model.apply(.present(.sheet), destination: 1, screen: login)
        try model.apply(.push, destination: 2, screen: list)
        try model.apply(.push, destination: 3, screen: detail)
        let tabEntry = model.path[0]
        var written = try #require(model.presentation)
        written.style = .fullScreen
        written.path = [written.path[0], tabEntry]  // popped Detail; an entry of the tab's stack
        model.presentation = written
        #expect(model.fullScreenCover?.screen == login && model.sheet == nil)
        #expect(titles(model.presentedPath) == ["List"])
        #expect(titles(model.path) == ["Home"])
        #expect(model.destination(for: tabEntry) as? Int == 0)
    }

    @Test func aPresentationOfAnotherEntryIsIgnored() throws {
        let model = RoutePathModel()
        try model.apply(.present(.sheet), destination: 1, screen: login)
        let old = try #require(model.presentation)
        try model.apply(.present(.fullScreen), destination: 2, screen: detail)
        var changes = 0
        model.onChange = { _ in changes += 1 }
        model.presentation = old  // a stale value written back
        #expect(model.presentation?.entry.screen == detail && changes == 0)
        model.dismissPresentation()
        model.presentation = old  // nothing is presented: only the router presents
        #expect(model.presentation == nil)
    }

    @Test func presentedEntryShowsEveryStyleForPlatformsWithoutCovers() throws {
        let model = RoutePathModel()
        try model.apply(.present(.fullScreen), destination: 1, screen: login)
        #expect(model.presentedEntry?.screen == login && model.sheet == nil)
        model.presentedEntry = nil  // macOS: the sheet standing in for the cover was closed
        #expect(model.presentation == nil && model.fullScreenCover == nil)
        try model.apply(.present(.sheet), destination: 2, screen: list)
        #expect(model.presentedEntry == model.sheet)
    }
}
