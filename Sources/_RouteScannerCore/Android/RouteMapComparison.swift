/// Compares an iOS route map with an Android one and groups the routes into a
/// ``CrossCheckReport``.
///
/// 0. The Android map is first loaded as TheRouter loads it (``AndroidRouteTable``): keys that
///    are equal once one trailing `/` is removed are one route and the last entry wins (the
///    others are reported as repeated keys); an empty key is a warning and Android-only; a
///    literal key with a query is unreachable on Android. Only the routes Android keeps are
///    compared.
/// 1. Every iOS pattern is matched against the Android keys, as Android looks keys up:
///    query and one trailing `/` removed, otherwise exact and case-sensitive, iOS host first
///    rewritten by ``CrossCheckOptions/hostMap``, scheme/host skipped when ignored.
///    - Literal Android key: the iOS segments must accept the Android path (`:name` and `*`
///      one non-empty segment, `**` one or more). A path-only key on either side (no
///      `scheme://`, such as Android's `/therouter/test_fragment2`) compares on the path only.
///      Literal keys are found through an index of their paths (``LiteralKeyIndex``).
///    - Android key with a backslash: a regular expression that must find a match anywhere in
///      the iOS URL (Java `find()`, unanchored; evaluated with `NSRegularExpression`, whose ICU
///      syntax is close to but not exactly Java's). iOS wildcards are filled with sample
///      values (`1`, then `a`, then each `:name`'s own name); with `--ignore-scheme` /
///      `--ignore-host` the schemes and hosts of the Android literal keys are tried as well,
///      and the key's own scheme/host section is widened to any. Each such key is tried on
///      every iOS route.
/// 2. As Android looks a URL up by exact key before trying regular expressions, a literal iOS
///    pattern that equals an Android key drops its regular-expression matches.
/// 3. As the iOS router prefers the most specific pattern (literal > `:name` > `*` > `**`,
///    segment by segment, then higher priority), a literal Android key keeps only the most
///    specific iOS patterns that match it.
/// 4. The remaining matches form groups: one iOS route with one Android route is a pair
///    (on both, or mismatched when `description` or the `params` keys differ); larger groups
///    are ambiguous; routes without a match are iOS-only or Android-only, unless allowed.
///
/// - Complexity: near-linear for literal keys: O(i + a) index work plus, per iOS pattern, the
///   keys its wildcards reach; plus O(i × r) regular-expression tries for r regex keys.
public struct RouteMapComparison: Sendable {
    /// The iOS entries.
    public var ios: [RouteMapEntry]
    /// The Android map.
    public var android: AndroidRouteMap
    /// The comparison options.
    public var options: CrossCheckOptions

    /// Prepares a comparison.
    public init(ios: [RouteMapEntry], android: AndroidRouteMap, options: CrossCheckOptions = CrossCheckOptions()) {
        self.ios = ios
        self.android = android
        self.options = options
    }

    /// Runs the comparison. `iosFile` names the iOS map in the report.
    public func report(
        iosFile: String = "routes.json", allowList: CrossCheckAllowList = CrossCheckAllowList()
    ) -> CrossCheckReport {
        let table = AndroidRouteTable(android)
        let iosRoutes = ios.map { RouteMatcher.iosRoute($0.path, options: options) }
        let androidRoutes = table.routes.map { RouteMatcher.androidRoute($0, options: options) }
        let matcher = RouteMatcher(options: options, android: androidRoutes)
        let index = LiteralKeyIndex(androidRoutes)

        // edges[i] = Android index → kind
        var edges: [[Int: RouteMatchKind]] = iosRoutes.map { iosRoute in
            var found: [Int: RouteMatchKind] = [:]
            for a in index.candidates(for: iosRoute.shape.segments) {
                if let kind = matcher.match(iosRoute, androidRoutes[a]) { found[a] = kind }
            }
            return found
        }
        let regexKeys = androidRoutes.indices.filter { androidRoutes[$0].isRegularExpression }
        if !regexKeys.isEmpty {
            for i in iosRoutes.indices {
                let texts = matcher.sampleTexts(iosRoutes[i])
                for a in regexKeys {
                    if let kind = matcher.match(texts, androidRoutes[a]) { edges[i][a] = kind }
                }
            }
        }
        for i in edges.indices where edges[i].values.contains(.exact) {
            edges[i] = edges[i].filter { $0.value != .regex }
        }
        var incoming = [[Int]](repeating: [], count: androidRoutes.count)
        for (i, found) in edges.enumerated() {
            for a in found.keys { incoming[a].append(i) }
        }
        for a in androidRoutes.indices where !androidRoutes[a].isRegularExpression {
            let candidates = incoming[a]
            guard candidates.count > 1 else { continue }
            let best = candidates.min { precedes(ios[$0], iosRoutes[$0], before: ios[$1], iosRoutes[$1]) }
            for i in candidates where i != best {
                if let best, precedes(ios[best], iosRoutes[best], before: ios[i], iosRoutes[i]) { edges[i][a] = nil }
            }
        }
        return group(edges: edges, table: table, iosFile: iosFile, allowList: allowList)
    }

    /// `true` when iOS route `x` is strictly preferred over `y` by the iOS router.
    private func precedes(
        _ x: RouteMapEntry, _ xRoute: RouteMatcher.IOSRoute,
        before y: RouteMapEntry, _ yRoute: RouteMatcher.IOSRoute
    ) -> Bool {
        let (xRanks, yRanks) = (xRoute.shape.ranks, yRoute.shape.ranks)
        if xRanks != yRanks { return xRanks.lexicographicallyPrecedes(yRanks) }
        return x.priority > y.priority
    }

