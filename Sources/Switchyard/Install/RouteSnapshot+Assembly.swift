/// What ``RouteSnapshot/build(_:defaultScheme:serviceHost:)`` gathers as it inserts routes: the trie builder,
/// the routes by number and the issues. Each record is read once, here (a priority again by
/// ``RouteStore/priority(_:)``, for the few routes freezing compares).
extension RouteSnapshot {
    struct Assembly {
        var builder = RouteTrieBuilder()
        var built: [CompiledRoute] = []
        var refs: [RouteStore.Ref] = []
        var sources: [RouteStore.Source] = []
        var issues: [RouteTableError] = []
        let removed: Set<String>
        let defaultScheme: String
        /// The host of service calls (`RouterConfiguration.serviceHost`): a route on it is refused,
        /// since a service call is answered before any route. Its bytes and hash, for records.
        let serviceHost: String
        private let serviceHostBytes: [UInt8]
        /// The default scheme's bytes and hash, for records that name no scheme.
        private let scheme: [UInt8]
        private let schemeHash: UInt64
        /// Whether any table has records (then every route gets a reference in `refs`).
        private let usesRecords: Bool
        /// The last entry's action, and its spelling.
        private var lastAction: NavigationAction?
        private var lastActionBytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

        init(defaultScheme: String, serviceHost: String, removed: Set<String>, usesRecords: Bool) {
            self.defaultScheme = defaultScheme
            self.serviceHost = serviceHost
            serviceHostBytes = Array(serviceHost.utf8)
            self.removed = removed
            self.usesRecords = usesRecords
            scheme = Array(defaultScheme.utf8)
            schemeHash = RouteRecordFormat.hash(defaultScheme)
        }

        private var nextRoute: Int32 { Int32(usesRecords ? refs.count : built.count) }

        /// Inserts a route compiled from its pattern string (or records its compile error).
        /// `exempt` routes (relocation's) ignore `removed`.
        mutating func insert(_ item: Result<CompiledRoute, RouteTableError>, exempt: Bool) {
            switch item {
            case .failure(let issue):
                issues.append(issue)
            case .success(let route):
                if !exempt && !removed.isEmpty && removed.contains(route.info.pattern.description) { return }
                if route.info.pattern.host == .literal(serviceHost) {
                    return refuseServiceHost(route.info.typeName, route.info.pattern.description)
                }
                builder.insert(route.info.pattern, route: nextRoute)
                if usesRecords { refs.append(RouteStore.Ref(source: -1, entry: 0, pattern: Int32(built.count))) }
                built.append(route)
            }
        }

        /// Inserts every route of a table's records; reports what cannot be read and skips the
        /// rest of that chunk.
        ///
        /// - Complexity: O(*p* · *k*) for *p* patterns of *k* segments; no pattern is parsed.
        mutating func insert(_ records: RouteRecords, module: String) {
            scheme.withUnsafeBufferPointer { schemeBytes in
                for chunk in records.chunks.indices {
                    guard var reader = records.reader(chunk) else {
                        unreadable(
                            module,
                            "chunk \(chunk) of its route records does not start with '\(GeneratedCodeContract.chunkTag)'"
                        )
                        continue
                    }
                    sources.append(RouteStore.Source(records: records, chunk: chunk, module: module))
                    if let offset = insertEntries(&reader, of: records, module: module, scheme: schemeBytes) {
                        unreadable(module, "its route records cannot be read at byte \(offset) of chunk \(chunk)")
                    }
                }
            }
        }

