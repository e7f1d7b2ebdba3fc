import Foundation
import Testing

@testable import Switchyard
@testable import SwitchyardRelocation
@testable import SwitchyardRelocationDelivery

@Suite("Relocation: the JSON codec")
struct RelocationJSONTests {
    @Test func readsJSONEnvelopeAndBareArray() throws {
        let envelope = Data(#"{"format": 1, "version": 3, "rules": [{"routerType": 3, "path": "app://x"}]}"#.utf8)
        #expect(
            try RelocationBatch(json: envelope) == RelocationBatch(version: 3, rules: [.remove(pattern: "app://x")]))
        let array = Data(#"[{"routerType": 4, "orginPath": "app://x"}]"#.utf8)
        #expect(
            try RelocationBatch(json: array, version: 9)
                == RelocationBatch(version: 9, rules: [.restore(pattern: "app://x")]))
        // A bare array without a version, a future format, junk: refused with reasons.
        #expect(throws: RelocationError.self) { try RelocationBatch(json: array) }
        // Each caller names its own way to give the version; the codec names no API.
        do {
            _ = try RelocationBatch(json: array)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description.contains("wrap it as {\"version\": N, \"rules\": [...]}"))
            #expect(error.description.contains("RelocationBatch(json:version:)"))
        }
        do {
            try Router(configuration: RouterConfiguration(defaultScheme: "app")).applyRelocation(json: array)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description.contains("applyRelocation(json:version:)"))
        }
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

    /// Relocation.md: "its error lists every bad entry", those that cannot be read and those that
    /// are read but wrong, in one error, in batch order.
    @Test func oneErrorListsTheEntriesThatCannotBeReadAndThoseThatAreWrong() {
        let (router, log) = relocationRouter()
        let json = #"""
            {"version": 2, "rules": [
              {"routerType": 2, "path": "app://new", "className": "Tests.Nope"},
              {"routerType": 9},
              {"routerType": 3, "path": "app://nothing/here"},
              "not a rule",
              {"routerType": 2, "path": "app://s2", "className": "Tests.SettingsPage"},
              {"routerType": 1, "orginPath": "app://old/:id", "targetPath": "app://product/:pid"},
              {"routerType": 3, "pth": "app://router/demo"},
              {"routerType": 1, "orginPath": "app://gone", "targetPath": "app://nowhere"},
              {"routerType": 2, "path": "app://router/demo", "className": "Tests.YellowPage"}
            ]}
            """#
        let error = #expect(throws: RelocationError.self) { try router.applyRelocation(json: Data(json.utf8)) }
        #expect(
            error?.issues.map { "\($0.index ?? -1) \($0.key ?? "-")" } == [
                "0 className", "1 routerType", "2 path", "3 -", "4 className", "5 targetPath", "6 pth", "6 path",
                "7 targetPath", "8 path",
            ])
        #expect(error?.description.hasPrefix("relocation batch version 2 refused (10 problems):\n") == true)
        #expect(log.relocationEvents.count == 1)
        #expect(router.relocationVersion == nil)

        // TheRouter's dictionaries take the same path.
        let rules: [[String: Any]] = [["routerType": 3, "path": "app://nothing"], ["routerType": "3"]]
        let mixed = #expect(throws: RelocationError.self) {
            try router.applyRelocation(theRouterRules: rules, version: 2)
        }
        #expect(mixed?.issues.map { "\($0.index ?? -1) \($0.key ?? "-")" } == ["0 path", "1 routerType"])
    }

    @Test func jsonRoundTripsAndIsDeterministic() throws {
        let batch = RelocationBatch(
            version: 12,
            rules: [
                .restoreAll,
                .redirect(
                    from: "app://old/:id", to: "app://new/:id?tab=info",
                    params: ["b": [1, "two"], "a": ["k": .null], "q": "\"\\\n"]),
                .add(pattern: "app://alias", typeName: "Tests.DemoPage"),
                .remove(pattern: "app://router/demo1"),
                .restore(pattern: "app://gone"),
            ])
        let data = batch.jsonData()
        #expect(data == batch.jsonData())
        #expect(try RelocationBatch(json: data) == batch)
        #expect(
            String(decoding: data, as: UTF8.self).hasPrefix(
                #"{"format":1,"rules":[{"routerType":5},{"orginPath":"app://old/:id","params":{"a":{"k":null},"b":[1,"two"],"q":"\"\\\n"},"#
            ))
        #expect(batch.theRouterRules[2]["className"] as? String == "Tests.DemoPage")
    }

    /// FuzzRelocation: a rule parameter above Int.max (`9223372036854775808`) was read through
    /// NSNumber.intValue and wrapped to Int.min (`18446744073709551615` to -1), silently changing
    /// what the destination receives, and the batch did not survive `jsonData()` → `init(json:)`.
    /// Numbers are now read by Switchyard's own reader, so they mean the same on every platform:
    /// `JSONSerialization` read `-9223372036854775807` as a Double on Linux and an Int on Darwin.
    @Test(arguments: [
        ("9223372036854775807", JSONValue.integer(.max)),
        ("-9223372036854775807", .integer(-9_223_372_036_854_775_807)),
        ("-9223372036854775808", .integer(.min)),
        ("42", .integer(42)),
        ("-0", .integer(0)),
        ("2.0", .number(2)),
        ("-0.0", .number(-0.0)),
        ("1e+300", .number(1e300)),
        ("0.1", .number(0.1)),
        ("2.9223372036854776e+19", .number(2.9223372036854776e+19)),
    ])
    func numbersReadTheSameOnEveryPlatformAndSurviveTheStore(number: String, expected: JSONValue) throws {
        let json =
            #"{"version": 1, "rules": [{"routerType": 1, "orginPath": "app://a", "targetPath": "app://b", "params": {"n": "#
            + number + "}}]}"
        let batch = try RelocationBatch(json: Data(json.utf8))
        guard case .redirect(_, _, let params) = batch.rules.first else {
            Issue.record("no redirect")
            return
        }
        #expect(params["n"] == expected)
        #expect(try RelocationBatch(json: batch.jsonData()) == batch)
    }

    /// FuzzRelocation: an integer beyond Int64 (`29223372036854775807`) went through Foundation's
    /// number parsing twice and came back as another number (2.9223372036854776e+19, then
    /// 2.922337203685478e+19). Such integers are refused, naming the number and where it is,
    /// instead of being rounded.
    @Test(arguments: ["29223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551615"])
    func integersBeyondSixtyFourBitsAreRefusedNotRounded(number: String) throws {
        let json =
            #"{"version": 2, "rules": [{"routerType": 1, "orginPath": "a`p://s", "targetPath": "app://home", "#
            + #""params": {"x": 0.0, "y": -0.0, "z": 1e+300, "w":"# + number + "}}]}"
        do {
            _ = try RelocationBatch(json: Data(json.utf8))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.count == 1)
            let column = json.utf8.count - number.utf8.count - 3  // the number is followed by `}}]}`
            #expect(
                error.description == """
                    relocation batch refused (1 problem):
                      batch: a number in the data cannot be read exactly (\(json.utf8.count) bytes): line 1, column \(column): \
                    the integer \(number) is outside the 64-bit range (-9223372036854775808...9223372036854775807); \
                    send it as a string to keep every digit
                    """)
        }
        // The applying router changes nothing and says why.
        let router = Router()
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        #expect(throws: RelocationError.self) { try router.applyRelocation(json: Data(json.utf8)) }
        #expect(router.relocationVersion == nil)
        #expect(log.relocationEvents.count == 1)
    }

    /// The same batch as a string keeps every digit, and round-trips.
    @Test func anIntegerBeyondSixtyFourBitsSurvivesAsAString() throws {
        let json =
            #"{"version": 2, "rules": [{"routerType": 1, "orginPath": "app://s", "targetPath": "app://home", "params": {"w": "29223372036854775807"}}]}"#
        let batch = try RelocationBatch(json: Data(json.utf8))
        guard case .redirect(_, _, let params) = batch.rules.first else {
            Issue.record("no redirect")
            return
        }
        #expect(params["w"] == .string("29223372036854775807"))
        #expect(try RelocationBatch(json: batch.jsonData()) == batch)
    }

    /// The reader refuses what JSONSerialization reads differently per platform or silently
    /// changes: a repeated key (which one wins differs), a string that is not UTF-8.
    @Test func repeatedKeysAndInvalidUTF8AreRefused() throws {
        let repeated = Data(#"{"version": 1, "version": 2, "rules": []}"#.utf8)
        do {
            _ = try RelocationBatch(json: repeated)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description.contains("line 1, column 16: duplicate key 'version' in object"))
        }
        var invalid = Data(#"{"version": 1, "rules": [{"routerType": 3, "path": "app://"#.utf8)
        invalid.append(contentsOf: [0xC3, 0x28])
        invalid.append(contentsOf: Data(#""}]}"#.utf8))
        do {
            _ = try RelocationBatch(json: invalid)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description.contains("line 1, column 59: invalid UTF-8 in string"))
        }
    }
}
