import Foundation
import Testing

@testable import _RouteMap
@testable import _RouteMapExport

@Suite("RouteMap property list export")
struct RouteMapPlistTests {
    @Test func plistMatchesGolden() throws {
        let data = try renderRouteMap(SampleRouteMap.map, format: .plist)
        assertMatchesGolden(String(decoding: data, as: UTF8.self), named: "routes.plist")
    }

    @Test func plistReadsBackAsTheJSONEntries() throws {
        let json = try RouteMap(jsonData: try renderRouteMap(SampleRouteMap.map, format: .json))
        let plist = try RouteMap(plistData: try renderRouteMap(SampleRouteMap.map, format: .plist))
        #expect(plist.entries == json.entries)
    }

    @Test func foundationParsesOurPlistToTheSameContent() throws {
        let data = try renderRouteMap(SampleRouteMap.map, format: .plist)
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        let array = try #require(object as? [[String: Any]])
        #expect(array.count == SampleRouteMap.entries.count)
        let debug = try #require(array.first { ($0["className"] as? String) == "Settings.DebugViewController" })
        #expect(debug["description"] as? String == "line one\nline two\ttabbed \\ backslash")
        #expect(debug["navigation"] == nil)
        #expect(debug["line"] == nil)  // the map holds no line numbers
    }

    @Test func controlCharactersAndMarkupSurviveTheRoundTrip() throws {
        let entry = RouteMapEntry(
            path: "a://b/c", className: "M.T", description: "x\r\u{01}<&>y",
            params: ["k<": "v&"], module: "M", file: "f.swift", line: 1)
        let map = RouteMap(entries: [entry])
        #expect(try RouteMap(plistData: try renderRouteMap(map, format: .plist)) == map)
    }

    @Test func binaryPlistsAreReadToo() throws {
        let xml = try renderRouteMap(SampleRouteMap.map, format: .plist)
        let object = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(try RouteMap(plistData: binary) == SampleRouteMap.map)
    }

    @Test func badPlistsNameTheFileAndEntry() {
        #expect(throws: RouteMapError(file: "routes.plist", problem: "not a valid property list")) {
            try RouteMap(plistData: Data("<plist><array><dict>".utf8))
        }
        let wrongType = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array><dict><key>path</key><integer>3</integer></dict></array></plist>
            """.utf8)
        #expect(
            throws: RouteMapError(file: "routes.plist", index: 0, problem: "'path' must be a string, found an integer")
        ) {
            try RouteMap(plistData: wrongType)
        }
    }
}
