import Foundation
import Testing
import _RouteMap
import _RouteMapExport
import _RouteScannerCLI
import _RouteScannerCore

@testable import switchyard_routes

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

    @Test func aFileThatCannotBeWrittenFailsNamingItAndLeavesNoTemporaryFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing/routes.json").path
        #expect(throws: CommandFailure.self) { try replaceFileContents(at: missing, with: Data("[]\n".utf8)) }
        do {
            try replaceFileContents(at: missing, with: Data("[]\n".utf8))
        } catch {
            #expect(error.description == "\(missing): cannot write the file: No such file or directory")
        }
        // A folder where the file should be: the new file is written beside it, then cannot replace it.
        let folder = directory.appendingPathComponent("routes.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect(throws: CommandFailure.self) { try replaceFileContents(at: folder.path, with: Data("[]\n".utf8)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["routes.json"])
        #expect(throws: CommandFailure.self) { try SourceCollector.contents(of: folder.path) }
    }
}
