/// The routes of a snapshot, by route number. Routes compiled from pattern strings are held as
/// they are; routes read from pre-compiled records (``RouteRecords``) are only a reference into
/// the records until a lookup first lands on one, which then makes its ``CompiledRoute`` once and
/// keeps it.
///
/// That memo of made routes is the snapshot's one mutable part, kept because the heap budget
/// needs it: installed from records, a route costs 159 B live (routing-kit: 254 B, the bench's
/// "Memory per installed route"), and making every route at install would cost 364 B more per
/// route (523 B, over routing-kit's). It is a slot per route and the made routes, under a lock, in
/// this file only: no atomics, no unmanaged references. Integer slots are freed without visiting
/// each (optional references cost install ~70 instructions a route). `canOpenURL` does not reach
/// them for `.app` sources, so a hit still allocates nothing.
final class RouteStore: RandomAccessCollection, Sendable {
    // `built`, `refs` and `sources` never change; `made` fills in as lookups land on routes.

    /// Where a record route is: its records, chunk and the offsets of its entry and pattern.
    struct Ref {
        var source: Int32
        var entry: Int32
        var pattern: Int32
    }

    /// One chunk of one table's records.
    struct Source {
        let records: RouteRecords
        let chunk: Int
        let module: String
    }

    private let built: [CompiledRoute]
    /// For every route: a record reference, or (`source` −1) the index in `built`. Empty when
    /// no route came from records.
    private let refs: [Ref]
    private let sources: [Source]
    private let defaultScheme: String
    /// One slot per route when some came from records: -1, or the place in `routes` of the route
    /// made on first use.
    private let made: Locked<(slots: [Int32], routes: [CompiledRoute])>

    init(built: [CompiledRoute], refs: [Ref], sources: [Source], defaultScheme: String) {
        self.built = built
        self.refs = refs
        self.sources = sources
        self.defaultScheme = defaultScheme
        made = Locked(([Int32](repeating: -1, count: refs.count), []))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { refs.isEmpty ? built.count : refs.count }

    /// The route numbered `index`; a record route is made the first time it is asked for.
    subscript(index: Int) -> CompiledRoute {
        if refs.isEmpty { return built[index] }
        let ref = refs[index]
        if ref.source < 0 { return built[Int(ref.pattern)] }
        if let route = made.withLock({ $0.slots[index] >= 0 ? $0.routes[Int($0.slots[index])] : nil }) { return route }
        // Made outside the lock; a thread that raced here keeps the first one stored.
        let route = make(ref)
        return made.withLock { made in
            if made.slots[index] >= 0 { return made.routes[Int(made.slots[index])] }
            made.slots[index] = Int32(made.routes.count)
            made.routes.append(route)
            return route
        }
    }

    /// Route `index`'s priority, read again from a record's entry: only freezing asks, for a few routes.
    func priority(_ index: Int) -> Int {
        guard !refs.isEmpty, refs[index].source >= 0 else { return self[index].info.priority }
        let source = sources[Int(refs[index].source)]
        let chunk = source.records.chunks[source.chunk]
        var reader = RouteRecordReader(base: chunk.base, count: chunk.count, position: Int(refs[index].entry))
        return reader.entry().flatMap(RouteRecordReader.details)?.priority ?? 0
    }

    /// Makes a record route's info from its entry and pattern. Install read both to build the
    /// trie (target, action, priority, segments) but kept only the route's place in the records;
    /// the strings (names, description, pattern) are made here, the first time they are needed.
    private func make(_ ref: Ref) -> CompiledRoute {
        let source = sources[Int(ref.source)]
        let chunk = source.records.chunks[source.chunk]
        var reader = RouteRecordReader(base: chunk.base, count: chunk.count, position: Int(ref.entry))
        let entry = reader.entry()
        let details = entry.flatMap(RouteRecordReader.details)
        reader.position = Int(ref.pattern)
        let pattern = reader.pattern().flatMap { reader.routePattern($0, defaultScheme: defaultScheme) }
        let routeEntry = RouteEntry(
            target: entry.flatMap { source.records.targets($0.index) } ?? .closure({ _ in () }), details: details,
            module: source.module, action: entry.flatMap { RouteRecords.action($0.action) } ?? .push)
        return CompiledRoute(
            pattern: pattern ?? RoutePattern(compiledSegments: [.literal(defaultScheme)], hasExplicitScheme: false),
            entry: routeEntry, module: source.module)
    }
}
