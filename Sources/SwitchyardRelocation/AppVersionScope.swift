import Foundation  // String.range(of:)
import Switchyard

/// The app versions a batch is for (`RelocationBatch.appVersions`), read: each entry is an exact
/// version or a range of versions.
///
/// | entry | versions |
/// |---|---|
/// | `2.4.1` | 2.4.1 only (`2.4` is 2.4.0) |
/// | `2.3.0..<2.5` | from 2.3.0 up to, not including, 2.5 |
/// | `2.3.0...2.4.9` | from 2.3.0 to 2.4.9, both included |
/// | `2.3...` | 2.3.0 and every later version |
/// | `..<2.5` | every version before 2.5 |
///
/// A version is one or more numbers separated by dots (`CFBundleShortVersionString`'s form),
/// compared number by number, never as text: 2.10 is after 2.9, and missing numbers are 0, so
/// 2.4 and 2.4.0 are the same version.
package struct AppVersionScope: Sendable, Hashable {
    /// The entries as written.
    package let entries: [String]
    /// The ranges of the entries that could be read.
    private let ranges: [Bounds]

    /// One entry, read: both bounds are optional, the upper one included or not.
    private struct Bounds: Hashable {
        var lower: [Int]?
        var upper: [Int]?
        var includesUpper: Bool

        func contains(_ version: [Int]) -> Bool {
            if let lower, AppVersionScope.compare(version, lower) < 0 { return false }
            guard let upper else { return true }
            let order = AppVersionScope.compare(version, upper)
            return order < 0 || (order == 0 && includesUpper)
        }
    }

    /// Reads `entries` (strings, from JSON or from `RelocationBatch.appVersions`); a problem with an
    /// entry is appended to `issues`, in entry order (key `appVersions[i]`), and the entry matches
    /// no version.
    package init(_ entries: [JSONValue], issues: inout [RelocationError.Issue]) {
        self.entries = entries.compactMap { if case .string(let text) = $0 { text } else { nil } }
        if entries.isEmpty {
            issues.append(
                .init(
                    index: nil, key: "appVersions",
                    reason: .malformed(
                        "the list is empty, so the batch would be for no version; list versions, or leave the key out for every version"
                    )))
        }
        var ranges: [Bounds] = []
        for (position, entry) in entries.enumerated() {
            do throws(RelocationError.Reason) {
                guard case .string(let text) = entry else {
                    throw .wrongType(expected: "a string", found: RelocationBatch.jsonTypeName(entry))
                }
                ranges.append(try Self.range(text))
            } catch {
                issues.append(.init(index: nil, key: "appVersions[\(position)]", reason: error))
            }
        }
        self.ranges = ranges
    }

    /// Whether `appVersion` (the router's) is one the batch is for; `false` when it is `nil` or
    /// not a version.
    package func contains(_ appVersion: String?) -> Bool {
        guard let appVersion, let version = Self.version(appVersion) else { return false }
        return ranges.contains { $0.contains(version) }
    }

    /// The numbers of a version (`2.4.1` → [2, 4, 1]), or `nil` when it is not one.
    package static func version(_ text: Substring) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.allSatisfy({ (48...57).contains($0) }), let number = Int(part) else {
                return nil
            }
            numbers.append(number)
        }
        return numbers
    }

    package static func version(_ text: String) -> [Int]? { version(text[...]) }

    /// Compares two versions number by number, missing numbers being 0: -1, 0 or 1.
    static func compare(_ a: [Int], _ b: [Int]) -> Int {
        for position in 0..<max(a.count, b.count) {
            let (x, y) = (position < a.count ? a[position] : 0, position < b.count ? b[position] : 0)
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    private static func range(_ entry: String) throws(RelocationError.Reason) -> Bounds {
        let forms = "write a version such as 2.4.1, or a range such as 2.3.0..<2.5, 2.3.0...2.4.9, 2.3... or ..<2.5"
        func bound(_ text: Substring) throws(RelocationError.Reason) -> [Int]? {
            if text.isEmpty { return nil }
            guard let version = version(text) else {
                let place = text == entry[...] ? "" : "'\(entry)': "
                throw .malformed(place + "'\(text)' is not a version (numbers separated by dots); \(forms)")
            }
            return version
        }
        for (separator, includesUpper) in [("..<", false), ("...", true)] {
            guard let found = entry.range(of: separator) else { continue }
            let range = Bounds(
                lower: try bound(entry[..<found.lowerBound]), upper: try bound(entry[found.upperBound...]),
                includesUpper: includesUpper)
            // `..<` needs its upper bound (`2.3..<` reads as a typo); `...` needs one bound at least.
            if range.upper == nil && (!includesUpper || range.lower == nil) {
                throw .malformed("'\(entry)' has no bound after '\(separator)'; \(forms)")
            }
            if let lower = range.lower, let upper = range.upper {
                let order = compare(lower, upper)
                if order > 0 || (order == 0 && !includesUpper) {
                    throw .malformed("'\(entry)' holds no version: its lower bound is not below its upper; \(forms)")
                }
            }
            return range
        }
        guard let exact = try bound(entry[...]) else { throw .malformed("the entry is empty; \(forms)") }
        return Bounds(lower: exact, upper: exact, includesUpper: true)
    }
}
