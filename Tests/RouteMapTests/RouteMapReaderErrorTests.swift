import Foundation
@_spi(JSON) import SwitchyardJSON
import Testing

@testable import _RouteMap

/// Every way a routes.json can be bad yields an error naming the file, the entry and the
/// problem, never a crash.
@Suite("RouteMap reader errors")
struct RouteMapReaderErrorTests {
    static let valid =
        #"{"path": "a://b/:id", "className": "M.T", "action": "", "description": "", "params": {}, "priority": 1, "module": "M", "parameters": ["id"], "internal": false, "file": "f.swift", "line": 1}"#

    static func entry(replacing key: String, with json: String?) -> String {
        guard case .object(var members) = (try? JSON.parse(Array(valid.utf8))) ?? .null else { return "" }
        if let json, let value = try? JSON.parse(Array(json.utf8)) {
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = value
            } else {
                members.append((key, value))
            }
        } else {
            members.removeAll { $0.key == key }
        }
        return JSON.render(.object(members))
    }

    @Test func aValidEntryReads() throws {
        let map = try RouteMap(jsonData: Data("[\(Self.valid)]".utf8))
        #expect(map.entries.map(\.path) == ["a://b/:id"])
    }

    @Test(arguments: [
        ("not json", "routes.json: not valid JSON: line 1, column 1: expected a JSON value"),
        ("{}", "routes.json: expected a JSON array of route entries, found an object"),
        ("[1]", "routes.json: entry 0: expected an object, found an integer"),
        ("[\(valid), \(entry(replacing: "path", with: nil))]", "routes.json: entry 1: missing required key 'path'"),
        ("[\(entry(replacing: "path", with: "3"))]", "routes.json: entry 0: 'path' must be a string, found an integer"),
        ("[\(entry(replacing: "path", with: "\"\""))]", "routes.json: entry 0: 'path' is empty"),
        (
            "[\(entry(replacing: "priority", with: "1.5"))]",
            "routes.json: entry 0: 'priority' must be an integer, found a number"
        ),
        (
            "[\(entry(replacing: "internal", with: "\"no\""))]",
            "routes.json: entry 0: 'internal' must be a boolean, found a string"
        ),
        (
            "[\(entry(replacing: "params", with: "{\"a\": 1}"))]",
            "routes.json: entry 0: 'params' must map strings to strings; 'a' is an integer"
        ),
        (
            "[\(entry(replacing: "params", with: "[]"))]",
            "routes.json: entry 0: 'params' must be an object of strings, found an array"
        ),
        (
            "[\(entry(replacing: "parameters", with: "[\"id\", 2]"))]",
            "routes.json: entry 0: 'parameters' must be an array of strings; element 1 is an integer"
        ),
        (
            "[\(entry(replacing: "parameters", with: "[]"))]",
            "routes.json: entry 0: 'parameters' is [] but the :names in 'path' are [\"id\"]"
        ),
        ("[\(entry(replacing: "line", with: "0"))]", "routes.json: entry 0: 'line' must be 1 or more, found 0"),
        (
            "[\(entry(replacing: "navigation", with: "true"))]",
            "routes.json: entry 0: 'navigation' must be a string, found a boolean"
        ),
        (
            "[\(entry(replacing: "class", with: "\"x\""))]",
            "routes.json: entry 0: unknown key 'class'; expected only 'path', 'className', 'action', 'description', 'params', 'priority', 'module', 'parameters', 'navigation', 'internal', 'pathName', 'file', 'line'"
        ),
    ])
    func badInputIsReported(json: String, message: String) {
        do {
            _ = try RouteMap(jsonData: Data(json.utf8))
            Issue.record("expected an error: \(message)")
        } catch {
            #expect(error.description == message)
        }
    }
}
