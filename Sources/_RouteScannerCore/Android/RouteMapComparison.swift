/// Compares an iOS route map with an Android one and groups the routes into a
/// ``CrossCheckReport``.
///
/// 1. Every iOS pattern is matched against every Android key, as Android looks keys up:
///    query and one trailing `/` removed, otherwise exact and case-sensitive, iOS host first
///    rewritten by ``CrossCheckOptions/hostMap``, scheme/host skipped when ignored.
///    - Literal Android key: the iOS segments must accept the Android path (`:name` and `*`
///      one non-empty segment, `**` one or more). A path-only key on either side (no
///      `scheme://`, such as Android's `/therouter/test_fragment2`) compares on the path only.
///    - Android key with a backslash: a regular expression that must find a match anywhere in
///      the iOS URL (Java `find()`, unanchored; evaluated with `NSRegularExpression`, whose ICU
///      syntax is close to but not exactly Java's). iOS wildcards are filled with sample
///      values (`1`, then `a`, then each `:name`'s own name); with `--ignore-scheme` /
///      `--ignore-host` the schemes and hosts of the Android literal keys are tried as well.
/// 2. As Android looks a URL up by exact key before trying regular expressions, a literal iOS
///    pattern that equals an Android key drops its regular-expression matches.
/// 3. As the iOS router prefers the most specific pattern (literal > `:name` > `*` > `**`,
///    segment by segment, then higher priority), a literal Android key keeps only the most
///    specific iOS patterns that match it.
/// 4. The remaining matches form groups: one iOS route with one Android route is a pair
///    (on both, or mismatched when `description` or the `params` keys differ); larger groups
///    are ambiguous; routes without a match are iOS-only or Android-only, unless allowed.
///
/// - Complexity: O(i × a) matches for i iOS and a Android routes, each costing a regex search
///   or a segment walk.
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
    public func report(iosFile: String = "routes.json", allowList: CrossCheckAllowList = CrossCheckAllowList()) -> CrossCheckReport {
        let iosRoutes = ios.map { RouteMatcher.iosRoute($0.path, options: options) }
        let androidRoutes = android.entries.map(RouteMatcher.androidRoute)
        let matcher = RouteMatcher(options: options, android: androidRoutes)

        // edges[i] = Android index → kind
        var edges: [[Int: RouteMatchKind]] = iosRoutes.map { iosRoute in
            var found: [Int: RouteMatchKind] = [:]
            for (a, androidRoute) in androidRoutes.enumerated() {
                if let kind = matcher.match(iosRoute, androidRoute) { found[a] = kind }
            }
            return found
        }
        for i in edges.indices where edges[i].values.contains(.exact) {
            edges[i] = edges[i].filter { $0.value != .regex }
        }
        for a in androidRoutes.indices where !androidRoutes[a].isRegularExpression {
            let candidates = edges.indices.filter { edges[$0][a] != nil }
            guard candidates.count > 1 else { continue }
            let best = candidates.min { precedes(ios[$0], iosRoutes[$0], before: ios[$1], iosRoutes[$1]) }
            for i in candidates where i != best {
                if let best, precedes(ios[best], iosRoutes[best], before: ios[i], iosRoutes[i]) { edges[i][a] = nil }
            }
        }
        return group(edges: edges, iosFile: iosFile, allowList: allowList)
    }

    /// `true` when iOS route `x` is strictly preferred over `y` by the iOS router.
    private func precedes(_ x: RouteMapEntry, _ xRoute: RouteMatcher.IOSRoute,
                          before y: RouteMapEntry, _ yRoute: RouteMatcher.IOSRoute) -> Bool {
        let (xRanks, yRanks) = (xRoute.shape.ranks, yRoute.shape.ranks)
        if xRanks != yRanks { return xRanks.lexicographicallyPrecedes(yRanks) }
        return x.priority > y.priority
    }

    private func group(edges: [[Int: RouteMatchKind]], iosFile: String, allowList: CrossCheckAllowList) -> CrossCheckReport {
        let iosCount = ios.count
        var components = UnionFind(count: iosCount + android.entries.count)
        for (i, found) in edges.enumerated() {
            for a in found.keys { components.union(i, iosCount + a) }
        }
        var members: [Int: [Int]] = [:]
        for node in 0..<(iosCount + android.entries.count) { members[components.find(node), default: []].append(node) }

        var report = CrossCheckReport(
            iosFile: iosFile, iosRouteCount: iosCount, androidFile: android.file,
            androidRouteCount: android.entries.count, onBoth: [], mismatched: [], ambiguous: [],
            iosOnly: [], androidOnly: [], allowed: [], unusedAllowListEntries: []
        )
        var usedAllowances: Set<String> = []
        for nodes in members.values {
            let iosNodes = nodes.filter { $0 < iosCount }
            let androidNodes = nodes.filter { $0 >= iosCount }.map { $0 - iosCount }
            switch (iosNodes.count, androidNodes.count) {
            case (1, 0), (0, 1):
                let side: CrossCheckReport.Side = iosNodes.isEmpty ? .android : .ios
                let route = iosNodes.first.map(iosRoute) ?? androidRoute(androidNodes[0])
                if allowList.contains(route.path) {
                    usedAllowances.insert(route.path)
                    report.allowed.append(.init(side: side, route: route))
                } else if side == .ios {
                    report.iosOnly.append(route)
                } else {
                    report.androidOnly.append(route)
                }
            case (1, 1):
                let (i, a) = (iosNodes[0], androidNodes[0])
                let pair = CrossCheckReport.Pair(ios: iosRoute(i), android: androidRoute(a), kind: edges[i][a] ?? .exact)
                let differences = differences(ios[i], android.entries[a])
                if differences.isEmpty {
                    report.onBoth.append(pair)
                } else {
                    report.mismatched.append(.init(pair: pair, differences: differences))
                }
            default:
                report.ambiguous.append(.init(ios: iosNodes.map(iosRoute).sorted(), android: androidNodes.map(androidRoute).sorted()))
            }
        }
        report.onBoth.sort { ($0.ios, $0.android) < ($1.ios, $1.android) }
        report.mismatched.sort { ($0.pair.ios, $0.pair.android) < ($1.pair.ios, $1.pair.android) }
        report.ambiguous.sort { ($0.ios.first?.path ?? "", $0.android.first?.path ?? "") < ($1.ios.first?.path ?? "", $1.android.first?.path ?? "") }
        report.iosOnly.sort()
        report.androidOnly.sort()
        report.allowed.sort { ($0.side, $0.route) < ($1.side, $1.route) }
        report.unusedAllowListEntries = allowList.paths.filter { !usedAllowances.contains($0) }
        return report
    }

    private func iosRoute(_ i: Int) -> CrossCheckReport.Route {
        CrossCheckReport.Route(path: ios[i].path, className: ios[i].className)
    }

    private func androidRoute(_ a: Int) -> CrossCheckReport.Route {
        CrossCheckReport.Route(path: android.entries[a].path, className: android.entries[a].className)
    }

    private func differences(_ ios: RouteMapEntry, _ android: AndroidRouteEntry) -> [CrossCheckReport.Difference] {
        var differences: [CrossCheckReport.Difference] = []
        if ios.description != android.description {
            differences.append(.init(field: "description", ios: ios.description, android: android.description))
        }
        let (iosKeys, androidKeys) = (ios.params.keys.sorted(), android.params.keys.sorted())
        if iosKeys != androidKeys {
            differences.append(.init(field: "params", ios: iosKeys.joined(separator: ", "), android: androidKeys.joined(separator: ", ")))
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
