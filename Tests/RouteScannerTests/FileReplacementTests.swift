import Foundation
import Testing
import _RouteMap
import _RouteMapExport
import _RouteScannerCLI
import _RouteScannerCore

@testable import route_scanner

@Suite("replaceFileContents")
struct FileReplacementTests {
    @Test func writesOnlyWhenTheBytesChange() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("routes.json").path
        let map = RouteMap(entries: [
            RouteMapEntry(path: "app://a", className: "M.A", module: "M", file: "A.swift", line: 1)
        ])
        let data = try renderRouteMap(map, format: .json)
        #expect(try replaceFileContents(at: path, with: data))
        let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(try !replaceFileContents(at: path, with: data))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == date)
        #expect(try replaceFileContents(at: path, with: Data("[]\n".utf8)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("[]\n".utf8))
    }
}
