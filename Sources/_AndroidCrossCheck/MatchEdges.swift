/// The matches between iOS routes and Android routes, in flat arrays: one allocation per
/// array rather than one dictionary per iOS route, so that maps of tens of thousands of routes
/// compare quickly.
///
/// Edges are appended iOS route by iOS route (``append(android:kind:)`` for each match, then
/// ``endIOSRoute()``), so the edges of iOS route `i` are `start[i]..<start[i + 1]`. Each (iOS, Android)
/// pair appears at most once. An edge found to lose to a more specific iOS pattern is marked
/// not live rather than removed.
struct MatchEdges {
    /// The Android route of each edge.
    private(set) var android: [Int] = []
    /// How each edge matched.
    private(set) var kind: [RouteMatchKind] = []
    /// The iOS route of each edge.
    private(set) var owner: [Int] = []
    /// `false` for an edge dropped in favour of a more specific iOS pattern.
    var isLive: [Bool] = []
    /// `start[i]..<start[i + 1]` are the edges of iOS route `i`.
    private var start = [0]

    /// Adds a match of the current iOS route (the number of iOS routes ended so far).
    mutating func append(android a: Int, kind matchKind: RouteMatchKind) {
        android.append(a)
        kind.append(matchKind)
        owner.append(start.count - 1)
        isLive.append(true)
    }

    /// Ends the current iOS route's edges.
    mutating func endIOSRoute() { start.append(android.count) }

    /// The kind of the live edge from iOS route `i` to Android route `a`, if any.
    func liveKind(from i: Int, to a: Int) -> RouteMatchKind? {
        (start[i]..<start[i + 1]).first { android[$0] == a && isLive[$0] }.map { kind[$0] }
    }

    /// For each Android route, the edges that reach it, in iOS order.
    func incoming(androidCount: Int) -> [[Int]] {
        var incoming = [[Int]](repeating: [], count: androidCount)
        for edge in android.indices { incoming[android[edge]].append(edge) }
        return incoming
    }
}
