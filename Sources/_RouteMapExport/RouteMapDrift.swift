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
        func counted(_ map: RouteMap) -> [RouteMapEntry: Int] {
            var counts: [RouteMapEntry: Int] = [:]
            for var entry in map.entries where modules?.contains(entry.module) ?? true {
                entry.line = nil
                counts[entry, default: 0] += 1
            }
            return counts
        }
        var (old, new) = (counted(committed), counted(current))
        func take(_ entry: RouteMapEntry, from counts: inout [RouteMapEntry: Int]) -> Bool {
            guard let count = counts[entry], count > 0 else { return false }
            counts[entry] = count - 1
            return true
        }
        missing = current.entries.filter { entry in
            var plain = entry
            plain.line = nil
            return (modules?.contains(entry.module) ?? true) && !take(plain, from: &old)
        }
        stale = committed.entries.filter { entry in
            var plain = entry
            plain.line = nil
            return (modules?.contains(entry.module) ?? true) && !take(plain, from: &new)
        }
    }

    /// Whether the map and the routes agree.
    public var isEmpty: Bool { missing.isEmpty && stale.isEmpty }

    /// One line per difference, `+ path (Module.Type)` for a missing entry and `- path (Module.Type)`
    /// for a stale one, at most `limit` of them, then `… and N more`.
    public func lines(limit: Int = 10) -> [String] {
        let all =
            missing.map { "+ \($0.path) (\($0.className))" } + stale.map { "- \($0.path) (\($0.className))" }
        guard all.count > limit else { return all }
        return Array(all.prefix(limit)) + ["… and \(all.count - limit) more"]
    }
}
