internal import SwitchyardSections

/// The routes of a snapshot, by route number. Routes compiled from pattern strings are held as
/// they are; routes read from pre-compiled records (``RouteRecords``) are only a reference into
/// the records until a lookup first lands on one, which then makes its ``CompiledRoute`` once and
/// keeps it (threads racing to make the same route agree on the first one published).
final class RouteStore: RandomAccessCollection, @unchecked Sendable {
    // `built`, `refs` and `sources` never change; each slot is written once, atomically.

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
    /// One slot per route when some came from records: the route made on first use, retained.
    private let slots: UnsafeMutablePointer<UnsafeMutableRawPointer?>?

    /// An empty store.
    convenience init() { self.init(built: [], refs: [], sources: [], defaultScheme: "app") }

    init(built: [CompiledRoute], refs: [Ref], sources: [Source], defaultScheme: String) {
        self.built = built
        self.refs = refs
        self.sources = sources
        self.defaultScheme = defaultScheme
        if refs.isEmpty {
            slots = nil
        } else {
            let slots = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: refs.count)
            slots.initialize(repeating: nil, count: refs.count)
            self.slots = slots
        }
    }

    deinit {
        guard let slots else { return }
        for index in 0..<refs.count {
            if let made = slots[index] { Unmanaged<Made>.fromOpaque(made).release() }
        }
        slots.deinitialize(count: refs.count)
        slots.deallocate()
    }

    var startIndex: Int { 0 }
    var endIndex: Int { refs.isEmpty ? built.count : refs.count }

    /// The route numbered `index`; a record route is made the first time it is asked for.
    subscript(index: Int) -> CompiledRoute {
        guard let slots else { return built[index] }
        let ref = refs[index]
        if ref.source < 0 { return built[Int(ref.pattern)] }
        if let made = switchyard_load_acquire(slots + index) {
            return Unmanaged<Made>.fromOpaque(made).takeUnretainedValue().route
        }
        let made = Unmanaged.passRetained(Made(make(ref)))
        if switchyard_publish(slots + index, made.toOpaque()) != 0 {
            return made.takeUnretainedValue().route
        }
        made.release()
        guard let winner = switchyard_load_acquire(slots + index) else { return make(ref) }
        return Unmanaged<Made>.fromOpaque(winner).takeUnretainedValue().route
    }

    /// A route made from its record.
    private final class Made {
        let route: CompiledRoute
        init(_ route: CompiledRoute) { self.route = route }
    }

    /// Reads a record route's entry and pattern. Install read both and checked them (target,
    /// action, segments); the entry's details (priority, flags, names) are read here first.
    private func make(_ ref: Ref) -> CompiledRoute {
        let source = sources[Int(ref.source)]
        let chunk = source.records.chunks[source.chunk]
        var reader = RouteRecordReader(base: chunk.base, count: chunk.count, position: Int(ref.entry))
        let entry = reader.entry()
        let details = entry.flatMap(RouteRecordReader.details)
        reader.position = Int(ref.pattern)
        let pattern = reader.pattern().flatMap { reader.routePattern($0, defaultScheme: defaultScheme) }
        let info = RouteInfo(
            pattern: pattern ?? RoutePattern(compiledSegments: [.literal(defaultScheme)], hasExplicitScheme: false),
            priority: details?.priority ?? 0,
            typeName: details.map { String(decoding: $0.typeName, as: UTF8.self) } ?? source.module,
            module: source.module,
            routeDescription: details.map { String(decoding: $0.description, as: UTF8.self) } ?? "",
            action: entry.flatMap { RouteRecords.action($0.action) } ?? .push,
            isInternal: (details?.flags ?? 0) & GeneratedCodeContract.internalFlag != 0)
        let target = entry.flatMap { source.records.targets($0.index) } ?? .closure({ _ in () })
        return CompiledRoute(info: info, target: target, captures: CaptureLayout(info.pattern))
    }
}
