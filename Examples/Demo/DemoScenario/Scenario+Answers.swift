import DemoApp
import DemoKit
import Switchyard
@_spi(NavigationModel) import SwitchyardNavigation
@_spi(NavigationModel) import SwitchyardTesting

extension DemoScenario {
    /// Section 3: a universal link launches the app and arrives before the window exists. The
    /// router, told it has a UI to wait for, holds the open, then delivers it to the window.
    public func linkBeforeTheWindow() async {
        console.line(
            "A universal link launches the app: it arrives before the window exists. The app's router is", indent: 2)
        console.line(
            "created with RouterConfiguration(holdsOpensUntilReady: true), so the link waits instead of being dropped.",
            indent: 2)
        let launching = Router(configuration: RouterConfiguration(holdsOpensUntilReady: true))
        _ = DemoApp.launch(on: launching)
        launching.addEventObserver { [log] event in log.append(event) }
        console.line()
        console.line("▸ open app://product/42  (from outside the app, no window yet)", .url, indent: 2)
        let held = Task { await launching.openURL("app://product/42", source: .external) }
        let waiting = await waitUntil { log.heldURLs().count == 1 }
        expect(waiting, "the link should be held until the window exists")
        console.line(
            "held: nothing created yet; waiting: \(log.heldURLs().joined(separator: ", "))", .refused, indent: 4)
        console.line()
        console.line(
            "The window comes up with its tab bar and its navigator is attached; the link is delivered:", indent: 2)
        let window: RecordingNavigator
        do {
            window = RecordingNavigator(state: try DemoApp.launchTabs(on: launching))
        } catch {
            expect(false, "the launch tab bar could not be built: \(error)")
            return
        }
        launching.navigator = window
        let outcome = await held.value
        expect(
            outcome.request?.route.typeName == "DemoProduct.ProductPage", "the held link should open the product page")
        expect(
            window.picture == "[tab 0* HomePage > ProductPage(42)] [tab 1 ProfilePage]",
            "the product should be pushed on Home")
        console.line(
            "delivered: \(outcome.request.map { "\($0.route.typeName) · \($0.action)" } ?? "nothing")", .good, indent: 4
        )
        console.lines(NavigationPicture.render(window.state), .plain, indent: 4)
    }

    /// Section 9: a handler route runs code and answers; a page answers its opener, typed.
    public func handlersAndAnswers() async {
        console.line(
            "Some URLs do something instead of showing a page. DemoAccount.ShareAction is a RouteHandler,", indent: 2)
        console.line("found by the plugin like a page; its result is the outcome.", indent: 2)
        await open("app://share?text=hello", expecting: .handler)
        console.line()
        console.line("A page can answer its opener: `try await router.open(url, expecting: String.self)`.", indent: 2)
        resetToLaunch()
        console.line("▸ open app://account/address/pick, expecting a String", .url, indent: 2)
        let router = router
        let answer = Task { try await router.open("app://account/address/pick", expecting: String.self) }
        let shown = await waitUntil { (navigator.destinations.last as? Screen)?.title == "AddressPicker" }
        expect(shown, "the address picker should be presented")
        drawPicture()
        guard let picker = navigator.destinations.last as? Screen else { return }
        console.line(
            "The user picks \"1 Main Street\"; the page answers through its request (respond(with:)):", indent: 2)
        picker.request.respond(with: "1 Main Street")
        do {
            let address = try await answer.value
            expect(address == "1 Main Street", "the opener should get the picked address")
            console.line("the opener got: \(address)", .good, indent: 4)
        } catch {
            expect(false, "the typed open should not fail: \(error)")
        }
        expect(!picker.request.respond(with: "2 Side Street"), "a second answer should be refused")
        console.line("a second answer is refused: the first one wins", .dim, indent: 4)
        resetToLaunch()
    }
}
