/// The result of comparing an iOS `routes.json` with Android's `routeMap.json`, grouped.
///
/// Every list is sorted (by iOS path, then Android path), so the report and its renderings
/// are deterministic. The maps agree when nothing is iOS-only, Android-only, mismatched or
/// ambiguous; allowed routes do not count against agreement.
public struct CrossCheckReport: Hashable, Sendable {
    /// Which map a route comes from.
    public enum Side: String, Hashable, Sendable, Comparable {
        /// The iOS `routes.json`.
        case ios
        /// The Android `routeMap.json`.
        case android

        /// iOS sorts first.
        public static func < (lhs: Side, rhs: Side) -> Bool { lhs == .ios && rhs == .android }
    }

    /// A route as named in one of the maps.
    public struct Route: Hashable, Sendable, Comparable {
        /// The pattern or key, as written in the file.
        public var path: String
        /// The type or class that handles it.
        public var className: String

        /// Ordered by path, then class name.
        public static func < (lhs: Route, rhs: Route) -> Bool {
            (lhs.path, lhs.className) < (rhs.path, rhs.className)
        }
    }

    /// One iOS route and the one Android route it corresponds to.
    public struct Pair: Hashable, Sendable {
        /// The iOS side.
        public var ios: Route
        /// The Android side.
        public var android: Route
        /// How the two matched.
        public var kind: RouteMatchKind
    }

    /// A field that differs between the two sides of a pair.
    public struct Difference: Hashable, Sendable {
        /// `kind` (`page` against `handler` or `action`), `description` or `params`.
        public var field: String
        /// The iOS value (for `params`, its sorted keys joined by `, `).
        public var ios: String
        /// The Android value (for `params`, its sorted keys joined by `, `).
        public var android: String
    }

    /// A pair whose kind (page or handler/action), `description` or `params` keys differ.
    public struct Mismatch: Hashable, Sendable {
        /// The matched routes.
        public var pair: Pair
        /// What differs, `description` before `params`.
        public var differences: [Difference]
    }

    /// Routes that match each other but not one-to-one: one iOS pattern matching several
    /// Android keys, or one Android key matching several equally specific iOS patterns.
    public struct Ambiguity: Hashable, Sendable {
        /// The iOS routes involved, sorted.
        public var ios: [Route]
        /// The Android routes involved, sorted.
        public var android: [Route]
    }

    /// A route found on one side only, but listed in the allow-list.
    public struct Allowed: Hashable, Sendable {
        /// The side the route exists on.
        public var side: Side
        /// The route.
        public var route: Route
    }

    /// The iOS file name.
    public var iosFile: String
    /// The number of iOS routes compared.
    public var iosRouteCount: Int
    /// The Android file name.
    public var androidFile: String
    /// The number of Android routes compared.
    public var androidRouteCount: Int
    /// Pairs that agree.
    public var onBoth: [Pair] = []
    /// Pairs whose description or params keys differ.
    public var mismatched: [Mismatch] = []
    /// Routes without a one-to-one counterpart.
    public var ambiguous: [Ambiguity] = []
    /// iOS routes with no Android counterpart, not allowed.
    public var iosOnly: [Route] = []
    /// Android routes with no iOS counterpart, not allowed.
    public var androidOnly: [Route] = []
    /// One-sided routes excused by the allow-list.
    public var allowed: [Allowed] = []
    /// Allow-list paths that excused nothing (stale entries worth deleting); not a failure.
    public var unusedAllowListEntries: [String] = []
    /// Android keys given by more than one entry (Android keeps the last), in file order. Only
    /// the kept entry is compared; a group naming two classes is a difference.
    public var repeatedKeys: [AndroidRouteTable.RepeatedKey] = []
    /// Android routes no URL can reach (a literal key with a query), sorted; a difference.
    public var unreachableOnAndroid: [Route] = []
    /// Notes about the input that are not differences by themselves (an empty Android key).
    public var warnings: [String] = []

    /// `true` when the maps agree (allowed routes, unused allow-list entries, warnings and
    /// repeated keys of one class aside).
    public var agrees: Bool {
        mismatched.isEmpty && ambiguous.isEmpty && iosOnly.isEmpty && androidOnly.isEmpty
            && unreachableOnAndroid.isEmpty && !repeatedKeys.contains(where: \.hasDifferentClasses)
    }

    /// The process exit status: 0 when the maps agree, 1 when they differ.
    /// (Bad input, which produces no report, exits with ``AndroidCrossCheck/badInputExitCode``.)
    public var exitCode: Int32 { agrees ? 0 : 1 }
}
