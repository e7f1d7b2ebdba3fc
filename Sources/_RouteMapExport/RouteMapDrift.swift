import _RouteMap

/// How a committed route map differs from the routes found in the sources: the entries the map
/// lacks and those it lists that no route declares any more. A changed route (a new description,
/// priority or action) is both: its old entry is stale and its new one missing.
///
/// `line` takes no part: a map written before 0.2.0 (with line numbers) agrees with the same
/// routes, and `export-routes` drops its lines.
public struct RouteMapDrift: Hashable, Sendable {
    /// Entries of the current routes that the map lacks, in map order.
    public var missing: [RouteMapEntry]
    /// Entries of the map that the current routes lack, in map order.
    public var stale: [RouteMapEntry]

    /// Compares `committed` with `current`.
    ///
    /// - Parameter modules: when given, only entries of these modules are compared (the modules a
    ///   build sees; the map may list others, which `export-routes --check` compares).
    /// - Complexity: O(*n*) for *n* entries in all.
    public init(committed: RouteMap, current: RouteMap, modules: Set<String>? = nil) {
        func compared(_ map: RouteMap) -> [(entry: RouteMapEntry, key: RouteMapEntry)] {
            map.entries.filter { modules?.contains($0.module) ?? true }.map { entry in
                var key = entry
                key.line = nil
                return (entry, key)
            }
        }
        /// The entries of `side` that `other` lacks, counting repeats.
        func unmatched(
            _ side: [(entry: RouteMapEntry, key: RouteMapEntry)], in other: [(entry: RouteMapEntry, key: RouteMapEntry)]
        ) -> [RouteMapEntry] {
            var counts: [RouteMapEntry: Int] = [:]
            for item in other { counts[item.key, default: 0] += 1 }
            return side.filter { item in
                guard let count = counts[item.key], count > 0 else { return true }
                counts[item.key] = count - 1
                return false
            }
            .map(\.entry)
        }
        let (old, new) = (compared(committed), compared(current))
        missing = unmatched(new, in: old)
        stale = unmatched(old, in: new)
    }

    /// Whether the map and the routes agree.
    public var isEmpty: Bool { missing.isEmpty && stale.isEmpty }

    /// `1 entry differs` or `N entries differ`.
    public var summary: String {
        let count = missing.count + stale.count
        return count == 1 ? "1 entry differs" : "\(count) entries differ"
    }

    /// One line per difference, `+ path (Module.Type)` for a missing entry and `- path (Module.Type)`
    /// for a stale one, with `, named x` when the entry has a `pathName` (so a map exported before a
    /// page named its patterns does not show `+` and `-` of the same text), at most `limit` of
    /// them, then `… and N more`.
    public func lines(limit: Int = 10) -> [String] {
        func label(_ entry: RouteMapEntry) -> String {
            "\(entry.path) (\(entry.className)\(entry.pathName.map { ", named \($0)" } ?? ""))"
        }
        let all = missing.map { "+ " + label($0) } + stale.map { "- " + label($0) }
        guard all.count > limit else { return all }
        return Array(all.prefix(limit)) + ["… and \(all.count - limit) more"]
    }
}
