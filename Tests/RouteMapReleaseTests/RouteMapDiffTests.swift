import Foundation
import Testing
import _AndroidCrossCheck
import _RouteMap
import _RouteMapRelease

/// `switchyard-routes diff`'s logic over two release maps written for it (Fixtures/old-routes.json and
/// new-routes.json): one route per kind of break, a route that stays, an internal one.
@Suite("RouteMapDiff: the links a release breaks")
struct RouteMapDiffTests {
    static func diff(_ old: String = "old-routes.json", _ new: String = "new-routes.json") throws -> RouteMapDiff {
        try RouteMapDiff(
            old: RouteMap(jsonData: Fixtures.data(old), file: old),
            new: RouteMap(jsonData: Fixtures.data(new), file: new),
            oldFile: old, newFile: new)
    }

    static func report(allow: String = "", covered: Set<String> = []) throws -> RouteMapDiffReport {
        try RouteMapDiffReport(
            diff: diff(), oldFile: "old-routes.json", newFile: "new-routes.json",
            allowList: CrossCheckAllowList(text: allow),
            coverage: {
                covered.contains($0.old.path) ? ("batch.json", "Shop.CartPage (redirected to app://basket/1)") : nil
            })
    }

    @Test func eachKindOfBreakIsFoundWithAURLThatShowsIt() throws {
        let found = try Self.diff().changes.map { "\($0.kind.rawValue) \($0.old.path) \($0.url)" }
        #expect(
            found == [
                "removed app://cart/:id app://cart/1",
                "removed app://legacy/help app://legacy/help",
                "page-changed app://news/:id app://news/1",
                "parameter-dropped app://order/:id/:tab app://order/1/1",
                "parameter-renamed app://product/:id app://product/1",
                "priority-changed app://promo/:code app://promo/1",
                "made-internal app://settings app://settings",
                "action-changed app://share app://share",
            ])
    }

    @Test func aRemovedPatternOfAPageThatRemainsGetsARedirectToItsNewPattern() throws {
        let changes = try Self.diff().changes
        let cart = try #require(changes.first { $0.old.path == "app://cart/:id" })
        #expect(cart.redirect == .init(orginPath: "app://cart/:id", targetPath: "app://basket/:id"))
        // A dropped parameter goes on as a query item, so the page still receives it.
        let order = try #require(changes.first { $0.old.path == "app://order/:id/:tab" })
        #expect(order.redirect?.targetPath == "app://order/:id?tab=:tab")
        // A page that is gone has nowhere to go; the same pattern cannot redirect to itself.
        #expect(changes.first { $0.old.path == "app://legacy/help" }?.redirect == nil)
        #expect(changes.first { $0.old.path == "app://product/:id" }?.redirect == nil)
    }

    @Test func identicalMapsLoseNothing() throws {
        #expect(try Self.diff("old-routes.json", "old-routes.json").changes.isEmpty)
    }

    @Test func anExampleValueAvoidsALiteralRouteOfTheSameLevel() throws {
        // `app://item/1` is a route of its own in NEW: the example must not open it by accident.
        let old = RouteMap(entries: [RouteMapEntry(path: "app://item/:id", className: "A.Item", module: "A", file: "f")]
        )
        let new = RouteMap(entries: [
            RouteMapEntry(path: "app://item/1", className: "A.First", module: "A", file: "f")
        ])
        let changes = try RouteMapDiff(old: old, new: new, oldFile: "o", newFile: "n").changes
        #expect(changes.map(\.url) == ["app://item/2"])
        #expect(changes.map(\.kind) == [.removed])
    }

    @Test func aCatchAllLosesToAMoreSpecificRouteAsAtRunTime() throws {
        let web = RouteMapEntry(path: "https://m.example.com/**", className: "W.Web", module: "W", file: "f")
        let deals = RouteMapEntry(path: "https://m.example.com/:page", className: "W.Deals", module: "W", file: "f")
        let changes = try RouteMapDiff(
            old: RouteMap(entries: [web]), new: RouteMap(entries: [web, deals]), oldFile: "o", newFile: "n"
        ).changes
        #expect(changes.map(\.kind) == [.pageChanged])
        #expect(changes.first?.now?.className == "W.Deals")
    }

    @Test func aPatternThatDoesNotCompileNamesTheFile() throws {
        let bad = RouteMap(entries: [RouteMapEntry(path: "app://a/:", className: "A.A", module: "A", file: "f")])
        #expect(throws: RouteMapError.self) { try RouteMapDiff(old: bad, new: bad, oldFile: "old.json", newFile: "n") }
        do {
            _ = try RouteMapDiff(old: bad, new: bad, oldFile: "old.json", newFile: "n")
        } catch {
            #expect(error.description.hasPrefix("old.json: route 'app://a/:'"))
        }
    }

    @Test func allowedAndCoveredChangesAreNotLost() throws {
        let report = try Self.report(allow: "# gone\napp://legacy/help\n", covered: ["app://cart/:id"])
        #expect(report.summary == "6 lost, 1 covered, 1 allowed")
        #expect(report.exitCode == 1)
        let everything = try Self.report(
            allow: try Fixtures.text("old-routes.json").split(separator: "\n").compactMap { line in
                line.contains("\"path\"") ? String(line.split(separator: "\"")[3]) : nil
            }.joined(separator: "\n"))
        #expect(everything.exitCode == 0)
    }

    @Test func theTextReportMatchesItsGolden() throws {
        assertMatchesGolden(
            try Self.report(allow: try Fixtures.text("allow-list.txt"), covered: ["app://cart/:id"]).text,
            named: "diff-report.txt")
    }

    @Test func theJSONReportMatchesItsGolden() throws {
        assertMatchesGolden(
            try Self.report(allow: try Fixtures.text("allow-list.txt"), covered: ["app://cart/:id"]).json,
            named: "diff-report.json")
    }
}
