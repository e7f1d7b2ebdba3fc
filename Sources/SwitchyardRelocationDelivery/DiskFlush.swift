#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Flushes a file to stable storage, so a saved batch survives a power loss.
///
/// On Darwin `fsync` only hands the data to the drive, whose cache may lose it or write it out of
/// order; `fcntl(F_FULLFSYNC)` asks the drive to flush to permanent storage. It fails on file
/// systems that do not support it (some network and FUSE mounts), and then `fsync` is the best
/// there is. Elsewhere `fsync` reaches the disk.
enum DiskFlush {
    /// Flushes `descriptor`: the full flush where the platform has one, `fsync` otherwise or when
    /// it fails. Returns whether the data reached storage (`false` sets `errno`).
    static func flush(_ descriptor: Int32) -> Bool {
        flush(descriptor, fullFlush: fullFlush, sync: { fsync($0) })
    }

    /// The decision, apart from the system calls: `fullFlush` first when there is one, then
    /// `sync` when it is missing or fails (both return 0 or -1, as the C calls do).
    static func flush(_ descriptor: Int32, fullFlush: ((Int32) -> Int32)?, sync: (Int32) -> Int32) -> Bool {
        if let fullFlush, fullFlush(descriptor) != -1 { return true }
        return sync(descriptor) == 0
    }

    #if canImport(Darwin)
    /// `fcntl(F_FULLFSYNC)` (see `man 2 fsync` on Darwin).
    static let fullFlush: (@Sendable (Int32) -> Int32)? = { fcntl($0, F_FULLFSYNC) }
    #else
    /// No full flush: `fsync` reaches the disk.
    static let fullFlush: (@Sendable (Int32) -> Int32)? = nil
    #endif
}
