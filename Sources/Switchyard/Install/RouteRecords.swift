/// A module's routes compiled at build time: what the build plugin generates, so that installing
/// the module never parses a pattern string.
///
/// The records are text the plugin writes into the module's generated file as `StaticString`
/// literals: pre-split literal segments, already decoded and normalised; segment kinds and
/// parameter names; priority, action and flags. They stay in the binary's read-only data. At
/// install the router merges them straight into its trie; a route's ``RouteInfo`` is made the
/// first time a lookup lands on it. The page or handler type of each entry comes from `targets`,
/// a generated function of the entry's index.
///
/// Apps do not write this: it is what generated code spells (`RouteTable.init(module:records:)`),
/// behind `@_spi(Generated) import Switchyard`.
@_spi(Generated)
public struct RouteRecords: @unchecked Sendable {
    // The chunks point at static data or at bytes `owner` keeps; neither is ever written.

    struct Chunk {
        let base: UnsafePointer<UInt8>
        let count: Int
    }

    let chunks: [Chunk]
    /// Keeps copied bytes alive (records not built from static strings).
    let owner: AnyObject?
    let targets: @Sendable (Int) -> RouteTarget?

    /// Records as generated code holds them: one string per run of entries under the same `#if`
    /// conditions, and the function that gives each entry's page or handler type.
    public init(_ chunks: [StaticString], targets: @escaping @Sendable (Int) -> RouteTarget?) {
        guard chunks.allSatisfy(\.hasPointerRepresentation) else {
            // A one-scalar literal has no pointer; never generated, copied to be safe.
            self.init(bytes: chunks.map { $0.withUTF8Buffer { Array($0) } }, targets: targets)
            return
        }
        self.init(
            chunks: chunks.map { Chunk(base: $0.utf8Start, count: $0.utf8CodeUnitCount) }, owner: nil, targets: targets)
    }

    /// Records from bytes, for tools and tests that write them at run time (with the route
    /// scanner's writer). The bytes are copied once.
    public init(bytes chunks: [[UInt8]], targets: @escaping @Sendable (Int) -> RouteTarget?) {
        let storage = RecordStorage(chunks.flatMap { $0 })
        var resolved: [Chunk] = []
        var offset = 0
        for chunk in chunks {
            resolved.append(Chunk(base: storage.base + offset, count: chunk.count))
            offset += chunk.count
        }
        self.init(chunks: resolved, owner: storage, targets: targets)
    }

    private init(chunks: [Chunk], owner: AnyObject?, targets: @escaping @Sendable (Int) -> RouteTarget?) {
        self.chunks = chunks
        self.owner = owner
        self.targets = targets
    }

    /// The same records handed over twice (the generated table, registered by hand and found
    /// as a linked module) have the same identity: the address of their first byte, and how many
    /// chunks and bytes they hold.
    var identity: Identity {
        Identity(
            first: chunks.first.map { UInt(bitPattern: $0.base) } ?? 0, chunks: chunks.count,
            bytes: chunks.reduce(0) { $0 + $1.count })
    }

    struct Identity: Hashable {
        let first: UInt
        let chunks: Int
        let bytes: Int

        /// The address alone: hashing all three cost registering ~200 instructions a table.
        func hash(into hasher: inout Hasher) { hasher.combine(first) }
    }

    /// A reader at the start of chunk `chunk`, past its tag, or `nil` when the tag is not this
    /// layout's.
    func reader(_ chunk: Int) -> RouteRecordReader? {
        var reader = RouteRecordReader(base: chunks[chunk].base, count: chunks[chunk].count)
        return reader.readMagic() ? reader : nil
    }

    /// The number of patterns, without reading them all: each chunk's entries are read, patterns skipped.
    var patternCount: Int {
        var total = 0
        visitEntries { entry, reader in
            total += entry.patternCount
            for _ in 0..<entry.patternCount {
                guard let pattern = reader.pattern(), reader.skipSegments(pattern) else { return false }
            }
            return true
        }
        return total
    }

