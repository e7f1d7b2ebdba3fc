/// Switchyard's URL parser: one pass over the UTF-8 bytes, no Foundation.
///
/// The stages, in the order the text is read (the rules are on ``RouteURL``):
/// 1. ``trimmed(_:string:)``: surrounding whitespace off, the fragment found, refused bytes refused;
/// 2. ``scheme(_:_:defaultScheme:string:)``: an explicit scheme and its `//`, or the default one;
/// 3. ``authority(_:_:string:)``: the host and the port;
/// 4. ``PathReader``: the segments, split before decoding, decoded only when one holds an escape;
/// 5. ``queryCount(_:_:limits:string:)``: every query item checked, none decoded (they are when read).
///
/// Each stage reads the bytes the previous one left and throws a ``URLParseError`` with the
/// offset of the first byte it refuses.
enum URLParser {
    /// Parses `string`, in place when its UTF-8 is contiguous (native and small strings), else a
    /// contiguous copy of it (a bridged string), which the URL then keeps as its original.
    static func parse(_ string: String, defaultScheme: String, limits: URLLimits) throws(URLParseError) -> RouteURL {
        let length = string.utf8.count
        guard length <= limits.maxLength else {
            throw URLParseError(.tooLong(length: length, limit: limits.maxLength), at: 0, in: string)
        }
        var contiguous = string
        contiguous.makeContiguousUTF8()  // nothing to do for a native string
        let original = contiguous
        return try contiguous.withUTF8 { bytes in
            Result { () throws(URLParseError) in
                try parse(bytes, string: original, defaultScheme: defaultScheme, limits: limits)
            }
        }.get()
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, string: String, defaultScheme: String, limits: URLLimits
    ) throws(URLParseError) -> RouteURL {
        let (checked, end) = try trimmed(bytes, string: string)
        let (scheme, hasExplicitScheme, authorityStart) = try self.scheme(
            bytes, checked, defaultScheme: defaultScheme, string: string)
        let authorityEnd = firstIndex(in: bytes, authorityStart..<checked.upperBound) { $0 == slash || $0 == question }
        let (hostRange, port) = try authority(bytes, authorityStart..<authorityEnd, string: string)

        var path = PathReader(bytes: bytes, string: string, maxSegments: limits.maxPathSegments)
        let pathEnd = try path.read(from: authorityEnd, to: checked.upperBound)
        let queryRange = pathEnd < checked.upperBound ? (pathEnd + 1)..<checked.upperBound : pathEnd..<pathEnd
        let queryCount = try self.queryCount(bytes, queryRange, limits: limits, string: string)

        let fragment: String? =
            checked.upperBound < end
            ? String(decoding: UnsafeBufferPointer(rebasing: bytes[(checked.upperBound + 1)..<end]), as: UTF8.self)
            : nil
        let loweredHost = hasUppercaseASCII(bytes, hostRange) ? lowercasedASCII(bytes, hostRange) : nil
        let storage: RouteURLStorage? =
            path.decoded != nil || !path.overflow.isEmpty || fragment != nil || loweredHost != nil
            ? RouteURLStorage(
                segmentBytes: path.decoded, overflow: path.overflow, host: loweredHost, fragment: fragment)
            : nil
        return RouteURL(
            original: string, scheme: scheme, segmentBounds: path.bounds, hostRange: hostRange, queryRange: queryRange,
            queryCount: queryCount, portNumber: port.map { Int32($0) } ?? -1, hasExplicitScheme: hasExplicitScheme,
            storage: storage)
    }

    // MARK: Stage 1: trimming and refused bytes

