import Foundation
import Testing
import _RelocationPreview
import _RouteMap

@testable import switchyard_routes

/// The preview router: a route map's routes, and a batch through the runtime's reader and planner.
@Suite("RelocationPreview: a route map's router, before and after a batch")
struct RelocationPreviewTests {
    /// Tests/Fixtures/Relocation: two shipped versions' maps and batches.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Relocation")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    static func preview(_ version: String) throws -> RelocationPreview {
        let file = "routes-\(version).json"
        return try RelocationPreview(map: RouteMap(jsonData: data(file), file: file), appVersion: version)
    }

    @Test func aBatchAppliesOnTheMapThatHasItsTypesAndRedirectsLinks() throws {
        let before = try Self.preview("2.4.0")
        let (after, verdict) = try before.applying(batchData: Self.data("batch-deals.json"), source: "batch-deals.json")
        guard case .applies(let report) = verdict else {
            Issue.record("expected the batch to apply, got \(verdict)")
            return
        }
        #expect(report.version == 7 && report.redirectCount == 1 && report.addedCount == 1)
        #expect(before.destination(of: "shop://item/42") == nil)
        #expect(after.destination(of: "shop://item/42") == "Catalog.ProductPage")
        #expect(after.landing(of: "shop://item/42")?.redirectedTo == "shop://product/42")
        #expect(after.destination(of: "shop://sale/7") == "Catalog.DealPage")
        #expect(after.destination(of: "shop://debug/menu") == nil)  // internal: no external link opens it
        #expect(after.destination(of: "shop://home") == "Home.HomePage")
    }

    @Test func theSameBatchIsRefusedOnAnOlderMapWithEveryProblem() throws {
        let before = try Self.preview("2.3.0")
        let (after, verdict) = try before.applying(batchData: Self.data("batch-deals.json"), source: "batch-deals.json")
        #expect(
            verdict.problems == [
                "rule 0, 'className': no route table knows the type 'Catalog.DealPage'; name a routable type as in the route map (Module.Type)",
                "rule 1, 'targetPath': the target 'shop://product/:id' matches no route of the app; fix the target or add its route first",
            ])
        #expect(after.destination(of: "shop://sale/7") == "Catalog.SalePage")
    }

    @Test func aBatchForOtherVersionsIsSkippedNotRefused() throws {
        let newer = try Self.preview("2.4.0")
        let (_, skipped) = try newer.applying(batchData: Self.data("batch-scoped.json"), source: "batch-scoped.json")
        #expect(skipped == .skipped(appVersions: ["2.3.0..<2.4"]))
        let older = try Self.preview("2.3.0")
        let (after, verdict) = try older.applying(
            batchData: Self.data("batch-scoped.json"), source: "batch-scoped.json")
        guard case .applies = verdict else {
            Issue.record("expected the batch to apply on 2.3.0, got \(verdict)")
            return
        }
        #expect(after.destination(of: "shop://promo/3") == "Catalog.SalePage")
    }

    /// The preview's own schemes are decided by the runtime's planner, from the routes: the map's
    /// schemes, `http` and `https` aside. Web targets stay governed by `allowedWebHosts`, here the
    /// literal hosts of the map's web pages: an `https://**` page allows none.
    @Test func theOwnSchemesAreTheRuntimesAndAnHTTPSCatchAllAllowsNoHost() throws {
        let catchAll = RouteMap(entries: [
            RouteMapEntry(path: "https://**", className: "Web.BrowserPage", module: "Web", file: "Web.swift"),
            RouteMapEntry(path: "shop://home", className: "Home.HomePage", module: "Home", file: "Home.swift"),
            RouteMapEntry(path: "shop://cart", className: "Home.CartPage", module: "Home", file: "Home.swift"),
            RouteMapEntry(path: "news://today", className: "News.TodayPage", module: "News", file: "News.swift"),
        ])
        let shipped = try Self.preview("2.4.0")  // has https://www.shop.example/help/:topic
        let browser = try RelocationPreview(map: catchAll)
        func problems(_ preview: RelocationPreview, _ target: String) throws -> [String] {
            let batch =
                #"{"version": 1, "rules": [{"routerType": 1, "orginPath": "shop://faq/old", "targetPath": ""#
                + target + #""}]}"#
            return try preview.applying(batchData: Data(batch.utf8), source: "inline").verdict.problems
        }
        #expect(try problems(shipped, "https://www.shop.example/help/returns").isEmpty)
        for preview in [shipped, browser] {
            #expect(
                try problems(preview, "https://evil.example/x") == [
                    "rule 0, 'targetPath': web target host 'evil.example' is not allowed; add it to RelocationPolicy.allowedWebHosts"
                ])
            #expect(
                try problems(preview, "otherapp://x") == [
                    "rule 0, 'targetPath': the scheme 'otherapp' belongs to no allow-list; add it to "
                        + "RelocationPolicy.ownSchemes if it is this app's, or to "
                        + "RelocationPolicy.allowedForeignSchemes if it is another app's"
                ])
            #expect(try problems(preview, "shop://home").isEmpty)
        }
        #expect(
            try problems(browser, "https://www.shop.example/help/returns") == [
                "rule 0, 'targetPath': web target host 'www.shop.example' is not allowed; add it to RelocationPolicy.allowedWebHosts"
            ])
        // Another of the map's schemes than the default one (`shop`, the most common) is the app's too.
        #expect(try problems(browser, "news://today").isEmpty)
    }

    @Test func dataThatIsNotABatchIsAnErrorNamingIt() throws {
        #expect(throws: RelocationPreviewError.self) {
            try Self.preview("2.4.0").applying(batchData: Data("[1,".utf8), source: "broken.json")
        }
        do {
            _ = try Self.preview("2.4.0").applying(batchData: Data("{\"rules\": 3".utf8), source: "broken.json")
        } catch {
            #expect("\(error)".hasPrefix("broken.json is not a relocation batch"))
        }
        // TheRouter's bare array of rules: the tool takes the envelope the server sends, and its
        // error names no Swift API label the command does not have.
        do {
            _ = try Self.preview("2.4.0").applying(
                batchData: Data(#"[{"routerType": 4, "orginPath": "app://x"}]"#.utf8), source: "bare.json")
            Issue.record("expected a refusal")
        } catch {
            #expect("\(error)".contains("wrap it as {\"version\": N, \"rules\": [...]}"))
            #expect(!"\(error)".contains("version:"))
        }
    }
}

