/// Why the store could not be read or written.
public struct RelocationStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The file exists but cannot be read.
        case unreadable(String)
        /// The file is shorter than its header says: a write was cut off.
        case truncated(expected: Int, found: Int)
        /// The header, checksum or payload is wrong.
        case corrupt(String)
        /// The file was written by a newer format.
        case unsupportedFormat(String)
        /// The file could not be written (read-only directory, disk full…).
        case writeFailed(String)
    }

    /// The file.
    public let path: String
    /// What went wrong.
    public let kind: Kind

    /// Creates an error about the file at `path`; what a `RelocationPersistence` throws.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// A message that says what, where, and what happens next.
    public var description: String {
        switch kind {
        case .unreadable(let detail): return "\(path) cannot be read (\(detail)); the build-time table stays"
        case .truncated(let expected, let found):
            return "\(path) is truncated (\(found) of \(expected) payload bytes); ignored, the build-time table stays"
        case .corrupt(let detail): return "\(path) is corrupt (\(detail)); ignored, the build-time table stays"
        case .unsupportedFormat(let format): return "\(path) has format \(format), newer than this app reads; ignored"
        case .writeFailed(let detail): return "\(path) could not be written (\(detail)); the previous file is unchanged"
        }
    }
}
