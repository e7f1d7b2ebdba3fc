import Foundation
import Testing

@testable import _AndroidCrossCheck
@testable import _RouteMap

@Suite("Android routeMap.json reader")
struct AndroidRouteMapTests {
    @Test func readsTheRealTheRouterDemoMap() throws {
        let map = try AndroidRouteMap(
            jsonData: try Fixtures.data("therouter-demo-routeMap.json"), file: "routeMap.json")
        #expect(map.entries.count == 24)
        #expect(map.entries.first?.path == "http://kymjs.com/business_a/testinject")
        let home = try #require(map.entries.first { $0.path == "http://kymjs.com/therouter/home" })
        #expect(home.action == "action://scheme.com")
        #expect(home.description == "路由测试首页")
        #expect(home.params == ["strFromAnnotation": "来自注解设置的默认值，允许路由动态修改"])
        #expect(home.index == 13)
        #expect(map.entries.contains { $0.path == "/therouter/test_fragment2" })
        #expect(!map.entries.contains { $0.isRegularExpression })
    }

    @Test func optionalKeysDefaultAndUnknownKeysAreIgnored() throws {
        let json =
            #"[{"path": "a://b/c", "className": "x.Y", "extra": [1]}, {"path": "a://b/\\d+", "className": "x.Z"}]"#
        let map = try AndroidRouteMap(jsonData: Data(json.utf8))
        #expect(
            map.entries == [
                AndroidRouteEntry(path: "a://b/c", className: "x.Y", index: 0),
                AndroidRouteEntry(path: "a://b/\\d+", className: "x.Z", index: 1),
            ])
        #expect(map.entries[1].isRegularExpression)
    }

    /// Android accepts these (TheRouter `RouteMap.kt`), so the reader keeps them as written;
    /// ``AndroidRouteTable`` works out what Android keeps.
    @Test func emptyAndRepeatedKeysAreRead() throws {
        let json =
            #"[{"path": "", "className": "x.Y"}, {"path": "a://b", "className": "x.Y"}, {"path": "a://b/", "className": "x.Z"}]"#
        let map = try AndroidRouteMap(jsonData: Data(json.utf8))
        #expect(map.entries.map(\.path) == ["", "a://b", "a://b/"])
        let table = AndroidRouteTable(map)
        #expect(table.routes.map(\.className) == ["x.Z"])
        #expect(table.emptyKeyRoutes.map(\.index) == [0])
        #expect(table.repeatedKeys == [.init(key: "a://b", entries: Array(map.entries[1...]))])
    }

    @Test(arguments: [
        ("", "routeMap.json: not valid JSON: line 1, column 1: unexpected end of input, expected a JSON value"),
        ("[{\"path\": \"a\",}]", "routeMap.json: not valid JSON: line 1, column 15: expected a string key"),
        (
            #"{"path": "a://b", "className": "x.Y"}"#,
            "routeMap.json: expected a JSON array of route entries, found an object"
        ),
        (
            #"[{"path": "a://b", "className": "x.Y"}, "a://c"]"#,
            "routeMap.json: entry 1: expected an object, found a string"
        ),
        (#"[{"className": "x.Y"}]"#, "routeMap.json: entry 0: missing required key 'path'"),
        (#"[{"path": "a://b"}]"#, "routeMap.json: entry 0: missing required key 'className'"),
        (
            #"[{"path": ["a://b"], "className": "x.Y"}]"#,
            "routeMap.json: entry 0: 'path' must be a string, found an array"
        ),
        (
            #"[{"path": "a://b", "className": "x.Y", "description": null}]"#,
            "routeMap.json: entry 0: 'description' must be a string, found null"
        ),
        (
            #"[{"path": "a://b", "className": "x.Y", "params": {"k": 1}}]"#,
            "routeMap.json: entry 0: 'params' must map strings to strings; 'k' is an integer"
        ),
        (
            #"[{"path": "a://b/(\\d+", "className": "x.Y"}]"#,
            #"routeMap.json: entry 0: 'path' contains a backslash, so Android reads it as a regular expression, but 'a://b/(\d+' is not a valid regular expression"#
        ),
    ])
    func badInputNamesFileEntryAndProblem(json: String, message: String) {
        do {
            _ = try AndroidRouteMap(jsonData: Data(json.utf8), file: "routeMap.json")
            Issue.record("expected an error: \(message)")
        } catch {
            #expect(error.description == message)
        }
    }
}
