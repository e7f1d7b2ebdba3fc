import Foundation
import Testing
import _AndroidCrossCheck
import _RouteMap
import _RouteMapRelease

/// `switchyard-routes report --html`'s page over the release fixtures. Scripts/report-check.sh loads the
/// same page in headless Chromium and checks the search and the module filter.
@Suite("RouteMapPage: the page of every route")
struct RouteMapPageTests {
    static func page() throws -> RouteMapPage {
        let new = try RouteMap(jsonData: Fixtures.data("new-routes.json"), file: "new-routes.json")
        let old = try RouteMap(jsonData: Fixtures.data("old-routes.json"), file: "old-routes.json")
        var page = try RouteMapPage(map: new, mapFile: "new-routes.json")
        page.addAndroid(
            try AndroidCrossCheck.report(
                ios: CrossCheckInputFile(name: "new-routes.json", data: Fixtures.data("new-routes.json")),
                android: CrossCheckInputFile(
                    name: "android-routeMap.json", data: Fixtures.data("android-routeMap.json"))))
        page.addRedirects(batchFile: "batch-report.json") { url in
            url == "app://news/1" ? "Web.WebPage (redirected to https://m.example.com/news/1)" : nil
        }
        page.addChanges(
            since: old, oldFile: "old-routes.json",
            diff: try RouteMapDiff(old: old, new: new, oldFile: "old-routes.json", newFile: "new-routes.json"))
        return page
    }

    @Test func thePageMatchesItsGolden() throws {
        assertMatchesGolden(try Self.page().html, named: "report.html")
    }

    @Test func everyRouteIsARowWithItsColumns() throws {
        let page = try Self.page()
        #expect(page.rows.count == 12)
        let product = try #require(page.rows.first { $0.entry.path == "app://product/:productID" })
        #expect(product.exampleURL == "app://product/1")
        #expect(product.android == "app://product/42 (com.example.shop.ProductActivity); differs: description")
        #expect(product.change == "new")
        #expect(page.rows.first { $0.entry.path == "app://home" }?.change == nil)
        #expect(page.rows.first { $0.entry.path == "app://settings" }?.change == "changed")
        // Promo.PromoPage's example opens Promo.CampaignPage, which has the higher priority now.
        #expect(page.rows.first { $0.entry.path == "app://promo/:code" }?.shadowedBy == "Promo.CampaignPage")
        #expect(page.breaks.count == 8)
    }

    @Test func textFromTheMapCannotBreakThePage() throws {
        let entry = RouteMapEntry(
            path: "app://a/%3Cb%3E", className: "M.P\"age", description: "</td><script>alert('x')</script> & more",
            module: "M<i>", file: "f")
        let html = try RouteMapPage(map: RouteMap(entries: [entry]), mapFile: "r<outes>.json").html
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<i>"))
        #expect(html.contains("&lt;/td&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more"))
        #expect(html.contains("<tr data-module=\"M&lt;i&gt;\"><td>M&lt;i&gt;</td>"))
        #expect(html.contains("<title>Routes of r&lt;outes&gt;.json</title>"))
        // One script, the page's own, and nothing loaded from anywhere.
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(!html.contains("src=") && !html.contains("href="))
    }

    @Test func thePageIsTheSameBytesEachTime() throws {
        #expect(try Self.page().html == Self.page().html)
    }
}