/// `switchyard-routes check-relocation` over the fixtures: verdicts per version, exit statuses, `--urls`.
@Suite("switchyard-routes check-relocation: a batch against every shipped version")
struct RelocationCheckTests {
    typealias Argument = PluginContract.Argument

    static func path(_ name: String) -> String {
        RelocationPreviewTests.fixtures.appendingPathComponent(name).path
    }

    /// The report for `maps` (`--map` values) and the batch file, names relative to the fixtures.
    static func check(
        _ maps: [String], _ batch: String, urls: Bool = false, format: RelocationCheck.Format = .text
    ) throws -> (report: String, exitCode: Int32) {
        let inputs = try maps.map { argument in
            let input = RelocationCheck.MapInput(argument: argument)
            return (input, try RelocationPreviewTests.data(input.file))
        }
        let sample =
            try urls
            ? RelocationCheck.urls(inFile: String(decoding: RelocationPreviewTests.data("urls.txt"), as: UTF8.self))
            : []
        return try RelocationCheck.run(
            maps: inputs, batch: RelocationPreviewTests.data(batch), batchName: batch, urls: sample, format: format)
    }

    @Test func aBatchThatAppliesOnOneVersionAndNotAnotherExitsWithOneAndSaysWhereLinksLand() throws {
        let text = try Self.check(["routes-2.3.0.json", "routes-2.4.0.json"], "batch-deals.json", urls: true)
        #expect(text.exitCode == 1)
        assertMatchesGolden(text.report, named: "check-deals.txt")
        let json = try Self.check(["2.4.0=routes-2.4.0.json"], "batch-deals.json", urls: true, format: .json)
        #expect(json.exitCode == 0)
        assertMatchesGolden(json.report, named: "check-deals.json")
    }

    @Test func aVersionScopedBatchIsSkippedOnOtherVersionsNotRefused() throws {
        let outcome = try Self.check(
            ["routes-2.3.0.json", "routes-2.4.0.json", "2.3.9=routes-2.3.0.json"], "batch-scoped.json")
        #expect(outcome.exitCode == 0)
        #expect(
            outcome.report == """
                relocation batch batch-scoped.json
                version  verdict
                2.3.0    applies (in effect: redirects 1, added 0, removed 0)
                2.4.0    skipped (not for 2.4.0)
                2.3.9    applies (in effect: redirects 1, added 0, removed 0)

                """)
    }

    @Test func theMapArgumentGivesTheAppVersionOrReadsItFromTheFileName() {
        let given = RelocationCheck.MapInput(argument: "2.3.0=old/routes.json")
        #expect(given.appVersion == "2.3.0" && given.file == "old/routes.json" && given.label == "2.3.0")
        let named = RelocationCheck.MapInput(argument: "maps/routes-2.4.1.json")
        #expect(named.appVersion == "2.4.1" && named.file == "maps/routes-2.4.1.json")
        let unknown = RelocationCheck.MapInput(argument: "a=b/routes.json")
        #expect(unknown.appVersion == nil && unknown.file == "a=b/routes.json" && unknown.label == "a=b/routes.json")
    }

    @Test func theToolIsNamedAsTheContractSays() {
        #expect(SwitchyardRoutesTool.tool.name == PluginContract.toolName)
        #expect(
            CheckRelocationCommand.spec.usage(tool: PluginContract.toolName).hasPrefix(
                "usage: switchyard-routes check-relocation --map [VERSION=]routes.json... [--urls FILE] [--format text|json] BATCH"
            ))
    }

    @Test func badInputExitsWithTwo() throws {
        let tool = SwitchyardRoutesTool.tool
        let check = PluginContract.Command.checkRelocation
        let map = Self.path("routes-2.4.0.json")
        #expect(tool.run([check, Argument.map, Self.path("missing.json"), Self.path("batch-deals.json")]) == 2)
        #expect(tool.run([check, Argument.map, map, Self.path("missing.json")]) == 2)
        #expect(tool.run([check, Argument.map, map, Self.path("urls.txt")]) == 2)  // not a batch
        // Not a map:
        #expect(tool.run([check, Argument.map, Self.path("urls.txt"), Self.path("batch-deals.json")]) == 2)
        #expect(tool.run([check, Self.path("batch-deals.json")]) == 2)  // no --map
        #expect(tool.run([check, Argument.map, map]) == 2)  // no batch
        #expect(tool.run([check, Argument.map, map, Argument.format, "xml", Self.path("batch-deals.json")]) == 2)
        #expect(
            tool.run([check, Argument.map, map, Argument.urls, Self.path("missing.txt"), Self.path("batch-deals.json")])
                == 2)
        #expect(tool.run([check, Argument.map, map, Self.path("batch-deals.json")]) == 0)
        #expect(tool.run([check, Argument.map, Self.path("routes-2.3.0.json"), Self.path("batch-deals.json")]) == 1)
    }
}
