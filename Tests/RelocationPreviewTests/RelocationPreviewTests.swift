import Foundation
import Testing
import _RelocationPreview
import _RouteMap

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

    @Test func dataThatIsNotABatchIsAnErrorNamingIt() throws {
        #expect(throws: RelocationPreviewError.self) {
            try Self.preview("2.4.0").applying(batchData: Data("[1,".utf8), source: "broken.json")
        }
        do {
            _ = try Self.preview("2.4.0").applying(batchData: Data("{\"rules\": 3".utf8), source: "broken.json")
        } catch {
            #expect("\(error)".hasPrefix("broken.json is not a relocation batch"))
        }
    }
}
