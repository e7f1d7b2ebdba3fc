import Foundation
@_spi(JSON) import SwitchyardJSON
import Testing

@testable import Switchyard
@testable import SwitchyardRelocation
@testable import SwitchyardRelocationDelivery

/// One nesting limit and one number rule at every entry a batch arrives by (a `RelocationBatch`,
/// TheRouter's dictionaries, JSON, the store's file), checked before anything recursive reads the
/// input; what applies always reloads; rules no URL within the limits can match are refused.
@Suite("Relocation: input limits")
struct RelocationInputLimitsTests {
    /// The entries a batch arrives by.
    enum Entry: String, CaseIterable, Sendable { case rule, theRouter, json, store }

    /// `depth` objects, each the only value of the next one's `a`, around `1`.
    static func nestedValue(_ depth: Int) -> JSONValue {
        var value: JSONValue = 1
        for _ in 0..<depth { value = .object([("a", value)]) }
        return value
    }

    /// The same as Foundation values.
    static func nestedDictionary(_ depth: Int) -> Any {
        var value: Any = 1
        for _ in 0..<depth { value = ["a": value] as [String: Any] }
        return value
    }

    /// The same as JSON text.
    static func nestedJSON(_ depth: Int) -> String {
        String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    }

    /// Where a value one level too deep is reported: `params` is the first level.
    static let deepPath = "params" + String(repeating: ".a", count: JSONValue.maxDepth)

    /// Parameters nested `depth` deep, built (and freed) on the test's own thread: a Swift value
    /// this deep is freed recursively, which only the thread's caller can allow for.
    struct Input: @unchecked Sendable {
        let depth: Int
        /// `params` as Switchyard's values; its level 1 is the dictionary of `params` itself.
        let value: [String: JSONValue]
        let dictionary: Any

        init(depth: Int) {
            self.depth = depth
            value = ["a": RelocationInputLimitsTests.nestedValue(depth - 1)]
            dictionary = RelocationInputLimitsTests.nestedDictionary(depth)
        }
    }

