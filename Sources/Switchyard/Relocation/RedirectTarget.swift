/// A ``RelocationError/Reason`` as a thrown error, inside the planner.
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

    /// Scheme, host and path as pieces, for the may-match analysis.
    var levels: [Piece] { [.literal(scheme), .literal(host)] + path }

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
        let captured = Set(from.parameterNames)
        let hasCatchAll = from.segments.last == .catchAll
        func piece(_ raw: String, allowCatchAll: Bool) throws(ReasonError) -> Piece {
            if raw == "**" {
                guard allowCatchAll else {
                    throw ReasonError(.invalidTarget("'**' may only be the last path segment of the target"))
                }
                guard hasCatchAll else {
                    throw ReasonError(
                        .invalidTarget("the target uses '**' but the source pattern does not end with '**'"))
                }
                return .catchAll
            }
            if raw.hasPrefix(":"), raw.count > 1,
                raw.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            {
                let name = String(raw.dropFirst())
                guard captured.contains(name) else { throw ReasonError(.unknownPlaceholder(name)) }
                return .parameter(name)
            }
            if raw == "*" {
                throw ReasonError(
                    .invalidTarget("'*' has no value to fill in; name the segment in the source (':name') and use it"))
            }
            return .literal(raw)
        }
        var path: [Piece] = []
        for (index, segment) in url.pathSegments.enumerated() {
            path.append(try piece(segment, allowCatchAll: index == url.pathSegments.count - 1))
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
        let draft = RouteURL(
            original: "", scheme: scheme, hasExplicitScheme: true, host: host, port: port,
            pathSegments: segments.filter { !$0.isEmpty }, queryItems: items, fragment: fragment ?? url.fragment)
        return try RouteURL(draft.description, defaultScheme: scheme, limits: limits)
    }
}

/// Whether some URL that `target` can produce may match `pattern` (a conservative answer:
/// `true` unless two literals differ or the lengths cannot agree).
///
/// - Complexity: O(*k*) in the number of segments.
func _mayMatch(_ target: [RedirectTarget.Piece], _ pattern: [RoutePattern.Segment]) -> Bool {
    for (level, segment) in pattern.enumerated() {
        if segment == .catchAll { return true }
        guard level < target.count else { return false }
        switch (target[level], segment) {
        case (.catchAll, _): return true
        case (.literal(let text), .literal(let literal)): if text != literal { return false }
        default: continue
        }
    }
    return target.count == pattern.count || target.last == .catchAll
}
