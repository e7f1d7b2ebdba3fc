/// A compiled route pattern such as `app://product/:id`.
///
/// Syntax, one segment at a time (the scheme and the host are segments too):
/// - a literal (`product`), compared exactly after percent-decoding; the scheme and the host
///   are compared case-insensitively, path literals case-sensitively;
/// - `:name`, a parameter that captures one segment under `name` (letters, digits, `_`);
/// - `*`, a wildcard that matches one segment and captures nothing;
/// - `**`, a catch-all that matches the rest of the path, **one or more** segments, and captures
///   it, `/`-joined, under the key `**`. It must be the last segment. `app://web/**` does not
///   match `app://web`: list both patterns when both are wanted (as routing-kit and Hummingbird
///   require; see the Patterns and Matching article).
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
        /// Matches the rest of the path, one or more segments; only last.
        case catchAll

        /// The segment as written in a pattern (`literal`, `:name`, `*`, `**`).
        public var description: String {
            switch self {
            case .literal(let text):
                // Most literals need no escaping (relocation batches describe every pattern). `*`
                // and a leading `:` are pattern syntax, so a literal spells them encoded (`%2A`,
                // `%3A`); otherwise `description` would compile to a wildcard or a parameter.
                return PercentEncoding.isPlainPatternLiteral(text)
                    ? text : PercentEncoding.encode(text, .patternLiteral)
            case .parameter(let name): return ":" + name
            case .wildcard: return "*"
            case .catchAll: return "**"
            }
        }
    }

    /// Scheme, host, then path segments, in order.
    public let segments: [Segment]
    /// Whether the text named its scheme.
    package let hasExplicitScheme: Bool

    /// Patterns are equal when their segments are: `product/:id` equals `app://product/:id`
    /// when `app` is the default scheme.
    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool { lhs.segments == rhs.segments }

    /// Hashes the segments, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    /// The pattern's text with parameter names erased (`app://product/:`): two patterns with the
    /// same matching key match exactly the same URLs and end at the same trie node.
    package var matchingKey: String {
        var result = ""
        for (index, segment) in segments.enumerated() {
            if index > 0 { result += "/" }
            if case .parameter = segment { result += ":" } else { result += segment.description }
        }
        return result
    }

    /// The parameter names, in order.
    package var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { return name } else { return nil } }
    }

    /// The scheme segment.
    package var scheme: Segment { segments[0] }
    /// The host segment.
    package var host: Segment { segments[1] }

    /// The canonical text, e.g. `app://product/:id`.
    public var description: String {
        var result = ""
        for (index, segment) in segments.enumerated() {
            if index == 1 { result += "://" } else if index > 1 { result += "/" }
            result += segment.description
        }
        if segments.count == 1 { result += "://" }
        // An empty host with no path (`app:///`) needs its slash, or the text reads as empty.
        if segments.count == 2 && segments[1] == .literal("") { result += "/" }
        return result
    }

    /// Compiles `text`.
    ///
    /// - Complexity: O(*n*) in the length of `text`, one pass over its UTF-8 bytes.
    /// - Throws: ``RoutePatternError`` naming the pattern and the problem.
    public init(_ text: String, defaultScheme: String = "app") throws(RoutePatternError) {
        var copy = text
        let (segments, explicit) = try copy.withUTF8 { bytes in
            Result { () throws(RoutePatternError) in try Self.parse(bytes, text: text, defaultScheme: defaultScheme) }
        }.get()
        self.segments = segments
        self.hasExplicitScheme = explicit
    }
}

/// Why a pattern could not be compiled.
public struct RoutePatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong (for the message, and the package's tests).
    package enum Kind: Sendable, Hashable {
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
    package let kind: Kind

    init(_ pattern: String, _ kind: Kind) {
        self.pattern = pattern
        self.kind = kind
    }

    /// A message that says what, where, and how to fix it.
    public var description: String {
        "invalid route pattern '\(pattern)': "
            + {
                switch kind {
                case .empty: return "the pattern is empty; write e.g. 'app://home'"
                case .emptyParameterName: return "':' must be followed by a parameter name, e.g. ':id'"
                case .invalidParameterName(let name):
                    return "parameter name '\(name)' may hold only letters, digits and '_'"
                case .duplicateParameter(let name):
                    return "the parameter ':\(name)' appears twice; give each parameter its own name"
                case .catchAllNotLast: return "'**' matches the rest of the path and must be the last segment"
                case .invalidWildcard(let piece): return "'\(piece)': '*' must be a whole segment ('*' or '**')"
                case .invalidScheme(let scheme):
                    return "the scheme '\(scheme)' may hold only letters, digits, '+', '-', '.'"
                case .missingAuthority: return "write 'scheme://host/path' (with '//'), or leave the scheme out"
                case .queryOrFragment(let character):
                    return "'\(character)' has no place in a pattern; patterns match the path only"
                case .invalidCharacter(let character):
                    return
                        "the character \(character.unicodeScalars.map { "U+\(String($0.value, radix: 16, uppercase: true))" }.joined()) must be percent-encoded"
                case .invalidPercentEscape(let piece):
                    return "'\(piece)' has a malformed '%' escape; write '%25' for a literal '%'"
                case .dotSegment: return "'.' and '..' segments are not allowed"
                }
            }()
    }
}

extension RoutePattern {
    /// A pattern from segments compiled before (by the build plugin, read back from its records).
    package init(compiledSegments: [Segment], hasExplicitScheme: Bool) {
        self.segments = compiledSegments
        self.hasExplicitScheme = hasExplicitScheme
    }
}
