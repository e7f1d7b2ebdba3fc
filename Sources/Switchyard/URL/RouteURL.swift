@_spi(Syntax) import SwitchyardSyntax

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
///
/// Parsing checks every rule above but builds no `String` for the path or the query: a parsed
/// URL keeps where each segment and the query sit in ``original`` (or in a decoded copy when a
/// segment held a percent escape), and ``pathSegments`` and ``queryItems`` decode when read.
/// A deep link of up to eight segments without escapes (within its first 64 KiB), with a lowercase
/// host and no fragment is parsed and matched without a heap allocation.
public struct RouteURL: Sendable, Hashable, CustomStringConvertible {
    /// The text the URL was parsed from.
    public let original: String
    /// The lowercased scheme, e.g. `app`.
    public let scheme: String
    /// Where each path segment sits: in ``RouteURLStorage/segmentBytes`` when the URL has
    /// them, else in `original`'s UTF-8.
    @usableFromInline package let segmentBounds: SegmentBounds
    /// The host's bytes in `original`, when ``RouteURLStorage/host`` is not set.
    @usableFromInline package let hostRange: Range<Int>
    /// The query's bytes in `original` (after `?`, before `#`); empty without a query.
    package let queryRange: Range<Int>
    /// The number of query items in `queryRange` (or in the built query).
    package let queryCount: Int
    /// The port, or -1.
    let portNumber: Int32
    /// Whether `original` spelled out the scheme (`false` when the default scheme was used).
    package let hasExplicitScheme: Bool
    /// What few URLs need: decoded segments, segment ranges past the inline ones, a lowercased
    /// host, a fragment. `nil` for a plain deep link, which then copies
    /// with two string retains.
    @usableFromInline package let storage: RouteURLStorage?

    /// The lowercased host; an IPv6 literal keeps its brackets (`[::1]`). May be empty (`app:///x`).
    public var host: String {
        if let host = storage?.host { return host }
        if hostRange.isEmpty { return "" }
        return Self.withUTF8(original) { String(decoding: UnsafeBufferPointer(rebasing: $0[hostRange]), as: UTF8.self) }
    }

    /// The port, when the URL has one.
    public var port: Int? { portNumber < 0 ? nil : Int(portNumber) }

    /// The fragment as written (not decoded), when there is one. Never used for matching.
    public var fragment: String? { storage?.fragment }

    /// The percent-decoded, non-empty path segments (decoded on each read).
    public var pathSegments: [String] { (0..<segmentBounds.count).map { segment(at: $0) } }

    /// The percent-decoded query items, in order (decoded on each read).
    public var queryItems: [QueryItem] {
        var items: [QueryItem] = []
        items.reserveCapacity(queryCount)
        forEachQueryItem { name, value in items.append(QueryItem(name: name, value: value)) }
        return items
    }

    /// The path, `/`-joined and percent-encoded, e.g. `/42/reviews`; empty when there are no segments.
    public var path: String { pathSegments.map { "/" + PercentEncoding.encode($0, .pathSegment) }.joined() }

    /// The canonical form: lowercased scheme and host, encoded segments, no empty segments.
    /// Parsing `description` again gives an equal `RouteURL` (apart from `original`).
    public var description: String {
        Self.canonicalText(
            scheme: scheme, host: host, port: port, pathSegments: pathSegments, queryItems: queryItems,
            fragment: fragment)
    }

    /// The canonical text of a URL with these decoded parts: segments and query components
    /// percent-encoded, the rest as given. Relocation builds a redirect's URL with it, then parses it.
    package static func canonicalText(
        scheme: String, host: String, port: Int?, pathSegments: [String], queryItems: [QueryItem], fragment: String?
    ) -> String {
        var result = scheme + "://" + host
        if let port { result += ":\(port)" }
        result += pathSegments.map { "/" + PercentEncoding.encode($0, .pathSegment) }.joined()
        for (index, item) in queryItems.enumerated() {
            result += index == 0 ? "?" : "&"
            result += PercentEncoding.encode(item.name, .queryComponent) + "="
            result += PercentEncoding.encode(item.value, .queryComponent)
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
    package func queryValues(_ name: String) -> [String] {
        var values: [String] = []
        forEachQueryItem { itemName, value in if itemName == name { values.append(value) } }
        return values
    }
}

extension RouteURL {
    /// Parses `string`, reading a URL without a scheme against `defaultScheme`.
    ///
    /// - Complexity: O(*n*) in the length of `string`.
    /// - Throws: ``URLParseError`` naming the problem and its byte offset.
    public init(_ string: String, defaultScheme: String = "app", limits: URLLimits = .default) throws(URLParseError) {
        self = try URLParser.parse(string, defaultScheme: defaultScheme, limits: limits)
    }
}

/// The parts of a ``RouteURL`` that few URLs have, in one shared box: a plain deep link
/// (no escapes in the path, at most eight segments within 64 KiB, a lowercase host, no fragment)
/// has none and allocates no box.
@usableFromInline
package final class RouteURLStorage: Sendable {
    /// When some segment needed percent-decoding: the text before it, then the segments from it on,
    /// decoded (so the ranges of the segments before it are the same as in `original`).
    @usableFromInline let segmentBytes: [UInt8]?
    /// Start and end, flattened, of the segment ranges after the inline ones.
    @usableFromInline let overflow: [Int]
    /// The host, lowercased, when `original` spells it with capitals.
    @usableFromInline let host: String?
    /// The fragment as written.
    let fragment: String?

    init(segmentBytes: [UInt8]?, overflow: [Int], host: String?, fragment: String?) {
        self.segmentBytes = segmentBytes
        self.overflow = overflow
        self.host = host
        self.fragment = fragment
    }
}

/// One `name=value` pair of a query, percent-decoded.
public struct QueryItem: Sendable, Hashable {
    /// The decoded name.
    public var name: String
    /// The decoded value; empty for `?flag` and `?flag=`.
    public var value: String

    /// Creates a query item.
    package init(name: String, value: String) {
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

    /// Why no URL within these limits can match `pattern` (it has more path segments than a URL
    /// may have, or its literals alone are longer than a URL may be), or `nil` when one can.
    ///
    /// Counted from below, so a pattern some URL can match is never refused: no scheme (a link to
    /// the default scheme may leave it out), literals decoded, one byte for each other path
    /// segment; every path segment, `**` included, takes at least one URL segment.
    ///
    /// - Complexity: O(*k*) in the number of segments.
    package func unmatchableReason(_ pattern: RoutePattern) -> String? {
        let pathSegments = pattern.segments.count - 2
        if pathSegments > maxPathSegments {
            return "it has \(pathSegments) path segments, and a URL at most \(maxPathSegments) "
                + "(URLLimits.maxPathSegments); shorten the pattern"
        }
        var length = 0
        for (index, segment) in pattern.segments.enumerated().dropFirst() {
            let separator = index > 1 ? 1 : 0
            if case .literal(let text) = segment {
                length += separator + text.utf8.count
            } else {
                length += separator + (index == 1 ? 0 : 1)  // a host pattern might match an empty host
            }
        }
        guard length > maxLength else { return nil }
        return "a URL it matches is at least \(length) bytes long, and a URL at most \(maxLength) "
            + "(URLLimits.maxLength); shorten the pattern"
    }
}