    /// Applies a redirect of `app://router/demo` whose `params` are `input`, by `entry`, on a
    /// router with a store in `directory`; the store entry restores a file that holds it.
    static func apply(_ input: Input, by entry: Entry, directory: URL) -> (Router, Result<Void, RelocationError>) {
        let depth = input.depth
        let (router, log) = relocationRouter()
        let store = RelocationStore(directory: directory)
        router.restoreRelocation(from: store)
        let rule = #"{"routerType":1,"orginPath":"app://router/demo","targetPath":"app://router/yellow","params":"#
        do throws(RelocationError) {
            switch entry {
            case .rule:
                try router.applyRelocation(
                    RelocationBatch(
                        version: 1,
                        rules: [.redirect(from: "app://router/demo", to: "app://router/yellow", params: input.value)]))
            case .theRouter:
                let rules: [[String: Any]] = [
                    [
                        "routerType": 1, "orginPath": "app://router/demo", "targetPath": "app://router/yellow",
                        "params": input.dictionary,
                    ]
                ]
                try router.applyRelocation(theRouterRules: rules, version: 1)
            case .json:
                try router.applyRelocation(
                    json: Data((#"{"version":1,"rules":["# + rule + nestedJSON(depth) + "}]}").utf8))
            case .store:
                let payload = #"{"batch":{"format":1,"rules":["# + rule + nestedJSON(depth) + #"}],"version":1}}"#
                writeStoreFile(store, payload: payload)
                let (relaunched, relaunchedLog) = relocationRouter()
                guard relaunched.restoreRelocation(from: store) == nil else { return (relaunched, .success(())) }
                for case .refused(let error) in relaunchedLog.relocationEvents { return (relaunched, .failure(error)) }
                for case .storeIgnored(let error) in relaunchedLog.relocationEvents {
                    return (relaunched, .failure(RelocationError(version: nil, .malformed(error.description))))
                }
                return (relaunched, .failure(RelocationError(version: nil, .malformed("nothing reported"))))
            }
        } catch {
            #expect(log.relocationEvents.last?.description == RelocationEvent.refused(error).description)
            return (router, .failure(error))
        }
        return (router, .success(()))
    }

    /// Writes a store file holding `payload`, with a correct header and checksum.
    static func writeStoreFile(_ store: RelocationStore, payload: String) {
        let body = Data(payload.utf8)
        var file = Data(
            "\(RelocationStore.magic) 1 \(body.count) \(String(format: "%08x", CRC32.checksum(body)))\n".utf8)
        file.append(body)
        try? FileManager.default.createDirectory(
            at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: store.fileURL.path, contents: file))
    }

    /// The reported crash: TheRouter's dictionaries nested 10,000 deep overflowed an 8 MB stack
    /// (and 300 levels a 512 KB one, the default for secondary threads on Apple platforms), and
    /// cost 0.93 s at 1,000 levels; JSON 150 deep overflowed a 512 KB stack in a debug build. Now
    /// every entry refuses them on a 512 KB stack, naming where, before any recursive work.
    @Test(arguments: Entry.allCases)
    func tenThousandLevelsAreRefusedOnASecondaryThreadStack(entry: Entry) {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Built and freed here: only the apply runs on the small stack.
        let input = Input(depth: 10_000)
        let outcome = OnSmallStack.run { () -> String in
            let (router, result) = Self.apply(input, by: entry, directory: directory)
            guard case .failure(let error) = result else { return "applied" }
            return "\(router.relocationVersion.map(String.init) ?? "nil") \(error)"
        }
        switch entry {
        case .rule, .theRouter:
            #expect(
                outcome == """
                    nil relocation batch version 1 refused (1 problem):
                      rule 0, '\(Self.deepPath)': arrays and objects nested deeper than 64 levels; flatten the value
                    """)
        case .json, .store:
            #expect(outcome.hasPrefix("nil "), "\(outcome)")
            #expect(outcome.contains("arrays and objects nested deeper than \(JSON.maxDepth) levels"), "\(outcome)")
        }
    }

    /// One limit at every entry: what one accepts, all accept, and a level more is refused by
    /// all with the same issue (the store reports it as it ignores the file). Before, the store
    /// allowed 256 levels and the dictionaries any, so a 1,000-level batch applied, was saved, and
    /// vanished at the next launch.
    @Test(arguments: Entry.allCases, [JSONValue.maxDepth, JSONValue.maxDepth + 1])
    func theSameLimitAtEveryEntry(entry: Entry, depth: Int) {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = Input(depth: depth)
        let outcome = OnSmallStack.run { () -> String? in
            let (router, result) = Self.apply(input, by: entry, directory: directory)
            switch result {
            case .success:
                #expect(router.request("app://router/demo")?.parameters.item("a")?.origin == .relocation)
                return nil
            case .failure(let error):
                #expect(router.relocationVersion == nil)
                return error.description
            }
        }
        if depth <= JSONValue.maxDepth {
            #expect(outcome == nil)
        } else {
            let issue = RelocationError.Issue(index: 0, key: Self.deepPath, reason: .refusedValue(.tooDeep))
            #expect(outcome?.contains("(1 problem):\n  \(issue)") == true, "\(outcome ?? "applied")")
        }
    }

    /// A bare array nests a rule's `params` one level less deep than the envelope `jsonData()`
    /// writes, and two less than the store's file: `params` 70 deep read from a bare array, and
    /// the batch's own `jsonData()` did not read back. The limit is checked as a batch is read.
    @Test(arguments: [JSONValue.maxDepth, JSONValue.maxDepth + 1, JSON.maxDepth - 2])
    func aBatchThatReadsAlsoReadsBackFromItsJSON(depth: Int) throws {
        let rule = #"{"routerType":1,"orginPath":"app://router/demo","targetPath":"app://router/yellow","params":"#
        let json = Data(("[" + rule + Self.nestedJSON(depth) + "}]").utf8)
        do {
            let batch = try RelocationBatch(json: json, version: 1)
            #expect(depth <= JSONValue.maxDepth)
            #expect(try RelocationBatch(json: batch.jsonData()) == batch)
        } catch {
            #expect(depth > JSONValue.maxDepth)
            #expect(error.issues == [.init(index: 0, key: Self.deepPath, reason: .refusedValue(.tooDeep))])
        }
    }

    /// NaN and infinities applied, were saved as `null` and came back as `null`; an integer above
    /// `Int.max` from TheRouter's dictionaries became a rounded `Double`. All are refused at apply
    /// now, naming the key, and nothing is saved.
    @Test(arguments: ["nan", "inf", "-inf", "float nan", "NSNumber inf", "UInt64.max", "Swift nan", "Swift -inf"])
    func numbersJSONCannotCarryAreRefusedAtApply(number: String) {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RelocationStore(directory: directory)
        let (router, _) = relocationRouter()
        router.restoreRelocation(from: store)
        let foundation: Any? =
            switch number {
            case "nan": Double.nan
            case "inf": Double.infinity
            case "-inf": -Double.infinity
            case "float nan": Float.nan
            case "NSNumber inf": NSNumber(value: Double.infinity)
            case "UInt64.max": NSNumber(value: UInt64.max)
            default: nil
            }
        do {
            if let foundation {
                let rule: [String: Any] = [
                    "routerType": 1, "orginPath": "app://router/demo", "targetPath": "app://router/yellow",
                    "params": ["x": [1, foundation]],
                ]
                try router.applyRelocation(theRouterRules: [rule], version: 1)
            } else {
                let value: Double = number == "Swift nan" ? .nan : -.infinity
                let params: [String: JSONValue] = ["x": [1, .number(value)]]
                try router.applyRelocation(
                    RelocationBatch(
                        version: 1,
                        rules: [.redirect(from: "app://router/demo", to: "app://router/yellow", params: params)]))
            }
            Issue.record("applied")
        } catch {
            #expect(error.issues.count == 1)
            #expect(error.issues.first?.key == "params.x[1]")
            let message = error.issues.first?.description ?? ""
            if number == "UInt64.max" {
                #expect(message.contains("the integer 18446744073709551615 is outside the 64-bit range"))
            } else {
                #expect(message.contains("is not a finite number"), "\(message)")
            }
        }
        #expect(router.relocationVersion == nil)
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    }

    /// What applies always reloads: the deepest parameters, the longest and the most segmented
    /// source patterns a URL within the limits can match, and as many rules as the policy allows
    /// in effect, applied on a 512 KB stack, then restored by a new router from the same file.
    @Test func theDeepestAndLargestAcceptedBatchReloadsEqual() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let limits = URLLimits.default
        // `router/xxx…` without a scheme is exactly `maxLength` bytes: the longest matchable source.
        let longLiteral = String(repeating: "x", count: limits.maxLength - "router/".utf8.count)
        let segments = (1...limits.maxPathSegments).map { "s\($0)" }.joined(separator: "/")
        let deepParams = ["a": Self.nestedValue(JSONValue.maxDepth - 1)]
        let special: [RelocationRule] = [
            .redirect(from: "app://router/" + longLiteral, to: "app://router/yellow"),
            .redirect(from: "app://seg/" + segments, to: "app://router/yellow", params: ["n": 0.5]),
            .redirect(from: "app://router/demo", to: "app://router/yellow", params: deepParams),
        ]
        let policy = RelocationPolicy.strict
        // restoreAll, then one rule per item of state: the store saves exactly this many rules.
        let filler = (0..<(policy.maxRules - 1 - special.count)).map {
            RelocationRule.redirect(from: "app://old/\($0)", to: "app://router/yellow", params: ["i": .integer($0)])
        }
        let batch = RelocationBatch(version: 3, rules: [.restoreAll] + special + filler)
        #expect(batch.rules.count == policy.maxRules)
        let applied = OnSmallStack.run { () -> (RelocationBatch?, String?) in
            let (router, _) = relocationRouter()
            router.restoreRelocation(from: RelocationStore(directory: directory))
            do {
                try router.applyRelocation(batch)
            } catch {
                return (nil, "\(error)")
            }
            // One more rule in effect would not reload: refused now, and the file stays as it is.
            let more = RelocationBatch(version: 4, rules: [.redirect(from: "app://more", to: "app://router/yellow")])
            do throws(RelocationError) {
                try router.applyRelocation(more)
                return (router.relocationBatch, "one more applied")
            } catch {
                #expect(error.issues.map(\.reason) == [.tooManyRulesInEffect(count: 10_001, limit: 10_000)])
            }
            return (router.relocationBatch, nil)
        }
        #expect(applied.1 == nil)
        let before = try #require(applied.0)
        // The next launch.
        let (relaunched, log) = relocationRouter()
        let report = try #require(relaunched.restoreRelocation(from: RelocationStore(directory: directory)))
        #expect(report.version == 3 && report.redirectCount == policy.maxRules - 1)
        #expect(relaunched.relocationBatch == before)
        #expect(log.relocationEvents.last?.description == RelocationEvent.restored(version: 3).description)
        #expect(relaunched.typeName("router/" + longLiteral) == "Tests.YellowPage")
        #expect(relaunched.typeName("app://seg/" + segments) == "Tests.YellowPage")
        let request = try #require(relaunched.request("app://router/demo"))
        #expect(request.route.typeName == "Tests.YellowPage")
        #expect(request.parameters.item("a")?.origin == .relocation)
    }

