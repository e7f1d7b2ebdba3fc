import SwitchyardJSON
import _RouteMap

/// The routes Android TheRouter actually holds after loading a ``AndroidRouteMap``, and the
/// entries that cannot take part in a comparison, with the reason.
///
/// TheRouter loads `routeMap.json` in file order into one map keyed by the path with one
/// trailing `/` removed (`RouteMap.kt`: `addRouteItem` does `ROUTER_MAP[path] = routeItem`).
/// So:
/// - entries whose keys are equal after that (the same key twice, or `/a` and `/a/`) are one
///   route, and the last one in the file wins: ``repeatedKeys``;
/// - an empty key (`""` or `"/"`) is registered, but only an empty URL reaches it:
///   ``emptyKeyRoutes``;
/// - a literal key with a `?` is registered as written, but every URL is cut at its first `?`
///   before the lookup (`Navigator.kt`: `simpleUrl`), so no URL reaches it:
///   ``unreachableRoutes``. (A key with a backslash is a regular expression, whose `?` is a
///   quantifier, so it is not affected.)
public struct AndroidRouteTable: Hashable, Sendable {
    /// Entries whose keys collide, and the one Android keeps.
    public struct RepeatedKey: Hashable, Sendable {
        /// The key Android registers them under (one trailing `/` removed).
        public var key: String
        /// The colliding entries in file order; the last is the one Android keeps.
        public var entries: [AndroidRouteEntry]

        /// The entry Android keeps: the last one in the file.
        public var kept: AndroidRouteEntry? { entries.last }

        /// `true` when the entries name more than one class: the earlier classes can never be
        /// opened by this key.
        public var hasDifferentClasses: Bool { Set(entries.map(\.className)).count > 1 }
    }

    /// The routes Android holds that a URL can reach, in file order of the kept entries.
    public var routes: [AndroidRouteEntry]
    /// Keys given by more than one entry, in file order of their first entry.
    public var repeatedKeys: [RepeatedKey]
    /// Kept entries with an empty key.
    public var emptyKeyRoutes: [AndroidRouteEntry]
    /// Kept entries with a literal key that contains `?`.
    public var unreachableRoutes: [AndroidRouteEntry]

    /// Loads `map` the way TheRouter does.
    /// - Complexity: O(n) for n entries (plus sorting the kept entries by index, already in
    ///   order for a map read from a file).
    public init(_ map: AndroidRouteMap) {
        let entries = map.entries
        // Positions grouped by key, in the order of each key's first position.
        let groups = Dictionary(grouping: entries.indices) { entries[$0].lookupKey }.values.sorted { $0[0] < $1[0] }
        repeatedKeys = groups.filter { $0.count > 1 }.map {
            RepeatedKey(key: entries[$0[0]].lookupKey, entries: $0.map { entries[$0] })
        }
        let kept = groups.compactMap(\.last).map { entries[$0] }.sorted { $0.index < $1.index }
        emptyKeyRoutes = kept.filter { $0.lookupKey.isEmpty }
        func hasQuery(_ entry: AndroidRouteEntry) -> Bool {
            !entry.isRegularExpression && entry.path.containsByte(UInt8(ascii: "?"))
        }
        unreachableRoutes = kept.filter { !$0.lookupKey.isEmpty && hasQuery($0) }
        routes = kept.filter { !$0.lookupKey.isEmpty && !hasQuery($0) }
    }
}
