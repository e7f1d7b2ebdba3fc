import SwitchyardSyntax

// The writing side of the route records format (`RouteRecordFormat`, in SwitchyardSyntax, with the
// tags of `GeneratedCodeContract`): only the build plugin's tool writes records, so apps compile
// the reader alone. GeneratedCodeContractTests and RouteRecordsTests read back what it writes.

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
