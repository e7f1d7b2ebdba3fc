/// What ``RouteSnapshot/build(tables:cache:removed:pendingScopes:defaultScheme:added:redirects:)``
/// gathers while it inserts routes: the trie builder, the routes by number, and the issues.
extension RouteSnapshot {
    struct Assembly {
        var builder = RouteTrieBuilder()
        var built: [CompiledRoute] = []
        var refs: [RouteStore.Ref] = []
        var sources: [RouteStore.Source] = []
        var issues: [RouteTableError] = []
        let removed: Set<String>
        let defaultScheme: String
        /// The default scheme's bytes and hash, for records that name no scheme.
        private let scheme: [UInt8]
        private let schemeHash: UInt64
        /// Whether any table has records (then every route gets a reference in `refs`).
        private let usesRecords: Bool

        init(defaultScheme: String, removed: Set<String>, usesRecords: Bool) {
            self.defaultScheme = defaultScheme
            self.removed = removed
            self.usesRecords = usesRecords
            scheme = Array(defaultScheme.utf8)
            schemeHash = RouteTrie.hash(scheme)
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
                    builder.forgetRecordPath()
                    let source = Int32(sources.count)
                    sources.append(RouteStore.Source(records: records, chunk: chunk, module: module))
                    if let offset = insertEntries(
                        &reader, records: records, module: module, source: source, scheme: (schemeBytes, schemeHash))
                    {
                        unreadable(module, "its route records cannot be read at byte \(offset) of chunk \(chunk)")
                    }
                }
            }
        }

        /// Inserts the entries of one chunk; returns the offset where it stopped making sense.
        private mutating func insertEntries(
            _ reader: inout RouteRecordReader, records: RouteRecords, module: String, source: Int32,
            scheme: (bytes: UnsafeBufferPointer<UInt8>, hash: UInt64)
        ) -> Int? {
            while reader.hasMore() {
                let entryStart = reader.position
                guard let entry = reader.entry() else { return entryStart }
                let target = records.targets(entry.index)
                let action = RouteRecords.action(entry.action)
                let typeName =
                    target == nil || action == nil
                    ? RouteRecordReader.details(entry).map { String(decoding: $0.typeName, as: UTF8.self) } ?? module
                    : ""
                if target == nil {
                    unreadable(
                        typeName,
                        "its route record (entry \(entry.index) of module \(module)) has no page or handler type in this build"
                    )
                } else if action == nil {
                    unreadable(
                        typeName,
                        "its route record names an unknown action '\(String(decoding: entry.action, as: UTF8.self))'")
                }
                for _ in 0..<entry.patternCount {
                    _ = reader.hasMore()
                    let patternStart = reader.position
                    guard let pattern = reader.pattern() else { return patternStart }
                    guard let target, let action else {
                        builder.forgetRecordPath()
                        guard reader.skipSegments(pattern) else { return patternStart }
                        continue
                    }
                    guard pattern.compiled else {
                        // The build plugin could not compile it: compile the text to report why.
                        let text = String(decoding: pattern.text, as: UTF8.self)
                        let info = (entry, action, target, module)
                        insertUncompiled(text, info)
                        continue
                    }
                    if !removed.isEmpty {
                        var copy = reader
                        if let compiled = copy.routePattern(pattern, defaultScheme: defaultScheme),
                            removed.contains(compiled.description)
                        {
                            builder.forgetRecordPath()
                            guard reader.skipSegments(pattern) else { return patternStart }
                            continue
                        }
                    }
                    guard
                        builder.insert(
                            record: &reader, segments: pattern.segmentCount, shared: pattern.shared, scheme: scheme,
                            route: nextRoute)
                    else { return patternStart }
                    refs.append(RouteStore.Ref(source: source, entry: Int32(entryStart), pattern: Int32(patternStart)))
                }
            }
            return nil
        }

        /// A pattern the build plugin could not compile: compiled here from its text, so the
        /// error is the one a string table gives (or, should it compile now, installed).
        private mutating func insertUncompiled(
            _ text: String,
            _ info: (entry: RouteRecordReader.Entry, action: NavigationAction, target: RouteTarget, module: String)
        ) {
            let details = RouteRecordReader.details(info.entry)
            let typeName = details.map { String(decoding: $0.typeName, as: UTF8.self) } ?? info.module
            let item: Result<CompiledRoute, RouteTableError>
            do {
                let pattern = try RoutePattern(text, defaultScheme: defaultScheme)
                let routeInfo = RouteInfo(
                    pattern: pattern, priority: details?.priority ?? 0, typeName: typeName, module: info.module,
                    routeDescription: details.map { String(decoding: $0.description, as: UTF8.self) } ?? "",
                    action: info.action, isInternal: (details?.flags ?? 0) & GeneratedCodeContract.internalFlag != 0)
                item = .success(CompiledRoute(info: routeInfo, target: info.target, captures: CaptureLayout(pattern)))
            } catch {
                item = .failure(RouteTableError(typeName: typeName, kind: .invalidPattern(error)))
            }
            insert(item, exempt: false)
        }

        private mutating func unreadable(_ typeName: String, _ detail: String) {
            issues.append(RouteTableError(typeName: typeName, kind: .unreadableRecords(detail: detail)))
        }
    }
}
