import Foundation
import Testing

@_spi(Generated) @testable import Switchyard
@testable import SwitchyardRelocation

final class LatePage: Routable {
    static let routePatterns = ["app://late/page"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("LatePage", request) }
}

/// What a batch reuses from the one before: the build-time index, the compiled redirects, and
/// (for a batch that changes no route) the snapshot's trie and routes. Reuse must never serve a
/// stale route.
@Suite("Relocation: reuse across applies")
struct RelocationReuseTests {
    private func redirect(_ version: Int, _ from: String, _ to: String) -> RelocationBatch {
        RelocationBatch(version: version, rules: [.redirect(from: from, to: to)])
    }

    @Test func aRedirectOnlyBatchKeepsTheTrieAndReportsTheInstall() throws {
        let (router, log) = relocationRouter()
        try router.install()
        let trie = router.dump()
        let installs = router.installCount
        try router.applyRelocation(redirect(1, "app://router/demo", "app://router/yellow"))
        // Swapped in at once, as a rebuild would have been: one install, reported after the apply.
        #expect(router.installCount == installs + 1)
        #expect(router.dump() == trie)
        let lines = log.lines
        let applied = try #require(lines.lastIndex { $0.contains("applied") })
        let installed = try #require(lines.lastIndex { $0.hasPrefix("installed") })
        #expect(installed > applied)
        #expect(router.typeName("app://router/demo") == "Tests.YellowPage")
        #expect(router.typeName("app://router/demo1") == "Tests.Demo1Page")
        // Opening does not build again.
        #expect(router.installCount == installs + 1)
    }

    @Test func routeChangesBetweenRedirectOnlyBatchesAreNeverLost() throws {
        let (router, _) = relocationRouter()
        try router.install()
        try router.applyRelocation(redirect(1, "app://router/demo", "app://router/yellow"))
        try router.applyRelocation(
            RelocationBatch(version: 2, rules: [.add(pattern: "app://router/extra", typeName: "Tests.DemoPage")]))
        #expect(router.typeName("app://router/extra") == "Tests.DemoPage")
        try router.applyRelocation(redirect(3, "app://old/:id", "app://product/:id"))
        #expect(router.typeName("app://router/extra") == "Tests.DemoPage")
        #expect(router.typeName("app://router/demo") == "Tests.YellowPage")
        #expect(router.typeName("app://old/5") == "Tests.ProductPage")
        try router.applyRelocation(RelocationBatch(version: 4, rules: [.remove(pattern: "app://router/demo1")]))
        #expect(router.typeName("app://router/demo1") == "failed: noMatch")
        try router.applyRelocation(redirect(5, "app://older/:id", "app://item/:id"))
        #expect(router.typeName("app://router/demo1") == "failed: noMatch")
        #expect(router.typeName("app://router/extra") == "Tests.DemoPage")
        #expect(router.typeName("app://older/5") == "Tests.ProductPage")
        try router.applyRelocation(RelocationBatch(version: 6, rules: [.restore(pattern: "app://router/demo")]))
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")
        try router.applyRelocation(RelocationBatch(version: 7, rules: [.restoreAll]))
        #expect(router.typeName("app://router/demo1") == "Tests.Demo1Page")
        #expect(router.typeName("app://router/extra") == "failed: noMatch")
        #expect(router.typeName("app://old/5") == "failed: noMatch")
    }

