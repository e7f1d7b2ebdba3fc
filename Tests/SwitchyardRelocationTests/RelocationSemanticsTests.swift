import Foundation
import Testing

@_spi(Generated) @testable import Switchyard
@testable import SwitchyardRelocation

@Suite("Relocation: redirects, add, remove, versions, atomicity")
struct RelocationSemanticsTests {
    @Test func redirectMatchesByPatternNeverByPrefix() throws {
        let (router, log) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "app://router/demo", to: "app://router/yellow")]))
        #expect(router.typeName("app://router/demo") == "Tests.YellowPage")
        #expect(router.typeName("app://router/demo?desc=x") == "Tests.YellowPage")
        // TheRouter's prefix bug: …/demo also redirected …/demo1. Not here.
        #expect(router.typeName("app://router/demo1") == "Tests.Demo1Page")
        #expect(router.typeName("app://router/demo/extra") == "failed: noMatch")
        #expect(router.request("app://router/demo")?.redirectedFrom == ["app://router/demo"])
        #expect(router.canOpenURL("app://router/demo"))
        #expect(log.lines.contains("relocation version 1 applied (1 rules)"))
    }

    @Test func placeholdersQueryAndParamsAreCarriedWithDocumentedPrecedence() async throws {
        let (router, log) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(
                version: 1,
                rules: [
                    .redirect(
                        from: "app://legacy/:shop/:id", to: "app://shop/:shop/item/:id?ref=:id&fixed=1",
                        params: ["from": "rule", "id": "rule-id", "campaign": 7])
                ]))
        let request = try #require(router.request("app://legacy/s1/42?from=query&q=shoes", params: ["from": "caller"]))
        #expect(request.route.typeName == "Tests.ShopItemPage")
        #expect(request.url.description == "app://shop/s1/item/42?ref=42&fixed=1&from=query&q=shoes")
        #expect(request.redirectedFrom == ["app://legacy/s1/42?from=query&q=shoes"])
        // caller explicit > rule params > path > query
        #expect(request.parameters.get("from", as: String.self) == "caller")
        #expect(request.parameters.origin(of: "from") == .explicit)
        #expect(request.parameters.get("id", as: String.self) == "rule-id")
        #expect(request.parameters.origin(of: "id") == .relocation)
        #expect(request.parameters.get("campaign", as: Int.self) == 7)
        #expect(request.parameters.get("shop", as: String.self) == "s1")
        #expect(request.parameters.origin(of: "shop") == .path)
        #expect(request.parameters.get("q", as: String.self) == "shoes")
        #expect(request.parameters.get("ref", as: Int.self) == 42)

        let outcome = await router.openURL("app://legacy/s2/9")
        #expect(outcome.request?.url.description == "app://shop/s2/item/9?ref=9&fixed=1")
        #expect(log.lines.contains("redirected app://legacy/s2/9 -> app://shop/s2/item/9?ref=9&fixed=1 by relocation"))
    }

    @Test func catchAllIsCarriedIntoTheTarget() throws {
        let (router, _) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "app://old/**", to: "app://shop/**")]))
        let request = try #require(router.request("app://old/acme/item/5"))
        #expect(request.route.typeName == "Tests.ShopItemPage")
        #expect(request.parameters.get("id", as: Int.self) == 5)
    }

    @Test func chainsResolveAndLoopsAreRefusedNamingTheCycle() throws {
        let (router, _) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(
                version: 1,
                rules: [
                    .redirect(from: "app://a", to: "app://b", params: ["hop": "a"]),
                    .redirect(from: "app://b", to: "app://router/yellow", params: ["hop": "b", "first": true]),
                ]))
        let request = try #require(router.request("app://a"))
        #expect(request.route.typeName == "Tests.YellowPage")
        #expect(request.redirectedFrom == ["app://a", "app://b"])
        #expect(request.parameters.get("hop", as: String.self) == "b")  // the later hop wins
        #expect(request.parameters.get("first", as: Bool.self) == true)

        let loop = RelocationBatch(version: 2, rules: [.redirect(from: "app://router/yellow", to: "app://a")])
        #expect(throws: RelocationError.self) { try router.applyRelocation(loop) }
        do {
            try router.applyRelocation(loop)
        } catch {
            #expect(error.issues.count == 1)
            #expect(error.issues.first?.reason == .cycle(["app://a", "app://b", "app://router/yellow", "app://a"]))
            #expect(
                error.description.contains(
                    "redirects form a loop: app://a -> app://b -> app://router/yellow -> app://a"))
        }
        // A self-loop through a parameter is a loop too: app://p/1 -> app://p/x -> app://p/x …
        do {
            try router.applyRelocation(
                RelocationBatch(version: 2, rules: [.redirect(from: "app://p/:id", to: "app://p/x")]))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.first?.reason == .cycle(["app://p/:id", "app://p/:id"]))
        }
        #expect(router.relocationVersion == 1)
        #expect(router.typeName("app://a") == "Tests.YellowPage")
    }

    @Test func addBindsOnlyKnownTypesAndRemoveAndRestoreWork() throws {
        let (router, _) = relocationRouter()
        try router.applyRelocation(
            theRouterRules: [
                ["routerType": 2, "path": "app://router/demo33", "className": "Tests.DemoPage"],
                ["routerType": 3, "path": "app://router/demo1"],
                ["routerType": 1, "orginPath": "app://router/demo", "targetPath": "app://router/yellow"],
            ], version: 1)
        #expect(router.typeName("app://router/demo33") == "Tests.DemoPage")
        #expect(router.typeName("app://router/demo1") == "failed: noMatch")
        #expect(router.typeName("app://router/demo") == "Tests.YellowPage")
        try router.applyRelocation(theRouterRules: [["routerType": 4, "orginPath": "app://router/demo"]], version: 2)
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")
        #expect(router.typeName("app://router/demo33") == "Tests.DemoPage")
        try router.applyRelocation(RelocationBatch(version: 3, rules: [.restoreAll]))
        #expect(router.typeName("app://router/demo33") == "failed: noMatch")
        #expect(router.typeName("app://router/demo1") == "Tests.Demo1Page")
        #expect(router.relocationBatch == RelocationBatch(version: 3, rules: [.restoreAll]))
    }

    /// 0.1.0's `RelocationBatch(theRouterRules:version:)` read rules without applying them; the
    /// check runs the apply's planner and changes, saves and sends nothing.
    @Test func checkingTheRouterRulesAppliesNothing() throws {
        let (router, log) = relocationRouter()
        let rules: [[String: Any]] = [
            ["routerType": 2, "path": "app://router/demo33", "className": "Tests.DemoPage"],
            ["routerType": 1, "orginPath": "app://router/demo", "targetPath": "app://router/yellow"],
        ]
        let relocationEvents = {
            log.events.filter { if case .relocation = $0 { true } else { false } }.map(\.description)
        }
        let installs = router.installCount
        let checked = try router.checkRelocation(theRouterRules: rules, version: 1)
        #expect(router.relocationVersion == nil && router.installCount == installs && relocationEvents().isEmpty)
        #expect(router.typeName("app://router/demo33") == "failed: noMatch")
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")
        // What the planner refuses, beyond reading: a target no route answers.
        let unanswered: [[String: Any]] = [
            ["routerType": 1, "orginPath": "app://router/demo", "targetPath": "app://nowhere"]
        ]
        var refusal: RelocationError?
        do { _ = try router.checkRelocation(theRouterRules: unanswered, version: 1) } catch { refusal = error }
        #expect(refusal != nil && relocationEvents().isEmpty)
        // The apply refuses what the check refused, and returns the report the check gave.
        var applyRefusal: RelocationError?
        do { _ = try router.applyRelocation(theRouterRules: unanswered, version: 1) } catch { applyRefusal = error }
        #expect(applyRefusal == refusal)
        #expect(try router.applyRelocation(theRouterRules: rules, version: 1) == checked)
        #expect(router.typeName("app://router/demo") == "Tests.YellowPage")
    }

    @Test func aBatchWithBadEntriesChangesNothingAndListsThemAll() throws {
        let (router, log) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "app://router/demo", to: "app://router/yellow")]))
        let installs = router.installCount
        let bad = RelocationBatch(
            version: 2,
            rules: [
                .remove(pattern: "app://router/demo1"),  // fine
                .add(pattern: "app://x", typeName: "UIKit.UIViewController"),  // arbitrary class
                .redirect(from: "app://y/:id", to: "app://router/:nope"),
                .add(pattern: "app://product/:key", typeName: "Tests.DemoPage"),  // already routed
                .remove(pattern: "app://product/:key"),  // not a canonical installed pattern
                .redirect(from: "app://z", to: "app://nowhere/at/all"),
                .add(pattern: "app://settings/alias", typeName: "Tests.SettingsPage"),  // internal
                .redirect(from: "app://w/*x", to: "app://router/yellow"),
            ])
        #expect(throws: RelocationError.self) { try router.applyRelocation(bad) }
        do {
            try router.applyRelocation(bad)
        } catch {
            // In rule order, whatever check found them.
            #expect(error.issues.map(\.index) == [1, 2, 3, 4, 5, 6, 7])
            #expect(error.issues[0].reason == .unknownType("UIKit.UIViewController"))
            #expect(error.issues[1].reason == .unknownPlaceholder("nope"))
            #expect(
                error.issues[2].reason == .alreadyRouted(pattern: "app://product/:id", typeName: "Tests.ProductPage"))
            #expect(error.issues[3].reason == .noSuchRoute(pattern: "app://product/:key", similar: "app://product/:id"))
            #expect(error.issues[4].reason == .targetMatchesNoRoute("app://nowhere/at/all"))
            #expect(error.issues[5].reason == .internalRoute("Tests.SettingsPage"))
        }
        #expect(router.relocationVersion == 1)
        #expect(router.installCount == installs)
        #expect(router.typeName("app://router/demo1") == "Tests.Demo1Page")
        #expect(router.typeName("app://router/demo") == "Tests.YellowPage")
        #expect(log.relocationEvents.filter { if case .refused = $0 { true } else { false } }.count == 2)
    }

    @Test func versionsOlderAreRefusedEqualIsIdempotent() throws {
        let (router, log) = relocationRouter()
        let v5 = RelocationBatch(version: 5, rules: [.redirect(from: "app://router/demo", to: "app://router/yellow")])
        #expect(try router.applyRelocation(v5).changed)
        let installs = router.installCount
        // The same batch again (a retry, the persisted copy): accepted, nothing rebuilt.
        let again = try router.applyRelocation(v5)
        #expect(!again.changed && again.version == 5 && again.redirectCount == 1)
        #expect(router.installCount == installs)
        // The same version with other rules, and an older version: refused.
        do {
            try router.applyRelocation(RelocationBatch(version: 5, rules: [.restoreAll]))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.map(\.reason) == [.versionConflict(5)])
        }
        do {
            try router.applyRelocation(RelocationBatch(version: 4, rules: []))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.map(\.reason) == [.staleVersion(offered: 4, applied: 5)])
        }
        // Reverting keeps the floor: version 5 cannot come back, 6 can.
        router.restoreBuildTimeRoutes()
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")
        #expect(throws: RelocationError.self) { try router.applyRelocation(v5) }
        try router.applyRelocation(RelocationBatch(version: 6, rules: v5.rules))
        #expect(router.typeName("app://router/demo") == "Tests.YellowPage")
        #expect(
            log.relocationEvents.map(\.description).contains(
                "relocation reverted to the build-time table (version floor 5 kept)"))
    }

    @Test func aThousandRedirectsAreOneTrieLookup() async throws {
        let (router, _) = relocationRouter()
        let rules = (0..<1_000).map {
            RelocationRule.redirect(from: "app://old/\($0)/:id", to: "app://product/:id", params: ["n": .integer($0)])
        }
        let report = try router.applyRelocation(RelocationBatch(version: 1, rules: rules))
        #expect(report.redirectCount == 1_000)
        let request = try #require(router.request("app://old/999/42"))
        #expect(request.route.typeName == "Tests.ProductPage")
        #expect(request.parameters.get("n", as: Int.self) == 999)
        #expect(request.parameters.get("id", as: Int.self) == 42)
        #expect(router.typeName("app://old/1000/42") == "failed: noMatch")
        #expect(router.typeName("app://product/1") == "Tests.ProductPage")
        #expect(router.request("app://product/1")?.redirectedFrom == [])
    }

    @Test func resolveAndOpenExplainTheRelocation() async throws {
        let (router, log) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "app://item/:id", to: "app://product/:id")]))
        let resolution = try router.resolve("app://item/3").get()
        #expect(resolution.request.redirectedFrom == ["app://item/3"])
        #expect(resolution.request.route.pattern.description == "app://product/:id")
        let outcome = await router.openURL("app://item/3")
        #expect(outcome.request?.parameters.get("id", as: Int.self) == 3)
        let lines = log.lines
        #expect(lines.contains("redirected app://item/3 -> app://product/3 by relocation"))
        #expect(lines.contains { $0.hasPrefix("opened app://item/3 -> Tests.ProductPage") })
    }
}

