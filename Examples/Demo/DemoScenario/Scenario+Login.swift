import DemoApp
import DemoRoutes
import DemoServices
import Switchyard

extension DemoScenario {
    /// Section 4: the login interceptor holds a navigation to the cart while the user is
    /// logged out, presents the login page, and resumes the navigation after the login.
    public func login() async {
        let session: any SessionService
        do {
            session = try router.service((any SessionService).self)
        } catch {
            expect(false, "the session service should be registered: \(error)")
            return
        }
        session.logOut()
        resetToLaunch()
        console.line(
            "The user is logged out. LoginInterceptor (async, scoped to \(DemoApp.loginRequired.joined(separator: ", ")))",
            indent: 2)
        console.line("holds the navigation instead of dropping it. Window before:", indent: 2)
        drawPicture()
        console.line()
        console.line("▸ open \(RoutePaths.cart)", .url, indent: 2)
        let held = Task { await router.openURL(RoutePaths.cart) }
        let waiting = await waitUntil { session.pendingLogIns > 0 }
        expect(waiting, "the cart should wait for the login")
        console.line(
            "held: the interceptor presented the login page and waits (\(session.pendingLogIns) navigation pending)",
            .refused, indent: 4)
        drawPicture()
        console.line()
        console.line("The user logs in as \"ann\" (SessionService.logIn); the held navigation resumes:", indent: 2)
        session.logIn(user: "ann")
        let outcome = await held.value
        narrate(outcome)
        expect(
            outcome.request?.action == .dismissModalThenPush, "the cart should open after the login sheet is dismissed")
        expect(
            navigator.picture == "[tab 0* HomePage > CartPage] [tab 1 ProfilePage]", "the cart should be pushed on Home"
        )
        await open(
            RoutePaths.orders, note: "logged in now: the interceptor lets it through at once",
            expecting: .page("OrdersPage"))
    }
}
