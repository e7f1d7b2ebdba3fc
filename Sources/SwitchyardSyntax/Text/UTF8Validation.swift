/// Strict UTF-8 validation, the one validator of the package: for files from outside (route maps,
/// allow-lists), JSON strings and percent-decoded URL bytes, so a stray byte is refused with its
/// position instead of being read as U+FFFD. No overlong forms, no surrogates, nothing above
/// U+10FFFF, and a sequence must lie wholly in the bytes given.
@usableFromInline package enum UTF8Validation {
    /// The byte offset of the first byte that does not belong to a well-formed UTF-8 sequence
    /// (overlong forms, surrogates and values above U+10FFFF included), or `nil` when all of
    /// `bytes` is UTF-8.
    package static func firstInvalidOffset<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
        if let result = bytes.withContiguousStorageIfAvailable({ firstInvalidOffset(in: $0) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
    }

    /// The same for a buffer.
    @usableFromInline package static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0
        let count = bytes.count
        while offset < count {
            let lead = bytes[offset]
            if lead < 0x80 {
                offset += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return offset
            }
            for position in 1..<length {
                guard offset + position < count else { return offset }
                let next = bytes[offset + position]
                let (low, high): (UInt8, UInt8) = position == 1 ? (lower, upper) : (0x80, 0xBF)
                guard next >= low, next <= high else { return offset }
            }
            offset += length
        }
        return nil
    }
}
