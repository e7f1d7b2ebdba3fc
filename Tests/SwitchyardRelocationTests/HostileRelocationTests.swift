import Foundation
import Testing

@testable import Switchyard
@testable import SwitchyardRelocation

/// Relocation rules from a hostile or compromised server: they may not open internal routes to
/// the outside, nor send users off the allow-lists, and a refused batch changes nothing.
/// RELIABILITY.md lists the cases.
@Suite("Hostile relocation rules")
struct HostileRelocationTests {
    /// Applies `rules` as version 2 and returns the reasons it was refused for (empty when applied).
    static func refusals(_ router: Router, _ rules: [RelocationRule]) -> [RelocationError.Reason] {
        do {
            try router.applyRelocation(RelocationBatch(version: 2, rules: rules))
            return []
        } catch {
            return error.issues.map(\.reason)
        }
    }

    @Test func aRedirectFromAPublicPatternToAnInternalRouteNeverOpensItFromOutside() async throws {
        let (router, _) = relocationRouter()
        // Redirecting to an internal route is a legitimate in-app fix, so the batch applies…
        #expect(Self.refusals(router, [.redirect(from: "app://web", to: "app://settings/x/detail")]).isEmpty)
        // …but an external link that follows it is refused, whatever relocation says.
        guard case .failure(let failure) = router.resolve("app://web", source: .external),
            case .notAllowedFromOutside(let info) = failure.reason
        else {
            Issue.record("an external open reached an internal route through a redirect")
            return
        }
        #expect(info.typeName == "Tests.SettingsPage")
        #expect(!router.canOpenURL("app://web", source: .external))
        let outcome = await router.openURL("app://web", source: .external)
        #expect(outcome.request == nil)
        // From inside the app the redirect works.
        #expect(router.request("app://web")?.route.typeName == "Tests.SettingsPage")
        #expect(router.request("app://web")?.redirectedFrom == ["app://web"])
    }

    @Test func aChainOfRedirectsEndingInAnInternalRouteIsRefusedFromOutside() {
        let (router, _) = relocationRouter()
        #expect(
            Self.refusals(
                router,
                [
                    .redirect(from: "app://promo/:id", to: "app://hop/:id"),
                    .redirect(from: "app://hop/:id", to: "app://settings/:id/detail"),
                ]
            ).isEmpty)
        guard case .failure(let failure) = router.resolve("app://promo/7", source: .external),
            case .notAllowedFromOutside = failure.reason
        else {
            Issue.record("a chain reached an internal route from outside")
            return
        }
        #expect(router.request("app://promo/7")?.redirectedFrom == ["app://promo/7", "app://hop/7"])
    }

    @Test func addingAPatternToAnInternalTypeIsRefusedAndNothingChanges() {
        let (router, _) = relocationRouter()
        let before = router.routes
        let reasons = Self.refusals(
            router,
            [
                .redirect(from: "app://router/demo", to: "app://router/yellow"),
                .add(pattern: "app://open/settings", typeName: "Tests.SettingsPage"),
            ])
        #expect(
            reasons.contains { if case .internalRoute("Tests.SettingsPage") = $0 { true } else { false } }, "\(reasons)"
        )
        #expect(router.routes == before)
        #expect(router.relocationVersion == nil)
        #expect(
            router.request("app://router/demo")?.route.typeName == "Tests.DemoPage",
            "the valid rule of the refused batch did not apply")
        #expect(router.request("app://open/settings") == nil)
    }

    @Test func anAddNamingAnArbitraryClassIsRefused() {
        let (router, _) = relocationRouter()
        let reasons = Self.refusals(router, [.add(pattern: "app://x", typeName: "Foundation.FileManager")])
        #expect(reasons.contains { if case .unknownType = $0 { true } else { false } }, "\(reasons)")
    }

    /// Targets that try to leave the app. Each batch is refused whole; the reasons are exact.
    @Test(arguments: [
        // The strict policy allows no web host at all.
        ("https://m.example.com/help", "web target host 'm.example.com' is not allowed"),
        ("https://evil.example/x", "web target host 'evil.example' is not allowed"),
        ("http://evil.example/x", "http targets are refused"),
        ("weixin://pay", "the scheme 'weixin' belongs to no allow-list"),
        ("javascript://alert", "the scheme 'javascript' belongs to no allow-list"),
    ])
    func targetsOffTheAllowListsAreRefused(target: String, reason: String) {
        let (router, _) = relocationRouter()
        // The escape hides behind an innocent first hop.
        let reasons = Self.refusals(
            router,
            [
                .redirect(from: "app://router/demo", to: "app://router/demo1"),
                .redirect(from: "app://router/demo1", to: target),
            ])
        #expect(
            reasons.contains { if case .targetNotAllowed(let text) = $0 { text.hasPrefix(reason) } else { false } },
            "\(reasons)")
        #expect(router.relocationVersion == nil)
        #expect(router.request("app://router/demo")?.route.typeName == "Tests.DemoPage")
    }

    @Test(arguments: [
        "https://m.example.com.evil.com/x",  // the allowed host as a prefix of another
        "https://evilm.example.com/x",  // as a suffix without a dot
        "https://example.com/x",  // "*.example.com" does not allow example.com itself
        "http://m.example.com/x",  // allowed host, but not over http
    ])
    func lookAlikeWebHostsAreRefused(target: String) {
        let (router, _) = relocationRouter(
            policy: RelocationPolicy(allowedWebHosts: ["m.example.com", "*.example.com"]))
        let reasons = Self.refusals(router, [.redirect(from: "app://router/demo", to: target)])
        if target == "https://evilm.example.com/x" {
            // "*.example.com" allows every subdomain of example.com, and evilm.example.com is one.
            #expect(reasons.isEmpty, "\(reasons)")
        } else {
            #expect(reasons.contains { if case .targetNotAllowed = $0 { true } else { false } }, "\(reasons)")
        }
    }

    @Test(arguments: [
        ("https://user@m.example.com/x", "user info"),
        ("app:/router/yellow", "one slash"),
        ("app://router/%2e%2e/yellow", "dot segment"),
        ("javascript://alert(1)", "a host with parentheses does not parse"),
    ])
    func malformedTargetsAreRefused(target: String, why: String) {
        let (router, _) = relocationRouter(policy: RelocationPolicy(allowedWebHosts: ["m.example.com"]))
        let reasons = Self.refusals(router, [.redirect(from: "app://router/demo", to: target)])
        #expect(reasons.contains { if case .invalidTarget = $0 { true } else { false } }, "\(why): \(reasons)")
    }

    @Test func aSchemeRelativeTargetStaysInTheAppAndMustReachARoute() {
        let (router, _) = relocationRouter()
        // "//evil.com/x" is read like a link without a scheme: app://evil.com/x, which routes nowhere.
        let reasons = Self.refusals(router, [.redirect(from: "app://router/demo", to: "//evil.com/x")])
        #expect(reasons.contains { if case .targetMatchesNoRoute = $0 { true } else { false } }, "\(reasons)")
    }

    @Test func aWebTargetOnTheAllowListOpensAndAnythingElseIsUnchanged() {
        let (router, _) = relocationRouter(policy: RelocationPolicy(allowedWebHosts: ["m.example.com"]))
        #expect(Self.refusals(router, [.redirect(from: "app://router/demo", to: "https://M.EXAMPLE.COM/help")]).isEmpty)
        let request = router.request("app://router/demo", source: .external)
        #expect(request?.route.typeName == "Tests.WebPage")
        #expect(request?.url.host == "m.example.com")
    }
}
