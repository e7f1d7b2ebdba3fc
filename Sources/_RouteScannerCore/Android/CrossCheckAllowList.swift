import Foundation

/// Paths that may exist on one platform only (`--allow FILE`).
///
/// One path per line, compared exactly with the `path` of iOS or Android entries; surrounding
/// spaces are trimmed; blank lines and lines starting with `#` are ignored.
public struct CrossCheckAllowList: Hashable, Sendable {
    /// The allowed paths, in file order, without duplicates.
    public var paths: [String]

    /// Creates a list from paths.
    public init(paths: [String] = []) {
        var seen: Set<String> = []
        self.paths = paths.filter { seen.insert($0).inserted }
    }

    /// Parses the text of an allow-list file.
    public init(text: String) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        self.init(paths: lines.compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : trimmed
        })
    }

    /// `true` when `path` is listed.
    public func contains(_ path: String) -> Bool { paths.contains(path) }
}
