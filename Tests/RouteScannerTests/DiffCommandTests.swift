import Foundation
import Testing
import _RouteScannerCLI

@testable import route_scanner

/// `route-scanner diff` as DiffRoutesPlugin runs it: exit 0 nothing lost, 1 a link lost, 2 bad input.
/// The report's contents are RouteMapReleaseTests' goldens; these check the files and statuses.
@Suite("route-scanner diff")
struct DiffCommandTests {
    /// Tests/RouteMapReleaseTests/Fixtures/`name`.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RouteMapReleaseTests/Fixtures/\(name)").path
    }

    static func run(_ arguments: [String]) -> Int32 {
        RouteScannerTool.tool.run([PluginContract.Command.diff] + arguments)
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
        let folder = try RouteScannerToolTests.Folder()
        defer { folder.clean() }
        func map(_ path: String) -> String {
            """
            [{"path": "\(path)", "className": "Shop.CartPage", "action": "", "description": "", "params": {},
              "priority": 0, "module": "Shop", "parameters": ["id"], "internal": false, "file": "Cart.swift"}]
            """
        }
        let old = try folder.write("old.json", map("app://cart/:id"))
        let new = try folder.write("new.json", map("app://basket/:id"))
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
}
