import Foundation
import Testing

@testable import SwitchyardRelocationDelivery

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The store's flush to disk: `F_FULLFSYNC` on Darwin, `fsync` when it fails or elsewhere.
@Suite("Relocation store: flushing to disk")
struct DiskFlushTests {
    /// Records which calls were made, in order.
    final class Calls: @unchecked Sendable {
        var names: [String] = []
    }

    @Test func theFullFlushIsEnoughWhenItWorks() {
        let calls = Calls()
        let ok = DiskFlush.flush(
            7,
            fullFlush: {
                calls.names.append("full \($0)")
                return 0
            },
            sync: {
                calls.names.append("fsync \($0)")
                return 0
            })
        #expect(ok)
        #expect(calls.names == ["full 7"])
    }

    @Test func aFailedFullFlushFallsBackToFsync() {
        let calls = Calls()
        let ok = DiskFlush.flush(
            7,
            fullFlush: {
                calls.names.append("full \($0)")
                return -1
            },
            sync: {
                calls.names.append("fsync \($0)")
                return 0
            })
        #expect(ok)
        #expect(calls.names == ["full 7", "fsync 7"])
        let failed = DiskFlush.flush(7, fullFlush: { _ in -1 }, sync: { _ in -1 })
        #expect(!failed)
    }

    @Test func withoutAFullFlushFsyncIsUsed() {
        let calls = Calls()
        #expect(
            DiskFlush.flush(
                7, fullFlush: nil,
                sync: {
                    calls.names.append("fsync \($0)")
                    return 0
                }))
        #expect(calls.names == ["fsync 7"])
    }

    @Test func thisPlatformFlushesARealFileAndRefusesABadDescriptor() throws {
        #if canImport(Darwin)
        #expect(DiskFlush.fullFlush != nil)
        #else
        #expect(DiskFlush.fullFlush == nil)
        #endif
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("flush").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(DiskFlush.flush(descriptor))
        #expect(!DiskFlush.flush(-1))
    }
}
