/// ASCII byte rules that URLs and patterns share: the runtime's URL parser and the pattern
/// parser both read schemes and hosts through them.
///
/// SPI and `@inlinable`, as `PercentEncoding`'s decoding is, for the runtime's URL parser, which
/// calls them from another module for every byte of a scheme and every query item. Swift 6.3
/// serializes no body of an `@inlinable package` function, so `package` would leave them plain
/// calls, and the parser cost 16% more instructions (`bench-runner --profile parse`, callgrind:
/// 4,181 instructions a URL against 3,594 with the parser in this module).
@_spi(Syntax) public enum ASCII {
    /// Whether `byte` may appear in a scheme: a letter, or (not first) a digit, `+`, `-` or `.`.
    @inlinable public static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default: return false
        }
    }

    /// Whether `bytes[range]` holds an ASCII capital letter.
    @inlinable public static func hasUppercase(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        for index in range where bytes[index] &- UInt8(ascii: "A") < 26 { return true }
        return false
    }

    /// `bytes[range]` as a string, ASCII capitals lowercased.
    @inlinable public static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if !hasUppercase(bytes, range) { return String(decoding: slice, as: UTF8.self) }
        return String(decoding: slice.map { $0 &- UInt8(ascii: "A") < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