    /// A source pattern no URL within the limits can match was accepted and persisted.
    @Test(arguments: [
        ("segments", "orginPath", "it has 129 path segments, and a URL at most 128 (URLLimits.maxPathSegments)"),
        ("megabyte", "orginPath", "a URL it matches is at least 1048583 bytes long, and a URL at most 16384"),
        ("add", "path", "it has 129 path segments"),
    ])
    func patternsNoURLCanMatchAreRefused(shape: String, key: String, message: String) {
        let (router, _) = relocationRouter()
        let tooMany = "app://router/" + (1...129).map { "s\($0)" }.joined(separator: "/")
        let rule: RelocationRule =
            switch shape {
            case "segments": .redirect(from: tooMany, to: "app://router/yellow")
            case "megabyte":
                .redirect(from: "app://router/" + String(repeating: "y", count: 1 << 20), to: "app://router/yellow")
            default: .add(pattern: tooMany, typeName: "Tests.YellowPage")
            }
        do {
            try router.applyRelocation(RelocationBatch(version: 1, rules: [rule]))
            Issue.record("applied")
        } catch {
            #expect(error.issues.count == 1)
            #expect(error.issues.first?.key == key)
            let text = error.issues.first?.description ?? ""
            #expect(text.contains("no link can match this pattern: " + message), "\(text)")
        }
        #expect(router.relocationVersion == nil)
    }

