import Switchyard

/// One compiled redirect rule: its source pattern, and its target, a URL whose path segments and
/// query values may be placeholders. A class, so that the state and a lookup share it with one
/// retain.
final class CompiledRedirect: Sendable, Equatable {
    enum Piece: Sendable, Hashable {
        case literal(String)
        /// The segment at this level of the opened URL: a `:name` of the source pattern.
        case capture(level: Int)
        case catchAll
    }

    let from: RoutePattern
    /// The target, as the rule wrote it.
    let text: String
    let scheme: String
    let host: String
    let port: Int?
    let path: [Piece]
    let query: [(name: String, value: Piece)]
    let fragment: String?
    /// The rule's parameters, as the rule gave them.
    let params: [String: JSONValue]
    /// The same, sorted by key, as a request carries them (`JSONValue.plainValue`).
    let plainParams: [(key: String, value: any Sendable)]
    /// Where the source pattern's captures sit, read as routes read theirs.
    let captures: CaptureLayout

    /// Parses the target `text`, checking every placeholder against what `from` captures. A
    /// placeholder is `:` and one or more ASCII letters, digits or underscores; anything else is a
    /// literal.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    init(
        from: RoutePattern, to text: String, params: [String: JSONValue], defaultScheme: String
    ) throws(RelocationError.Reason) {
        let url: RouteURL
        do {
            url = try RouteURL(text, defaultScheme: defaultScheme)
        } catch {
            throw .invalidTarget(error.description)
        }
        func piece(_ raw: String, isLast: Bool) throws(RelocationError.Reason) -> Piece {
            if raw == "**" {
                guard isLast else { throw .invalidTarget("'**' may only be the last path segment of the target") }
                guard from.segments.last == .catchAll else {
                    throw .invalidTarget("the target uses '**' but the source pattern does not end with '**'")
                }
                return .catchAll
            }
            if raw == "*" {
                throw .invalidTarget("'*' has no value to fill in; name the segment in the source (':name') and use it")
            }
            let name = raw.utf8.dropFirst()
            let isPlaceholder =
                raw.utf8.first == UInt8(ascii: ":") && !name.isEmpty
                && name.allSatisfy { byte in
                    ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                }
            guard isPlaceholder else { return .literal(raw) }
            let parameter = String(raw.dropFirst())
            guard let level = from.segments.firstIndex(of: .parameter(parameter)) else {
                throw .unknownPlaceholder(parameter)
            }
            return .capture(level: level)
        }
        let segments = url.pathSegments
        var path: [Piece] = []
        path.reserveCapacity(segments.count)
        for (index, segment) in segments.enumerated() {
            path.append(try piece(segment, isLast: index == segments.count - 1))
        }
        var query: [(name: String, value: Piece)] = []
        for item in url.queryItems { query.append((item.name, try piece(item.value, isLast: false))) }
        self.from = from
        self.text = text
        self.scheme = url.scheme
        self.host = url.host
        self.port = url.port
        self.path = path
        self.query = query
        self.fragment = url.fragment
        self.params = params
        self.plainParams = params.keys.sorted().map { ($0, (params[$0] ?? .null).plainValue) }
        self.captures = CaptureLayout(from)
    }

    static func == (lhs: CompiledRedirect, rhs: CompiledRedirect) -> Bool {
        lhs.from == rhs.from && lhs.text == rhs.text && lhs.params == rhs.params
    }

    /// Where this rule sends `url`, a URL its source pattern matched.
    ///
    /// The target's own query items come first, then those of `url`; `url`'s fragment is kept
    /// when the target has none. The result is parsed again, so it obeys `limits`.
    ///
    /// - Complexity: O(*n*) in the length of the result.
    func target(for url: RouteURL, limits: URLLimits) throws(URLParseError) -> RouteURL {
        var segments: [String] = []
        segments.reserveCapacity(path.count)
        for piece in path {
            switch piece {
            case .literal(let text): segments.append(text)
            case .capture(let level): segments.append(CaptureLayout.segment(level, of: url))
            case .catchAll: segments.append(contentsOf: captures.catchAllSegments(of: url))
            }
        }
        var items: [QueryItem] = []
        items.reserveCapacity(query.count + url.queryItems.count)
        for (name, value) in query {
            switch value {
            case .literal(let text): items.append(QueryItem(name: name, value: text))
            case .capture(let level): items.append(QueryItem(name: name, value: CaptureLayout.segment(level, of: url)))
            case .catchAll: break
            }
        }
        items.append(contentsOf: url.queryItems)
        let text = RouteURL.canonicalText(
            scheme: scheme, host: host, port: port, pathSegments: segments.filter { !$0.isEmpty }, queryItems: items,
            fragment: fragment ?? url.fragment)
        return try RouteURL(text, defaultScheme: scheme, limits: limits)
    }

    /// Whether some URL this rule's target can produce may match `pattern` (a conservative
    /// answer: `true` unless two literals differ or the lengths cannot agree). The target's levels
    /// are its scheme, its host, then its path pieces; a captured piece may be anything.
    ///
    /// - Complexity: O(*k*) in the number of segments; allocates nothing.
    func mayMatch(_ pattern: [RoutePattern.Segment]) -> Bool {
        let count = path.count + 2
        for (level, segment) in pattern.enumerated() {
            if segment == .catchAll { return true }
            guard level < count else { return false }
            let literal: String
            switch level {
            case 0: literal = scheme
            case 1: literal = host
            default:
                switch path[level - 2] {
                case .catchAll: return true
                case .literal(let text): literal = text
                case .capture: continue
                }
            }
            if case .literal(let other) = segment, other != literal { return false }
        }
        return count == pattern.count || path.last == .catchAll
    }
}
