/// Percent-decoding and -encoding on UTF-8 bytes, with UTF-8 validation. The decoding is SPI and
/// `@inlinable` for the runtime's URL parser (see ``ASCII``).
@_spi(Syntax) public enum PercentEncoding {
    package enum Allowed {
        case pathSegment
        case queryComponent
        /// A path segment that must not read as pattern syntax: `*` and a leading `:` are escaped too.
        case patternLiteral
    }

    /// The value of one hexadecimal digit (either case), or `nil` for any other byte.
    @inlinable public static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }

    /// Calls `body` with `bytes[range]` decoded: in place when it holds no `%` (nor a `+` where
    /// `plusIsSpace`), since the bytes came from a Swift `String` and the range ends on ASCII
    /// delimiters, so they are valid UTF-8; else in a temporary buffer, which allocates only past
    /// the stack's size. Throws the problem and its offset in `input` (the whole URL).
    @inlinable public static func decode<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool, rejectControls: Bool,
        input: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) throws(URLParseError) -> Result {
        guard
            range.contains(where: { bytes[$0] == UInt8(ascii: "%") || (plusIsSpace && bytes[$0] == UInt8(ascii: "+")) })
        else { return body(UnsafeBufferPointer(rebasing: bytes[range])) }
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) {
            (output) throws(URLParseError) in
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
            let decoded = UnsafeBufferPointer(rebasing: output[0..<count])
            guard UTF8Validation.firstInvalidOffset(in: decoded) == nil else {
                throw URLParseError(.invalidUTF8, at: range.lowerBound, in: input)
            }
            return body(decoded)
        }
    }

    /// Decodes a query component that the parser already accepted, so it cannot fail.
    @inlinable public static func decodeValidated(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        (try? decode(bytes, range, plusIsSpace: true, rejectControls: false, input: "") {
            String(decoding: $0, as: UTF8.self)
        }) ?? ""
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Whether `byte` stays as it is in the given position (a leading `:` of a pattern literal aside):
    /// the unreserved bytes everywhere, and the sub-delimiters, `:` and `@` that are legal there
    /// (`+` too in a segment, where it is not a space; `/` in a query component).
    private static func keeps(_ byte: UInt8, _ allowed: Allowed) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            switch allowed {
            case .pathSegment: return "!$&'()*+,;=:@".utf8.contains(byte)
            case .queryComponent: return "!$'()*,;:@/".utf8.contains(byte)
            case .patternLiteral: return byte != UInt8(ascii: "*") && keeps(byte, .pathSegment)
            }
        }
    }

    /// `string` percent-encoded for the given position.
    package static func encode(_ string: String, _ allowed: Allowed) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        for byte in string.utf8 {
            if keeps(byte, allowed) && !(allowed == .patternLiteral && bytes.isEmpty && byte == UInt8(ascii: ":")) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `encode(string, .patternLiteral)` is `string` itself (see ``RoutePattern/Segment/description``).
    ///
    /// - Complexity: O(*n*) in the length of `string`; allocates nothing.
    static func isPlainPatternLiteral(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { bytes in
            bytes.first != UInt8(ascii: ":") && bytes.allSatisfy { keeps($0, .patternLiteral) }
        }
    }
}
