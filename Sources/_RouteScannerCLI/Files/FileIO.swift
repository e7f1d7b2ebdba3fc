#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the tools ask of the system — read a file, replace one, write to the standard streams,
/// exit — through the C library, whose names are the same on every platform.
///
/// route-generator is compiled by every app's clean build, before anything else; it imports no
/// Foundation, which would make that build compile Foundation's modules first. This file is the
/// only one of the module that imports the C library.
package enum FileIO {
    /// The bytes of the file at `path`, or `nil` when it cannot be read (missing, unreadable, a
    /// directory).
    package static func contents(atPath path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes.append(contentsOf: chunk[..<count])
            if count < chunk.count { break }
        }
        return ferror(file) == 0 ? bytes : nil
    }

    /// Replaces the file at `path` with `bytes` atomically, as Foundation's `.atomic` write does: the
    /// bytes go to a new file beside it, are flushed to disk, and that file is renamed over `path`,
    /// so a reader sees the old file or the new one, never half of it.
    ///
    /// - Throws: ``CommandFailure`` naming the file and the system's reason.
    package static func replace(_ path: String, with bytes: [UInt8]) throws(CommandFailure) {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let temporary = "\(path[..<slash]).\(path[slash...]).\(getpid()).tmp"
        if let failure = create(temporary, with: bytes) ?? (rename(temporary, path) == 0 ? nil : reason()) {
            remove(temporary)
            throw CommandFailure("\(path): cannot write the file: \(failure)")
        }
    }

    /// Writes `bytes` to a file created at `path` and flushes it to disk; the system's reason when
    /// that fails.
    private static func create(_ path: String, with bytes: [UInt8]) -> String? {
        guard let file = fopen(path, "wb") else { return reason() }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        // fsync fails with EINVAL on a file that cannot be synced (a pipe, a device): nothing to flush.
        let failure =
            written == bytes.count && fflush(file) == 0 && (fsync(fileno(file)) == 0 || errno == EINVAL)
            ? nil : reason()
        return fclose(file) == 0 ? failure : failure ?? reason()
    }

    /// Writes `text` to standard output (`toError: false`) or standard error, unbuffered, so what
    /// the two streams carry keeps its order.
    package static func emit(_ text: String, toError: Bool) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(toError ? 2 : 1, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                offset += count
            }
        }
    }

    /// Creates the folder at `path` and its missing parents, as `mkdir -p` does.
    ///
    /// - Throws: ``CommandFailure`` naming the folder and the system's reason.
    package static func makeDirectories(_ path: String) throws(CommandFailure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component + "/"
            guard mkdir(prefix, 0o755) == 0 || errno == EEXIST else {
                throw CommandFailure("cannot create the folder \(prefix): \(reason())")
            }
        }
    }

    /// Ends the process with `status`.
    package static func exitProcess(_ status: Int32) -> Never { exit(status) }

    /// The system's description of the last error (`errno`).
    private static func reason() -> String { String(cString: strerror(errno)) }
}
