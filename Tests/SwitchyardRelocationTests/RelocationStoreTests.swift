import Foundation
import Testing

@testable import Switchyard
@testable import SwitchyardRelocation
@testable import SwitchyardRelocationDelivery

@Suite("Relocation: persistence")
struct RelocationStoreTests {
    let batch = RelocationBatch(
        version: 4,
        rules: [
            .redirect(from: "app://router/demo", to: "app://router/yellow", params: ["why": "fix"]),
            .add(pattern: "app://router/demo33", typeName: "Tests.DemoPage"),
        ])

    @Test func theLastGoodBatchSurvivesARelaunch() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RelocationStore(directory: directory)
        do {
            let (router, _) = relocationRouter()
            #expect(router.restoreRelocation(from: store) == nil)  // no file yet: nothing to do
            try router.applyRelocation(batch)
        }
        // A new process: a new router, the same file, restored before the first open.
        let (relaunched, log) = relocationRouter()
        let report = try #require(relaunched.restoreRelocation(from: store))
        #expect(report.version == 4 && report.redirectCount == 1 && report.addedCount == 1)
        #expect(relaunched.typeName("app://router/demo") == "Tests.YellowPage")
        #expect(relaunched.request("app://router/demo")?.parameters.get("why", as: String.self) == "fix")
        #expect(relaunched.typeName("app://router/demo33") == "Tests.DemoPage")
        #expect(log.relocationEvents.map(\.description).contains("relocation version 4 restored from the store"))
        // Reverting is persisted too.
        relaunched.restoreBuildTimeRoutes()
        let (third, _) = relocationRouter()
        #expect(third.restoreRelocation(from: store)?.redirectCount == 0)
        #expect(third.typeName("app://router/demo") == "Tests.DemoPage")
        #expect(third.relocationVersion == 4)
        // Only the final file is left: no temporary files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["switchyard-relocation.dat"])
    }

    @Test(arguments: ["truncated", "flipped", "header", "empty", "newer"])
    func aDamagedFileIsReportedAndIgnored(damage: String) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RelocationStore(directory: directory)
        try store.save(batch, etag: "\"e1\"")
        #expect(try store.load() == PersistedRelocation(batch: batch, etag: "\"e1\""))
        var bytes = try Data(contentsOf: store.fileURL)
        switch damage {
        case "truncated": bytes = bytes.prefix(bytes.count - 10)
        case "flipped": bytes[bytes.count - 5] ^= 0x01
        case "header": bytes.replaceSubrange(0..<10, with: Data("GARBAGE!!!".utf8))
        case "empty": bytes = Data()
        default:
            bytes = Data(
                String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "RELOCATION 1 ", with: "RELOCATION 2 ")
                    .utf8)
        }
        try bytes.write(to: store.fileURL)

        let (router, log) = relocationRouter()
        #expect(router.restoreRelocation(from: store) == nil)
        #expect(router.relocationVersion == nil)
        #expect(router.typeName("app://router/demo") == "Tests.DemoPage")
        let ignored = log.relocationEvents.compactMap {
            if case .storeIgnored(let error) = $0 { error.kind } else { nil }
        }
        #expect(ignored.count == 1)
        switch (damage, ignored.first) {
        case ("truncated", .truncated(let expected, let found)?): #expect(found == expected - 10)
        case ("newer", .unsupportedFormat("2")?), ("flipped", .corrupt("the checksum does not match")?),
            ("header", .corrupt?), ("empty", .corrupt?):
            break
        default: Issue.record("unexpected \(String(describing: ignored.first)) for \(damage)")
        }
    }

    @Test func anUnwritableDirectoryIsReportedAndThePreviousStateKept() throws {
        let directory = temporaryDirectory()
        defer {
            _ = chmod(directory.path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        let store = RelocationStore(directory: directory)
        let (router, log) = relocationRouter()
        router.restoreRelocation(from: store)
        try router.applyRelocation(batch)
        let saved = try Data(contentsOf: store.fileURL)

        // Make the directory read-only. A root user ignores that, so fall back to pointing the
        // store's directory at a regular file, which fails the same way on every platform.
        _ = chmod(directory.path, 0o555)
        let canStillWrite = access(directory.path, W_OK) == 0
        let failing: RelocationStore
        if canStillWrite {
            let file = directory.appendingPathComponent("not-a-directory")
            try Data("x".utf8).write(to: file)
            failing = RelocationStore(directory: file)
            router.restoreRelocation(from: failing)  // re-attaches; load fails quietly (no file)
        } else {
            failing = store
        }
        let next = RelocationBatch(version: 5, rules: [.restoreAll, .remove(pattern: "app://router/demo1")])
        do {
            try router.applyRelocation(next)
            Issue.record("expected the write to fail")
        } catch {
            guard case .persistenceFailed(let detail)? = error.issues.first?.reason else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(detail.contains("could not be written"))
        }
        // Nothing changed: in memory, and on disk.
        #expect(router.relocationVersion == 4)
        #expect(router.typeName("app://router/demo1") == "Tests.Demo1Page")
        #expect(router.typeName("app://router/demo") == "Tests.YellowPage")
        #expect(try Data(contentsOf: store.fileURL) == saved)
        #expect(log.relocationEvents.contains { if case .storeFailed = $0 { true } else { false } })
    }
}

@Suite("Relocation: a stored batch that no longer fits the app")
struct RelocationStaleStoreTests {
    @Test func aBatchNamingARemovedTypeIsRefusedAtLaunch() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RelocationStore(directory: directory)
        // Saved by an older build, whose `Tests.OldPage` this build no longer has.
        try store.save(RelocationBatch(version: 3, rules: [.add(pattern: "app://old", typeName: "Tests.OldPage")]))
        let (router, log) = relocationRouter()
        #expect(router.restoreRelocation(from: store) == nil)
        #expect(router.relocationVersion == nil)
        let refused = log.relocationEvents.compactMap { if case .refused(let error) = $0 { error } else { nil } }
        #expect(refused.map { $0.issues.map(\.reason) } == [[.unknownType("Tests.OldPage")]])
        // The next good batch replaces the stale file.
        try router.applyRelocation(RelocationBatch(version: 4, rules: [.remove(pattern: "app://router/demo1")]))
        #expect(try store.load()?.batch.version == 4)
    }
}