@Suite("Relocation: re-applying is idempotent")
struct RelocationIdempotenceTests {
    @Test func everyRuleKindCanBeReappliedAtTheSameVersion() throws {
        let (router, _) = relocationRouter()
        let batch = RelocationBatch(
            version: 2,
            rules: [
                .add(pattern: "app://router/demo33", typeName: "Tests.DemoPage"),
                .remove(pattern: "app://router/demo1"),
                .redirect(from: "app://router/demo", to: "app://router/yellow"),
                .restore(pattern: "app://never-redirected"),
            ])
        #expect(try router.applyRelocation(batch).changed)
        #expect(try !router.applyRelocation(batch).changed)
        // The persisted form (restoreAll + the state) is the same state as well.
        let persisted = try #require(router.relocationBatch)
        #expect(try !router.applyRelocation(persisted).changed)
        #expect(router.typeName("app://router/demo33") == "Tests.DemoPage")
    }
}

@Suite("Relocation: redirects never take a more specific route's URLs")
struct RelocationSpecificityTests {
    @Test func aParameterRedirectLeavesLiteralRoutesAlone() throws {
        let (router, _) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "app://router/:page", to: "app://product/:page")]))
        // `app://router/demo` and `…/demo1` are literal routes: more specific than `:page`.
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")
        #expect(router.typeName("app://router/demo1") == "Tests.Demo1Page")
        #expect(router.canOpenURL("app://router/demo"))
        // A URL no more specific route answers is redirected.
        #expect(router.typeName("app://router/anything") == "Tests.ProductPage")
        #expect(router.request("app://router/anything")?.redirectedFrom == ["app://router/anything"])
    }

    @Test func aRedirectOfTheRoutesOwnPatternStillWins() throws {
        let (router, _) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "app://product/:id", to: "app://router/yellow")]))
        #expect(router.typeName("app://product/42") == "Tests.YellowPage")
    }

    @Test func precedenceFollowsTheTrieOrder() throws {
        func pattern(_ text: String) throws -> RoutePattern { try RoutePattern(text) }
        #expect(try pattern("app://product/list").isMoreSpecific(than: pattern("app://product/:id")))
        #expect(try pattern("app://product/:id").isMoreSpecific(than: pattern("app://product/*")))
        #expect(try pattern("app://product/*").isMoreSpecific(than: pattern("app://product/**")))
        #expect(try pattern("app://product/:id/reviews").isMoreSpecific(than: pattern("app://product/:id/**")))
        #expect(try !pattern("app://product/:id").isMoreSpecific(than: pattern("app://product/:other")))
        #expect(try !pattern("app://:any/list").isMoreSpecific(than: pattern("app://product/:id")))
    }

    @Test func aWebTargetThatNoRouteAnswersIsRefusedAtApplyTime() throws {
        let router = Router()
        router.register([
            RouteTable(module: "Tests", entries: [entry(DemoPage.self, "DemoPage", ["app://router/demo"])])
        ])
        router.relocationPolicy = RelocationPolicy(allowedWebHosts: ["m.example.com"])
        do {
            try router.applyRelocation(
                RelocationBatch(
                    version: 1, rules: [.redirect(from: "app://router/demo", to: "https://m.example.com/demo")]))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.map(\.reason) == [.targetMatchesNoRoute("https://m.example.com/demo")])
            #expect(error.description.contains("the target 'https://m.example.com/demo' matches no route of the app"))
        }
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")
    }

    @Test func aFailureAfterRelocationNamesTheTarget() throws {
        let (router, _) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "app://router/demo", to: "app://router/yellow")]))
        try router.remove(pattern: "app://router/yellow")
        guard case .failure(let failure) = router.resolve("app://router/demo") else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.url == "app://router/demo")
        #expect(failure.relocatedURL == "app://router/yellow")
        #expect(
            failure.description.hasPrefix(
                "no route matches 'app://router/yellow', where relocation sent 'app://router/demo'"))
        guard case .failure(let plain) = router.resolve("app://router/none") else { return }
        #expect(plain.relocatedURL == nil)
        #expect(plain.description.contains("Router.dump()"))
    }
}
