/// Reads record chunks in place (the router's side; see ``RouteRecordFormat``). Every read checks
/// its bounds and returns `nil` on anything malformed; the caller reports where.
package struct RouteRecordReader {
    /// One segment of a pattern record.
    package enum Segment {
        /// The router's default scheme.
        case defaultScheme
        /// A literal's bytes (the trie hashes them only where it looks them up).
        case literal(UnsafeBufferPointer<UInt8>)
        /// A parameter's name.
        case parameter(UnsafeBufferPointer<UInt8>)
        case wildcard
        case catchAll
    }

    /// An entry's fields that install reads; ``details(_:)`` reads the rest.
    package struct Entry {
        package var index: Int
        package var patternCount: Int
        package var action: UnsafeBufferPointer<UInt8>
        package var details: UnsafeBufferPointer<UInt8>
    }

    /// The fields of an entry that describe its routes.
    package struct Details {
        package var priority: Int
        package var flags: Int
        package var typeName: UnsafeBufferPointer<UInt8>
        package var description: UnsafeBufferPointer<UInt8>
    }

    /// A pattern record's header; its segments follow (none for a pattern that did not compile).
    package struct Pattern {
        package var text: UnsafeBufferPointer<UInt8>
        package var compiled: Bool
        package var hasExplicitScheme: Bool
        package var segmentCount: Int
        /// How many leading segments equal the previous pattern's in the chunk.
        package var shared: Int
    }

    package let base: UnsafePointer<UInt8>
    package let count: Int
    /// The offset of the next byte to read.
    package var position: Int

    /// A reader over `count` bytes at `base`, which must stay valid while it is used.
    package init(base: UnsafePointer<UInt8>, count: Int, position: Int = 0) {
        self.base = base
        self.count = count
        self.position = position
    }

    /// Whether the chunk starts with the tag of this layout; moves past it.
    package mutating func readMagic() -> Bool {
        var tag = GeneratedCodeContract.chunkTag
        return tag.withUTF8 { tag in tag.allSatisfy { expect($0) } }
    }

    /// Skips newlines; `true` while a record is left.
    package mutating func hasMore() -> Bool {
        while position < count && base[position] == UInt8(ascii: "\n") { position += 1 }
        return position < count
    }

    @inline(__always)
    private mutating func expect(_ byte: UInt8) -> Bool {
        guard position < count, base[position] == byte else { return false }
        position += 1
        return true
    }

    /// One to `limit` (≤ 18: no overflow) digits, then `end` (read too); one bounds check a number.
    @inline(__always)
    private mutating func digits(until end: UInt8, limit: Int) -> Int? {
        // One or two digits, the usual case, without the loop: install ~200 instructions a route less.
        if position &+ 2 < count && base[position] &- UInt8(ascii: "0") < 10 {
            let first = Int(base[position] &- UInt8(ascii: "0"))
            let second = Int(base[position &+ 1] &- UInt8(ascii: "0"))
            let length = base[position &+ 1] == end ? 1 : second < 10 && base[position &+ 2] == end ? 2 : 0
            position &+= length == 0 ? 0 : length &+ 1
            if length > 0 { return length == 1 ? first : first &* 10 &+ second }
        }
        var value = 0
        var at = position
        let stop = min(count, position &+ limit &+ 1)
        while at < stop && base[at] &- UInt8(ascii: "0") < 10 {
            value = value &* 10 &+ Int(base[at] &- UInt8(ascii: "0"))
            at &+= 1
        }
        guard at < stop, at > position, base[at] == end else { return nil }
        position = at &+ 1
        return value
    }

    /// A decimal number ending with `|`.
    ///
    /// Inlined, with ``text()``, ``entry()``, ``pattern()`` and ``segment()``: install reads several
    /// per route. With calls and a bounds check a byte, install cost ~330 instructions a route more.
    @inline(__always)
    package mutating func number() -> Int? {
        let negative = expect(UInt8(ascii: "-"))
        return digits(until: UInt8(ascii: "|"), limit: 18).map { negative ? -$0 : $0 }
    }

    /// A text: its byte count, `:`, the bytes.
    @inline(__always)
    package mutating func text() -> UnsafeBufferPointer<UInt8>? {
        guard let length = digits(until: UInt8(ascii: ":"), limit: 9), count &- position >= length else { return nil }
        let bytes = UnsafeBufferPointer(start: base + position, count: length)
        position &+= length
        return bytes
    }

    /// An entry record (`E…`).
    @inline(__always)
    package mutating func entry() -> Entry? {
        guard expect(GeneratedCodeContract.Tag.entry), let index = number(), let patternCount = number(),
            let action = text(),
            let details = text(), index >= 0, patternCount >= 0
        else { return nil }
        return Entry(index: index, patternCount: patternCount, action: action, details: details)
    }

    /// An entry's details (read from its `details` bytes).
    package static func details(_ entry: Entry) -> Details? {
        guard let base = entry.details.baseAddress else { return nil }
        var reader = RouteRecordReader(base: base, count: entry.details.count)
        guard let priority = reader.number(), let flags = reader.number(), let typeName = reader.text(),
            let description = reader.text(), reader.position == reader.count
        else { return nil }
        return Details(priority: priority, flags: flags, typeName: typeName, description: description)
    }

    /// A pattern record's header (`P…` or `X…`), after any newlines.
    @inline(__always)
    package mutating func pattern() -> Pattern? {
        guard hasMore() else { return nil }
        if expect(GeneratedCodeContract.Tag.uncompiled) {
            guard let text = text() else { return nil }
            return Pattern(text: text, compiled: false, hasExplicitScheme: false, segmentCount: 0, shared: 0)
        }
        guard expect(GeneratedCodeContract.Tag.pattern), let text = text(), let explicit = number(),
            explicit == 0 || explicit == 1,
            let segmentCount = number(), segmentCount >= 1, let shared = number(), shared >= 0, shared < segmentCount
        else { return nil }
        return Pattern(
            text: text, compiled: true, hasExplicitScheme: explicit == 1, segmentCount: segmentCount, shared: shared)
    }

    /// One segment of a pattern record.
    @inline(__always)
    package mutating func segment() -> Segment? {
        guard position < count else { return nil }
        let kind = base[position]
        position += 1
        switch kind {
        case GeneratedCodeContract.Tag.literal:
            guard let bytes = text() else { return nil }
            return .literal(bytes)
        case GeneratedCodeContract.Tag.parameter:
            guard let name = text() else { return nil }
            return .parameter(name)
        case GeneratedCodeContract.Tag.wildcard: return .wildcard
        case GeneratedCodeContract.Tag.catchAll: return .catchAll
        case GeneratedCodeContract.Tag.defaultScheme: return .defaultScheme
        default: return nil
        }
    }

    /// The segments of the pattern whose header was just read, as a ``RoutePattern``, decoded
    /// straight into its segments (a relocation batch reads every installed pattern this way).
    package mutating func routePattern(_ header: Pattern, defaultScheme: String) -> RoutePattern? {
        guard header.compiled else { return nil }
        var compiled: [RoutePattern.Segment] = []
        compiled.reserveCapacity(min(header.segmentCount, 16))  // bounded: the count is read from the record
        for _ in 0..<header.segmentCount {
            guard let segment = segment() else { return nil }
            switch segment {
            case .defaultScheme: compiled.append(.literal(defaultScheme))
            case .literal(let bytes): compiled.append(.literal(String(decoding: bytes, as: UTF8.self)))
            case .parameter(let name): compiled.append(.parameter(String(decoding: name, as: UTF8.self)))
            case .wildcard: compiled.append(.wildcard)
            case .catchAll: compiled.append(.catchAll)
            }
        }
        return RoutePattern(compiledSegments: compiled, hasExplicitScheme: header.hasExplicitScheme)
    }

    /// Skips the segments of the pattern whose header was just read.
    package mutating func skipSegments(_ header: Pattern) -> Bool {
        for _ in 0..<header.segmentCount where segment() == nil { return false }
        return true
    }
}
