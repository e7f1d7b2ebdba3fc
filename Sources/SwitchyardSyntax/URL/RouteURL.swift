/// A deep link parsed by Switchyard's own parser.
///
/// Rules (they follow seed 002's URLRouter and RFC 3986 where it matters for routing):
/// - The scheme and the host are case-insensitive and stored lowercased (ASCII only);
///   path segments are case-sensitive.
/// - Path segments are split on `/` *before* percent-decoding, so `%2F` stays inside a segment.
///   Empty segments are dropped (`app://a//b/` has the segments `a`, `b`); dot segments
///   (`.`, `..`, also when percent-encoded) are refused, so a link cannot walk a path.
/// - Query names and values are percent-decoded, and `+` means a space there (HTML form
///   encoding, what web pages and JS bridges send). In the path `+` is a literal plus.
///   Repeated names are kept in order; `name` without `=` has the empty value.
/// - The fragment (`#…`) is kept as written but never takes part in matching
///   (TheRouter wrongly reads it as path).
/// - A URL without a scheme (`product/42`) is read against the router's default scheme:
///   `app://product/42`. Leading slashes are ignored (`/product/42` is the same link).
/// - User info (`app://evil@host`) is refused: a deep link never needs one and it is a classic
///   way to make a link look like it goes somewhere else.
/// - The port is parsed and kept, but not matched.
public struct RouteURL: Sendable, Hashable, CustomStringConvertible {
    /// The text the URL was parsed from.
    public let original: String
    /// The lowercased scheme, e.g. `app`.
    public let scheme: String
    /// Whether `original` spelled out the scheme (`false` when the default scheme was used).
    public let hasExplicitScheme: Bool
    /// The lowercased host; an IPv6 literal keeps its brackets (`[::1]`). May be empty (`app:///x`).
    public let host: String
    /// The port, when the URL has one.
    public let port: Int?
    /// The percent-decoded, non-empty path segments.
    public let pathSegments: [String]
    /// The percent-decoded query items, in order.
    public let queryItems: [QueryItem]
    /// The fragment as written (not decoded), when there is one. Never used for matching.
    public let fragment: String?

    /// Parses `string`, reading a URL without a scheme against `defaultScheme`.
    ///
    /// - Complexity: O(*n*) in the length of `string`.
    /// - Throws: ``URLParseError`` naming the problem and its byte offset.
    public init(_ string: String, defaultScheme: String = "app", limits: URLLimits = .default) throws(URLParseError) {
        self = try URLParser.parse(string, defaultScheme: defaultScheme, limits: limits)
    }

    package init(
        original: String, scheme: String, hasExplicitScheme: Bool, host: String, port: Int?,
        pathSegments: [String], queryItems: [QueryItem], fragment: String?
    ) {
        self.original = original
        self.scheme = scheme
        self.hasExplicitScheme = hasExplicitScheme
        self.host = host
        self.port = port
        self.pathSegments = pathSegments
        self.queryItems = queryItems
        self.fragment = fragment
    }

    /// The path, `/`-joined and percent-encoded, e.g. `/42/reviews`; empty when there are no segments.
    public var path: String {
        var result = ""
        for segment in pathSegments {
            result += "/"
            PercentEncoding.encode(segment, into: &result, allowed: .pathSegment)
        }
        return result
    }

    /// The canonical form: lowercased scheme and host, encoded segments, no empty segments.
    /// Parsing `description` again gives an equal `RouteURL` (apart from `original`).
    public var description: String {
        var result = scheme + "://" + host
        if let port { result += ":\(port)" }
        result += path
        if !queryItems.isEmpty {
            result += "?"
            for (index, item) in queryItems.enumerated() {
                if index > 0 { result += "&" }
                PercentEncoding.encode(item.name, into: &result, allowed: .queryComponent)
                result += "="
                PercentEncoding.encode(item.value, into: &result, allowed: .queryComponent)
            }
        }
        if let fragment { result += "#" + fragment }
        return result
    }

    /// Two URLs are equal when every parsed part is equal; `original` is ignored.
    public static func == (lhs: RouteURL, rhs: RouteURL) -> Bool {
        lhs.scheme == rhs.scheme && lhs.host == rhs.host && lhs.port == rhs.port
            && lhs.pathSegments == rhs.pathSegments && lhs.queryItems == rhs.queryItems
            && lhs.fragment == rhs.fragment
    }

    /// Hashes the parsed parts, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(host)
        hasher.combine(port)
        hasher.combine(pathSegments)
        hasher.combine(queryItems)
        hasher.combine(fragment)
    }

    /// The values of every query item called `name`, in order.
    public func queryValues(_ name: String) -> [String] {
        queryItems.compactMap { $0.name == name ? $0.value : nil }
    }
}

/// One `name=value` pair of a query, percent-decoded.
public struct QueryItem: Sendable, Hashable {
    /// The decoded name.
    public var name: String
    /// The decoded value; empty for `?flag` and `?flag=`.
    public var value: String

    /// Creates a query item.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// Bounds that keep a hostile link from costing unbounded time or memory.
public struct URLLimits: Sendable, Hashable {
    /// The longest URL accepted, in UTF-8 bytes.
    public var maxLength: Int
    /// The most path segments accepted.
    public var maxPathSegments: Int
    /// The most query items accepted.
    public var maxQueryItems: Int

    /// Creates limits.
    public init(maxLength: Int = 16_384, maxPathSegments: Int = 128, maxQueryItems: Int = 512) {
        self.maxLength = maxLength
        self.maxPathSegments = maxPathSegments
        self.maxQueryItems = maxQueryItems
    }

    /// 16 KiB, 128 segments, 512 query items: far above any real deep link.
    public static let `default` = URLLimits()
}
