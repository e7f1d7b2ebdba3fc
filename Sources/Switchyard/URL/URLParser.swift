@_spi(Syntax) import SwitchyardSyntax

private let slash = UInt8(ascii: "/")
private let question = UInt8(ascii: "?")

/// Switchyard's URL parser: one pass over the UTF-8 bytes, no Foundation.
///
/// The stages, in the order the text is read (the rules are on ``RouteURL``):
/// 1. ``trimmed()``: surrounding whitespace off, the fragment found, refused bytes refused;
/// 2. ``scheme(_:defaultScheme:)``: an explicit scheme and its `//`, or the default one;
/// 3. ``authority(_:)``: the host and the port;
/// 4. ``readPath(from:to:)``: the segments, split before decoding, decoded only when one holds an escape;
/// 5. ``queryCount(_:)``: every query item checked, none decoded (they are when read).
///
/// Each stage reads the bytes the previous one left and throws a ``URLParseError`` with the
/// offset of the first byte it refuses.
struct URLParser {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The URL, for errors.
    let string: String
    let limits: URLLimits
    /// Where each path segment sits, in the text or, once set, in `decoded`.
    var bounds = SegmentBounds()
    /// The ranges past ``SegmentBounds``'s inline ones.
    var overflow: [Int] = []
    /// The text up to the first segment with an escape, then the later segments decoded.
    var decoded: [UInt8]?

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
        var failure: URLParseError?
        let url = contiguous.withUTF8 { bytes -> RouteURL? in
            var parser = URLParser(bytes: bytes, string: original, limits: limits)
            do throws(URLParseError) {
                return try parser.parse(defaultScheme: defaultScheme)
            } catch {
                failure = error
                return nil
            }
        }
        guard let url else { throw failure ?? URLParseError(.empty, at: 0, in: string) }
        return url
    }

    private mutating func parse(defaultScheme: String) throws(URLParseError) -> RouteURL {
        let (checked, end) = try trimmed()
        let (scheme, hasExplicitScheme, authorityStart) = try self.scheme(checked, defaultScheme: defaultScheme)
        let authorityEnd =
            bytes[authorityStart..<checked.upperBound].firstIndex { $0 == slash || $0 == question }
            ?? checked.upperBound
        let (hostRange, port) = try authority(authorityStart..<authorityEnd)
        let pathEnd = try readPath(from: authorityEnd, to: checked.upperBound)
        let queryRange = pathEnd < checked.upperBound ? (pathEnd + 1)..<checked.upperBound : pathEnd..<pathEnd
        let queryCount = try self.queryCount(queryRange)

        let fragment: String? =
            checked.upperBound < end
            ? String(decoding: UnsafeBufferPointer(rebasing: bytes[(checked.upperBound + 1)..<end]), as: UTF8.self)
            : nil
        let loweredHost = ASCII.hasUppercase(bytes, hostRange) ? ASCII.lowercased(bytes, hostRange) : nil
        let storage: RouteURLStorage? =
            decoded != nil || !overflow.isEmpty || fragment != nil || loweredHost != nil
            ? RouteURLStorage(segmentBytes: decoded, overflow: overflow, host: loweredHost, fragment: fragment)
            : nil
        return RouteURL(
            original: string, scheme: scheme, segmentBounds: bounds, hostRange: hostRange, queryRange: queryRange,
            queryCount: queryCount, portNumber: port.map { Int32($0) } ?? -1, hasExplicitScheme: hasExplicitScheme,
            storage: storage)
    }

    private func error(_ kind: URLParseError.Kind, at offset: Int) -> URLParseError {
        URLParseError(kind, at: offset, in: string)
    }

    // MARK: Stage 1: trimming and refused bytes

    /// The checked part (from the first non-whitespace byte to the `#`, or to the end) and the
    /// end of the text without trailing whitespace. Before the fragment, a control byte, a space,
    /// DEL or a backslash is refused; the fragment is kept as written.
    private func trimmed() throws(URLParseError) -> (checked: Range<Int>, end: Int) {
        var start = 0
        var end = bytes.count
        while start < end && Self.isWhitespace(bytes[start]) { start += 1 }
        while end > start && Self.isWhitespace(bytes[end - 1]) { end -= 1 }
        guard start < end else { throw error(.empty, at: 0) }
        // Eight bytes at a time while none needs a look (most links); then byte by byte.
        var index = start
        while end - index >= 8, let base = bytes.baseAddress, !Self.hasSpecialByte(base + index) { index += 8 }
        for index in index..<end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") { return (start..<index, end) }
            if byte < 0x21 || byte == 0x7F || byte == UInt8(ascii: "\\") {
                throw error(.invalidCharacter(byte), at: index)
            }
        }
        return (start..<end, end)
    }

    // MARK: Stage 2: scheme

    /// The scheme (lowercased) and where the authority starts. A scheme is the letters up to a
    /// `:` that comes before any `/` or `?`, and must be followed by `//`; without one, the
    /// default scheme is used and leading slashes are skipped (`/product/42` is `app://product/42`).
    private func scheme(
        _ checked: Range<Int>, defaultScheme: String
    ) throws(URLParseError) -> (scheme: String, explicit: Bool, authorityStart: Int) {
        let start = checked.lowerBound
        let colon = bytes[checked].firstIndex { $0 == UInt8(ascii: ":") || $0 == slash || $0 == question }
        guard let colon, bytes[colon] == UInt8(ascii: ":") else {
            let authorityStart = bytes[checked].firstIndex { $0 != slash } ?? checked.upperBound
            return (defaultScheme, false, authorityStart)
        }
        guard colon > start else { throw error(.invalidScheme, at: start) }
        for index in start..<colon where !ASCII.isSchemeByte(bytes[index], first: index == start) {
            throw error(.invalidScheme, at: index)
        }
        guard colon + 2 < checked.upperBound, bytes[colon + 1] == slash, bytes[colon + 2] == slash else {
            throw error(.missingAuthority, at: colon)
        }
        // The default scheme as written (most links) is that string, not a new one.
        let isDefault = RouteURL.withUTF8(defaultScheme) { own in
            guard own.count == colon - start, !ASCII.hasUppercase(own, own.indices) else { return false }
            for offset in 0..<own.count where own[offset] != bytes[start &+ offset] { return false }
            return true
        }
        return (isDefault ? defaultScheme : ASCII.lowercased(bytes, start..<colon), true, colon + 3)
    }

    // MARK: Stage 3: authority

    /// The host's range and the port. User info is refused; an IPv6 literal is `[hex:…]`.
    private func authority(_ range: Range<Int>) throws(URLParseError) -> (host: Range<Int>, port: Int?) {
        for index in range where bytes[index] == UInt8(ascii: "@") {
            throw error(.userInfoNotAllowed, at: index)
        }
        guard !range.isEmpty else { return (range, nil) }
        let hostEnd =
            bytes[range.lowerBound] == UInt8(ascii: "[")
            ? try ipv6HostEnd(range) : try nameHostEnd(range)
        guard hostEnd < range.upperBound else { return (range, nil) }
        guard bytes[hostEnd] == UInt8(ascii: ":") else { throw error(.invalidHost, at: hostEnd) }
        let port = try self.port((hostEnd + 1)..<range.upperBound)
        return (range.lowerBound..<hostEnd, port)
    }

    /// The end of a host name: letters, digits, `-`, `.`, `_`, `~` and non-ASCII bytes, up to a `:`.
    private func nameHostEnd(_ range: Range<Int>) throws(URLParseError) -> Int {
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: ":"):
                return index
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), 0x80...0xFF:
                continue
            default:
                throw error(.invalidHost, at: index)
            }
        }
        return range.upperBound
    }

    /// The end of an IPv6 literal (past its `]`): hex digits, `:` and `.` between the brackets.
    private func ipv6HostEnd(_ range: Range<Int>) throws(URLParseError) -> Int {
        var close = range.lowerBound + 1
        while close < range.upperBound && bytes[close] != UInt8(ascii: "]") {
            let byte = bytes[close]
            guard PercentEncoding.hexValue(byte) != nil || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") else {
                throw error(.invalidHost, at: close)
            }
            close += 1
        }
        guard close < range.upperBound, close > range.lowerBound + 1 else {
            throw error(.invalidHost, at: range.lowerBound)
        }
        return close + 1
    }

    /// A port: one to five decimal digits, at most 65535.
    private func port(_ digits: Range<Int>) throws(URLParseError) -> Int {
        guard !digits.isEmpty, digits.count <= 5 else {
            throw error(.invalidPort, at: digits.lowerBound - 1)
        }
        var value = 0
        for index in digits {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else {
                throw error(.invalidPort, at: index)
            }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard value <= 65_535 else { throw error(.invalidPort, at: digits.lowerBound) }
        return value
    }

    // MARK: Stage 4: path

    /// Reads the path's segments from `start` to the `?` or `end`, and returns where the path ends.
    /// They are split on `/` before decoding and kept as ranges of the text; the first segment with
    /// a percent escape switches to a copy of the text before it (`decoded`, where the earlier
    /// ranges stay valid), to which each later segment is decoded.
    private mutating func readPath(from start: Int, to end: Int) throws(URLParseError) -> Int {
        var segmentStart = start
        var hasEscape = false
        for index in start..<end {
            switch bytes[index] {
            case question:
                try addSegment(segmentStart..<index, hasEscape: hasEscape)
                return index
            case slash:
                try addSegment(segmentStart..<index, hasEscape: hasEscape)
                segmentStart = index + 1
                hasEscape = false
            case UInt8(ascii: "%"):
                hasEscape = true
            default:
                continue
            }
        }
        try addSegment(segmentStart..<end, hasEscape: hasEscape)
        return end
    }

    /// Adds one segment; an empty one is dropped, a dot segment refused.
    private mutating func addSegment(_ range: Range<Int>, hasEscape: Bool) throws(URLParseError) {
        guard !range.isEmpty else { return }
        guard bounds.count < limits.maxPathSegments else {
            throw error(.tooManySegments(limit: limits.maxPathSegments), at: range.lowerBound)
        }
        if hasEscape && decoded == nil { decoded = Array(UnsafeBufferPointer(rebasing: bytes[..<range.lowerBound])) }
        guard var copy = decoded else {
            if Self.isDotSegment(bytes, range) { throw error(.dotSegment, at: range.lowerBound) }
            bounds.append(range, overflow: &overflow)
            return
        }
        decoded = nil  // `copy` is the only reference while it grows
        let start = copy.count
        try PercentEncoding.decode(bytes, range, plusIsSpace: false, rejectControls: true, input: string) {
            copy.append(contentsOf: $0)
        }
        if Self.isDotSegment(copy, start..<copy.count) { throw error(.dotSegment, at: range.lowerBound) }
        bounds.append(start..<copy.count, overflow: &overflow)
        decoded = copy
    }

    /// Whether `bytes[range]` is `.` or `..`.
    private static func isDotSegment<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>) -> Bool
    where Bytes.Index == Int {
        range.count <= 2 && !range.isEmpty && range.allSatisfy { bytes[$0] == UInt8(ascii: ".") }
    }

    // MARK: Stage 5: query

    /// The number of query items in `range`, each checked (valid escapes and UTF-8; no control
    /// bytes in a name) but not decoded.
    private func queryCount(_ range: Range<Int>) throws(URLParseError) -> Int {
        var count = 0
        try Self.splitQuery(bytes, range) { (name, value) throws(URLParseError) in
            guard count < limits.maxQueryItems else {
                throw error(.tooManyQueryItems(limit: limits.maxQueryItems), at: name.lowerBound)
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
            let equals = bytes[itemStart..<index].firstIndex(of: UInt8(ascii: "=")) ?? index
            try body(itemStart..<equals, equals < index ? (equals + 1)..<index : nil)
        }
    }

    // MARK: Bytes

    /// Whether one of the eight bytes at `pointer` is below `!`, DEL, `\` or `#` (a byte below `n`
    /// sets its high bit in `x - n`, not in `x`); byte by byte, 380 instructions of 5,650 (#39).
    private static func hasSpecialByte(_ pointer: UnsafeRawPointer) -> Bool {
        let word = pointer.loadUnaligned(as: UInt64.self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        func below(_ word: UInt64, _ limit: UInt64) -> UInt64 { (word &- ones &* limit) & ~word & (ones &* 0x80) }
        return below(word, 0x21) | below(word ^ (ones &* 0x7F), 1) | below(word ^ (ones &* 0x5C), 1)
            | below(word ^ (ones &* 0x23), 1) != 0
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
