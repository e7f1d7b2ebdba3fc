import Foundation
import Testing

@testable import Switchyard
@testable import SwitchyardRelocation
@testable import SwitchyardRelocationDelivery

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `RelocationStore` under faults: a writer killed with SIGKILL in the middle of saving, a full
/// disk and a read-only directory (real tmpfs mounts when the tests run as root on Linux, as in
/// CI; skipped elsewhere). See RELIABILITY.md.
@Suite("Relocation store: crashes, full disk, read-only directory")
struct CrashSafePersistenceTests {
    /// The batches `switchyard-store-writer` cycles through (keep in step with its Batches.swift).
    static let batchCount = 8
    static func batch(_ index: Int) -> RelocationBatch {
        let number = index % batchCount
        let ruleCount = number % 2 == 0 ? 1 + number : 500 * number
        var rules: [RelocationRule] = [.restoreAll]
        for rule in 0..<ruleCount {
            rules.append(
                .redirect(
                    from: "app://old\(number)/r\(rule)/:id", to: "app://router/demo",
                    params: ["n": .integer(number), "r": .integer(rule)]))
        }
        return RelocationBatch(version: number, rules: rules)
    }

    /// The helper executable, found in this order: the `SWITCHYARD_STORE_WRITER` environment
    /// variable; the directory of the test bundle (SwiftPM's `.build/<config>` and Xcode's
    /// `Build/Products/<config>` both put executables next to it; under `swift test` and Xcode
    /// `Bundle.main` is the `xctest` runner inside Xcode, so the bundle is found from a class of
    /// this module); the test process's own directory (Linux, where the tests are an executable);
    /// and this package's `.build` directories.
    static let writerURL: URL? = {
        let name = "switchyard-store-writer"
        let environment = ProcessInfo.processInfo.environment["SWITCHYARD_STORE_WRITER"]
        var candidates: [URL] = environment.map { [URL(fileURLWithPath: $0)] } ?? []
        var directories: [URL] = []
        #if canImport(Darwin)
        directories.append(Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent())
        #endif
        if let argument = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        let build = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build")
        directories.append(build.appendingPathComponent("debug"))
        let platforms = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        directories += platforms.sorted().map { build.appendingPathComponent($0).appendingPathComponent("debug") }
        candidates += directories.map { $0.appendingPathComponent(name) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Whether a missing helper fails the test rather than skipping it: under SwiftPM on Linux
    /// (`swift build --build-tests` builds every executable) it is always there. Xcode builds only
    /// what the test target depends on, so elsewhere the test is skipped, saying why.
    static let writerIsRequired: Bool = {
        #if os(Linux)
        return true
        #else
        return ProcessInfo.processInfo.environment["SWITCHYARD_STORE_WRITER"] != nil
        #endif
    }()

    @Test(
        .enabled(
            if: writerURL != nil || writerIsRequired,
            "switchyard-store-writer is not built next to the tests (Xcode builds only the test target's dependencies): run `swift build --build-tests`, or set SWITCHYARD_STORE_WRITER to its path"
        ))
    func aWriterKilledAtARandomMomentLeavesNoneTheOldOrTheNewState() throws {
        let writer = try #require(
            Self.writerURL,
            "switchyard-store-writer was not found (SWITCHYARD_STORE_WRITER, next to the test bundle, or in .build/*/debug); run `swift build --build-tests`"
        )
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RelocationStore(directory: directory)
        let known = Set((0..<Self.batchCount).map { Self.batch($0) })
        var generator = SystemRandomNumberGenerator()
        var outcomes: [String: Int] = [:]
        var totalSaves = 0
        let kills = 40
        for attempt in 0..<kills {
            let before = try store.load()
            let process = Process()
            process.executableURL = writer
            process.arguments = [store.fileURL.path, String(attempt * 3)]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Odd attempts: wait for the first completed save, then kill within 40 ms (mostly in
            // the middle of the next save). Even attempts: kill 0-150 ms after the start, often
            // before or during the first save.
            var printed = Data()
            if attempt % 2 == 1 {
                printed = output.fileHandleForReading.availableData
                usleep(UInt32.random(in: 0...40_000, using: &generator))
            } else {
                usleep(UInt32.random(in: 0...150_000, using: &generator))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
            printed += output.fileHandleForReading.readDataToEndOfFile()
            let saves = String(decoding: printed, as: UTF8.self).split(separator: "\n").count
            totalSaves += saves

            let after: PersistedRelocation?
            do {
                after = try store.load()
            } catch {
                Issue.record("attempt \(attempt): the file is unreadable after a kill: \(error)")
                continue
            }
            guard let after else {
                // No file: only possible while no save ever completed.
                #expect(before == nil && saves == 0, "attempt \(attempt): the file vanished")
                outcomes["absent", default: 0] += 1
                continue
            }
            #expect(known.contains(after.batch), "attempt \(attempt): a batch that was never saved was accepted")
            #expect(after.etag == "\"w\(after.batch.version)\"")
            outcomes[after == before ? "old" : "new", default: 0] += 1
            // And a router restores it.
            let (router, _) = relocationRouter()
            #expect(router.restoreRelocation(from: store)?.version == after.batch.version)
        }
        #expect(outcomes.values.reduce(0, +) == kills)
        // Kills leave the writer's temporary file behind; they never count as the store.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".tmp")
        }
        print(
            "crash-safety: \(kills) kills, \(totalSaves) completed saves → \(outcomes.sorted { $0.key < $1.key }), \(leftovers.count) orphaned temporary files"
        )
    }

    // MARK: Full disk and read-only directory (real mounts)

    /// Whether this process may mount a tmpfs (root on Linux, e.g. in CI).
    static let canMount: Bool = {
        #if os(Linux)
        guard geteuid() == 0 else { return false }
        let probe = temporaryDirectory("mount-probe")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path]) else { return false }
        return run("/bin/umount", [probe.path])
        #else
        return false
        #endif
    }()

    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Mounts a tmpfs of `size` on a fresh directory, runs `body`, unmounts.
    static func withTmpfs(size: String, options: String = "", _ body: (URL) throws -> Void) throws {
        let mountPoint = temporaryDirectory("tmpfs")
        defer { try? FileManager.default.removeItem(at: mountPoint) }
        let all = options.isEmpty ? "size=\(size)" : "size=\(size),\(options)"
        try #require(run("/bin/mount", ["-t", "tmpfs", "-o", all, "tmpfs", mountPoint.path]))
        defer { run("/bin/umount", [mountPoint.path]) }
        try body(mountPoint)
    }

