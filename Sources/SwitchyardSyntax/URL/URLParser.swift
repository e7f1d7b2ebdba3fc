/// Switchyard's URL parser: one pass over the UTF-8 bytes, no Foundation.
enum URLParser {
    @inline(__always)
    private static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default: return false
        }
    }

    @inline(__always)
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The index of the first byte from `start` up to `end` that ends the checked part (`#`) or
    /// is refused there (a control byte, space, DEL or backslash); `end` when there is none.
    /// Eight bytes at a time while none of them is special.
    @inline(__always)
    static func firstSpecialByte(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            // `(x - n·ones) & ~x & highs` is non-zero exactly when some byte of x is below n (n ≤ 128).
            @inline(__always) func hasByteBelow(_ word: UInt64, _ limit: UInt64) -> Bool {
                (word &- ones &* limit) & ~word & highs != 0
            }
            while index &+ 8 <= end {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if hasByteBelow(word, 0x21) || hasByteBelow(word ^ (ones &* 0x7F), 1)
                    || hasByteBelow(word ^ (ones &* 0x5C), 1) || hasByteBelow(word ^ (ones &* 0x23), 1)
                {
                    break
                }
                index &+= 8
            }
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") || byte < 0x21 || byte == 0x7F || byte == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return end
    }

    /// Whether `bytes[range]` holds an ASCII capital letter.
    @inline(__always)
    static func hasUppercaseASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        for index in range where bytes[index] &- UInt8(ascii: "A") < 26 { return true }
        return false
    }

    @inline(__always)
    static func lowercasedASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if !hasUppercaseASCII(bytes, range) { return String(decoding: slice, as: UTF8.self) }
        return String(decoding: slice.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether `bytes[range]` spells `text` (already lowercase) in any ASCII case.
    @inline(__always)
    static func equalsIgnoringASCIICase(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: String
    ) -> Bool {
        guard text.utf8.count == range.count else { return false }
        var index = range.lowerBound
        for byte in text.utf8 {
            let candidate = bytes[index]
            let lowered =
                candidate >= UInt8(ascii: "A") && candidate <= UInt8(ascii: "Z") ? candidate | 0x20 : candidate
            if lowered != byte { return false }
            index += 1
        }
        return true
    }

    static func parse(_ string: String, defaultScheme: String, limits: URLLimits) throws(URLParseError) -> RouteURL {
        let length = string.utf8.count
        guard length <= limits.maxLength else {
            throw URLParseError(.tooLong(length: length, limit: limits.maxLength), at: 0, in: string)
        }
        // Read in place (native and small strings); the parsed URL keeps `string` as its original.
        var failure: URLParseError?
        let parsed = string.utf8.withContiguousStorageIfAvailable { bytes -> RouteURL? in
            do throws(URLParseError) {
                return try parse(bytes, string: string, defaultScheme: defaultScheme, limits: limits)
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        if let parsed, let url = parsed { return url }
        // A string with no contiguous UTF-8 (bridged): parse a contiguous copy, kept as the original.
        var contiguous = string
        contiguous.makeContiguousUTF8()
        let original = contiguous
        let result: Result<RouteURL, URLParseError> = contiguous.withUTF8 { bytes in
            do throws(URLParseError) {
                return .success(try parse(bytes, string: original, defaultScheme: defaultScheme, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, string: String, defaultScheme: String, limits: URLLimits
    ) throws(URLParseError) -> RouteURL {
        var start = 0
        var end = bytes.count
        while start < end && isWhitespace(bytes[start]) { start += 1 }
        while end > start && isWhitespace(bytes[end - 1]) { end -= 1 }
        guard start < end else { throw URLParseError(.empty, at: 0, in: string) }

        // Reject raw control bytes, spaces and backslashes before the fragment.
        var fragmentStart = end
        let special = firstSpecialByte(bytes, from: start, to: end)
        if special < end {
            let byte = bytes[special]
            guard byte == UInt8(ascii: "#") else {
                throw URLParseError(.invalidCharacter(byte), at: special, in: string)
            }
            fragmentStart = special
        }

        // Scheme: letters up to ':' that comes before any '/', '?' or '#'.
        var scheme = defaultScheme
        var hasExplicitScheme = false
        var cursor = start
        var probe = start
        while probe < fragmentStart {
            let byte = bytes[probe]
            if byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") {
                probe = fragmentStart
                break
            }
            probe += 1
        }
        if probe < fragmentStart {
            // bytes[probe] == ":" — a scheme.
            guard probe > start else { throw URLParseError(.invalidScheme, at: start, in: string) }
            for index in start..<probe where !isSchemeByte(bytes[index], first: index == start) {
                throw URLParseError(.invalidScheme, at: index, in: string)
            }
            guard probe + 2 < fragmentStart, bytes[probe + 1] == UInt8(ascii: "/"),
                bytes[probe + 2] == UInt8(ascii: "/")
            else { throw URLParseError(.missingAuthority, at: probe, in: string) }
            scheme =
                equalsIgnoringASCIICase(bytes, start..<probe, defaultScheme)
                ? defaultScheme : lowercasedASCII(bytes, start..<probe)
            hasExplicitScheme = true
            cursor = probe + 3
        } else {
            while cursor < fragmentStart && bytes[cursor] == UInt8(ascii: "/") { cursor += 1 }
        }

        // Authority: up to '/', '?' or '#'.
        var authorityEnd = cursor
        while authorityEnd < fragmentStart {
            let byte = bytes[authorityEnd]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") { break }
            authorityEnd += 1
        }
        let (hostRange, port) = try parseAuthority(bytes, cursor..<authorityEnd, string: string)

        // Path: up to '?' or '#', found in the same pass as the segments. Segments are kept as
        // ranges of `bytes`; only a segment with a percent escape is decoded, into `decoded`,
        // which then holds every segment.
        var pathEnd = fragmentStart
        var bounds = SegmentBounds()
        var overflow: [Int] = []
        var decoded: [UInt8] = []
        var isDecoding = false
        var hasEscape = false
        var segmentStart = authorityEnd
        var index = authorityEnd
        while true {
            let isEnd = index == fragmentStart || bytes[index] == UInt8(ascii: "?")
            if isEnd || bytes[index] == UInt8(ascii: "/") {
                if index > segmentStart {
                    guard bounds.count < limits.maxPathSegments else {
                        throw URLParseError(
                            .tooManySegments(limit: limits.maxPathSegments), at: segmentStart, in: string)
                    }
                    let range = segmentStart..<index
                    if hasEscape {
                        if !isDecoding {
                            // Earlier segments needed no decoding: copy them as they are.
                            var rebased = SegmentBounds()
                            var rebasedOverflow: [Int] = []
                            overflow.withUnsafeBufferPointer { overflow in
                                for number in 0..<bounds.count {
                                    let start = decoded.count
                                    decoded.append(
                                        contentsOf: UnsafeBufferPointer(
                                            rebasing: bytes[bounds.range(number, overflow: overflow)]))
                                    rebased.append(start..<decoded.count, overflow: &rebasedOverflow)
                                }
                            }
                            bounds = rebased
                            overflow = rebasedOverflow
                            isDecoding = true
                        }
                        let start = decoded.count
                        decoded.append(contentsOf: repeatElement(0, count: range.count))
                        let written: Result<Int, URLParseError> = decoded.withUnsafeMutableBufferPointer { output in
                            do throws(URLParseError) {
                                return .success(
                                    try PercentEncoding.decode(
                                        bytes, range, plusIsSpace: false, rejectControls: true, input: string,
                                        into: UnsafeMutableBufferPointer(rebasing: output[start...])))
                            } catch {
                                return .failure(error)
                            }
                        }
                        let count = try written.get()
                        decoded.removeLast(range.count - count)
                        if isDotSegment(decoded, start..<decoded.count) {
                            throw URLParseError(.dotSegment, at: segmentStart, in: string)
                        }
                        bounds.append(start..<decoded.count, overflow: &overflow)
                    } else {
                        if isDotSegment(bytes, range) { throw URLParseError(.dotSegment, at: segmentStart, in: string) }
                        if isDecoding {
                            let start = decoded.count
                            decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
                            bounds.append(start..<decoded.count, overflow: &overflow)
                        } else {
                            bounds.append(range, overflow: &overflow)
                        }
                    }
                }
                if isEnd {
                    pathEnd = index
                    break
                }
                segmentStart = index + 1
                hasEscape = false
            } else if bytes[index] == UInt8(ascii: "%") {
                hasEscape = true
            }
            index += 1
        }

        // Query: up to '#'. Checked item by item here, decoded when read.
        var queryCount = 0
        let queryRange = pathEnd < fragmentStart ? (pathEnd + 1)..<fragmentStart : fragmentStart..<fragmentStart
        if pathEnd < fragmentStart {
            var itemStart = pathEnd + 1
            var equals = -1
            var index = itemStart
            while index <= fragmentStart {
                let byte = index < fragmentStart ? bytes[index] : UInt8(ascii: "&")
                if byte == UInt8(ascii: "=") && equals < 0 {
                    equals = index
                } else if byte == UInt8(ascii: "&") {
                    if index > itemStart {
                        guard queryCount < limits.maxQueryItems else {
                            throw URLParseError(
                                .tooManyQueryItems(limit: limits.maxQueryItems), at: itemStart, in: string)
                        }
                        let nameEnd = equals >= 0 ? equals : index
                        try PercentEncoding.validate(
                            bytes, itemStart..<nameEnd, plusIsSpace: true, rejectControls: true, input: string)
                        if equals >= 0 {
                            try PercentEncoding.validate(
                                bytes, (equals + 1)..<index, plusIsSpace: true, rejectControls: false, input: string)
                        }
                        queryCount += 1
                    }
                    itemStart = index + 1
                    equals = -1
                }
                index += 1
            }
        }

        let fragment: String? =
            fragmentStart < end
            ? String(decoding: UnsafeBufferPointer(rebasing: bytes[(fragmentStart + 1)..<end]), as: UTF8.self)
            : nil
        let loweredHost = hasUppercaseASCII(bytes, hostRange) ? lowercasedASCII(bytes, hostRange) : nil
        let storage: RouteURLStorage? =
            isDecoding || !overflow.isEmpty || fragment != nil || loweredHost != nil
            ? RouteURLStorage(
                segmentBytes: isDecoding ? decoded : nil, overflow: overflow, host: loweredHost, fragment: fragment,
                builtQuery: nil)
            : nil
        return RouteURL(
            original: string, scheme: scheme, hasExplicitScheme: hasExplicitScheme, hostRange: hostRange, port: port,
            segmentBounds: bounds, queryRange: queryRange, queryCount: queryCount, storage: storage)
    }

    /// Whether `bytes[range]` is `.` or `..`.
    @inline(__always)
    private static func isDotSegment<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>) -> Bool
    where Bytes.Index == Int {
        switch range.count {
        case 1: return bytes[range.lowerBound] == UInt8(ascii: ".")
        case 2: return bytes[range.lowerBound] == UInt8(ascii: ".") && bytes[range.lowerBound + 1] == UInt8(ascii: ".")
        default: return false
        }
    }

    private static func parseAuthority(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, string: String
    ) throws(URLParseError) -> (Range<Int>, Int?) {
        for index in range where bytes[index] == UInt8(ascii: "@") {
            throw URLParseError(.userInfoNotAllowed, at: index, in: string)
        }
        guard !range.isEmpty else { return (range, nil) }
        var hostEnd = range.upperBound
        var portStart = -1
        if bytes[range.lowerBound] == UInt8(ascii: "[") {
            // IPv6 literal: hex digits, ':' and '.' up to ']'.
            var close = range.lowerBound + 1
            while close < range.upperBound && bytes[close] != UInt8(ascii: "]") {
                let byte = bytes[close]
                guard PercentEncoding.hexValue(byte) != nil || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
                else { throw URLParseError(.invalidHost, at: close, in: string) }
                close += 1
            }
            guard close < range.upperBound, close > range.lowerBound + 1 else {
                throw URLParseError(.invalidHost, at: range.lowerBound, in: string)
            }
            hostEnd = close + 1
            if hostEnd < range.upperBound {
                guard bytes[hostEnd] == UInt8(ascii: ":") else {
                    throw URLParseError(.invalidHost, at: hostEnd, in: string)
                }
                portStart = hostEnd + 1
            }
        } else {
            for index in range {
                let byte = bytes[index]
                if byte == UInt8(ascii: ":") {
                    hostEnd = index
                    portStart = index + 1
                    break
                }
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                    UInt8(ascii: "~"), 0x80...0xFF:
                    continue
                default:
                    throw URLParseError(.invalidHost, at: index, in: string)
                }
            }
        }
        var port: Int?
        if portStart >= 0 {
            guard portStart < range.upperBound, range.upperBound - portStart <= 5 else {
                throw URLParseError(.invalidPort, at: max(portStart - 1, 0), in: string)
            }
            var value = 0
            for index in portStart..<range.upperBound {
                guard let digit = PercentEncoding.hexValue(bytes[index]), bytes[index] <= UInt8(ascii: "9") else {
                    throw URLParseError(.invalidPort, at: index, in: string)
                }
                value = value * 10 + Int(digit)
            }
            guard value <= 65_535 else { throw URLParseError(.invalidPort, at: portStart, in: string) }
            port = value
        }
        return (range.lowerBound..<hostEnd, port)
    }
}
