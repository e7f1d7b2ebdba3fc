import Foundation
import Testing

@testable import Switchyard
@testable import SwitchyardRelocation

@Suite("Relocation: security policy and internal routes")
struct RelocationPolicyTests {
    @Test func webTargetsNeedTheAllowList() throws {
        let (router, _) = relocationRouter()
        let toWeb = RelocationBatch(
            version: 1, rules: [.redirect(from: "app://router/demo", to: "https://m.example.com/demo/**")])
        // `**` in the target needs `**` in the source: the batch is refused for that first.
        #expect(throws: RelocationError.self) { try router.applyRelocation(toWeb) }
        let web = RelocationBatch(
            version: 1, rules: [.redirect(from: "app://router/:page", to: "https://m.example.com/:page")])
        do {
            try router.applyRelocation(web)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.count == 1)
            #expect(error.issues.first?.key == "targetPath")
            #expect(
                error.description.contains(
                    "web target host 'm.example.com' is not allowed; add it to RelocationPolicy.allowedWebHosts"))
        }
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")

        router.relocationPolicy = RelocationPolicy(allowedWebHosts: ["*.example.com"])
        try router.applyRelocation(web)
        let request = try #require(router.request("app://router/gone?x=1"))
        #expect(request.route.typeName == "Tests.WebPage")
        #expect(request.url.description == "https://m.example.com/gone?x=1")
        // `https://**` captures from the host on (the router's catch-all rule).
        #expect(request.parameters.get("**", as: String.self) == "m.example.com/gone")
        // A more specific route keeps its URLs: the literal `app://router/demo` beats `:page`.
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")
    }

    @Test func insecureHTTPOtherAppsAndForeignHostsAreRefused() throws {
        let (router, _) = relocationRouter(
            policy: RelocationPolicy(
                ownSchemes: ["app"], ownHosts: ["router", "product"], allowedWebHosts: ["example.com"]))
        let batch = RelocationBatch(
            version: 1,
            rules: [
                .redirect(from: "app://a", to: "http://example.com/x"),
                .redirect(from: "app://b", to: "weixin://pay"),
                .redirect(from: "app://c", to: "app://shop/s/item/1"),
                .redirect(from: "app://d", to: "https://evil.example.com/x"),
                .redirect(from: "app://e", to: "app://router/yellow"),
            ])
        do {
            try router.applyRelocation(batch)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.map(\.index) == [0, 1, 2, 3])
            #expect(error.issues.allSatisfy { if case .targetNotAllowed = $0.reason { true } else { false } })
        }
        var policy = router.relocationPolicy
        policy.allowedForeignSchemes = ["weixin"]
        policy.allowsInsecureHTTP = true
        policy.ownHosts = nil
        policy.allowedWebHosts = ["example.com", "evil.example.com"]
        router.relocationPolicy = policy
        #expect(try router.applyRelocation(batch).redirectCount == 5)
    }

    @Test func internalRoutesStayUnreachableFromOutside() async throws {
        let (router, _) = relocationRouter()
        // A redirect may send the app's own opens to an internal page…
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "app://promo/:tab", to: "app://settings/:tab/detail")]))
        #expect(router.typeName("app://promo/privacy") == "Tests.SettingsPage")
        // …but never an external open: refused at open time.
        let outcome = await router.openURL("app://promo/privacy", source: .external)
        guard case .notAllowedFromOutside(let route)? = outcome.failure?.reason else {
            Issue.record("expected notAllowedFromOutside, got \(String(describing: outcome.failure))")
            return
        }
        #expect(route.typeName == "Tests.SettingsPage")
        #expect(!router.canOpenURL("app://promo/privacy", source: .external))
        #expect(router.canOpenURL("app://promo/privacy", source: .app))
        // And `add` cannot give an internal type a new, public pattern.
        do {
            try router.applyRelocation(
                RelocationBatch(
                    version: 2, rules: [.add(pattern: "app://open-settings", typeName: "Tests.SettingsPage")]))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.map(\.reason) == [.internalRoute("Tests.SettingsPage")])
        }
    }

    @Test func addedPatternsObeyThePolicyToo() {
        let (router, _) = relocationRouter()
        let batch = RelocationBatch(
            version: 1,
            rules: [
                .add(pattern: "https://bank.example.com/**", typeName: "Tests.WebPage"),
                .add(pattern: "*://anything", typeName: "Tests.DemoPage"),
                .add(pattern: "app://fine", typeName: "Tests.DemoPage"),
            ])
        do {
            try router.applyRelocation(batch)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.map(\.index) == [0, 1])
            #expect(error.issues.map(\.key) == ["path", "path"])
        }
        #expect(router.typeName("app://fine") == "failed: noMatch")
    }

    @Test func batchSizeIsBounded() {
        let (router, _) = relocationRouter(policy: RelocationPolicy(maxRules: 2))
        let batch = RelocationBatch(version: 1, rules: [.restoreAll, .restoreAll, .restoreAll])
        do {
            try router.applyRelocation(batch)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.map(\.reason) == [.tooManyRules(count: 3, limit: 2)])
        }
    }
}
