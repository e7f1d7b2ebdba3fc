import Foundation
import Switchyard
import Testing

@testable import SwitchyardObjC

@MainActor
@Suite("The Objective-C facade: open, canOpen, handler blocks, interceptor blocks")
struct ObjCFacadeTests {
    @Test func anOpenReportsThePageThroughItsCompletionAfterReturning() async throws {
        let router = makeRouter()
        let (outcome, calledEarly) = await router.openedForObjC(
            "app://profile/7", parameters: ["from": NSString(string: "push"), "vip": NSNumber(value: true)],
            source: .external)
        #expect(!calledEarly)
        #expect(outcome.failureReason == nil)
        let page = try #require(outcome.page as? ShownPage)
        #expect(page.request.parameters.get("id", as: Int.self) == 7)
        #expect(page.request.parameters.get("vip", as: Bool.self) == true)
        #expect(page.request.parameters.get("from", as: String.self) == "push")
        #expect(page.request.source == .external)
    }

    @Test func anExternalOpenCannotReachAnInternalRouteNorAnInternalServiceMethod() async {
        let router = makeRouter()
        #expect(!router.canOpenURL("app://vault", source: .external))
        #expect(router.canOpenURL("app://vault", source: .app))
        let vault = await router.openedForObjC("app://vault", source: .external).outcome
        #expect(vault.page == nil)
        #expect(
            vault.failureReason
                == "'app://vault' matches ObjCTests.VaultPage, which is internal and cannot be opened from outside the app"
        )
        #expect(await router.openedForObjC("app://vault", source: .app).outcome.page is ShownPage)

        let balance = "app://services?protocol=WalletService&method=balance"
        let refused = await router.openedForObjC(balance, source: .external).outcome
        #expect(refused.result == nil)
        #expect(refused.failureReason?.contains("cannot be called from outside the app") == true)
        #expect(await router.openedForObjC(balance, source: .app).outcome.result as? Int == 12)
        let version = "app://services?protocol=WalletService&method=version"
        #expect(await router.openedForObjC(version, source: .external).outcome.result as? String == "1.0")
    }

    @Test func refusedParametersOpenNothing() async {
        let router = makeRouter()
        let opened = Flag()
        router.addEventObserver { if case .opening = $0 { opened.set() } }
        let (outcome, calledEarly) = await router.openedForObjC(
            "app://profile/7", parameters: ["photo": NSObject()], source: .app)
        #expect(!calledEarly)
        #expect(outcome.failureReason?.hasPrefix("parameters refused, nothing opened: 'photo' is a NSObject") == true)
        #expect(!opened.isSet)
    }

    @Test func aHandlerBlockRunsOnTheMainActorAndItsResultReachesTheCompletion() async throws {
        let router = makeRouter()
        let token = try router.handleForObjC("app://logout") { request in
            MainActor.assertIsolated()
            return NSString(string: "bye \(request.parameters.get("user", as: String.self) ?? "")")
        }
        let outcome = await router.openedForObjC("app://logout?user=ann", source: .app).outcome
        #expect((outcome.result as? NSString) == "bye ann")
        _ = try router.handleForObjC("app://noop") { _ in nil }
        let noop = await router.openedForObjC("app://noop", source: .app).outcome
        #expect(noop.result == nil && noop.failureReason == nil)

        #expect(router.remove(token))
        #expect(
            await router.openedForObjC("app://logout", source: .app).outcome.failureReason?.hasPrefix(
                "no route matches") == true)
        #expect(throws: RouteTableError.self) { try router.handleForObjC("app://bad/:") { _ in nil } }
    }

    @Test func anInterceptorBlockProceedsRejectsOrRedirects() async {
        let router = makeRouter()
        let token = router.addInterceptorForObjC(named: "login", priority: 0) { request, decide in
            switch request.parameters.get("id", as: Int.self) {
            case 1: decide(.reject(reason: "not signed in"))
            case 2: decide(.redirect(to: "app://profile/3"))
            default:
                // From another thread, and twice: the first decision counts.
                Thread.detachNewThread {
                    decide(.proceed)
                    decide(.reject(reason: "too late"))
                }
            }
        }
        #expect(
            await router.openedForObjC("app://profile/1", source: .app).outcome.failureReason
                == "'app://profile/1' was rejected by login: not signed in")
        let redirected = await router.openedForObjC("app://profile/2", source: .app).outcome.page as? ShownPage
        #expect(redirected?.request.url.original == "app://profile/3")
        #expect(await router.openedForObjC("app://profile/5", source: .app).outcome.page is ShownPage)
        #expect(router.remove(token))
        #expect(await router.openedForObjC("app://profile/1", source: .app).outcome.page is ShownPage)
    }

    @Test func aDecisionHandlerNotCalledWithinTheHoldTimeoutRejects() async {
        let router = makeRouter(heldOpenTimeout: 0)
        let kept = Kept()
        router.addInterceptorForObjC(named: "forgetful", priority: 0) { _, decide in kept.handler = decide }
        let outcome = await router.openedForObjC("app://profile/1", source: .app).outcome
        #expect(
            outcome.failureReason
                == "'app://profile/1' was rejected by forgetful: forgetful did not call its decision handler within "
                + "0.0 s (RouterConfiguration.heldOpenTimeout); call it once on every path")
        kept.handler?(.proceed)  // too late: ignored
    }
}

/// Set once, read after.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// A decision handler an interceptor block kept without calling it.
@MainActor
final class Kept {
    var handler: (@Sendable (InterceptorDecision) -> Void)?
}