    /// Calls `body` with each entry and a reader at its first pattern, which `body` must read
    /// past; stops at the first bytes that do not make sense, or when `body` returns `false`.
    func visitEntries(_ body: (RouteRecordReader.Entry, inout RouteRecordReader) -> Bool) {
        for chunk in chunks.indices {
            guard var reader = reader(chunk) else { return }
            while reader.hasMore() {
                guard let entry = reader.entry(), body(entry, &reader) else { return }
            }
        }
    }

    /// The entries, read back into ``RouteEntry`` values (for listing, the relocation index and
    /// debug checks; install reads the records directly). Entries after unreadable bytes, or
    /// whose target is missing, are left out; install reports them.
    var entries: [RouteEntry] {
        var entries: [RouteEntry] = []
        visitEntries { entry, reader in
            var patterns: [String] = []
            for _ in 0..<entry.patternCount {
                guard let pattern = reader.pattern(), reader.skipSegments(pattern) else { return false }
                patterns.append(String(decoding: pattern.text, as: UTF8.self))
            }
            guard let target = targets(entry.index), let action = RouteRecords.action(entry.action),
                let details = RouteRecordReader.details(entry)
            else { return true }
            entries.append(RouteEntry(target: target, details: details, module: "", patterns: patterns, action: action))
            return true
        }
        return entries
    }

    /// Calls `body` with every pattern that compiled (as the router compiles it, with
    /// `defaultScheme`) and its entry's type name, in table order; no pattern text is parsed.
    package func forEachPattern(defaultScheme: String, _ body: (RoutePattern, String) -> Void) {
        visitEntries { entry, reader in
            let typeName = RouteRecordReader.details(entry).map { String(decoding: $0.typeName, as: UTF8.self) } ?? ""
            for _ in 0..<entry.patternCount {
                guard let header = reader.pattern() else { return false }
                if header.compiled {
                    guard let pattern = reader.routePattern(header, defaultScheme: defaultScheme) else { return false }
                    body(pattern, typeName)
                } else if let pattern = try? RoutePattern(
                    String(decoding: header.text, as: UTF8.self), defaultScheme: defaultScheme)
                {
                    body(pattern, typeName)
                }
            }
            return true
        }
    }

    /// The action a record names (``GeneratedCodeContract/Action``, the spellings the scanner
    /// writes): install checks every entry's.
    static func action(_ name: UnsafeBufferPointer<UInt8>) -> NavigationAction? {
        GeneratedCodeContract.Action(rawValue: String(decoding: name, as: UTF8.self)).map(navigationAction)
    }

    /// The navigation action each contract spelling stands for.
    static func navigationAction(_ action: GeneratedCodeContract.Action) -> NavigationAction {
        switch action {
        case .push: return .push
        case .sheet: return .present(.sheet)
        case .modal: return .present(.automatic)
        case .fullScreen: return .present(.fullScreen)
        case .popToTarget: return .popToTarget
        case .windowRoot: return .windowRoot
        case .dismissModalThenPush: return .dismissModalThenPush
        case .replace: return .replace
        }
    }
}

extension RouteEntry {
    /// A record entry's fields, from its details (the module's name for the type, when they
    /// cannot be read).
    init(
        target: RouteTarget, details: RouteRecordReader.Details?, module: String, patterns: [String] = [],
        action: NavigationAction
    ) {
        self.init(
            target: target, typeName: details.map { String(decoding: $0.typeName, as: UTF8.self) } ?? module,
            patterns: patterns, priority: details?.priority ?? 0,
            description: details.map { String(decoding: $0.description, as: UTF8.self) } ?? "", action: action,
            isInternal: (details?.flags ?? 0) & GeneratedCodeContract.internalFlag != 0)
    }
}

/// Bytes copied for ``RouteRecords`` that were not static strings.
final class RecordStorage {
    let base: UnsafeMutablePointer<UInt8>

    init(_ bytes: [UInt8]) {
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        base.initialize(from: bytes, count: bytes.count)
    }

    deinit { base.deallocate() }
}
