import SwitchyardSyntax
import _RouteMap

/// Which entry of a route map a URL opens, by the runtime's rules: at the first level where two
/// matching patterns differ, literal beats `:name`, which beats `*`, which beats `**`; patterns of
/// one shape (they end at one trie node) are decided by priority, the higher first, then by map order.
///
/// It answers for URLs given as their decoded segments (scheme, host, path), which is how
/// ``exampleURL(for:avoiding:)`` makes them, so no URL text is parsed.
package struct RouteMapResolver: Sendable {
    /// A map entry with its compiled pattern.
    package struct Route: Sendable {
        package var entry: RouteMapEntry
        package var pattern: RoutePattern
        /// The entry's place in the map, the last tie-break.
        package var order: Int
    }

    package let routes: [Route]
    /// Routes whose scheme, host and first path segment are literals and that have no `**`, by
    /// ``Key``; a URL looks up its own key and the one without a first path segment.
    private var byKey: [Key: [Int]] = [:]
    /// The other routes (a `:name` or `*` as scheme or host, or a `**`), tried for every URL.
    private var unkeyed: [Int] = []
    /// The routes of each `className`, in map order.
    private var byType: [String: [Int]] = [:]

    /// The routes of the type `className`, in map order.
    package func routes(ofType className: String) -> [Route] { (byType[className] ?? []).map { routes[$0] } }

    /// The lowercased scheme and host, the number of segments and the first path segment (`nil`
    /// when it is not a literal, or there is none).
    private struct Key: Hashable {
        var scheme: String
        var host: String
        var count: Int
        var first: String?
    }

    /// Compiles every entry's pattern; a pattern that does not compile is an error naming `file`
    /// and the entry.
    package init(_ map: RouteMap, file: String) throws(RouteMapError) {
        var routes: [Route] = []
        var problems: [RouteMapError] = []
        for (index, entry) in map.entries.enumerated() {
            do {
                routes.append(Route(entry: entry, pattern: try RoutePattern(entry.path), order: index))
            } catch {
                problems.append(
                    RouteMapError(
                        file: file,
                        problem: "route '\(entry.path)' (\(entry.className)): \(error); export the map again"))
            }
        }
        if let error = RouteMapError.combining(problems) { throw error }
        self.routes = routes
        for (index, route) in routes.enumerated() {
            byType[route.entry.className, default: []].append(index)
            let segments = route.pattern.segments
            guard segments.count >= 2, case .literal(let scheme) = segments[0], case .literal(let host) = segments[1],
                !segments.contains(.catchAll)
            else {
                unkeyed.append(index)
                continue
            }
            var first: String?
            if segments.count > 2, case .literal(let literal) = segments[2] { first = literal }
            byKey[
                Key(scheme: scheme.lowercased(), host: host.lowercased(), count: segments.count, first: first),
                default: []
            ]
            .append(index)
        }
    }

    /// The route `segments` opens, or `nil` when no pattern matches it.
    /// - Complexity: O(*c* × *k*) for the *c* routes of the URL's scheme, host, length and first
    ///   path segment, or without keys, of at most *k* segments.
    package func winner(for segments: [String]) -> Route? {
        var candidates = unkeyed
        if segments.count >= 2 {
            let (scheme, host) = (segments[0].lowercased(), segments[1].lowercased())
            let count = segments.count
            candidates += byKey[Key(scheme: scheme, host: host, count: count, first: nil)] ?? []
            if count > 2 {
                candidates += byKey[Key(scheme: scheme, host: host, count: count, first: segments[2])] ?? []
            }
        }
        var best: Route?
        for route in candidates.map({ routes[$0] })
        where Self.matches(route.pattern.segments[...], segments[...], level: 0) {
            if let current = best, !Self.wins(route, over: current) { continue }
            best = route
        }
        return best
    }

    /// Whether `route` takes a URL both match from `other`.
    static func wins(_ route: Route, over other: Route) -> Bool {
        let (mine, theirs) = (route.pattern.segments, other.pattern.segments)
        for (a, b) in zip(mine, theirs) where a.rank != b.rank { return a.rank < b.rank }
        if mine.count != theirs.count { return mine.count > theirs.count }
        if route.entry.priority != other.entry.priority { return route.entry.priority > other.entry.priority }
        return route.order < other.order
    }

    /// Whether `pattern` accepts `segments`; the scheme and host (levels 0 and 1) are compared
    /// without case, as the runtime compares them.
    private static func matches(
        _ pattern: ArraySlice<RoutePattern.Segment>, _ segments: ArraySlice<String>, level: Int
    ) -> Bool {
        guard let first = pattern.first else { return segments.isEmpty }
        guard let segment = segments.first else { return false }
        switch first {
        case .literal(let literal):
            let equal = level < 2 ? literal.lowercased() == segment.lowercased() : literal == segment
            return equal && matches(pattern.dropFirst(), segments.dropFirst(), level: level + 1)
        case .parameter, .wildcard:
            return !segment.isEmpty && matches(pattern.dropFirst(), segments.dropFirst(), level: level + 1)
        case .catchAll:
            return true
        }
    }

    /// A URL that `pattern` matches: each `:name`, `*` or `**` filled with the first of `1`, `2`, …
    /// that no pattern of `avoiding` has as a literal at that level, so the URL does not open a
    /// literal route by accident. Returns the URL's text and its segments.
    package static func exampleURL(
        for pattern: RoutePattern, avoiding literals: [Set<String>]
    ) -> (text: String, segments: [String]) {
        var filled: [RoutePattern.Segment] = []
        for (level, segment) in pattern.segments.enumerated() {
            guard case .literal = segment else {
                let taken = level < literals.count ? literals[level] : []
                let value = (1...).lazy.map(String.init).first { !taken.contains($0) } ?? "1"
                filled.append(.literal(value))
                continue
            }
            filled.append(segment)
        }
        let segments = filled.map { if case .literal(let text) = $0 { text } else { "" } }
        return (
            text(of: RoutePattern(compiledSegments: filled, hasExplicitScheme: pattern.hasExplicitScheme)), segments
        )
    }

    /// The pattern's canonical text, without the scheme when its text named none (the map's
    /// patterns are read against the app's default scheme, which the map does not record).
    package static func text(of pattern: RoutePattern) -> String {
        let text = pattern.description
        guard !pattern.hasExplicitScheme, let range = text.range(of: "://") else { return text }
        return String(text[range.upperBound...])
    }

    /// The literals at each level of every route's pattern, for ``exampleURL(for:avoiding:)``.
    package static func literalsByLevel(_ resolvers: [RouteMapResolver]) -> [Set<String>] {
        var levels: [Set<String>] = []
        for route in resolvers.flatMap(\.routes) {
            for (level, segment) in route.pattern.segments.enumerated() {
                if levels.count <= level { levels.append([]) }
                if case .literal(let text) = segment { levels[level].insert(text) }
            }
        }
        return levels
    }
}
