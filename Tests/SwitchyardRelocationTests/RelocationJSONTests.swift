import Foundation
import Testing
@testable import Switchyard
@testable import SwitchyardRelocation

@Suite("Relocation: the JSON codec")
struct RelocationJSONTests {
    @Test func readsJSONEnvelopeAndBareArray() throws {
        let envelope = Data(#"{"format": 1, "version": 3, "rules": [{"routerType": 3, "path": "app://x"}]}"#.utf8)
        #expect(try RelocationBatch(json: envelope) == RelocationBatch(version: 3, rules: [.remove(pattern: "app://x")]))
        let array = Data(#"[{"routerType": 4, "orginPath": "app://x"}]"#.utf8)
        #expect(try RelocationBatch(json: array, version: 9) == RelocationBatch(version: 9, rules: [.restore(pattern: "app://x")]))
        // A bare array without a version, a future format, junk: refused with reasons.
        #expect(throws: RelocationError.self) { try RelocationBatch(json: array) }
        let future = Data(#"{"format": 2, "version": 3, "rules": []}"#.utf8)
        #expect(throws: RelocationError.self) { try RelocationBatch(json: future) }
        do {
            _ = try RelocationBatch(json: Data(#"{"version": "3", "rule": []}"#.utf8))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.map(\.key) == ["rule", "version", "rules"])
        }
        do {
            _ = try RelocationBatch(json: Data("{\"version\": 1, \"rules\": [".utf8))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.count == 1)
            #expect(error.description.contains("not valid JSON"))
        }
    }

    @Test func jsonRoundTripsAndIsDeterministic() throws {
        let batch = RelocationBatch(
            version: 12,
            rules: [
                .restoreAll,
                .redirect(from: "app://old/:id", to: "app://new/:id?tab=info", params: ["b": [1, "two"], "a": ["k": .null], "q": "\"\\\n"]),
                .add(pattern: "app://alias", typeName: "Tests.DemoPage"),
                .remove(pattern: "app://router/demo1"),
                .restore(pattern: "app://gone"),
            ])
        let data = batch.jsonData()
        #expect(data == batch.jsonData())
        #expect(try RelocationBatch(json: data) == batch)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"{"format":1,"rules":[{"routerType":5},{"orginPath":"app://old/:id","params":{"a":{"k":null},"b":[1,"two"],"q":"\"\\\n"},"#))
        #expect(batch.theRouterRules[2]["className"] as? String == "Tests.DemoPage")
    }

    /// FuzzRelocation: a rule parameter above Int.max (`9223372036854775808`) was read through
    /// NSNumber.intValue and wrapped to Int.min (`18446744073709551615` to -1), silently changing
    /// what the destination receives, and the batch did not survive `jsonData()` → `init(json:)`.
    @Test(arguments: [
        ("9223372036854775808", RelocationValue.double(9_223_372_036_854_775_808)),
        ("18446744073709551615", .double(18_446_744_073_709_551_616)),
        ("9223372036854775807", .int(.max)),
        ("-9223372036854775807", .double(-9_223_372_036_854_775_808)),  // Foundation reads it as a decimal
        ("42", .int(42)),
    ])
    func hugeIntegersKeepTheirSignAndSurviveTheStore(number: String, expected: RelocationValue) throws {
        let json = #"{"version": 1, "rules": [{"routerType": 1, "orginPath": "app://a", "targetPath": "app://b", "params": {"n": "# + number + "}}]}"
        let batch = try RelocationBatch(json: Data(json.utf8))
        guard case .redirect(_, _, let params) = batch.rules.first else { Issue.record("no redirect"); return }
        #expect(params["n"] == expected)
        #expect(try RelocationBatch(json: batch.jsonData()) == batch)
    }
}