        /// Inserts the entries of the chunk last added to `sources`; returns the offset where it
        /// stopped making sense.
        private mutating func insertEntries(
            _ reader: inout RouteRecordReader, of records: RouteRecords, module: String,
            scheme: UnsafeBufferPointer<UInt8>
        ) -> Int? {
            let source = Int32(sources.count - 1)
            // Whether the previous pattern of the chunk was inserted (the next may reuse its nodes).
            var follows = false
            while reader.hasMore() {
                let entryStart = reader.position
                guard let entry = reader.entry() else { return entryStart }
                // Only whether there is one: copying the target cost ~20 instructions a route.
                let hasTarget = records.targets(entry.index) != nil
                // Entries mostly repeat one action: reading it makes a String, once per spelling.
                let action =
                    Self.equal(entry.action, lastActionBytes) ? lastAction : RouteRecords.action(entry.action)
                (lastAction, lastActionBytes) = (action, entry.action)
                if !hasTarget || action == nil {
                    let details = RouteRecordReader.details(entry)
                    let typeName = details.map { String(decoding: $0.typeName, as: UTF8.self) } ?? module
                    unreadable(
                        typeName,
                        !hasTarget
                            ? "its route record (entry \(entry.index) of module \(module)) has no page or handler type in this build"
                            : "its route record names an unknown action '\(String(decoding: entry.action, as: UTF8.self))'"
                    )
                }
                for _ in 0..<entry.patternCount {
                    _ = reader.hasMore()
                    let patternStart = reader.position
                    guard let pattern = reader.pattern() else { return patternStart }
                    let shared = follows ? pattern.shared : 0
                    follows = false
                    guard hasTarget, let action else {
                        guard reader.skipSegments(pattern) else { return patternStart }
                        continue
                    }
                    guard pattern.compiled else {
                        // The build plugin could not compile it: compiled here from its text, so the error
                        // is the one a string table gives (or, should it compile now, it is installed).
                        let text = String(decoding: pattern.text, as: UTF8.self)
                        guard let target = records.targets(entry.index) else { continue }
                        let fields = RouteEntry(
                            target: target, details: RouteRecordReader.details(entry), module: module, action: action)
                        insert(
                            CompiledRoute.compile(text, of: fields, module: module, defaultScheme: defaultScheme),
                            exempt: false)
                        continue
                    }
                    // A removed pattern is described to compare it, by a reader of its own.
                    var describer = reader
                    if !removed.isEmpty, let described = describer.routePattern(pattern, defaultScheme: defaultScheme),
                        removed.contains(described.description)
                    {
                        reader = describer
                        continue
                    }
                    // Refused on the service host; a host shared with the (inserted) previous one is known.
                    if shared < 2 && pattern.segmentCount > 1 {
                        var peek = reader
                        _ = peek.segment()
                        if case .literal(let host) = peek.segment(), host.elementsEqual(serviceHostBytes) {
                            let typeName =
                                RouteRecordReader.details(entry).map { String(decoding: $0.typeName, as: UTF8.self) }
                                ?? module
                            refuseServiceHost(typeName, String(decoding: pattern.text, as: UTF8.self))
                            guard reader.skipSegments(pattern) else { return patternStart }
                            continue
                        }
                    }
                    guard
                        builder.insert(
                            record: &reader, count: pattern.segmentCount, shared: shared, scheme: (scheme, schemeHash),
                            route: nextRoute)
                    else { return patternStart }
                    follows = true
                    refs.append(RouteStore.Ref(source: source, entry: Int32(entryStart), pattern: Int32(patternStart)))
                }
            }
            return nil
        }

        private mutating func refuseServiceHost(_ typeName: String, _ pattern: String) {
            issues.append(RouteTableError(typeName: typeName, kind: .serviceHost(pattern: pattern, host: serviceHost)))
        }

        /// Byte equality, as a plain loop (`elementsEqual` costs about 100 instructions a call here).
        private static func equal(_ one: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < one.count && index < other.count && one[index] == other[index] { index &+= 1 }
            return index == one.count && index == other.count
        }

        private mutating func unreadable(_ typeName: String, _ detail: String) {
            issues.append(RouteTableError(typeName: typeName, kind: .unreadableRecords(detail: detail)))
        }
    }
}
