/// A route pattern or Android route key taken apart the way TheRouter Android compares keys:
/// the query (from the first `?`) and one trailing `/` removed, nothing else normalised,
/// everything case-sensitive.
///
/// `scheme://host/a/:id` has scheme, host and path `/a/:id`; a key without `://` (such as
/// Android's `/therouter/test_fragment2`) is path-only: `scheme` and `host` are `nil`.
struct RoutePathShape: Hashable, Sendable {
    /// One `/`-separated piece of the path.
    enum Segment: Hashable, Sendable {
        /// Matches itself exactly.
        case literal(String)
        /// `:name`: one non-empty segment.
        case parameter(String)
        /// `*`: one non-empty segment.
        case wildcard
        /// `**`: one or more segments (the rest of the path), as in the runtime.
        case catchAll

        /// Match order rank as in the runtime: literal (0) > parameter (1) > `*` (2) > `**` (3).
        var rank: Int {
            switch self {
            case .literal: return 0
            case .parameter: return 1
            case .wildcard: return 2
            case .catchAll: return 3
            }
        }
    }

    /// The scheme, or `nil` for a path-only key.
    var scheme: String?
    /// The host (may be empty), or `nil` for a path-only key.
    var host: String?
    /// The path after the host, e.g. `/a/:id`, or `""`.
    var path: String
    /// `path` split on `/`, keeping empty pieces, without the empty piece before a leading `/`.
    var pieces: [String]
    /// `pieces` read as pattern segments (`:name`, `*`, `**`, literals).
    var segments: [Segment]

    init(_ pattern: String) {
        var text = Substring(pattern)
        if let query = text.firstIndex(of: "?") { text = text[..<query] }
        if text.hasSuffix("/") { text = text.dropLast() }
        if let separator = text.range(of: "://"), !text[..<separator.lowerBound].isEmpty,
           !text[..<separator.lowerBound].contains("/") {
            scheme = String(text[..<separator.lowerBound])
            let rest = text[separator.upperBound...]
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            host = String(rest[..<slash])
            path = String(rest[slash...])
        } else {
            scheme = nil
            host = nil
            path = String(text)
        }
        var pieces = path.isEmpty ? [] : path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if path.hasPrefix("/") { pieces.removeFirst() }
        self.pieces = pieces
        segments = pieces.map { piece in
            if piece == "*" { return .wildcard }
            if piece == "**" { return .catchAll }
            if piece.hasPrefix(":"), piece.count > 1 { return .parameter(String(piece.dropFirst())) }
            return .literal(piece)
        }
    }

    /// `true` when every segment is a literal.
    var isLiteral: Bool {
        segments.allSatisfy { if case .literal = $0 { return true } else { return false } }
    }

    /// `true` for a key without scheme and host.
    var isPathOnly: Bool { scheme == nil }

    /// The match-order ranks of the segments, compared lexicographically: smaller is more specific.
    var ranks: [Int] { segments.map(\.rank) }

    /// The text `scheme://host` + `path` (or `path` alone), with each wildcard segment replaced
    /// by `fill(segment)`.
    func text(scheme: String?, host: String?, fill: (Segment) -> String) -> String {
        var pieces: [String] = []
        for segment in segments {
            if case .literal(let literal) = segment { pieces.append(literal) } else { pieces.append(fill(segment)) }
        }
        let leading = path.hasPrefix("/") ? "/" : ""
        let joined = leading + pieces.joined(separator: "/")
        guard let scheme, let host else { return joined }
        return "\(scheme)://\(host)\(joined)"
    }

    /// `true` when this pattern's segments accept the literal `pieces`.
    /// `:name` and `*` take one non-empty piece; `**` takes the rest, one or more pieces, as the
    /// runtime's trie does (`app://web/**` does not match `app://web`).
    /// - Complexity: O(s × p) with backtracking over `**` (a pattern has few).
    func segmentsMatch(_ pieces: [String]) -> Bool {
        Self.match(segments[...], pieces[...])
    }

    private static func match(_ pattern: ArraySlice<Segment>, _ pieces: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return pieces.isEmpty }
        switch first {
        case .literal(let literal):
            guard let piece = pieces.first, piece == literal else { return false }
            return match(pattern.dropFirst(), pieces.dropFirst())
        case .parameter, .wildcard:
            guard let piece = pieces.first, !piece.isEmpty else { return false }
            return match(pattern.dropFirst(), pieces.dropFirst())
        case .catchAll:
            guard !pieces.isEmpty else { return false }
            for taken in 1...pieces.count where match(pattern.dropFirst(), pieces.dropFirst(taken)) {
                return true
            }
            return false
        }
    }
}