    /// A batch larger than the store reads was saved, and refused at the next launch; now the save
    /// refuses it, so the apply is refused and nothing changes.
    @Test func aBatchTheStoreCouldNotReadBackIsRefusedAtApply() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RelocationStore(fileURL: directory.appendingPathComponent("r.dat"), maxFileSize: 400)
        let (router, _) = relocationRouter()
        router.restoreRelocation(from: store)
        let params: [String: JSONValue] = ["text": .string(String(repeating: "z", count: 400))]
        let batch = RelocationBatch(
            version: 1, rules: [.redirect(from: "app://router/demo", to: "app://router/yellow", params: params)])
        #expect {
            try router.applyRelocation(batch)
        } throws: { error in
            "\(error)".contains("over the store's limit of 400") && "\(error)".contains("nothing changed")
        }
        #expect(router.relocationVersion == nil && router.typeName("app://router/demo") == "Tests.DemoPage")
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    }

    /// `canOpenURL` said yes where `resolve` and `openURL` refused: a rule's `jumpType` the router
    /// cannot read.
    @Test func canOpenURLRefusesWhatResolveRefuses() throws {
        let (router, _) = relocationRouter()
        try router.applyRelocation(
            RelocationBatch(
                version: 1,
                rules: [
                    .redirect(from: "app://router/demo", to: "app://router/yellow", params: ["jumpType": "../../x"])
                ]))
        guard case .failure(let failure) = router.resolve("app://router/demo"),
            case .invalidParameter("jumpType", _) = failure.reason
        else {
            Issue.record("resolve did not refuse the jumpType")
            return
        }
        #expect(!router.canOpenURL("app://router/demo"))
        #expect(router.canOpenURL("app://router/yellow"))
    }
}

/// Runs work on a thread with a 512 KB stack, the default for secondary threads on Apple
/// platforms, and waits until the thread has ended.
enum OnSmallStack {
    final class Box<Value>: @unchecked Sendable {
        var value: Value?
    }

    static func run<Value>(_ body: @escaping @Sendable () -> Value) -> Value {
        let box = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        while !thread.isFinished { usleep(1_000) }
        guard let value = box.value else { preconditionFailure("the thread returned nothing") }
        return value
    }
}
