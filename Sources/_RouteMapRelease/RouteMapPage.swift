import SwitchyardSyntax
import _AndroidCrossCheck
import _RouteMap

/// The page of every route of a route map (`switchyard-routes report --html`): one row per entry with
/// its module, page or handler, parameters, an example URL and whether it is internal; optionally
/// its Android counterpart, where a relocation batch sends it, and what changed since an older map.
/// ``html`` renders it as one self-contained HTML file.
public struct RouteMapPage: Hashable, Sendable {
    /// One route.
    public struct Row: Hashable, Sendable {
        /// The entry.
        public var entry: RouteMapEntry
        /// A URL the pattern matches and opens (``RouteMapResolver/exampleURL(for:avoiding:)``).
        public var exampleURL: String
        /// The type that opens ``exampleURL`` when this route loses every URL it matches to a route
        /// of the same shape with a higher priority; `nil` when it opens its own example.
        public var shadowedBy: String?
        /// The Android counterpart, when an Android map was given.
        public var android: String?
        /// Where the batch sends the example URL, when a batch was given.
        public var redirect: String?
        /// `new` or `changed` since the older map, when one was given; `nil` when the same.
        public var change: String?
    }

    /// The map's file, as named on the command line.
    public var mapFile: String
    /// The rows, in map order (sorted by path).
    public var rows: [Row]
    /// The Android map's file, when the page has an Android column.
    public var androidFile: String?
    /// The batch's file, when the page has a redirect column.
    public var batchFile: String?
    /// The older map's file, when the page marks what changed since it.
    public var oldFile: String?
    /// The links of the older map that break (``RouteMapDiff/changes``).
    public var breaks: [RouteMapDiff.Change] = []

    /// Lists every route of `map` with an example URL. Throws when a pattern does not compile.
    public init(map: RouteMap, mapFile: String) throws(RouteMapError) {
        self.mapFile = mapFile
        let resolver = try RouteMapResolver(map, file: mapFile)
        let literals = RouteMapResolver.literalsByLevel([resolver])
        rows = resolver.routes.map { route in
            let example = RouteMapResolver.exampleURL(for: route.pattern, avoiding: literals)
            let winner = resolver.winner(for: example.segments)
            return Row(
                entry: route.entry, exampleURL: example.text,
                shadowedBy: winner.flatMap { $0.order == route.order ? nil : $0.entry.className })
        }
    }

    /// Fills the Android column from a cross-check of this map with an Android map: the Android
    /// key (and class) each route pairs with, `differs` when the pair disagrees, every key when
    /// several match, `allowed: iOS only` or `none`.
    public mutating func addAndroid(_ report: CrossCheckReport) {
        androidFile = report.androidFile
        var counterpart: [String: String] = [:]
        func label(_ route: CrossCheckReport.Route) -> String { "\(route.path) (\(route.className))" }
        for pair in report.onBoth { counterpart[pair.ios.path] = label(pair.android) }
        for mismatch in report.mismatched {
            let fields = mismatch.differences.map(\.field).joined(separator: ", ")
            counterpart[mismatch.pair.ios.path] = label(mismatch.pair.android) + "; differs: " + fields
        }
        for ambiguity in report.ambiguous {
            for route in ambiguity.ios {
                counterpart[route.path] = "ambiguous: " + ambiguity.android.map(label).joined(separator: ", ")
            }
        }
        for allowed in report.allowed where allowed.side == .ios {
            counterpart[allowed.route.path] = "allowed: iOS only"
        }
        for index in rows.indices { rows[index].android = counterpart[rows[index].entry.path] ?? "none" }
    }

    /// Fills the redirect column: `landing(url)` says where the batch `batchFile` sends a row's
    /// example URL (`nil` when it does not redirect it).
    public mutating func addRedirects(batchFile: String, _ landing: (String) -> String?) {
        self.batchFile = batchFile
        for index in rows.indices { rows[index].redirect = landing(rows[index].exampleURL) }
    }

    /// Marks the rows that are new or changed since `old`, and lists the links of `old` that break.
    public mutating func addChanges(since old: RouteMap, oldFile: String, diff: RouteMapDiff) {
        func key(_ entry: RouteMapEntry) -> RouteMapEntry {
            var key = entry
            (key.file, key.line) = ("", nil)
            return key
        }
        var before: [String: [RouteMapEntry]] = [:]
        for entry in old.entries { before[entry.path + " " + entry.className, default: []].append(key(entry)) }
        for index in rows.indices {
            let entry = rows[index].entry
            guard let olds = before[entry.path + " " + entry.className] else {
                rows[index].change = "new"
                continue
            }
            rows[index].change = olds.contains(key(entry)) ? nil : "changed"
        }
        self.oldFile = oldFile
        breaks = diff.changes
    }
}
