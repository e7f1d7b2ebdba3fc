import Foundation
import Testing

@testable import Switchyard
@testable import SwitchyardRelocation

@Suite("Relocation: reading TheRouter dictionaries")
struct RelocationRuleTests {
    @Test func readsTheRouterDictionariesAsTheyAre() throws {
        // Seed 001's examples, including TheRouterInfo's habit of sending every key.
        let rules: [[String: Any]] = [
            ["routerType": 1, "targetPath": "scheme://router/demo1", "orginPath": "scheme://router/demo"],
            ["routerType": 4, "targetPath": "scheme://router/demo", "orginPath": "scheme://router/demo"],
            ["routerType": 2, "className": "TheRouter_Example.TheRouterControllerC", "path": "scheme://router/demo33"],
            ["routerType": 3, "path": "scheme://router/demo5", "className": "", "orginPath": "", "targetPath": ""],
            [
                "routerType": 1, "orginPath": "a://x", "targetPath": "a://y",
                "params": ["n": 1, "ok": true, "s": "t", "d": 1.5],
            ],
            ["routerType": 5],
        ]
        let batch = try RelocationBatch.decode(theRouterRules: rules, version: 7).get()
        #expect(batch.version == 7)
        #expect(
            batch.rules == [
                .redirect(from: "scheme://router/demo", to: "scheme://router/demo1"),
                .restore(pattern: "scheme://router/demo"),
                .add(pattern: "scheme://router/demo33", typeName: "TheRouter_Example.TheRouterControllerC"),
                .remove(pattern: "scheme://router/demo5"),
                .redirect(from: "a://x", to: "a://y", params: ["n": 1, "ok": true, "s": "t", "d": 1.5]),
                .restoreAll,
            ])
    }

    @Test func everyBadEntryIsListedWithIndexAndKey() {
        let rules: [[String: Any]] = [
            ["routerType": 1, "orginPath": "app://a", "targetPath": "app://b"],  // fine
            ["routerType": 9, "path": "app://x"],
            ["routerType": "1", "orginPath": "app://a", "targetPath": "app://b"],
            ["routerType": 2, "path": "app://x"],
            ["routerType": 1, "originPath": "app://a", "targetPath": 5],
            ["orginPath": "app://a"],
            ["routerType": true],
            ["routerType": 1, "orginPath": "app://a", "targetPath": "app://b", "params": "x=1"],
        ]
        #expect(throws: RelocationError.self) { try RelocationBatch.decode(theRouterRules: rules, version: 1).get() }
        do {
            _ = try RelocationBatch.decode(theRouterRules: rules, version: 1).get()
        } catch {
            let found = error.issues.map { "\($0.index.map(String.init) ?? "-") \($0.key ?? "-")" }
            #expect(
                found == [
                    "1 routerType", "2 routerType", "3 className", "4 originPath", "4 orginPath", "4 targetPath",
                    "5 routerType", "6 routerType", "7 params",
                ])
            #expect(error.issues[0].reason == .unknownRouterType(9))
            #expect(error.issues[1].reason == .wrongType(expected: "an integer", found: "a string"))
            #expect(error.issues[3].reason == .unknownKey(suggestion: "orginPath"))
            #expect(error.issues[6].reason == .missingKey)
            #expect(error.issues[7].reason == .wrongType(expected: "an integer", found: "a Boolean"))
            #expect(
                error.description.hasPrefix(
                    "relocation batch version 1 refused (9 problems):\n  rule 1, 'routerType': unknown routerType 9"))
            #expect(error.description.contains("rule 4, 'originPath': unknown key; did you mean 'orginPath'?"))
        }
    }
}
