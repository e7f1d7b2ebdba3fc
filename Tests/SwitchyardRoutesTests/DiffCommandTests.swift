import Foundation
import Testing
import _RelocationPreview
import _RouteMap
import _RouteScannerCLI

@testable import switchyard_routes

/// `switchyard-routes diff` as `check-routes diff` runs it: exit 0 nothing lost, 1 a link lost, 2 bad input.
/// The report's contents are RouteMapReleaseTests' goldens; these check the files and statuses.
@Suite("switchyard-routes diff")
struct DiffCommandTests {
    /// Tests/RouteMapReleaseTests/Fixtures/`name`.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RouteMapReleaseTests/Fixtures/\(name)").path
    }

    /// A route map of one cart page at `path`.
    static func cartMap(_ path: String) -> String {
        """
        [{"path": "\(path)", "className": "Shop.CartPage", "action": "", "description": "", "params": {},
          "priority": 0, "module": "Shop", "parameters": ["id"], "internal": false, "file": "Cart.swift"}]
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        SwitchyardRoutesTool.tool.run([PluginContract.Command.diff] + arguments)
    }

    @Test func exitsWithOneWhenALinkIsLostAndZeroWhenNot() {
        let (old, new) = (Self.fixture("old-routes.json"), Self.fixture("new-routes.json"))
        #expect(Self.run([old, new]) == 1)
        #expect(Self.run([old, new, PluginContract.Argument.format, "json"]) == 1)
        #expect(Self.run([old, old]) == 0)
        #expect(Self.run([new, new, PluginContract.Argument.allow, Self.fixture("allow-list.txt")]) == 0)
    }

    @Test func badInputExitsWithTwo() throws {
        let old = Self.fixture("old-routes.json")
        #expect(Self.run([old]) == 2)
        #expect(Self.run([old, "/nonexistent/routes.json"]) == 2)
        #expect(Self.run([old, old, PluginContract.Argument.format, "yaml"]) == 2)
        #expect(Self.run([old, old, PluginContract.Argument.allow, "/nonexistent/allow.txt"]) == 2)
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString).json")
        try Data("[{\"path\": 1}]".utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        #expect(Self.run([bad.path, old]) == 2)
    }

    @Test func aBatchThatRedirectsTheRemovedPatternCoversIt() throws {
        let folder = try SwitchyardRoutesToolTests.Folder()
        defer { folder.clean() }
        let old = try folder.write("old.json", Self.cartMap("app://cart/:id"))
        let new = try folder.write("new.json", Self.cartMap("app://basket/:id"))
        #expect(Self.run([old, new]) == 1)
        let covered = PluginContract.Argument.coveredBy
        #expect(Self.run([old, new, covered, Self.fixture("batch-2.0.json")]) == 0)
        // A batch the NEW app would refuse (its target opens nothing) is bad input, not a cover.
        let refused = try folder.write(
            "refused.json",
            #"{"version": 1, "rules": [{"routerType": 1, "orginPath": "app://cart/:id", "targetPath": "app://gone/:id"}]}"#
        )
        #expect(Self.run([old, new, covered, refused]) == 2)
        // A batch that redirects something else covers nothing.
        let other = try folder.write(
            "other.json",
            #"{"version": 1, "rules": [{"routerType": 1, "orginPath": "app://promo", "targetPath": "app://basket/1"}]}"#
        )
        #expect(Self.run([old, new, covered, other]) == 1)
    }

    /// One batch that covers a renamed route passes both release checks: scoped to 2.0 with
    /// `appVersions`, it is skipped by 1.0 (where the target does not exist) in check-relocation,
    /// and covers the link in `diff` when NEW is given as `2.0=PATH`, as `--map` gives it.
    @Test func aScopedBatchPassesTheDiffAndTheRelocationCheck() throws {
        let folder = try SwitchyardRoutesToolTests.Folder()
        defer { folder.clean() }
        let old = try folder.write("old.json", Self.cartMap("app://cart/:id"))
        let new = try folder.write("new.json", Self.cartMap("app://basket/:id"))
        let batch = try folder.write(
            "scoped.json",
            #"{"version": 1, "appVersions": ["2.0"], "rules": [{"routerType": 1, "orginPath": "app://cart/:id", "targetPath": "app://basket/:id"}]}"#
        )
        let (covered, mapOption) = (PluginContract.Argument.coveredBy, PluginContract.Argument.map)
        let check = [PluginContract.Command.checkRelocation, mapOption, "1.0=" + old, mapOption, "2.0=" + new, batch]
        #expect(SwitchyardRoutesTool.tool.run(check) == 0)
        #expect(Self.run([old, "2.0=" + new, covered, batch]) == 0)
        // NEW's version unknown, or another one: the scoped batch covers nothing, and the link is lost.
        #expect(Self.run([old, new, covered, batch]) == 1)
        #expect(Self.run([old, "3.0=" + new, covered, batch]) == 1)
        // Unscoped, the same rule is refused on 1.0, where its target does not exist.
        let unscoped = try folder.write(
            "unscoped.json",
            #"{"version": 1, "rules": [{"routerType": 1, "orginPath": "app://cart/:id", "targetPath": "app://basket/:id"}]}"#
        )
        #expect(
            SwitchyardRoutesTool.tool.run([
                PluginContract.Command.checkRelocation, mapOption, "1.0=" + old, mapOption, "2.0=" + new, unscoped,
            ]) == 1)
    }

    /// The demo's release files (Examples/Demo/releases): the diff the demo narrates, and the batch
    /// check its README promises (1.0 refuses the batch, which adds a page 1.0 lacks; 2.0 applies it).
    @Test func theDemoReleaseIsCoveredAndItsBatchRefusedByOneZero() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Demo")
        func path(_ name: String) -> String { demo.appendingPathComponent(name).path }
        let (old, new, batch) = (
            path("releases/1.0/routes.json"), path("DemoRoutes/routes.json"), path("releases/2.0/batch.json")
        )
        let allow = path("releases/2.0/allow-list.txt")
        #expect(Self.run([old, new, PluginContract.Argument.coveredBy, batch]) == 1)
        #expect(
            Self.run([old, new, PluginContract.Argument.coveredBy, batch, PluginContract.Argument.allow, allow]) == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: batch))
        func verdict(_ map: String) throws -> RelocationVerdict {
            let preview = try RelocationPreview(map: RouteMap(jsonData: Data(contentsOf: URL(fileURLWithPath: map))))
            return try preview.applying(batchData: data, source: "batch.json").verdict
        }
        guard case .applies = try verdict(new) else {
            Issue.record("2.0 should apply the demo's batch")
            return
        }
        let refusal = try verdict(old).problems
        #expect(refusal.count == 1 && refusal[0].contains("DemoAccount.AddressPickerPage"), "\(refusal)")
    }
}