    @Test func tablesRegisteredBetweenAppliesAreSeen() throws {
        let (router, _) = relocationRouter()
        try router.install()
        try router.applyRelocation(redirect(1, "app://router/demo", "app://router/yellow"))
        let late = RouteTable(module: "Late", entries: [entry(LatePage.self, "LatePage", ["app://late/page"])])
        router.register([late])
        // The snapshot was dropped by the registration: this batch builds one with the new table.
        try router.applyRelocation(redirect(2, "app://gone/:id", "app://late/page"))
        #expect(router.typeName("app://late/page") == "Tests.LatePage")
        #expect(router.typeName("app://gone/1") == "Tests.LatePage")
        // The index is built again for the new table set: its type is known to `add`.
        try router.applyRelocation(
            RelocationBatch(version: 3, rules: [.add(pattern: "app://late/alias", typeName: "Tests.LatePage")]))
        #expect(router.typeName("app://late/alias") == "Tests.LatePage")
        // And a pattern removed by `Router.remove(pattern:)` is gone from it: it cannot be removed
        // again, and the redirect of batch 2 now targets nothing.
        #expect(try router.remove(pattern: "app://late/page"))
        do {
            try router.applyRelocation(RelocationBatch(version: 4, rules: [.remove(pattern: "app://late/page")]))
            Issue.record("expected a refusal")
        } catch {
            #expect(
                error.issues.map(\.reason) == [
                    .targetMatchesNoRoute("app://late/page"), .noSuchRoute(pattern: "app://late/page", similar: nil),
                ])
        }
        #expect(router.typeName("app://late/page") == "failed: noMatch")
        #expect(router.typeName("app://late/alias") == "Tests.LatePage")
    }

    @Test func redirectsFromEarlierBatchesKeepWorkingAndChangeWhenReplaced() throws {
        let (router, _) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(
                version: 1, rules: [.redirect(from: "app://a/:id", to: "app://product/:id", params: ["tag": "one"])]))
        try router.applyRelocation(redirect(2, "app://b", "app://router/demo1"))
        #expect(router.request("app://a/3")?.parameters.get("id", as: String.self) == "3")
        #expect(router.request("app://a/3")?.parameters.get("tag", as: String.self) == "one")
        #expect(router.typeName("app://b") == "Tests.Demo1Page")
        // The same source with other parameters, then another target.
        try router.applyRelocation(
            RelocationBatch(
                version: 3, rules: [.redirect(from: "app://a/:id", to: "app://product/:id", params: ["tag": "two"])]))
        #expect(router.request("app://a/3")?.parameters.get("tag", as: String.self) == "two")
        try router.applyRelocation(redirect(4, "app://a/:id", "app://item/:id"))
        #expect(router.request("app://a/3")?.parameters.get("tag", as: String.self) == nil)
        #expect(router.request("app://a/3")?.url.original == "app://item/3")
        #expect(router.relocationBatch?.rules.count == 3)
    }

    @Test func aReusedInstallReportsTheIssuesOfTheBuildItReuses() throws {
        let router = Router()
        router.register([
            RouteTable(
                module: "Tests",
                entries: [
                    entry(DemoPage.self, "DemoPage", ["app://router/demo"]),
                    entry(Demo1Page.self, "Demo1Page", ["app://router/demo"]),
                    entry(YellowPage.self, "YellowPage", ["app://router/yellow"]),
                ])
        ])
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        #expect(throws: RouteTableError.self) { try router.install() }
        func issues() -> Int { log.events.filter { if case .installIssue = $0 { true } else { false } }.count }
        #expect(issues() == 1)
        try router.applyRelocation(redirect(1, "app://old", "app://router/yellow"))
        #expect(issues() == 2)
        #expect(router.typeName("app://old") == "Tests.YellowPage")
    }

    @Test func redirectsWithParameterHostsAndOtherLengthsStillMatch() throws {
        let (router, _) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(
                version: 1,
                rules: [
                    .redirect(from: "app://:anyhost/old/:id", to: "app://product/:id"),
                    .redirect(from: "app://router/demo", to: "app://router/yellow"),
                ]))
        #expect(router.typeName("app://shop/old/4") == "Tests.ProductPage")
        #expect(router.typeName("app://router/demo") == "Tests.YellowPage")
        // Other lengths and hosts are left alone.
        #expect(router.typeName("app://product/4") == "Tests.ProductPage")
        #expect(router.typeName("app://router/demo1") == "Tests.Demo1Page")
        #expect(router.canOpenURL("app://shop/old/4"))
        #expect(!router.canOpenURL("app://shop/old"))
    }
}
