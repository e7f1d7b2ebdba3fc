import Foundation
import Testing

@_spi(Generated) @testable import Switchyard
@testable import SwitchyardRelocation
@testable import SwitchyardRelocationDelivery

/// Batches for app versions: `appVersions` in the envelope, `RouterConfiguration.appVersion`.
@Suite("Relocation: batches for app versions")
struct RelocationAppVersionTests {
    /// A router of ``relocationTable()`` that has `appVersion`, with an event log.
    func router(_ appVersion: String?) -> (Router, EventLog) {
        let router = Router(configuration: RouterConfiguration(appVersion: appVersion))
        router.register([relocationTable()])
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        return (router, log)
    }

    /// A batch for `appVersions` that redirects the demo page to the yellow one.
    func batch(_ appVersions: String, version: Int = 3) -> Data {
        Data(
            """
            {"version": \(version), "appVersions": \(appVersions), "rules": [
              {"routerType": 1, "orginPath": "app://router/demo", "targetPath": "app://router/yellow"}]}
            """.utf8)
    }

    @Test func aBatchForOtherVersionsIsSkippedWithAnEventAndNothingChangesOrIsSaved() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RelocationStore(directory: directory)
        let (router, log) = router("2.4.0")
        router.restoreRelocation(from: store)
        let report = try router.applyRelocation(json: batch(#"["2.3.0..<2.4"]"#))
        #expect(report.skipped && !report.changed && report.version == 3 && report.redirectCount == 0)
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")
        #expect(router.relocationVersion == nil)  // the version floor stays
        #expect(try store.load() == nil)  // nothing saved
        #expect(
            log.relocationEvents.map(\.description) == [
                "relocation version 3 skipped: it is for app versions 2.3.0..<2.4, this app is 2.4.0"
            ])
        // A batch for every version (no appVersions) still applies, even with a lower version.
        try router.applyRelocation(
            json: Data(#"{"version": 2, "rules": [{"routerType": 3, "path": "app://router/demo1"}]}"#.utf8))
        #expect(router.relocationVersion == 2)
    }

    @Test func aBatchForThisVersionAppliesAndIsSavedForThisVersionOnly() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RelocationStore(directory: directory)
        do {
            let (router, _) = router("2.3.5")
            router.restoreRelocation(from: store)
            let report = try router.applyRelocation(json: batch(#"["2.2", "2.3.0..<2.4"]"#))
            #expect(!report.skipped && report.changed && report.redirectCount == 1)
            #expect(router.typeName("app://router/demo") == "Tests.YellowPage")
            #expect(try store.load()?.batch.appVersions == ["2.3.5"])
        }
        // After an update to 2.4.0 the saved state is skipped, not applied to a version it was not for.
        let (updated, log) = router("2.4.0")
        #expect(updated.restoreRelocation(from: store) == nil)
        #expect(updated.typeName("app://router/demo") == "Tests.DemoPage")
        #expect(log.relocationEvents.map(\.description).first?.hasPrefix("relocation version 3 skipped") == true)
        // The same version relaunched restores it.
        let (relaunched, _) = router("2.3.5")
        #expect(relaunched.restoreRelocation(from: store)?.redirectCount == 1)
        #expect(relaunched.typeName("app://router/demo") == "Tests.YellowPage")
    }

    @Test func anUnknownAppVersionSkipsEveryScopedBatch() throws {
        let (router, log) = router(nil)
        #expect(try router.applyRelocation(json: batch(#"["2.3...", "..<2.3"]"#)).skipped)
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")
        #expect(
            log.relocationEvents.map(\.description) == [
                "relocation version 3 skipped: it is for app versions 2.3..., ..<2.3, this app's version is unknown (set RouterConfiguration.appVersion)"
            ])
    }

    @Test func malformedAppVersionsAreRefusedNamingEachEntryWithTheBatchsOtherProblems() throws {
        let (router, log) = router("2.4.0")
        let json = Data(
            """
            {"version": 3, "appVersions": ["2.4", "2.x", "2.5..<2.5", 7, " 2.4", "2.3..<"], "rules": [
              {"routerType": 2, "path": "app://router/new", "className": "Tests.NoSuchPage"}]}
            """.utf8)
        #expect {
            try router.applyRelocation(json: json)
        } throws: { error in
            (error as? RelocationError)?.issues.map(\.description) == [
                "'appVersions[1]': '2.x' is not a version (numbers separated by dots); \(Self.forms)",
                "'appVersions[2]': '2.5..<2.5' holds no version: its lower bound is not below its upper; \(Self.forms)",
                "'appVersions[3]': expected a string, found an integer",
                "'appVersions[4]': ' 2.4' is not a version (numbers separated by dots); \(Self.forms)",
                "'appVersions[5]': '2.3..<' has no bound after '..<'; \(Self.forms)",
                "rule 0, 'className': no route table knows the type 'Tests.NoSuchPage'; name a routable type as in the route map (Module.Type)",
            ]
        }
        #expect(log.relocationEvents.count == 1)
        // A batch for other versions with problems is refused for its own problems, not checked against this app.
        #expect {
            try router.applyRelocation(json: batch(#"["2.x", "3.0"]"#))
        } throws: { error in
            (error as? RelocationError)?.issues.map(\.description)
                == [
                    "'appVersions[1]': '2.x' is not a version (numbers separated by dots); \(Self.forms)"
                ].map { $0.replacingOccurrences(of: "[1]", with: "[0]") }
        }
        #expect {
            try router.applyRelocation(json: batch("[]"))
        } throws: { error in
            "\(error)".contains("'appVersions': the list is empty")
        }
    }

    static let forms = "write a version such as 2.4.1, or a range such as 2.3.0..<2.5, 2.3.0...2.4.9, 2.3... or ..<2.5"

    @Test(arguments: [
        ("2.3.0..<2.5", ["2.3.0", "2.3", "2.4.99", "2.4.9.9"], ["2.2.9", "2.5", "2.5.0", "3.0"]),
        ("2.3...2.4", ["2.3", "2.4.0", "2.4"], ["2.4.1", "2.2.99"]),
        ("2.9..<2.10", ["2.9", "2.9.5"], ["2.10", "2.10.0", "2.1", "2.8"]),  // numbers, not text: 2.10 > 2.9
        ("2.4", ["2.4", "2.4.0", "2.4.0.0", "02.4"], ["2.4.1", "2.40"]),
        ("2.3...", ["2.3", "10.0"], ["2.2.99"]),
        ("..<2.5", ["0.1", "2.4.99"], ["2.5"]),
        ("...2.5", ["2.5", "1"], ["2.5.1"]),
    ])
    func rangeEdges(entry: String, inside: [String], outside: [String]) {
        var issues: [RelocationError.Issue] = []
        let scope = AppVersionScope([.string(entry)], issues: &issues)
        #expect(issues.isEmpty)
        for version in inside { #expect(scope.contains(version), "\(entry) should include \(version)") }
        for version in outside { #expect(!scope.contains(version), "\(entry) should not include \(version)") }
        for notAVersion in [nil, "", "2.4-beta", "v2.4", "2..4"] { #expect(!scope.contains(notAVersion)) }
    }

    @Test func appVersionsRoundTripThroughJSONAndTheRouterDictionariesStayAsTheyWere() throws {
        let scoped = RelocationBatch(
            version: 5, rules: [.remove(pattern: "app://router/demo1")], appVersions: ["2.3..<2.4"])
        #expect(try RelocationBatch(json: scoped.jsonData()) == scoped)
        let text = String(decoding: scoped.jsonData(), as: UTF8.self)
        #expect(text.hasPrefix(#"{"appVersions":["2.3..<2.4"],"format":1"#))
        let unscoped = RelocationBatch(version: 5, rules: [.remove(pattern: "app://router/demo1")])
        #expect(!String(decoding: unscoped.jsonData(), as: UTF8.self).contains("appVersions"))
        // TheRouter's dictionaries carry no app versions: they apply on every version, as before.
        let (router, _) = router("2.4.0")
        let report = try router.applyRelocation(
            theRouterRules: [["routerType": 1, "orginPath": "app://router/demo", "targetPath": "app://router/yellow"]],
            version: 1)
        #expect(!report.skipped && router.typeName("app://router/demo") == "Tests.YellowPage")
    }
}
