import Switchyard

/// A `RelocationError.Reason` as a thrown error, inside the planner.
struct ReasonError: Error {
    let reason: RelocationError.Reason
    init(_ reason: RelocationError.Reason) { self.reason = reason }
}

/// A redirect's target: a URL whose path segments and query values may be placeholders.
struct RedirectTarget: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
        case literal(String)
        case parameter(String)
        case catchAll
    }

    let text: String
    let scheme: String
    let host: String
    let port: Int?
    let path: [Piece]
    let query: [(name: String, value: Piece)]
    let fragment: String?

    static func == (lhs: RedirectTarget, rhs: RedirectTarget) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Parses `text`, checking every placeholder against what `from` captures.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    init(_ text: String, from: RoutePattern, defaultScheme: String) throws(ReasonError) {
        let url: RouteURL
        do {
            url = try RouteURL(text, defaultScheme: defaultScheme)
        } catch {
            throw ReasonError(.invalidTarget(error.description))
        }
        let hasCatchAll = from.segments.last == .catchAll
        func piece(_ raw: String, allowCatchAll: Bool) throws(ReasonError) -> Piece {
            let kind = Self.kind(of: raw)
            if kind == .catchAll {
                guard allowCatchAll else {
                    throw ReasonError(.invalidTarget("'**' may only be the last path segment of the target"))
                }
                guard hasCatchAll else {
                    throw ReasonError(
                        .invalidTarget("the target uses '**' but the source pattern does not end with '**'"))
                }
                return .catchAll
            }
            if kind == .placeholder {
                let name = String(raw.dropFirst())
                guard from.segments.contains(.parameter(name)) else { throw ReasonError(.unknownPlaceholder(name)) }
                return .parameter(name)
            }
            if kind == .wildcard {
                throw ReasonError(
                    .invalidTarget("'*' has no value to fill in; name the segment in the source (':name') and use it"))
            }
            return .literal(raw)
        }
        var path: [Piece] = []
        let segments = url.pathSegments
        path.reserveCapacity(segments.count)
        for (index, segment) in segments.enumerated() {
            path.append(try piece(segment, allowCatchAll: index == segments.count - 1))
        }
        var query: [(name: String, value: Piece)] = []
        for item in url.queryItems {
            let value = try piece(item.value, allowCatchAll: false)
            query.append((item.name, value))
        }
        self.text = text
        self.scheme = url.scheme
        self.host = url.host
        self.port = url.port
        self.path = path
        self.query = query
        self.fragment = url.fragment
    }

    private enum Kind { case literal, catchAll, wildcard, placeholder }

    /// What a target segment or query value spells, read from its bytes: `**`, `*`, a
    /// placeholder (`:` and one or more ASCII letters, digits or underscores), or a literal.
    private static func kind(of raw: String) -> Kind {
        var raw = raw
        return raw.withUTF8 { bytes in
            if bytes.count == 2 && bytes[0] == UInt8(ascii: "*") && bytes[1] == UInt8(ascii: "*") { return .catchAll }
            if bytes.count == 1 && bytes[0] == UInt8(ascii: "*") { return .wildcard }
            guard bytes.count > 1, bytes[0] == UInt8(ascii: ":") else { return .literal }
            for byte in bytes.dropFirst() {
                let isName =
                    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                if !isName { return .literal }
            }
            return .placeholder
        }
    }

    /// The URL for an opened `url` whose path parameters are `captured`.
    ///
    /// The target's own query items come first, then those of `url`; `url`'s fragment is kept
    /// when the target has none. The result is parsed again, so it obeys `limits`.
    ///
    /// - Complexity: O(*n*) in the length of the result.
    func fill(
        captured: [String: String], rest: [String], from url: RouteURL, limits: URLLimits
    ) throws(URLParseError) -> RouteURL {
        var segments: [String] = []
        segments.reserveCapacity(path.count + rest.count)
        for piece in path {
            switch piece {
            case .literal(let text): segments.append(text)
            case .parameter(let name): segments.append(captured[name] ?? "")
            case .catchAll: segments.append(contentsOf: rest)
            }
        }
        var items: [QueryItem] = []
        items.reserveCapacity(query.count + url.queryItems.count)
        for (name, value) in query {
            switch value {
            case .literal(let text): items.append(QueryItem(name: name, value: text))
            case .parameter(let key): items.append(QueryItem(name: name, value: captured[key] ?? ""))
            case .catchAll: break
            }
        }
        items.append(contentsOf: url.queryItems)
        let text = RouteURL.canonicalText(
            scheme: scheme, host: host, port: port, pathSegments: segments.filter { !$0.isEmpty }, queryItems: items,
            fragment: fragment ?? url.fragment)
        return try RouteURL(text, defaultScheme: scheme, limits: limits)
    }
}

extension RedirectTarget {
    /// Whether some URL this target can produce may match `pattern` (a conservative answer:
    /// `true` unless two literals differ or the lengths cannot agree). The target's levels are
    /// its scheme, its host, then its path pieces; a `:name` piece may be anything.
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
                case .parameter: continue
                }
            }
            if case .literal(let other) = segment, other != literal { return false }
        }
        return count == pattern.count || path.last == .catchAll
    }
}
