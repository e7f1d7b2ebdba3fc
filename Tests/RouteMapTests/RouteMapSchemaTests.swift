import Foundation
@_spi(JSON) import SwitchyardJSON
import Testing

@_spi(JSON) @testable import _RouteMap

/// Keeps `Schemas/routes.schema.json` and ``RouteMapEntry`` in sync, and checks the golden
/// export against the schema with a small checker of the keywords the schema uses.
@Suite("RouteMap schema")
struct RouteMapSchemaTests {
    static func schema() throws -> JSONValue {
        let url = Fixtures.packageRoot.appendingPathComponent("Schemas/routes.schema.json")
        return try JSON.parse(try Data(contentsOf: url))
    }

    static func entrySchema() throws -> JSONValue {
        try #require(try schema()["$defs"]?["entry"])
    }

    @Test func declaresDraft2020AndAnArrayOfEntries() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(schema["type"] == .string("array"))
        #expect(schema["items"] == .object([("$ref", .string("#/$defs/entry"))]))
        #expect(try Self.entrySchema()["additionalProperties"] == .bool(false))
    }

    @Test func propertiesAndRequiredMatchCodingKeys() throws {
        let entry = try Self.entrySchema()
        guard case .object(let properties)? = entry["properties"], case .array(let required)? = entry["required"] else {
            Issue.record("schema entry lacks properties or required")
            return
        }
        let codingKeys = RouteMapEntry.CodingKeys.allCases.map(\.stringValue)
        #expect(properties.map(\.key) == codingKeys, "schema properties in the writer's key order")
        let requiredKeys = RouteMapEntry.CodingKeys.allCases.filter { !RouteMapEntry.optionalKeys.contains($0) }.map(
            \.stringValue)
        #expect(required == requiredKeys.map { .string($0) })
    }

    @Test func goldenEntriesValidateAgainstTheSchema() throws {
        let golden = try Data(contentsOf: Golden.url(named: "routes.json", nearTestFile: #filePath))
        guard case .array(let entries) = try JSON.parse(golden) else {
            Issue.record("golden is not an array")
            return
        }
        let schema = try Self.entrySchema()
        for (index, entry) in entries.enumerated() {
            #expect(SchemaChecker.problems(entry, schema) == [], "entry \(index)")
        }
    }

    @Test func theCheckerCatchesWhatTheSchemaForbids() throws {
        let schema = try Self.entrySchema()
        var members = SampleRouteMap.map.entries[0].jsonValue
        guard case .object(var list) = members else { return }
        list.removeAll { $0.key == "path" }
        list.append(("extra", .integer(1)))
        list.append(("line", .integer(0)))  // read in maps written before 0.2.0, never below 1
        list[list.firstIndex { $0.key == "params" } ?? 0].value = .object([("k", .integer(1))])
        members = .object(list)
        #expect(
            SchemaChecker.problems(members, schema) == [
                "$: missing required 'path'",
                "$.params.k: expected string, found an integer",
                "$: additional property 'extra'",
                "$.line: below minimum 1",
            ])
    }
}

/// Checks the JSON Schema keywords routes.schema.json uses: type, required, properties,
/// additionalProperties (false or a schema), items, minLength, minimum.
enum SchemaChecker {
    static func problems(_ value: JSONValue, _ schema: JSONValue, at path: String = "$") -> [String] {
        var problems: [String] = []
        if case .string(let type)? = schema["type"], !has(value, type: type) {
            return ["\(path): expected \(type), found \(value.typeDescription)"]
        }
        if case .integer(let minLength)? = schema["minLength"], case .string(let string) = value,
            string.count < minLength
        {
            problems.append("\(path): shorter than \(minLength)")
        }
        if case .integer(let minimum)? = schema["minimum"], case .integer(let integer) = value, integer < minimum {
            problems.append("\(path): below minimum \(minimum)")
        }
        if case .array(let elements) = value, let items = schema["items"] {
            for (index, element) in elements.enumerated() {
                problems += Self.problems(element, items, at: "\(path)[\(index)]")
            }
        }
        guard case .object(let members) = value else { return problems }
        if case .array(let required)? = schema["required"] {
            for case .string(let key) in required where value[key] == nil {
                problems.append("\(path): missing required '\(key)'")
            }
        }
        let properties = schema["properties"]
        for member in members {
            if let property = properties?[member.key] {
                problems += Self.problems(member.value, property, at: "\(path).\(member.key)")
            } else if schema["additionalProperties"] == .bool(false) {
                problems.append("\(path): additional property '\(member.key)'")
            } else if let additional = schema["additionalProperties"], case .object = additional {
                problems += Self.problems(member.value, additional, at: "\(path).\(member.key)")
            }
        }
        return problems
    }

    static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("string", .string), ("integer", .integer), ("boolean", .bool), ("array", .array), ("object", .object),
            ("null", .null):
            return true
        case ("number", .integer), ("number", .number):
            return true
        default:
            return false
        }
    }
}
