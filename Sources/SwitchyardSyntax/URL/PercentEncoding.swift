/// Percent-decoding and -encoding on UTF-8 bytes, with UTF-8 validation.
package enum PercentEncoding {
    enum Allowed {
        case pathSegment
        case queryComponent
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }

    /// Whether `bytes[range]` decodes to something other than itself: it holds a `%`, or a `+`
    /// where `plusIsSpace`.
    static func needsDecoding(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool) -> Bool {
        for index in range {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) { return true }
        }
        return false
    }

    /// Decodes `bytes[range]` into `output` (at least `range.count` bytes) and returns the decoded
    /// length. Throws the problem and its offset in `input`.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool, rejectControls: Bool,
        input: String, into output: UnsafeMutableBufferPointer<UInt8>
    ) throws(URLParseError) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < range.upperBound,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { throw URLParseError(.invalidPercentEscape, at: index, in: input) }
                let value = high << 4 | low
                if value == 0 || (rejectControls && (value < 0x20 || value == 0x7F)) {
                    throw URLParseError(.controlCharacter, at: index, in: input)
                }
                output[count] = value
                index += 3
            } else {
                output[count] = plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte
                index += 1
            }
            count += 1
        }
        guard UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: output[0..<count])) == nil else {
            throw URLParseError(.invalidUTF8, at: range.lowerBound, in: input)
        }
        return count
    }

    /// Calls `body` with `bytes[range]` decoded: in place when it needs no decoding (the bytes came
    /// from a Swift `String` and the range ends on ASCII delimiters, so they are valid UTF-8), else
    /// in a temporary buffer, which allocates only past the stack's size. Throws what
    /// ``decode(_:_:plusIsSpace:rejectControls:input:into:)`` throws.
    private static func withDecoded<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool, rejectControls: Bool,
        input: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) throws(URLParseError) -> Result {
        guard needsDecoding(bytes, range, plusIsSpace: plusIsSpace) else {
            return body(UnsafeBufferPointer(rebasing: bytes[range]))
        }
        let result: Swift.Result<Result, URLParseError> = withUnsafeTemporaryAllocation(
            of: UInt8.self, capacity: range.count
        ) { output in
            do throws(URLParseError) {
                let count = try decode(
                    bytes, range, plusIsSpace: plusIsSpace, rejectControls: rejectControls, input: input, into: output)
                return .success(body(UnsafeBufferPointer(rebasing: output[0..<count])))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Checks that `bytes[range]` decodes, without building a `String`.
    static func validate(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool, rejectControls: Bool, input: String
    ) throws(URLParseError) {
        try withDecoded(bytes, range, plusIsSpace: plusIsSpace, rejectControls: rejectControls, input: input) { _ in }
    }

    /// Decodes `bytes[range]`. `input` is the whole URL, for errors.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool, rejectControls: Bool,
        input: String
    ) throws(URLParseError) -> String {
        try withDecoded(bytes, range, plusIsSpace: plusIsSpace, rejectControls: rejectControls, input: input) {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Decodes a range that ``validate(_:_:plusIsSpace:rejectControls:input:)`` already accepted.
    static func decodeValidated(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool) -> String {
        // Cannot fail: the same bytes passed the same checks when the URL was parsed.
        (try? decode(bytes, range, plusIsSpace: plusIsSpace, rejectControls: false, input: "")) ?? ""
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// Whether `byte` stays as it is in the given position.
    private static func keeps(_ byte: UInt8, _ allowed: Allowed) -> Bool {
        if isUnreserved(byte) { return true }
        switch allowed {
        case .pathSegment:
            // Sub-delimiters and ':' '@' are legal in a segment; '+' too (it is not a space there).
            switch byte {
            case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
                UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
                return true
            default:
                return false
            }
        case .queryComponent:
            switch byte {
            case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "@"),
                UInt8(ascii: "/"):
                return true
            default:
                return false
            }
        }
    }

    /// Appends `string` percent-encoded for the given position.
    static func encode(_ string: String, into result: inout String, allowed: Allowed) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            if keeps(byte, allowed) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        result += String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `string` reads the same in a pattern's canonical text as it is: no byte to
    /// escape in a path segment, no `*`, no leading `:` (see ``RoutePattern/Segment/description``).
    ///
    /// - Complexity: O(*n*) in the length of `string`; allocates nothing.
    static func isPlainPatternLiteral(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            bytes.first != UInt8(ascii: ":")
                && bytes.allSatisfy { $0 != UInt8(ascii: "*") && keeps($0, .pathSegment) }
        }
    }

    /// `string` encoded as one path segment.
    package static func encodePathSegment(_ string: String) -> String {
        var result = ""
        encode(string, into: &result, allowed: .pathSegment)
        return result
    }
}
