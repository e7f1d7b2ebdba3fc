/// A compiled route pattern such as `app://product/:id`.
///
/// Syntax, one segment at a time (the scheme and the host are segments too):
/// - a literal (`product`), compared exactly after percent-decoding; the scheme and the host
///   are compared case-insensitively, path literals case-sensitively;
/// - `:name`, a parameter that captures one segment under `name` (letters, digits, `_`);
/// - `*`, a wildcard that matches one segment and captures nothing;
/// - `**`, a catch-all that matches the rest of the path (zero or more segments) and captures it,
///   `/`-joined, under the key `**`. It must be the last segment.
///
/// A pattern without a scheme (`product/:id`, `/product/:id`) is read against the router's default
/// scheme, exactly as URLs are. Queries and fragments have no place in a pattern.
/// `description` gives the canonical text, and compiling it again gives an equal pattern.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// One segment of a pattern.
    public enum Segment: Sendable, Hashable, CustomStringConvertible {
        /// Matches this exact (decoded) text.
        case literal(String)
        /// Matches any one segment and captures it under the name.
        case parameter(String)
        /// Matches any one segment.
        case wildcard
        /// Matches the rest of the path; only last.
        case catchAll

        /// The segment as written in a pattern (`literal`, `:name`, `*`, `**`).
        public var description: String {
            switch self {
            case .literal(let text): return _PercentEncoding.encodePathSegment(text)
            case .parameter(let name): return ":" + name
            case .wildcard: return "*"
            case .catchAll: return "**"
            }
        }
    }

    /// Scheme, host, then path segments, in order.
    public let segments: [Segment]
    /// Whether the text named its scheme.
    public let hasExplicitScheme: Bool

    /// Patterns are equal when their segments are: `product/:id` equals `app://product/:id`
    /// when `app` is the default scheme.
    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool { lhs.segments == rhs.segments }

    /// Hashes the segments, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    /// The pattern with parameter names erased: two patterns with the same shape match exactly
    /// the same URLs and end at the same trie node.
    public var shape: String {
        segments.map { if case .parameter = $0 { return ":" } else { return $0.description } }.joined(separator: "/")
    }

    /// The parameter names, in order.
    public var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { return name } else { return nil } }
    }

    /// The scheme segment.
    public var scheme: Segment { segments[0] }
    /// The host segment.
    public var host: Segment { segments[1] }
    /// The path segments.
    public var path: ArraySlice<Segment> { segments[2...] }

    /// The canonical text, e.g. `app://product/:id`.
    public var description: String {
        var result = segments[0].description + "://"
        if segments.count > 1 { result += segments[1].description }
        for segment in segments.dropFirst(2) { result += "/" + segment.description }
        return result
    }

    /// Compiles `text`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    /// - Throws: ``RoutePatternError`` naming the pattern and the problem.
    public init(_ text: String, defaultScheme: String = "app") throws(RoutePatternError) {
        var rest = Substring(text)
        guard !text.isEmpty, !text.allSatisfy({ $0 == "/" }) else { throw RoutePatternError(text, .empty) }
        if let index = text.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            throw RoutePatternError(text, .queryOrFragment(text[index]))
        }
        if let index = text.firstIndex(where: Self.isForbidden) {
            throw RoutePatternError(text, .invalidCharacter(text[index]))
        }
        var segments: [Segment] = []
        let hasExplicitScheme: Bool
        let separator = Self.schemeSeparator(in: text)
        if let range = separator {
            let scheme = text[..<range.lowerBound]
            hasExplicitScheme = true
            if scheme == "*" {
                segments.append(.wildcard)
            } else {
                guard let first = scheme.first, first.isASCII, first.isLetter,
                    scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
                else { throw RoutePatternError(text, .invalidScheme(String(scheme))) }
                segments.append(.literal(scheme.lowercased()))
            }
            rest = text[range.upperBound...]
            // The host may be empty (`app:///path`).
            if rest.hasPrefix("/") {
                segments.append(.literal(""))
            }
        } else {
            if Self.hasSchemeWithoutAuthority(text) {
                throw RoutePatternError(text, .missingAuthority)
            }
            hasExplicitScheme = false
            segments.append(.literal(defaultScheme.lowercased()))
        }
        var seen: Set<String> = []
        for piece in rest.split(separator: "/", omittingEmptySubsequences: true) {
            if let last = segments.last, last == .catchAll {
                throw RoutePatternError(text, .catchAllNotLast)
            }
            let isHost = segments.count == 1
            let segment = try Self.compile(piece, isHost: isHost, in: text)
            if case .parameter(let name) = segment {
                guard seen.insert(name).inserted else { throw RoutePatternError(text, .duplicateParameter(name)) }
            }
            segments.append(segment)
        }
        if segments.count == 1 { throw RoutePatternError(text, .empty) }
        self.segments = segments
        self.hasExplicitScheme = hasExplicitScheme
    }

    private static func isForbidden(_ character: Character) -> Bool {
        if character == " " || character == "\\" { return true }
        guard let ascii = character.asciiValue else { return false }
        return ascii < 0x20 || ascii == 0x7F
    }

    /// The range of the first `://` that comes before any `/`.
    private static func schemeSeparator(in text: String) -> Range<String.Index>? {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "/" { return nil }
            if character == ":" {
                let rest = text[index...]
                if rest.hasPrefix("://") { return index..<text.index(index, offsetBy: 3) }
                return nil
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `app:/x` or `app:x`: a scheme-like prefix whose `:` is not followed by `//`.
    private static func hasSchemeWithoutAuthority(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let head = text[..<colon]
        return !head.contains("/") && head.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    private static func compile(_ piece: Substring, isHost: Bool, in text: String) throws(RoutePatternError) -> Segment {
        if piece == "**" { return .catchAll }
        if piece == "*" { return .wildcard }
        if piece.hasPrefix(":") {
            let name = piece.dropFirst()
            guard !name.isEmpty else { throw RoutePatternError(text, .emptyParameterName) }
            guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
                throw RoutePatternError(text, .invalidParameterName(String(name)))
            }
            return .parameter(String(name))
        }
        if piece.contains("*") { throw RoutePatternError(text, .invalidWildcard(String(piece))) }
        let decoded: String
        do {
            var copy = String(piece)
            decoded = try copy.withUTF8 { bytes throws(URLParseError) in
                try _PercentEncoding.decode(bytes, 0..<bytes.count, plusIsSpace: false, rejectControls: true, input: text)
            }
        } catch {
            throw RoutePatternError(text, .invalidPercentEscape(String(piece)))
        }
        if decoded == "." || decoded == ".." { throw RoutePatternError(text, .dotSegment) }
        return .literal(isHost ? decoded.lowercased() : decoded)
    }
}

/// Why a pattern could not be compiled.
public struct RoutePatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: Sendable, Hashable {
        /// The pattern is empty.
        case empty
        /// `:` with no name.
        case emptyParameterName
        /// A parameter name with a character other than letters, digits and `_`.
        case invalidParameterName(String)
        /// The same parameter name twice.
        case duplicateParameter(String)
        /// `**` before the last segment.
        case catchAllNotLast
        /// `*` inside a segment (`a*b`).
        case invalidWildcard(String)
        /// The scheme is malformed.
        case invalidScheme(String)
        /// `scheme:` without `//`.
        case missingAuthority
        /// A `?` or `#`.
        case queryOrFragment(Character)
        /// A space, backslash or control character.
        case invalidCharacter(Character)
        /// A malformed `%` escape in a literal.
        case invalidPercentEscape(String)
        /// A `.` or `..` segment.
        case dotSegment
    }

    /// The pattern text.
    public let pattern: String
    /// What was wrong.
    public let kind: Kind

    init(_ pattern: String, _ kind: Kind) {
        self.pattern = pattern
        self.kind = kind
    }

    /// A message that says what, where, and how to fix it.
    public var description: String {
        "invalid route pattern '\(pattern)': " + {
            switch kind {
            case .empty: return "the pattern is empty; write e.g. 'app://home'"
            case .emptyParameterName: return "':' must be followed by a parameter name, e.g. ':id'"
            case .invalidParameterName(let name): return "parameter name '\(name)' may hold only letters, digits and '_'"
            case .duplicateParameter(let name): return "the parameter ':\(name)' appears twice; give each parameter its own name"
            case .catchAllNotLast: return "'**' matches the rest of the path and must be the last segment"
            case .invalidWildcard(let piece): return "'\(piece)': '*' must be a whole segment ('*' or '**')"
            case .invalidScheme(let scheme): return "the scheme '\(scheme)' may hold only letters, digits, '+', '-', '.'"
            case .missingAuthority: return "write 'scheme://host/path' (with '//'), or leave the scheme out"
            case .queryOrFragment(let character): return "'\(character)' has no place in a pattern; patterns match the path only"
            case .invalidCharacter(let character): return "the character \(character.unicodeScalars.map { "U+\(String($0.value, radix: 16, uppercase: true))" }.joined()) must be percent-encoded"
            case .invalidPercentEscape(let piece): return "'\(piece)' has a malformed '%' escape; write '%25' for a literal '%'"
            case .dotSegment: return "'.' and '..' segments are not allowed"
            }
        }()
    }
}
