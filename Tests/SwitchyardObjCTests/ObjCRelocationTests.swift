import Foundation
import Switchyard
import Testing

@testable import SwitchyardObjC
@testable import SwitchyardObjCRelocation

@MainActor
@Suite("TheRouter's relocation payload from Objective-C")
struct ObjCRelocationTests {
    @Test func anArrayOfFoundationDictionariesAppliesAsOneBatch() async {
        let router = makeRouter()
        let rule = NSDictionary(dictionary: [
            "routerType": NSNumber(value: 1), "orginPath": NSString(string: "app://member/:id"),
            "targetPath": NSString(string: "app://profile/:id"), "params": ["vip": NSNumber(value: true)],
        ])
        #expect(router.applyRelocationForObjC(theRouterRules: [rule], version: 1) == nil)
        let page = await router.openedForObjC("app://member/4", source: .external).outcome.page as? ShownPage
        #expect(page?.request.url.original == "app://profile/4")
        #expect(page?.request.parameters.get("vip", as: Bool.self) == true)
    }

    @Test func elementsThatAreNotRuleDictionariesAreRefusedByIndexAndNothingChanges() {
        let router = makeRouter()
        #expect(
            router.applyRelocationForObjC(theRouterRules: [NSString(string: "rule"), [7: "x"]], version: 1)
                == "relocation refused, nothing changed: rule 0 is a string, not a dictionary; "
                + "rule 1 has the key 7, which is not a string")
        let flag = NSDictionary(dictionary: ["routerType": NSNumber(value: true)])
        let refused = router.applyRelocationForObjC(theRouterRules: [flag], version: 1)
        #expect(refused?.contains("routerType") == true && refused?.contains("a Boolean") == true)
        #expect(router.canOpenURL("app://profile/1"))
    }

    /// The Objective-C entry point applies the same policy: a batch whose one rule leaves the
    /// app's allow-lists (a web host, another app's scheme) is refused whole and changes nothing.
    @Test func aBatchCannotRedirectOffTheAllowLists() async {
        let router = makeRouter()
        for (target, reason) in [
            ("https://evil.example/x", "web target host 'evil.example' is not allowed"),
            ("otherapp://x", "the scheme 'otherapp' belongs to no allow-list"),
        ] {
            let rules = [
                NSDictionary(dictionary: [
                    "routerType": NSNumber(value: 1), "orginPath": NSString(string: "app://member/:id"),
                    "targetPath": NSString(string: "app://profile/:id"),
                ]),
                NSDictionary(dictionary: [
                    "routerType": NSNumber(value: 1), "orginPath": NSString(string: "app://profile/:id"),
                    "targetPath": NSString(string: target),
                ]),
            ]
            let refused = router.applyRelocationForObjC(theRouterRules: rules, version: 1)
            #expect(refused?.contains(reason) == true, "\(refused ?? "applied")")
            #expect(!router.canOpenURL("app://member/4"))
            let page = await router.openedForObjC("app://profile/4", source: .external).outcome.page as? ShownPage
            #expect(page?.request.url.original == "app://profile/4")
        }
    }
}
