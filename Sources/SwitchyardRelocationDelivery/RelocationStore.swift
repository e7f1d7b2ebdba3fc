import Foundation
import Switchyard
@_spi(JSON) import SwitchyardJSON
import SwitchyardRelocation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Keeps the last good relocation batch on disk, so it is in effect from the next launch on,
/// before the first open (`Router.restoreRelocation(from:)`).
///
/// File format (version 1): one ASCII header line, then the payload:
///
/// ```text
/// SWITCHYARD-RELOCATION 1 <payload length in bytes> <CRC-32 of the payload, 8 hex digits>\n
/// {"batch":{"format":1,"rules":[…],"version":N},"etag":"…"}
/// ```
///
/// A file whose header, length or checksum does not match is reported as corrupt or truncated
/// and ignored. Writes are atomic: the bytes go to a temporary file in the same directory,
/// are flushed to disk (`F_FULLFSYNC` on Darwin, `fsync` elsewhere; see `DiskFlush`), then
/// renamed over the old file, and the directory is flushed;
/// a failed write leaves the previous file as it was.
public struct RelocationStore: RelocationPersistence, Hashable {
    /// The file.
    public let fileURL: URL
    /// The largest payload ``save(_:etag:)`` writes and ``load()`` reads.
    let maxFileSize: Int

    static let magic = "SWITCHYARD-RELOCATION"

    /// A store at `fileURL` that writes and reads batches up to `maxFileSize` bytes. Its directory
    /// is created on the first save.
    public init(fileURL: URL, maxFileSize: Int = 8 << 20) {
        self.fileURL = fileURL
        self.maxFileSize = maxFileSize
    }

    /// A store named `name` in `directory` (e.g. Application Support).
    public init(directory: URL, name: String = "switchyard-relocation.dat") {
        self.init(fileURL: directory.appendingPathComponent(name))
    }

    /// Reads the stored batch; `nil` when there is no file.
    ///
    /// - Complexity: O(*n*) in the size of the file.
    /// - Throws: `RelocationStoreError` when the file is unreadable, truncated or corrupt.
    public func load() throws(RelocationStoreError) -> PersistedRelocation? {
        let path = fileURL.path
        func failure(_ kind: RelocationStoreError.Kind) -> RelocationStoreError {
            RelocationStoreError(path: path, kind: kind)
        }
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw failure(.unreadable(String(describing: error)))
        }
        guard data.count <= maxFileSize + 128 else {
            throw failure(.corrupt("the file is \(data.count) bytes, over the \(maxFileSize)-byte limit"))
        }
        guard let newline = data.firstIndex(of: 0x0A), newline - data.startIndex <= 128,
            let header = String(data: data[data.startIndex..<newline], encoding: .utf8)
        else { throw failure(.corrupt("no header line")) }
        let fields = header.split(separator: " ")
        guard fields.count == 4, fields[0] == Self.magic else {
            throw failure(.corrupt("the header is not '\(Self.magic) 1 <length> <crc32>'"))
        }
        guard fields[1] == "1" else { throw failure(.unsupportedFormat(String(fields[1]))) }
        guard let length = Int(fields[2]), length >= 0, let checksum = UInt32(fields[3], radix: 16) else {
            throw failure(.corrupt("the header's length or checksum is malformed"))
        }
        let payload = data[(newline + 1)...]
        guard payload.count == length else {
            throw failure(
                payload.count < length
                    ? .truncated(expected: length, found: payload.count)
                    : .corrupt("\(payload.count - length) bytes too many"))
        }
        guard CRC32.checksum(payload) == checksum else { throw failure(.corrupt("the checksum does not match")) }
        do {
            let value = try JSON.parse(payload)
            guard let batch = value["batch"] else { throw failure(.corrupt("the payload has no batch")) }
            var etag: String?
            if case .string(let text)? = value["etag"] { etag = text }
            return PersistedRelocation(
                batch: try RelocationBatch.decode(jsonValue: batch, version: nil).get(), etag: etag)
        } catch let error as RelocationStoreError {
            throw error
        } catch {
            throw failure(.corrupt("the payload does not decode: \(error)"))
        }
    }

    /// Saves `batch` atomically, replacing what was there. On failure the previous file is intact.
    ///
    /// - Complexity: O(*n*) in the size of the batch, plus two flushes to disk.
    /// - Throws: `RelocationStoreError.Kind.writeFailed(_:)` (read-only directory, disk full…, or a
    ///   batch over `maxFileSize`, which ``load()`` would refuse: the apply is refused instead).
    public func save(_ batch: RelocationBatch, etag: String? = nil) throws(RelocationStoreError) {
        var payload = "{\"batch\":"
        payload += String(decoding: batch.jsonData(), as: UTF8.self)
        if let etag {
            payload += ",\"etag\":"
            payload += JSON.quoted(etag)
        }
        payload += "}"
        let body = Data(payload.utf8)
        // What is saved must load: refuse what ``load()`` would refuse for its size.
        guard body.count <= maxFileSize else {
            throw RelocationStoreError(
                path: fileURL.path,
                kind: .writeFailed(
                    "the batch takes \(body.count) bytes, over the store's limit of \(maxFileSize) "
                        + "(RelocationStore's maxFileSize); send fewer or smaller rules"))
        }
        var file = Data("\(Self.magic) 1 \(body.count) \(String(format: "%08x", CRC32.checksum(body)))\n".utf8)
        file.append(body)
        try replaceFile(with: file)
    }

    /// Deletes the file, if there is one.
    public func remove() throws(RelocationStoreError) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        do {
            try FileManager.default.removeItem(at: fileURL)
        } catch {
            throw RelocationStoreError(path: fileURL.path, kind: .writeFailed(String(describing: error)))
        }
    }

    private func replaceFile(with data: Data) throws(RelocationStoreError) {
        let directory = fileURL.deletingLastPathComponent()
        let path = fileURL.path
        func failure(_ what: String) -> RelocationStoreError {
            RelocationStoreError(path: path, kind: .writeFailed("\(what): \(String(cString: strerror(errno)))"))
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw RelocationStoreError(path: path, kind: .writeFailed("cannot create the directory: \(error)"))
        }
        let temporary = directory.appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file") }
        var written = 0
        let ok: Bool = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            while written < buffer.count {
                let result = write(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        guard ok, DiskFlush.flush(descriptor) else {
            let error = failure("cannot write the temporary file")
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot rename the temporary file into place")
            unlink(temporary)
            throw error
        }
        // Flush the directory so the rename itself survives a power loss.
        let directoryDescriptor = open(directory.path, O_RDONLY)
        if directoryDescriptor >= 0 {
            _ = DiskFlush.flush(directoryDescriptor)
            close(directoryDescriptor)
        }
    }
}

/// CRC-32 (IEEE 802.3, the polynomial of zip and PNG).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// - Complexity: O(*n*).
    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