    /// The checked part (from the first non-whitespace byte to the `#`, or to the end) and the
    /// end of the text without trailing whitespace. Before the fragment, a control byte, a space,
    /// DEL or a backslash is refused; the fragment is kept as written.
    private static func trimmed(
        _ bytes: UnsafeBufferPointer<UInt8>, string: String
    ) throws(URLParseError) -> (checked: Range<Int>, end: Int) {
        var start = 0
        var end = bytes.count
        while start < end && isWhitespace(bytes[start]) { start += 1 }
        while end > start && isWhitespace(bytes[end - 1]) { end -= 1 }
        guard start < end else { throw URLParseError(.empty, at: 0, in: string) }
        for index in start..<end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") { return (start..<index, end) }
            if byte < 0x21 || byte == 0x7F || byte == UInt8(ascii: "\\") {
                throw URLParseError(.invalidCharacter(byte), at: index, in: string)
            }
        }
        return (start..<end, end)
    }

    // MARK: Stage 2: scheme

    /// The scheme (lowercased) and where the authority starts. A scheme is the letters up to a
    /// `:` that comes before any `/` or `?`, and must be followed by `//`; without one, the
    /// default scheme is used and leading slashes are skipped (`/product/42` is `app://product/42`).
    private static func scheme(
        _ bytes: UnsafeBufferPointer<UInt8>, _ checked: Range<Int>, defaultScheme: String, string: String
    ) throws(URLParseError) -> (scheme: String, explicit: Bool, authorityStart: Int) {
        let start = checked.lowerBound
        let colon = firstIndex(in: bytes, checked) { $0 == UInt8(ascii: ":") || $0 == slash || $0 == question }
        guard colon < checked.upperBound, bytes[colon] == UInt8(ascii: ":") else {
            let authorityStart = firstIndex(in: bytes, checked) { $0 != slash }
            return (defaultScheme, false, authorityStart)
        }
        guard colon > start else { throw URLParseError(.invalidScheme, at: start, in: string) }
        for index in start..<colon where !isSchemeByte(bytes[index], first: index == start) {
            throw URLParseError(.invalidScheme, at: index, in: string)
        }
        guard colon + 2 < checked.upperBound, bytes[colon + 1] == slash, bytes[colon + 2] == slash else {
            throw URLParseError(.missingAuthority, at: colon, in: string)
        }
        return (lowercasedASCII(bytes, start..<colon), true, colon + 3)
    }

    /// Whether `byte` may appear in a scheme: a letter, or (not first) a digit, `+`, `-` or `.`.
    static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default: return false
        }
    }

    // MARK: Stage 3: authority

    /// The host's range and the port. User info is refused; an IPv6 literal is `[hex:…]`.
    private static func authority(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, string: String
    ) throws(URLParseError) -> (host: Range<Int>, port: Int?) {
        for index in range where bytes[index] == UInt8(ascii: "@") {
            throw URLParseError(.userInfoNotAllowed, at: index, in: string)
        }
        guard !range.isEmpty else { return (range, nil) }
        let hostEnd =
            bytes[range.lowerBound] == UInt8(ascii: "[")
            ? try ipv6HostEnd(bytes, range, string: string) : try nameHostEnd(bytes, range, string: string)
        guard hostEnd < range.upperBound else { return (range, nil) }
        guard bytes[hostEnd] == UInt8(ascii: ":") else { throw URLParseError(.invalidHost, at: hostEnd, in: string) }
        let port = try self.port(bytes, (hostEnd + 1)..<range.upperBound, string: string)
        return (range.lowerBound..<hostEnd, port)
    }

    /// The end of a host name: letters, digits, `-`, `.`, `_`, `~` and non-ASCII bytes, up to a `:`.
    private static func nameHostEnd(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, string: String
    ) throws(URLParseError) -> Int {
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: ":"):
                return index
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), 0x80...0xFF:
                continue
            default:
                throw URLParseError(.invalidHost, at: index, in: string)
            }
        }
        return range.upperBound
    }

    /// The end of an IPv6 literal (past its `]`): hex digits, `:` and `.` between the brackets.
    private static func ipv6HostEnd(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, string: String
    ) throws(URLParseError) -> Int {
        var close = range.lowerBound + 1
        while close < range.upperBound && bytes[close] != UInt8(ascii: "]") {
            let byte = bytes[close]
            guard PercentEncoding.hexValue(byte) != nil || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") else {
                throw URLParseError(.invalidHost, at: close, in: string)
            }
            close += 1
        }
        guard close < range.upperBound, close > range.lowerBound + 1 else {
            throw URLParseError(.invalidHost, at: range.lowerBound, in: string)
        }
        return close + 1
    }

    /// A port: one to five decimal digits, at most 65535.
    private static func port(
        _ bytes: UnsafeBufferPointer<UInt8>, _ digits: Range<Int>, string: String
    ) throws(URLParseError) -> Int {
        guard !digits.isEmpty, digits.count <= 5 else {
            throw URLParseError(.invalidPort, at: digits.lowerBound - 1, in: string)
        }
        var value = 0
        for index in digits {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else {
                throw URLParseError(.invalidPort, at: index, in: string)
            }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard value <= 65_535 else { throw URLParseError(.invalidPort, at: digits.lowerBound, in: string) }
        return value
    }

    // MARK: Stage 4: path

    /// Reads the path's segments. They are split on `/` before decoding and kept as ranges of
    /// the text; the first segment with a percent escape switches to a copy of the text before it
    /// (`decoded`, where the earlier ranges stay valid), to which each later segment is decoded.
    struct PathReader {
        let bytes: UnsafeBufferPointer<UInt8>
        let string: String
        let maxSegments: Int
        /// Where each segment sits, in the text or, once set, in `decoded`.
        var bounds = SegmentBounds()
        /// The ranges past ``SegmentBounds``'s inline ones.
        var overflow: [Int] = []
        /// The text up to the first segment with an escape, then the later segments decoded.
        var decoded: [UInt8]?

        /// Reads the segments from `start` to the `?` or `end`, and returns where the path ends.
        mutating func read(from start: Int, to end: Int) throws(URLParseError) -> Int {
            var segmentStart = start
            var hasEscape = false
            for index in start..<end {
                switch bytes[index] {
                case question:
                    try add(segmentStart..<index, hasEscape: hasEscape)
                    return index
                case slash:
                    try add(segmentStart..<index, hasEscape: hasEscape)
                    segmentStart = index + 1
                    hasEscape = false
                case UInt8(ascii: "%"):
                    hasEscape = true
                default:
                    continue
                }
            }
            try add(segmentStart..<end, hasEscape: hasEscape)
            return end
        }

        /// Adds one segment; an empty one is dropped, a dot segment refused.
        private mutating func add(_ range: Range<Int>, hasEscape: Bool) throws(URLParseError) {
            guard !range.isEmpty else { return }
            guard bounds.count < maxSegments else {
                throw URLParseError(.tooManySegments(limit: maxSegments), at: range.lowerBound, in: string)
            }
            if hasEscape && decoded == nil {
                decoded = Array(UnsafeBufferPointer(rebasing: bytes[..<range.lowerBound]))
            }
            guard var copy = decoded else {
                if isDotSegment(bytes, range) { throw URLParseError(.dotSegment, at: range.lowerBound, in: string) }
                bounds.append(range, overflow: &overflow)
                return
            }
            decoded = nil  // `copy` is the only reference while it grows
            let start = copy.count
            try PercentEncoding.decode(bytes, range, plusIsSpace: false, rejectControls: true, input: string) {
                copy.append(contentsOf: $0)
            }
            if isDotSegment(copy, start..<copy.count) {
                throw URLParseError(.dotSegment, at: range.lowerBound, in: string)
            }
            bounds.append(start..<copy.count, overflow: &overflow)
            decoded = copy
        }
    }

    /// Whether `bytes[range]` is `.` or `..`.
    private static func isDotSegment<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>) -> Bool
    where Bytes.Index == Int {
        range.count <= 2 && !range.isEmpty && range.allSatisfy { bytes[$0] == UInt8(ascii: ".") }
    }

    // MARK: Stage 5: query

    /// The number of query items in `range`, each checked (valid escapes and UTF-8; no control
    /// bytes in a name) but not decoded.
    private static func queryCount(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, limits: URLLimits, string: String
    ) throws(URLParseError) -> Int {
        var count = 0
        try splitQuery(bytes, range) { (name, value) throws(URLParseError) in
            guard count < limits.maxQueryItems else {
                throw URLParseError(.tooManyQueryItems(limit: limits.maxQueryItems), at: name.lowerBound, in: string)
            }
            try PercentEncoding.decode(bytes, name, plusIsSpace: true, rejectControls: true, input: string) { _ in }
            if let value {
                try PercentEncoding.decode(bytes, value, plusIsSpace: true, rejectControls: false, input: string) { _ in
                }
            }
            count += 1
        }
        return count
    }

    /// The one query splitter, for the parser's check and for ``RouteURL/forEachQueryItem(_:)``:
    /// calls `body` with the name's range and the value's (`nil` without `=`) of each `&`-separated
    /// item of `bytes[range]`, in order. Empty items (`a&&b`) are skipped.
    static func splitQuery<Failure: Error>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        _ body: (_ name: Range<Int>, _ value: Range<Int>?) throws(Failure) -> Void
    ) throws(Failure) {
        var itemStart = range.lowerBound
        for index in range.lowerBound...range.upperBound
        where index == range.upperBound || bytes[index] == UInt8(ascii: "&") {
            defer { itemStart = index + 1 }
            guard index > itemStart else { continue }
            let equals = firstIndex(in: bytes, itemStart..<index) { $0 == UInt8(ascii: "=") }
            try body(itemStart..<equals, equals < index ? (equals + 1)..<index : nil)
        }
    }

    // MARK: Bytes

    private static let slash = UInt8(ascii: "/")
    private static let question = UInt8(ascii: "?")

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The first index in `range` whose byte satisfies `predicate`, else `range.upperBound`.
    private static func firstIndex(
        in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, where predicate: (UInt8) -> Bool
    ) -> Int {
        for index in range where predicate(bytes[index]) { return index }
        return range.upperBound
    }

    /// Whether `bytes[range]` holds an ASCII capital letter.
    static func hasUppercaseASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        for index in range where bytes[index] &- UInt8(ascii: "A") < 26 { return true }
        return false
    }

    /// `bytes[range]` as a string, ASCII capitals lowercased.
    static func lowercasedASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if !hasUppercaseASCII(bytes, range) { return String(decoding: slice, as: UTF8.self) }
        return String(decoding: slice.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
