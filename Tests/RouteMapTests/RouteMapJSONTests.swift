import Foundation
@_spi(JSON) import SwitchyardJSON
import Testing

@testable import _RouteMap
@testable import _RouteMapExport

@Suite("RouteMap JSON export")
struct RouteMapJSONTests {
    @Test func entriesAreSortedByPathThenClassName() {
        let paths = SampleRouteMap.map.entries.map(\.path)
        #expect(paths == paths.sorted())
        let twins = RouteMap(entries: [
            RouteMapEntry(path: "a://x", className: "M.B", module: "M", file: "f", line: 1),
            RouteMapEntry(path: "a://x", className: "M.A", module: "M", file: "f", line: 1),
        ])
        #expect(twins.entries.map(\.className) == ["M.A", "M.B"])
        #expect(twins.duplicatePaths == ["a://x"])
    }

    @Test func jsonMatchesGolden() throws {
        let data = try renderRouteMap(SampleRouteMap.map, format: .json)
        assertMatchesGolden(String(decoding: data, as: UTF8.self), named: "routes.json")
    }

    @Test func exportingTwiceGivesIdenticalBytesWhateverTheInputOrder() throws {
        let first = try renderRouteMap(SampleRouteMap.map, format: .json)
        let second = try renderRouteMap(RouteMap(entries: SampleRouteMap.entries.reversed()), format: .json)
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasSuffix("}\n]\n"))
        #expect(text.contains("\"path\": \"myapp://shop/item/:id\""), "slashes are not escaped")
        #expect(text.contains("\n  {\n    \"path\""), "two-space indentation")
        #expect(!text.contains("\"navigation\": null"), "absent navigation is left out")
    }

    @Test func readingTheExportGivesTheSameMap() throws {
        let data = try renderRouteMap(SampleRouteMap.map, format: .json)
        let read = try RouteMap(jsonData: data)
        #expect(read == SampleRouteMap.map)
    }

    @Test func codableAgreesWithTheValidatingReader() throws {
        let data = try renderRouteMap(SampleRouteMap.map, format: .json)
        let decoded = try JSONDecoder().decode([RouteMapEntry].self, from: data)
        #expect(decoded == SampleRouteMap.map.entries)
        let reencoded = try JSONEncoder().encode(decoded)
        #expect(try RouteMap(jsonData: reencoded) == SampleRouteMap.map)
    }

    @Test func parameterNamesComeFromThePath() {
        #expect(RouteMapEntry.parameterNames(inPattern: "app://h/a/:id/b/:tab?x=:y") == ["id", "tab"])
        #expect(RouteMapEntry.parameterNames(inPattern: "/a/:/b/*/**") == [])
        #expect(
            SampleRouteMap.map.entries.first { $0.className == "Social.PostViewController" }?.parameters == [
                "userId", "postId",
            ])
    }
}

@Suite("JSON")
struct JSONTests {
    @Test func rendersEscapesAndEmptyContainers() {
        let value: JSONValue = .object([
            ("s", .string("a/b \"q\" \\ \u{01} é")), ("e", .array([])), ("o", .object([])),
            ("n", .number(1.5)), ("i", .integer(-3)), ("b", .bool(true)), ("z", .null),
        ])
        #expect(
            JSON.render(value) == """
                {
                  "s": "a/b \\"q\\" \\\\ \\u0001 é",
                  "e": [],
                  "o": {},
                  "n": 1.5,
                  "i": -3,
                  "b": true,
                  "z": null
                }

                """)
    }

    @Test func parsesWhatItRenders() throws {
        let value: JSONValue = .array([.string("x\n\u{1F600}"), .integer(7), .number(0.25), .null])
        #expect(try JSON.parse(Array(JSON.render(value).utf8)) == value)
        #expect(
            try JSON.parse(Array(#"["\ud83d\ude00", 1e2, -0]"#.utf8))
                == .array([.string("😀"), .number(100), .integer(0)]))
    }

    @Test(arguments: [
        ("", "line 1, column 1: unexpected end of input, expected a JSON value"),
        ("[1,]", "line 1, column 4: expected a JSON value"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key 'a' in object"),
        ("[\n  01]", "line 2, column 5: leading zero in number"),
        ("[\"\\x\"]", "line 1, column 4: invalid escape in string"),
        ("[1] 2", "line 1, column 5: unexpected text after the JSON value"),
        ("[\"\\ud800\"]", "line 1, column 9: unpaired surrogate in \\u escape"),
        // `UInt32(_:radix:)` would read a sign: "\u+041" as "A", "\u-000" as NUL.
        ("[\"\\u+041\"]", "line 1, column 5: expected four hex digits after \\u"),
        ("[\"\\u-000\"]", "line 1, column 5: expected four hex digits after \\u"),
        // Refused before it is read: a deeper document could exhaust a 512 KB thread stack.
        (
            String(repeating: "[", count: 300),
            "line 1, column 73: arrays and objects nested deeper than 72 levels; flatten the document"
        ),
    ])
    func rejectsInvalidJSON(text: String, message: String) {
        #expect(throws: JSON.ParseError.self) { try JSON.parse(Array(text.utf8)) }
        do {
            _ = try JSON.parse(Array(text.utf8))
        } catch {
            #expect(error.description == message)
        }
    }
}
