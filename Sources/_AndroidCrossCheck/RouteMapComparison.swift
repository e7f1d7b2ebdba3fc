import _RouteMap

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
        var edges = matches(iosRoutes, androidRoutes)
        keepMostSpecific(&edges, iosRoutes, androidRoutes)
        return group(edges: edges, table: table, iosFile: iosFile, allowList: allowList)
    }

    /// Steps 1 and 2: every match of every iOS route, an iOS route that equals a literal key
    /// keeping no regular-expression match.
    private func matches(
        _ iosRoutes: [RoutePathShape], _ androidRoutes: [RouteMatcher.AndroidRoute]
    ) -> MatchEdges {
        let matcher = RouteMatcher(options: options, android: androidRoutes)
        let index = LiteralKeyIndex(androidRoutes)
        let regexKeys = androidRoutes.indices.filter { androidRoutes[$0].isRegularExpression }
        var edges = MatchEdges()
        for iosRoute in iosRoutes {
            var hasExact = false
            for a in index.candidates(for: iosRoute.segments) {
                guard let kind = matcher.match(iosRoute, literal: androidRoutes[a]) else { continue }
                edges.append(android: a, kind: kind)
                if kind == .exact { hasExact = true }
            }
            if !hasExact, !regexKeys.isEmpty {
                let texts = matcher.sampleTexts(iosRoute)
                for a in regexKeys {
                    if let kind = matcher.match(texts, regex: androidRoutes[a]) { edges.append(android: a, kind: kind) }
                }
            }
            edges.endIOSRoute()
        }
        return edges
    }

    /// Step 3: a literal Android key keeps only the most specific iOS patterns that match it.
    private func keepMostSpecific(
        _ edges: inout MatchEdges, _ iosRoutes: [RoutePathShape], _ androidRoutes: [RouteMatcher.AndroidRoute]
    ) {
        /// `true` when iOS route `i` is strictly preferred over `j` by the iOS router.
        func precedes(_ i: Int, _ j: Int) -> Bool {
            let (iRanks, jRanks) = (iosRoutes[i].ranks, iosRoutes[j].ranks)
            return iRanks != jRanks ? iRanks.lexicographicallyPrecedes(jRanks) : ios[i].priority > ios[j].priority
        }
        let incoming = edges.incoming(androidCount: androidRoutes.count)
        for a in androidRoutes.indices where !androidRoutes[a].isRegularExpression {
            let candidates = incoming[a]
            guard candidates.count > 1, let best = candidates.min(by: { precedes(edges.owner[$0], edges.owner[$1]) })
            else { continue }
            for edge in candidates where edge != best && precedes(edges.owner[best], edges.owner[edge]) {
                edges.isLive[edge] = false
            }
        }
    }
}
