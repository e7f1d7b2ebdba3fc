import DemoApp
import DemoRoutes
import Switchyard
@_spi(NavigationModel) import SwitchyardNavigation
@_spi(NavigationModel) import SwitchyardTesting

extension DemoScenario {
    /// Section 3: deep links with parameters, every navigation action, and TheRouter's
    /// `jumpType` numbers, each followed by a picture of the window.
    public func navigation() async {
        resetToLaunch()
        console.line(
            "Home links to other features through generated constants (RoutePaths.product(id: 42)),", indent: 2)
        console.line(
            "never by importing them. Every open goes through a RecordingNavigator: UIKit's rules, no simulator.",
            indent: 2)
        await open(
            RoutePaths.product(id: 42) + "?from=home", note: "push (ProductPage's default action)",
            expecting: .page("ProductPage"))
        await open(
            RoutePaths.productReviews(id: 42), note: "popToTarget: no reviews page on the stack yet, so a push",
            expecting: .page("ProductReviewsPage"))
        await open(
            RoutePaths.productItem(id: 7), note: "the legacy link the Android app still sends",
            expecting: .page("ProductPage"))
        await open(
            RoutePaths.productReviews(id: 42), note: "popToTarget: back to the reviews page already on the stack",
            expecting: .page("ProductReviewsPage"))
        expect(
            navigator.picture == "[tab 0* HomePage > ProductPage(42) > ProductReviewsPage(42)] [tab 1 ProfilePage]",
            "popToTarget should go back to the reviews page")
        await open(
            "https://m.example.com/help?topic=returns", note: "present: every https link opens the in-app browser",
            expecting: .page("WebPage"))
        await open(
            RoutePaths.productList + "?jumpType=4",
            note: "jumpType=4 (TheRouter's modalDismissBeforePush): dismissModalThenPush",
            expecting: .page("ProductListPage"))
        await open(
            RoutePaths.product(id: 8) + "?jumpType=3",
            note: "jumpType=3 (TheRouter's windowNavRoot): a push on the selected tab's stack; the tab bar stays",
            expecting: .page("ProductPage"))
        await open(
            RoutePaths.profile + "?jumpType=5&tabBarSelecIndex=1",
            note: "jumpType=5 (TheRouter's showTab, its tabBarSelecIndex): Home's stack popped, Account selected",
            expecting: .page("ProfilePage"))
        expect(
            navigator.picture == "[tab 0 HomePage] [tab 1* ProfilePage]",
            "showTab should pop the tab it leaves, then select the Account tab and pop it to its root")
        await open(
            RoutePaths.home, note: "windowRoot (HomePage's default): e.g. after signing out",
            expecting: .page("HomePage"))
        expect(navigator.picture == "[HomePage]", "windowRoot should replace the window's root")
        console.line()
        console.line("History (what a UIKit navigator would have done):", indent: 2)
        for record in navigator.history {
            console.line(
                "\(record.action) \(record.screen.title): \(record.steps.map(\.description).joined(separator: ", "))",
                .dim, indent: 4)
        }
    }
}
