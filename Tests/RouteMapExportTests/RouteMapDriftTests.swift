import Foundation
import Testing

@testable import _RouteMap
@testable import _RouteMapExport

@Suite("Route map drift")
struct RouteMapDriftTests {
    static func entry(_ path: String, _ className: String = "Home.Page", line: Int? = nil) -> RouteMapEntry {
        let module = String(className.prefix { $0 != "." })
        return RouteMapEntry(path: path, className: className, module: module, file: "Home/Page.swift", line: line)
    }

    @Test func missingAndStaleEntriesAreNamed() {
        let committed = RouteMap(entries: [Self.entry("app://a"), Self.entry("app://old")])
        let current = RouteMap(entries: [Self.entry("app://a"), Self.entry("app://new")])
        let drift = RouteMapDrift(committed: committed, current: current)
        #expect(drift.missing.map(\.path) == ["app://new"])
        #expect(drift.stale.map(\.path) == ["app://old"])
        #expect(drift.lines() == ["+ app://new (Home.Page)", "- app://old (Home.Page)"])
        #expect(drift.lines(limit: 1) == ["+ app://new (Home.Page)", "… and 1 more"])
    }

    @Test func aPathNameTheMapLacksShowsInTheLines() {
        // A 0.1.0 map, after the page named its second pattern (routePathNames) but before the export.
        var named = Self.entry("app://item/:id", "Catalog.ProductPage")
        named.pathName = "productItem"
        let drift = RouteMapDrift(
            committed: RouteMap(entries: [Self.entry("app://item/:id", "Catalog.ProductPage", line: 5)]),
            current: RouteMap(entries: [named]))
        #expect(
            drift.lines() == [
                "+ app://item/:id (Catalog.ProductPage, named productItem)", "- app://item/:id (Catalog.ProductPage)",
            ])
    }

    @Test func aMapWithLineNumbersAgreesWithTheSameRoutes() throws {
        let legacy = Data(
            #"[{"path": "app://a", "className": "Home.Page", "action": "", "description": "", "params": {}, "priority": 1000, "module": "Home", "parameters": [], "internal": false, "file": "Home/Page.swift", "line": 12}]"#
                .utf8)
        let committed = try RouteMap(jsonData: legacy)
        #expect(committed.entries.first?.line == 12)
        #expect(RouteMapDrift(committed: committed, current: RouteMap(entries: [Self.entry("app://a")])).isEmpty)
        // Rendering a map as read keeps its lines (`switchyard-routes export` converts formats); the
        // export from sources writes none.
        let rewritten = String(decoding: try renderRouteMap(committed, format: .json), as: UTF8.self)
        #expect(rewritten.contains("\"line\": 12"))
        let current = String(
            decoding: try renderRouteMap(RouteMap(entries: [Self.entry("app://a")]), format: .json), as: UTF8.self)
        #expect(!current.contains("\"line\""))
    }

    @Test func onlyTheGivenModulesAreCompared() {
        let committed = RouteMap(entries: [Self.entry("app://a"), Self.entry("app://b", "Other.Page")])
        let current = RouteMap(entries: [Self.entry("app://a")])
        #expect(RouteMapDrift(committed: committed, current: current, modules: ["Home"]).isEmpty)
        #expect(RouteMapDrift(committed: committed, current: current).stale.map(\.path) == ["app://b"])
    }
}
