@_spi(Generated) import Switchyard
import SwitchyardNavigation
import SwitchyardTesting
import Testing

struct Address: Sendable, Equatable {
    let street: String
}

/// A picker that keeps its request and answers through it, as an app's page would.
final class AddressPicker: Routable {
    static let routePatterns = ["app://address/pick"]
    static let routeAction = NavigationAction.present(.sheet)
    let request: RouteRequest
    init(request: RouteRequest) { self.request = request }
    static func makeDestination(for request: RouteRequest) throws -> Any { AddressPicker(request: request) }
}

/// A page that drops its request: it can never answer.
final class ForgetfulPage: Routable {
    static let routePatterns = ["app://forgetful"]
    static func makeDestination(for request: RouteRequest) throws -> Any { ForgetfulPage() }
}

enum CartCount: RouteHandler {
    static let routePatterns = ["app://cart/count"]
    static func handle(_ request: RouteRequest) async throws -> Int { 3 }
}

@Suite("Results: typed answers from a routed page, through RecordingNavigator", .timeLimit(.minutes(1)))
@MainActor
struct RouteResultTests {
    let navigator = RecordingNavigator(state: .stack([NavigationScreen(typeName: "App.Home")]))
    let router = Router()

    init() {
        router.register([
            RouteTable(
                module: "App",
                entries: [
                    RouteEntry(AddressPicker.self, typeName: "App.AddressPicker"),
                    RouteEntry(ForgetfulPage.self, typeName: "App.ForgetfulPage"),
                    RouteEntry(HomePage.self, typeName: "App.HomePage", patterns: ["app://home"]),
                    RouteEntry(handler: CartCount.self, typeName: "App.CartCount"),
                ])
        ])
        router.navigator = navigator
    }

    /// The picker the navigator was handed, once the open reached it.
    func waitForPicker() async -> AddressPicker? {
        for _ in 0..<1000 {
            if let picker = navigator.destinations.last as? AddressPicker { return picker }
            await Task.yield()
        }
        return nil
    }

    /// Why the typed open of `task` threw, or `nil` when it did not.
    func reason<T>(_ task: Task<T, any Error>) async -> RouteFailure.Reason? {
        do {
            _ = try await task.value
            return nil
        } catch let error as RouteFailure {
            return error.reason
        } catch {
            return nil
        }
    }

    @Test func thePageAnswersTheTypedOpenAndASecondAnswerIsRefused() async throws {
        let router = router
        let address = Task { try await router.open("app://address/pick", expecting: Address.self) }
        let picker = try #require(await waitForPicker())
        #expect(picker.request.expectsResponse)
        #expect(picker.request.respond(with: Address(street: "1 Infinite Loop")))
        #expect(try await address.value == Address(street: "1 Infinite Loop"))
        #expect(!picker.request.respond(with: Address(street: "again")))
        #expect(!picker.request.dismissWithoutResponse())
        #expect(navigator.picture == "[Home] modal(sheet): AddressPicker")
    }

    @Test func dismissalWithoutAnAnswerThrowsDismissed() async throws {
        let router = router
        let address = Task { try await router.open("app://address/pick", expecting: Address.self) }
        let picker = try #require(await waitForPicker())
        #expect(picker.request.dismissWithoutResponse())
        #expect(!picker.request.respond(with: Address(street: "late")))
        guard case .dismissed? = await reason(address) else {
            Issue.record("expected dismissed")
            return
        }
    }

    @Test func aReleasedPageResumesTheCallerWithReleased() async throws {
        let router = router
        let address = Task { try await router.open("app://address/pick", expecting: Address.self) }
        _ = try #require(await waitForPicker())
        #expect(navigator.releaseDestination(at: navigator.destinations.count - 1))
        guard case .released? = await reason(address) else {
            Issue.record("expected released")
            return
        }
        #expect(
            RouteFailure(url: "app://address/pick", reason: .released).description
                == "'app://address/pick' was released without an answer; a page that answers keeps its RouteRequest and calls respond(with:)"
        )
    }

    @Test func aPageThatDropsItsRequestOrNeverAnswersResumesWithAnError() async throws {
        let dropped = await #expect(throws: RouteFailure.self) {
            try await router.open("app://forgetful", expecting: Int.self)
        }
        guard case .released? = dropped?.reason else {
            Issue.record("expected released, got \(String(describing: dropped))")
            return
        }
        let silent = await #expect(throws: RouteFailure.self) {
            try await router.open("app://address/pick", expecting: Address.self, timeout: 0.05)
        }
        guard case .timedOut? = silent?.reason else {
            Issue.record("expected timedOut, got \(String(describing: silent))")
            return
        }
    }

    @Test func aWrongTypeAFailedOpenAndCancellationAreErrors() async throws {
        let router = router
        let wrong = Task { try await router.open("app://address/pick", expecting: Int.self) }
        let picker = try #require(await waitForPicker())
        #expect(!picker.request.respond(with: Address(street: "x")))
        guard case .wrongType(let expected, let got)? = await reason(wrong) else {
            Issue.record("expected wrongType")
            return
        }
        #expect(expected == "Swift.Int" && got.hasSuffix(".Address"))
        #expect(!picker.request.respond(with: 1))

        let missing = await #expect(throws: RouteFailure.self) {
            try await router.open("app://nowhere", expecting: Int.self)
        }
        guard case .noMatch? = missing?.reason else {
            Issue.record("expected the open's own failure, noMatch")
            return
        }

        let count = navigator.destinations.count
        let waiting = Task { try await router.open("app://address/pick", expecting: Address.self) }
        for _ in 0..<1000 where navigator.destinations.count == count { await Task.yield() }
        waiting.cancel()
        guard case .cancelled? = await reason(waiting) else {
            Issue.record("expected cancelled")
            return
        }
    }

    @Test func aHandlerRoutesResultIsItsAnswer() async throws {
        #expect(try await router.open("app://cart/count", expecting: Int.self) == 3)
    }

    @Test func theOutcomeGivesTheCreatedDestinationAsTheRoutersReturnValue() async throws {
        let outcome = await router.openURL("app://home")
        let destination = try #require(outcome.destination as? HomePage)
        #expect(destination === navigator.destinations.last as? HomePage)
        #expect(await router.openURL("app://cart/count").destination == nil)
        #expect(await router.openURL("app://cart/count").handlerResult as? Int == 3)
    }
}
