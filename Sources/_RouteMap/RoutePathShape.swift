import SwitchyardSyntax

/// A route pattern or Android route key taken apart the way TheRouter Android compares keys:
/// the query (from the first `?`) and one trailing `/` removed, nothing else normalised,
/// everything case-sensitive.
///
/// `scheme://host/a/:id` has scheme, host and path `/a/:id`; a key without `://` (such as
/// Android's `/therouter/test_fragment2`) is path-only: `scheme` and `host` are `nil`.
package struct RoutePathShape: Hashable, Sendable {
    /// One `/`-separated piece of the path, named as the runtime names a pattern's segments.
    package typealias Segment = RoutePattern.Segment

    /// The scheme, or `nil` for a path-only key.
    package var scheme: String?
    /// The host (may be empty), or `nil` for a path-only key.
    package var host: String?
    /// The path after the host, e.g. `/a/:id`, or `""`.
    package var path: String
    /// `path` split on `/`, keeping empty pieces, without the empty piece before a leading `/`.
    package var pieces: [String]
    /// `pieces` read as pattern segments (`:name`, `*`, `**`, literals).
    package var segments: [Segment]

    package init(_ pattern: String) {
        // Byte-level: every delimiter is ASCII, so UTF-8 offsets are character boundaries.
        let bytes = Array(pattern.utf8)
        let slash = UInt8(ascii: "/")
        var end = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
        if end > 0, bytes[end - 1] == slash { end -= 1 }
        let separator = (0..<max(0, end - 2)).first {
            bytes[$0] == UInt8(ascii: ":") && bytes[$0 + 1] == slash && bytes[$0 + 2] == slash
        }
        var pathStart = 0
        if let separator, separator > 0, !bytes[..<separator].contains(slash) {
            scheme = String(decoding: bytes[..<separator], as: UTF8.self)
            let hostStart = separator + 3
            let hostEnd = bytes[hostStart..<end].firstIndex(of: slash) ?? end
            host = String(decoding: bytes[hostStart..<hostEnd], as: UTF8.self)
            pathStart = hostEnd
        } else {
            scheme = nil
            host = nil
        }
        let body = bytes[pathStart..<end]
        path = String(decoding: body, as: UTF8.self)
        let split = (body.first == slash ? body.dropFirst() : body).split(
            separator: slash, omittingEmptySubsequences: false)
        pieces = body.isEmpty ? [] : split.map { String(decoding: $0, as: UTF8.self) }
        segments = pieces.map { piece in
            switch piece {
            case "*": .wildcard
            case "**": .catchAll
            case _ where piece.utf8.count >= 2 && piece.utf8.first == UInt8(ascii: ":"):
                .parameter(String(piece.dropFirst()))
            default: .literal(piece)
            }
        }
    }

    /// `true` when every segment is a literal.
    package var isLiteral: Bool {
        segments.allSatisfy { if case .literal = $0 { return true } else { return false } }
    }

    /// `true` for a key without scheme and host.
    package var isPathOnly: Bool { scheme == nil }

    /// The match-order ranks of the segments, compared lexicographically: smaller is more specific.
    package var ranks: [Int] { segments.map(\.rank) }

    /// The text `scheme://host` + `path` (or `path` alone), with each wildcard segment replaced
    /// by `fill(segment)`.
    package func text(scheme: String?, host: String?, fill: (Segment) -> String) -> String {
        let pieces = segments.map { if case .literal(let literal) = $0 { literal } else { fill($0) } }
        let leading = path.utf8.first == UInt8(ascii: "/") ? "/" : ""
        let joined = leading + pieces.joined(separator: "/")
        guard let scheme, let host else { return joined }
        return "\(scheme)://\(host)\(joined)"
    }

    /// `true` when this pattern's segments accept the literal `pieces`.
    /// `:name` and `*` take one non-empty piece; `**` takes the rest, one or more pieces, as the
    /// runtime's trie does (`app://web/**` does not match `app://web`).
    /// - Complexity: O(s × p) with backtracking over `**` (a pattern has few).
    package func segmentsMatch(_ pieces: [String]) -> Bool {
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

extension RoutePattern.Segment {
    /// Match order rank as in the runtime: literal (0) > parameter (1) > `*` (2) > `**` (3).
    package var rank: Int {
        switch self {
        case .literal: return 0
        case .parameter: return 1
        case .wildcard: return 2
        case .catchAll: return 3
        }
    }
}
