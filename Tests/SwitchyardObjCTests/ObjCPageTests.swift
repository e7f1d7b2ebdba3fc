import Foundation
import Switchyard
import Testing

@testable import SwitchyardObjC
@testable import SwitchyardObjCRelocation

/// An Objective-C view controller, as far as the router is concerned.
final class LegacyCoupon: NSObject {
    let code: String
    init(code: String) { self.code = code }
}

@MainActor
@Suite("Objective-C pages registered at run time: a class name, its patterns, a factory block")
struct ObjCPageTests {
    @Test func aRegisteredPageOpensThroughItsFactoryOnTheMainActorAndIsRemoved() async throws {
        let router = makeRouter()
        let token = try router.registerPageForObjC(
            className: "TRCouponViewController", patterns: ["app://coupon/:code"]
        ) {
            request in
            MainActor.assertIsolated()
            return LegacyCoupon(code: request.parameters.get("code", as: String.self) ?? "")
        }
        let outcome = await router.openedForObjC("app://coupon/SPRING", source: .external).outcome
        #expect((outcome.page as? LegacyCoupon)?.code == "SPRING")
        #expect(router.routes.contains { $0.typeName == "TRCouponViewController" })

        #expect(router.remove(token))
        #expect(
            await router.openedForObjC("app://coupon/SPRING", source: .app).outcome.failureReason?
                .hasPrefix("no route matches") == true)
    }

    @Test func relocationNamesTheClassAsTheRouterDoes() async throws {
        let router = makeRouter()
        _ = try router.registerPageForObjC(className: "TRCouponViewController", patterns: ["app://coupon/:code"]) { _ in
            LegacyCoupon(code: "x")
        }
        let rule: [String: Any] = ["routerType": 2, "path": "app://promo/:code", "className": "TRCouponViewController"]
        #expect(router.applyRelocationForObjC(theRouterRules: [rule], version: 1) == nil)
        #expect(await router.openedForObjC("app://promo/A", source: .app).outcome.page is LegacyCoupon)
    }

    @Test func aFactoryThatReturnsNilFailsTheOpenNamingTheClass() async throws {
        let router = makeRouter()
        _ = try router.registerPageForObjC(className: "TRBrokenViewController", patterns: ["app://broken"]) { _ in nil }
        #expect(
            await router.openedForObjC("app://broken", source: .app).outcome.failureReason
                == "TRBrokenViewController.makeDestination failed for 'app://broken': the factory block returned nil; "
                + "return the page to show")
    }

    @Test func aBadOrClaimedPatternRegistersNothing() throws {
        let router = makeRouter()
        #expect(throws: RouteTableError.self) {
            try router.registerPageForObjC(className: "TRBad", patterns: ["app://bad/:"]) { _ in nil }
        }
        #expect(throws: RouteTableError.self) {
            try router.registerPageForObjC(className: "TRTwin", patterns: ["app://profile/:id"]) { _ in nil }
        }
        #expect(!router.routes.contains { $0.typeName.hasPrefix("TR") })
    }
}
