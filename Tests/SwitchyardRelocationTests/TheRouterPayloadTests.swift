import Foundation
import Testing

@_spi(Generated) @testable import Switchyard
@testable import SwitchyardRelocation

/// TheRouter's relocation payloads as its servers send them (issue #35, point 2), each behaviour
/// checked against TheRouter's `TheRouter/Classes/TheRouterManager.swift` (`addRelocationHandle`)
/// and its example app (`Example/TheRouter/ViewController.swift`, `dynamicRouter`).
@Suite("Relocation: TheRouter's payloads as its servers send them")
struct TheRouterPayloadTests {
    /// TheRouter's example app, ported: its app target is `TheRouter_Example`, here the module
    /// `Example`; `TheRouterBController` is an Objective-C class (a bare name); `Detail` is in two
    /// modules; `Secret` is internal.
    static func exampleRouter(policy: RelocationPolicy = RelocationPolicy()) -> Router {
        let router = Router()
        func page(_ module: String, _ name: String, _ patterns: [String], isInternal: Bool = false) -> RouteEntry {
            RouteEntry(
                target: .closure { _ in name }, typeName: "\(module).\(name)", patterns: patterns,
                isInternal: isInternal)
        }
        router.register([
            RouteTable(
                module: "Example",
                entries: [
                    page("Example", "TheRouterController", ["scheme://router/demo"]),
                    page("Example", "TheRouterControllerA", ["scheme://router/demo1"]),
                    page("Example", "TheRouterControllerC", ["scheme://router/demo33"]),
                    page("Example", "TheRouterControllerD", ["scheme://router/demoD"]),
                    page("Example", "ItemPage", ["scheme://item/:id"]),
                    page("Example", "Detail", ["scheme://detail/a"]),
                    page("Example", "Secret", ["scheme://secret"], isInternal: true),
                    page("Example", "WebPage", ["https://**"]),
                ]),
            RouteTable(
                module: "Legacy",
                entries: [
                    page("Legacy", "TheRouterBController", ["scheme://router/demoB"]),
                    page("Legacy", "Detail", ["scheme://detail/b"]),
                ]),
        ])
        router.relocationPolicy = policy
        return router
    }

    static func reasons(_ router: Router, _ rules: [RelocationRule]) -> [RelocationError.Reason] {
        do {
            try router.applyRelocation(RelocationBatch(version: 1, rules: rules))
            return []
        } catch {
            return error.issues.map(\.reason)
        }
    }

