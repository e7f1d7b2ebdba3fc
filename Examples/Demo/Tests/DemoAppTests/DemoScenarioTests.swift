import DemoApp
import DemoRoutes
import DemoScenario
import DemoServices
import Switchyard
import SwitchyardNavigation
import SwitchyardTesting
import Testing

/// The narrated scenario of `switchyard-demo`, section by section: navigation pictures and
/// outcomes, never colours or timings.
@Suite("Demo scenario")
@MainActor
struct DemoScenarioTests {
    @Test func theWholeScenarioBehavesAsNarrated() async {
        let scenario = DemoScenario(console: .silent())
        let status = await scenario.run()
        #expect(scenario.problems == [])
        #expect(status == 0)
        #expect(scenario.console.transcript.contains { $0.hasPrefix("━━ 12. Android cross-check") })
        #expect(!scenario.console.transcript.joined().contains("\u{1B}["), "the transcript never holds colours")
    }

    @Test func theReleaseDiffCoversTheMovedLinkAndAllowsTheRename() {
        let scenario = DemoScenario(console: .silent())
        scenario.releaseDiff()
        #expect(scenario.problems == [])
        let transcript = scenario.console.transcript
        #expect(
            transcript.contains(
                "    switchyard-routes diff Examples/Demo/releases/1.0/routes.json -> Examples/Demo/DemoRoutes/routes.json: 0 lost, 1 covered, 1 allowed"
            ))
        #expect(
            transcript.contains(
                "      covered by Examples/Demo/releases/2.0/batch.json: opens DemoAccount.OrdersPage (redirected to app://account/orders)"
            ))
        // The batch checked against both versions, as `switchyard-routes check-relocation` prints it.
        #expect(transcript.contains("    1.0      refused (1 problem)"))
        #expect(transcript.contains("    2.0      applies (in effect: redirects 1, added 1, removed 0)"))
    }

    @Test func aLinkBeforeTheWindowIsHeldThenDelivered() async {
        let scenario = DemoScenario(console: .silent())
        await scenario.linkBeforeTheWindow()
        #expect(scenario.problems == [])
        let transcript = scenario.console.transcript
        #expect(transcript.contains("    held: nothing created yet; waiting: app://product/42"))
        #expect(transcript.contains("    delivered: DemoProduct.ProductPage · push"))
    }

    @Test func aHandlerRouteRunsAndAPageAnswersTyped() async {
        let scenario = DemoScenario(console: .silent())
        await scenario.handlersAndAnswers()
        #expect(scenario.problems == [])
        let transcript = scenario.console.transcript
        #expect(transcript.contains("    DemoAccount.ShareAction handled it · result Shared: hello"))
        #expect(transcript.contains("    the opener got: 1 Main Street"))
        #expect(
            scenario.navigator.history.last?.description
                == "present(sheet) AddressPickerPage -> [tab 0* HomePage] [tab 1 ProfilePage] modal(sheet): AddressPickerPage"
        )
    }

    @Test func navigationShowsEveryActionAsPictures() async {
        let scenario = DemoScenario(console: .silent())
        scenario.firstUse()
        await scenario.navigation()
        #expect(scenario.problems == [])
        #expect(
            scenario.navigator.history.compactMap(\.picture) == [
                "[tab 0* HomePage > ProductPage(42)] [tab 1 ProfilePage]",
                "[tab 0* HomePage > ProductPage(42) > ProductReviewsPage(42)] [tab 1 ProfilePage]",
                "[tab 0* HomePage > ProductPage(42) > ProductReviewsPage(42) > ProductPage(7)] [tab 1 ProfilePage]",
                "[tab 0* HomePage > ProductPage(42) > ProductReviewsPage(42)] [tab 1 ProfilePage]",
                "[tab 0* HomePage > ProductPage(42) > ProductReviewsPage(42)] [tab 1 ProfilePage] modal: WebPage(m.example.com/help)",
                "[tab 0* HomePage > ProductPage(42) > ProductReviewsPage(42) > ProductListPage] [tab 1 ProfilePage]",
                "[tab 0* HomePage > ProductPage(42) > ProductReviewsPage(42) > ProductListPage > ProductPage(8)] "
                    + "[tab 1 ProfilePage]",
                "[tab 0 HomePage] [tab 1* ProfilePage]",
                "[HomePage]",
            ])
        #expect(
            scenario.navigator.history.map(\.action) == [
                .push, .popToTarget, .push, .popToTarget, .present(.automatic), .dismissModalThenPush,
                .dismissModalThenPush, .showTab(1), .windowRoot,
            ])
    }

    @Test func loginHoldsTheCartThenResumesIt() async throws {
        let scenario = DemoScenario(console: .silent())
        await scenario.login()
        #expect(scenario.problems == [])
        #expect(
            scenario.navigator.history.compactMap(\.picture) == [
                "[tab 0* HomePage] [tab 1 ProfilePage] modal: LoginPage",
                "[tab 0* HomePage > CartPage] [tab 1 ProfilePage]",
                "[tab 0* HomePage > CartPage > OrdersPage] [tab 1 ProfilePage]",
            ])
        #expect(try scenario.router.service((any SessionService).self).user == "ann")
    }

    @Test func aCancelledLoginRejectsTheHeldNavigation() async throws {
        let router = Router()
        DemoApp.launch(on: router)
        let navigator = RecordingNavigator(state: try DemoApp.launchTabs(on: router))
        router.navigator = navigator
        let session = try router.service((any SessionService).self)
        let held = Task { await router.openURL(RoutePaths.orders) }
        while session.pendingLogIns == 0 { try await Task.sleep(nanoseconds: 1_000_000) }
        session.cancelLogIn()
        let outcome = await held.value
        #expect(
            outcome.failure?.description == "'app://account/orders' was rejected by LoginInterceptor: login cancelled")
        #expect(navigator.picture == "[tab 0* HomePage] [tab 1 ProfilePage] modal: LoginPage")
    }

    @Test func relocationFromTheLoopbackServerThenRestore() async {
        let scenario = DemoScenario(console: .silent())
        await scenario.relocation()
        #expect(scenario.problems == [])
        let transcript = scenario.console.transcript
        #expect(transcript.contains("    applied version 8: 1 redirect, 1 added route"))
        #expect(
            transcript.contains("    parameters: **=m.example.com/p/42/reviews (path), reason=maintenance (relocation)")
        )
        #expect(transcript.contains("    304 Not Modified: the batch in effect is current"))
        #expect(
            scenario.navigator.history.compactMap(\.picture).last
                == "[tab 0* HomePage > ProductReviewsPage(42)] [tab 1 ProfilePage]")
        #expect(scenario.router.relocationVersion == 8)
    }

    @Test func badBatchesListEveryProblem() {
        let scenario = DemoScenario(console: .silent())
        scenario.badBatch()
        #expect(scenario.problems == [])
        let transcript = scenario.console.transcript.joined(separator: "\n")
        #expect(transcript.contains("relocation batch version 9 refused (6 problems):"))
        #expect(transcript.contains("web target host 'evil.example.net' is not allowed"))
        #expect(transcript.contains("'DemoAccount.PaymentSettingsPage' is an internal route"))
        #expect(transcript.contains("redirects form a loop"))
        #expect(transcript.contains("unknown key; did you mean 'orginPath'?"))
        #expect(scenario.router.relocationVersion == nil)
    }

    @Test func unknownLinksReachTheFailureHandlerThenTheFallback() async {
        let scenario = DemoScenario(console: .silent())
        await scenario.unknownLinks()
        #expect(scenario.problems == [])
        #expect(scenario.console.transcript.contains("    failure handler got: app://nowhere/42"))
        #expect(
            scenario.navigator.picture == "[tab 0* HomePage > PaymentSettingsPage > NotFoundPage] [tab 1 ProfilePage]")
    }

    @Test func servicesByURLAndTheirRefusals() async {
        let scenario = DemoScenario(console: .silent())
        await scenario.services()
        #expect(scenario.problems == [])
        let transcript = scenario.console.transcript.joined(separator: "\n")
        #expect(transcript.contains("'CartService.add' cannot be called from outside the app"))
        #expect(transcript.contains("exposes no remote method 'removeAll' (exposed: add, count)"))
    }

    @Test func androidCrossCheckGroupsTheDifferences() {
        let scenario = DemoScenario(console: .silent())
        scenario.androidCrossCheck()
        #expect(scenario.problems == [])
        #expect(
            scenario.console.transcript.contains(
                "    maps differ: 10 on both, 1 mismatched, 0 ambiguous, 2 iOS only, 1 Android only, 4 allowed"))
    }
}
