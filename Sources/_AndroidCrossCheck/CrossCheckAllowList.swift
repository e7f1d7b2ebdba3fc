import Foundation

/// Paths that may exist on one platform only (`--allow FILE`).
///
/// One path per line; surrounding spaces are trimmed; blank lines and lines starting with `#`
/// are ignored. A line is normalised the way Android registers keys, one trailing `/` removed,
/// so `app/user` excuses the key `app/user/` and the line `/` excuses the empty key. iOS
/// patterns are compared the same way.
public struct CrossCheckAllowList: Hashable, Sendable {
    /// The allowed paths as written, in file order, without lines that normalise the same.
    public var paths: [String]
    /// Normalised path → the line that gave it.
    private var lineByKey: [String: String]

    /// Creates a list from paths.
    public init(paths: [String] = []) {
        var lineByKey: [String: String] = [:]
        self.paths = paths.filter { path in
            let key = AndroidRouteEntry.lookupKey(path)
            guard lineByKey[key] == nil else { return false }
            lineByKey[key] = path
            return true
        }
        self.lineByKey = lineByKey
    }

    /// Parses the text of an allow-list file.
    public init(text: String) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        self.init(
            paths: lines.compactMap { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : trimmed
            })
    }

    /// The line that excuses `path` (compared after normalising both), or `nil`.
    public func line(allowing path: String) -> String? { lineByKey[AndroidRouteEntry.lookupKey(path)] }
}