    /// `addRelocationHandle`: a reset whose `targetPath` differs from `orginPath` is stored as a
    /// replace (`routerType = replace`) with that target and the rule's `params`; equal, the
    /// redirect goes (the example's `dynamicRouter` row 1).
    @Test func aResetWithAnotherTargetRedirectsThereWithItsParams() throws {
        let rules: [[String: Any]] = [
            [
                "routerType": 4, "orginPath": "scheme://router/demo", "targetPath": "scheme://router/demo1",
                "params": ["from": "reset"],
            ],
            ["routerType": 4, "orginPath": "scheme://router/demo", "targetPath": "scheme://router/demo"],
            ["routerType": 4, "orginPath": "scheme://router/demo", "targetPath": "", "className": "", "path": ""],
            ["routerType": 4, "orginPath": "scheme://router/demo"],
        ]
        #expect(
            try RelocationBatch.decode(theRouterRules: rules, version: 1).get().rules == [
                .redirect(from: "scheme://router/demo", to: "scheme://router/demo1", params: ["from": "reset"]),
                .restore(pattern: "scheme://router/demo"), .restore(pattern: "scheme://router/demo"),
                .restore(pattern: "scheme://router/demo"),
            ])
        let router = Self.exampleRouter()
        try router.applyRelocation(
            RelocationBatch(
                version: 1,
                rules: [.redirect(from: "scheme://router/demo", to: "scheme://router/demoD", params: ["old": 1])]))
        // The redirect in effect is replaced, params and all.
        try router.applyRelocation(theRouterRules: [rules[0]], version: 2)
        let request = try #require(try? router.resolve("scheme://router/demo").get().request)
        #expect(request.route.typeName == "Example.TheRouterControllerA")
        #expect(request.parameters.get("from", as: String.self) == "reset")
        #expect(request.parameters.get("old", as: Int.self) == nil)
        try router.applyRelocation(theRouterRules: [rules[1]], version: 3)
        #expect(
            try router.resolve("scheme://router/demo").get().request.route.typeName == "Example.TheRouterController")
    }

    /// `className` as TheRouter's app named its types (`NSStringFromClass` in `TheRouterManager.swift`:
    /// `TheRouter_Example.TheRouterControllerD`, or bare for Objective-C), resolved among the
    /// installed routable types only, and stored as the route map names them.
    @Test func aClassNameResolvesAmongInstalledTypesOnly() throws {
        let router = Self.exampleRouter()
        let report = try router.applyRelocation(
            RelocationBatch(
                version: 1,
                rules: [
                    .add(pattern: "scheme://router/demo5", typeName: "TheRouter_Example.TheRouterControllerD"),
                    .add(pattern: "scheme://router/b2", typeName: "TheRouterBController"),
                    .add(pattern: "scheme://router/c2", typeName: "Example.TheRouterControllerC"),
                ]))
        #expect(report.addedCount == 3)
        func typeName(_ url: String) -> String? { try? router.resolve(url).get().request.route.typeName }
        #expect(typeName("scheme://router/demo5") == "Example.TheRouterControllerD")
        #expect(typeName("scheme://router/b2") == "Legacy.TheRouterBController")
        #expect(
            router.relocationBatch?.rules.contains(
                .add(pattern: "scheme://router/demo5", typeName: "Example.TheRouterControllerD")) == true)

        let refused = Self.reasons(
            router,
            [
                .add(pattern: "scheme://x/1", typeName: "Detail"),
                .add(pattern: "scheme://x/2", typeName: "TheRouter_Example.Detail"),
                .add(pattern: "scheme://x/3", typeName: "UIKit.UIViewController"),
                .add(pattern: "scheme://x/4", typeName: "theroutercontrollerd"),
                .add(pattern: "scheme://x/5", typeName: "Secret"),
            ])
        #expect(
            refused == [
                .ambiguousType("Detail", candidates: ["Example.Detail", "Legacy.Detail"]),
                .ambiguousType("TheRouter_Example.Detail", candidates: ["Example.Detail", "Legacy.Detail"]),
                .unknownType("UIKit.UIViewController"),
                .unknownType("theroutercontrollerd", similar: ["Example.TheRouterControllerD"]),
                .internalRoute("Example.Secret"),
            ])
        #expect(
            refused[0].description
                == "'Detail' could name any of Example.Detail, Legacy.Detail; name one as in the route map (Module.Type)"
        )
    }

    /// TheRouter's `addRouterItem` registers a class at run time; a page registered in code is a
    /// candidate under its registered name, even after an apply kept the index of the tables.
    @Test func aPageRegisteredInCodeIsACandidateUnderItsRegisteredName() throws {
        let router = Self.exampleRouter()
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "scheme://old", to: "scheme://router/demo1")]))
        let token = try router.register(RoutePage(["scheme://legacy"], typeName: "LegacyController") { _ in "legacy" })
        let rules: [[String: Any]] = [
            ["routerType": 2, "className": "TheRouter_Example.LegacyController", "path": "scheme://legacy/again"]
        ]
        try router.applyRelocation(theRouterRules: rules, version: 2)
        #expect(try router.resolve("scheme://legacy/again").get().request.route.typeName == "LegacyController")
        _ = token
    }

    /// The example's `dynamicRouter` row 2 adds `demo33` to `TheRouterControllerC`, which declares
    /// it already: accepted, and recorded as nothing, beside the batch's other rule.
    @Test func addingAPathTheTypeAlreadyAnswersRecordsNothing() throws {
        let router = Self.exampleRouter()
        let rules: [[String: Any]] = [
            ["routerType": 2, "className": "TheRouter_Example.TheRouterControllerC", "path": "scheme://router/demo33"],
            ["routerType": 2, "className": "TheRouter_Example.TheRouterControllerD", "path": "scheme://router/demo5"],
            // The same pattern with another parameter name is the same route.
            ["routerType": 2, "className": "Example.ItemPage", "path": "scheme://item/:key"],
        ]
        let report = try router.applyRelocation(theRouterRules: rules, version: 1)
        #expect(report.addedCount == 1)
        #expect(
            router.relocationBatch?.rules == [
                .restoreAll, .add(pattern: "scheme://router/demo5", typeName: "Example.TheRouterControllerD"),
            ])
        #expect(try router.resolve("scheme://item/7").get().request.parameters.get("id", as: Int.self) == 7)
        // Still refused: another type's pattern, and any pattern for an internal route.
        #expect(
            Self.reasons(
                router,
                [
                    .add(pattern: "scheme://router/demo33", typeName: "Example.TheRouterControllerD"),
                    .add(pattern: "scheme://secret", typeName: "Example.Secret"),
                ]) == [
                    .alreadyRouted(pattern: "scheme://router/demo33", typeName: "Example.TheRouterControllerC"),
                    .internalRoute("Example.Secret"),
                ])
    }

    /// By default the app's own schemes are its routes' (here `scheme`, not the default `app`),
    /// `http` and `https` aside: an `https://**` page does not make every web host a target.
    @Test func theAppsOwnSchemesAreItsRoutesSchemesAndWebHostsStayGoverned() throws {
        let router = Self.exampleRouter()
        #expect(router.configuration.defaultScheme == "app")
        let refused = Self.reasons(
            router,
            [
                .redirect(from: "scheme://old", to: "scheme://router/demo1"),
                .redirect(from: "scheme://web", to: "https://evil.example/x"),
                .redirect(from: "scheme://other", to: "otherapp://x"),
            ])
        #expect(
            refused.map(\.description) == [
                "web target host 'evil.example' is not allowed; add it to RelocationPolicy.allowedWebHosts",
                "the scheme 'otherapp' belongs to no allow-list; add it to RelocationPolicy.ownSchemes if it is "
                    + "this app's, or to RelocationPolicy.allowedForeignSchemes if it is another app's",
            ])
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "scheme://old", to: "scheme://router/demo1")]))
        // Told otherwise, the app's own scheme is refused with the fix that applies to it.
        let narrowed = Self.exampleRouter(policy: RelocationPolicy(ownSchemes: ["app"]))
        #expect(
            Self.reasons(narrowed, [.redirect(from: "scheme://old", to: "scheme://router/demo1")]).map(\.description)
                == [
                    "the scheme 'scheme' is the app's own (its routes use it) but not in RelocationPolicy.ownSchemes; add it there"
                ])
    }
}