    private func group(
        edges: [[Int: RouteMatchKind]], table: AndroidRouteTable, iosFile: String,
        allowList: CrossCheckAllowList
    ) -> CrossCheckReport {
        let iosCount = ios.count
        let androidEntries = table.routes
        var components = UnionFind(count: iosCount + androidEntries.count)
        for (i, found) in edges.enumerated() {
            for a in found.keys { components.union(i, iosCount + a) }
        }
        var members: [Int: [Int]] = [:]
        for node in 0..<(iosCount + androidEntries.count) { members[components.find(node), default: []].append(node) }

        var report = CrossCheckReport(
            iosFile: iosFile, iosRouteCount: iosCount, androidFile: android.file,
            androidRouteCount: android.entries.count, onBoth: [], mismatched: [], ambiguous: [],
            iosOnly: [], androidOnly: [], allowed: [], unusedAllowListEntries: []
        )
        var usedAllowances: Set<String> = []
        func oneSided(_ route: CrossCheckReport.Route, _ side: CrossCheckReport.Side) {
            if let line = allowList.line(allowing: route.path) {
                usedAllowances.insert(line)
                report.allowed.append(.init(side: side, route: route))
            } else if side == .ios {
                report.iosOnly.append(route)
            } else {
                report.androidOnly.append(route)
            }
        }
        for nodes in members.values {
            let iosNodes = nodes.filter { $0 < iosCount }
            let androidNodes = nodes.filter { $0 >= iosCount }.map { $0 - iosCount }
            switch (iosNodes.count, androidNodes.count) {
            case (1, 0):
                oneSided(iosRoute(iosNodes[0]), .ios)
            case (0, 1):
                oneSided(Self.route(androidEntries[androidNodes[0]]), .android)
            case (1, 1):
                let (i, a) = (iosNodes[0], androidNodes[0])
                let pair = CrossCheckReport.Pair(
                    ios: iosRoute(i), android: Self.route(androidEntries[a]), kind: edges[i][a] ?? .exact)
                let differences = differences(ios[i], androidEntries[a])
                if differences.isEmpty {
                    report.onBoth.append(pair)
                } else {
                    report.mismatched.append(.init(pair: pair, differences: differences))
                }
            default:
                report.ambiguous.append(
                    .init(
                        ios: iosNodes.map(iosRoute).sorted(),
                        android: androidNodes.map { Self.route(androidEntries[$0]) }.sorted()))
            }
        }
        for entry in table.emptyKeyRoutes {
            report.warnings.append(
                "\(android.file): entry \(entry.index): the key \(entry.path.isEmpty ? "is empty" : "'/' is empty once its trailing '/' is removed"); Android registers it, but only an empty URL reaches it, so it is compared with nothing and listed as Android only (the allow-list line '/' excuses it)"
            )
            oneSided(Self.route(entry), .android)
        }
        report.repeatedKeys = table.repeatedKeys
        report.unreachableOnAndroid = table.unreachableRoutes.map(Self.route).sorted()
        report.onBoth.sort { ($0.ios, $0.android) < ($1.ios, $1.android) }
        report.mismatched.sort { ($0.pair.ios, $0.pair.android) < ($1.pair.ios, $1.pair.android) }
        report.ambiguous.sort {
            ($0.ios.first?.path ?? "", $0.android.first?.path ?? "") < (
                $1.ios.first?.path ?? "", $1.android.first?.path ?? ""
            )
        }
        report.iosOnly.sort()
        report.androidOnly.sort()
        report.allowed.sort { ($0.side, $0.route) < ($1.side, $1.route) }
        report.unusedAllowListEntries = allowList.paths.filter { !usedAllowances.contains($0) }
        return report
    }

    private func iosRoute(_ i: Int) -> CrossCheckReport.Route {
        CrossCheckReport.Route(path: ios[i].path, className: ios[i].className)
    }

    private static func route(_ entry: AndroidRouteEntry) -> CrossCheckReport.Route {
        CrossCheckReport.Route(path: entry.path, className: entry.className)
    }

    private func differences(_ ios: RouteMapEntry, _ android: AndroidRouteEntry) -> [CrossCheckReport.Difference] {
        var differences: [CrossCheckReport.Difference] = []
        if ios.description != android.description {
            differences.append(.init(field: "description", ios: ios.description, android: android.description))
        }
        if ios.params.count != android.params.count || ios.params.keys.contains(where: { android.params[$0] == nil }) {
            let (iosKeys, androidKeys) = (ios.params.keys.sorted(), android.params.keys.sorted())
            differences.append(
                .init(
                    field: "params", ios: iosKeys.joined(separator: ", "), android: androidKeys.joined(separator: ", "))
            )
        }
        return differences
    }
}

/// Disjoint sets over `0..<count`, for grouping matched routes.
private struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ node: Int) -> Int {
        var root = node
        while parent[root] != root { root = parent[root] }
        var current = node
        while parent[current] != root { (parent[current], current) = (root, parent[current]) }
        return root
    }

    mutating func union(_ a: Int, _ b: Int) {
        let (rootA, rootB) = (find(a), find(b))
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
}
