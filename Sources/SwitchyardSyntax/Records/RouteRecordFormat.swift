/// The text format of pre-compiled route records: what the build plugin writes into each module's
/// generated file (as `StaticString`s, so the bytes stay in the binary's read-only data) and what
/// the router reads at install, so that installing a generated table never parses a pattern.
///
/// A chunk is `SWR1` followed by entries; newlines between records are ignored. Numbers are
/// decimal (`-` allowed) and end with `|`; a text is its UTF-8 byte count, `:`, then the bytes.
///
/// ```
/// entry    E <index>| <patterns>| <action text> <details text>, then that many patterns
/// details  <priority>| <flags>| <type name text> <description text>
///          (one text, so install steps over what only a route's description needs)
/// pattern  P <text> <explicit scheme 0|1>| <segment count>| <shared>| then the segments
///          (`shared`: how many leading segments equal the previous pattern's in the chunk; all
///           segments are still written, so each pattern reads alone)
///          X <text>                       (a pattern that did not compile: the router compiles
///                                           the text to report the same error)
/// segment  D                              the router's default scheme
///          L <text>                       a literal, decoded and normalised
///          V <text>                       a parameter and its name
///          *                              a wildcard
///          #                              a catch-all (`**`)
/// ```
///
/// Flags: 1 = internal, 2 = handler. The entry index numbers the module's entries across all its
/// chunks (chunks split where `#if` conditions change), in table order.
///
/// The tags and flags are ``GeneratedCodeContract``'s.
package enum RouteRecordFormat {
    /// FNV-1a over the bytes: the trie's segment hash, for pattern literals and URL segments
    /// alike. Deterministic across runs and machines.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// FNV-1a over a string's UTF-8 bytes (relocation's scope keys and pattern shapes).
    package static func hash(_ text: String) -> UInt64 {
        var copy = text
        return copy.withUTF8 { hash($0) }
    }
}

/// Writes record chunks (the build plugin's side).
package struct RouteRecordWriter {
    /// The chunk so far, one record per line (the first is the tag).
    package private(set) var lines: [String] = [GeneratedCodeContract.chunkTag]
    /// The previous pattern of the chunk (its first segment `nil` for the default scheme).
    private var previous: [RoutePattern.Segment?] = []

    /// The chunk's text.
    package var chunk: String { lines.joined(separator: "\n") }

    package init() {}

    private static func tag(_ byte: UInt8) -> String { String(Unicode.Scalar(byte)) }
    private static func number(_ value: Int) -> String { String(value) + "|" }
    private static func text(_ value: String) -> String { String(value.utf8.count) + ":" + value }

    /// Starts an entry of `patternCount` patterns.
    package mutating func entry(
        index: Int, priority: Int, isInternal: Bool, isHandler: Bool, action: String, typeName: String,
        description: String, patternCount: Int
    ) {
        let flags =
            (isInternal ? GeneratedCodeContract.internalFlag : 0) | (isHandler ? GeneratedCodeContract.handlerFlag : 0)
        let details = Self.number(priority) + Self.number(flags) + Self.text(typeName) + Self.text(description)
        lines.append(
            Self.tag(GeneratedCodeContract.Tag.entry) + Self.number(index) + Self.number(patternCount)
                + Self.text(action) + Self.text(details))
    }

    /// Adds one pattern of the current entry, compiled with the same compiler the router uses.
    /// A pattern that does not compile is written as its text, for the router to report.
    package mutating func pattern(_ source: String) {
        // The default scheme is a placeholder here: a pattern without a scheme is written with
        // `D`, which the router replaces with its own default scheme.
        guard let pattern = try? RoutePattern(source, defaultScheme: "default") else {
            lines.append(Self.tag(GeneratedCodeContract.Tag.uncompiled) + Self.text(source))
            previous = []
            return
        }
        let segments: [RoutePattern.Segment?] = pattern.segments.enumerated().map { level, segment in
            level == 0 && !pattern.hasExplicitScheme ? nil : segment
        }
        var shared = 0
        while shared < min(segments.count - 1, previous.count) && segments[shared] == previous[shared]
            && segments[shared] != .catchAll
        {
            shared += 1
        }
        previous = segments
        var record =
            Self.tag(GeneratedCodeContract.Tag.pattern) + Self.text(source)
            + Self.number(pattern.hasExplicitScheme ? 1 : 0) + Self.number(segments.count) + Self.number(shared)
        for segment in segments {
            switch segment {
            case nil:
                record += Self.tag(GeneratedCodeContract.Tag.defaultScheme)
            case .literal(let literal):
                // No hash is written: reading 16 hex digits costs more instructions than hashing
                // the literal's few bytes (measured with callgrind on the install benchmark).
                record += Self.tag(GeneratedCodeContract.Tag.literal) + Self.text(literal)
            case .parameter(let name):
                record += Self.tag(GeneratedCodeContract.Tag.parameter) + Self.text(name)
            case .wildcard:
                record += Self.tag(GeneratedCodeContract.Tag.wildcard)
            case .catchAll:
                record += Self.tag(GeneratedCodeContract.Tag.catchAll)
            }
        }
        lines.append(record)
    }
}