    @Test(.enabled(if: canMount, "needs root to mount a 64 KiB tmpfs"))
    func aFullDiskLeavesThePreviousFileAndTheRouterUnchanged() throws {
        try Self.withTmpfs(size: "64k") { directory in
            let store = RelocationStore(directory: directory)
            let small = Self.batch(0)
            try store.save(small, etag: "\"small\"")
            // Fill the rest of the disk.
            let filler = directory.appendingPathComponent("filler")
            _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
            let handle = try FileHandle(forWritingTo: filler)
            let block = Data(count: 4096)
            while (try? handle.write(contentsOf: block)) != nil {}
            try? handle.close()

            // A save that does not fit fails, and the previous file is intact.
            #expect(throws: RelocationStoreError.self) { try store.save(Self.batch(1), etag: nil) }
            do {
                try store.save(Self.batch(3), etag: nil)
            } catch let error as RelocationStoreError {
                guard case .writeFailed(let detail) = error.kind else {
                    Issue.record("expected writeFailed, got \(error)")
                    return
                }
                #expect(detail.contains("No space left on device"), "\(detail)")
            }
            #expect(try store.load() == PersistedRelocation(batch: small, etag: "\"small\""))
            // No temporary file is left behind by the failed saves.
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                    "filler", "switchyard-relocation.dat",
                ])

            // Through a router: the batch is refused as a whole, nothing changes.
            let (router, log) = relocationRouter()
            #expect(router.restoreRelocation(from: store)?.version == 0)
            let routesBefore = router.routes
            let big = RelocationBatch(
                version: 9,
                rules: (0..<400).map {
                    .redirect(from: "app://gone/\($0)", to: "app://router/yellow")
                })
            do {
                try router.applyRelocation(big)
                Issue.record("a batch that cannot be saved was applied")
            } catch let error as RelocationError {
                #expect(
                    error.issues.contains { if case .persistenceFailed = $0.reason { true } else { false } }, "\(error)"
                )
            }
            #expect(router.relocationVersion == 0)
            #expect(router.routes == routesBefore)
            #expect(router.request("app://gone/1") == nil)
            #expect(log.relocationEvents.contains { if case .storeFailed = $0 { true } else { false } })
            // Space freed: the next save works.
            try FileManager.default.removeItem(at: filler)
            try router.applyRelocation(big)
            #expect(try store.load()?.batch.version == 9)
        }
    }

    @Test(.enabled(if: canMount, "needs root to mount a read-only tmpfs"))
    func aReadOnlyDirectoryRefusesTheSaveAndKeepsTheFile() throws {
        try Self.withTmpfs(size: "1m") { directory in
            let store = RelocationStore(directory: directory)
            try store.save(Self.batch(2), etag: nil)
            // Remount read-only: root bypasses permission bits, not a read-only file system.
            try #require(Self.run("/bin/mount", ["-o", "remount,ro", directory.path]))
            defer { Self.run("/bin/mount", ["-o", "remount,rw", directory.path]) }
            do {
                try store.save(Self.batch(4), etag: nil)
                Issue.record("saved to a read-only file system")
            } catch let error as RelocationStoreError {
                guard case .writeFailed(let detail) = error.kind else {
                    Issue.record("expected writeFailed, got \(error)")
                    return
                }
                #expect(detail.contains("Read-only file system"), "\(detail)")
            }
            #expect(try store.load()?.batch == Self.batch(2))
            #expect(throws: RelocationStoreError.self) { try store.remove() }

            let (router, _) = relocationRouter()
            #expect(router.restoreRelocation(from: store)?.version == 2)
            // A revert always takes effect, even when it cannot be saved.
            router.restoreBuildTimeRoutes()
            #expect(router.relocationBatch?.rules.count == 1)
            #expect(try store.load()?.batch == Self.batch(2))
        }
    }
}

/// A class of this test module, so `Bundle(for:)` finds the test bundle on Darwin.
private final class BundleMarker {}
