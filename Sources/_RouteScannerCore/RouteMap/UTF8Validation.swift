/// Checks that a file from outside is UTF-8 before it is read as text, so a stray byte is
/// refused with its position instead of being read as U+FFFD and compared.
enum UTF8Validation {
    /// The byte offset of the first byte that does not belong to a well-formed UTF-8 sequence
    /// (overlong forms, surrogates and values above U+10FFFF included), or `nil` when all of
    /// `bytes` is UTF-8.
    static func firstInvalidOffset<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
        if let result = bytes.withContiguousStorageIfAvailable({ firstInvalidOffset(inBuffer: $0) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { firstInvalidOffset(inBuffer: $0) }
    }

    /// The same for a buffer. Runs of ASCII, most of a route map, are skipped 16 bytes at a time.
    private static func firstInvalidOffset(inBuffer bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0
        let count = bytes.count
        while offset < count {
            if offset + 16 <= count {
                var any: UInt8 = 0
                for position in offset..<(offset + 16) { any |= bytes[position] }
                if any < 0x80 {
                    offset += 16
                    continue
                }
            }
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

    /// Throws a ``RouteMapError`` naming `file` and the offset unless `bytes` is UTF-8.
    static func check<Bytes: Collection<UInt8>>(_ bytes: Bytes, file: String, what: String) throws(RouteMapError) {
        guard let offset = firstInvalidOffset(bytes) else { return }
        let byte = bytes[bytes.index(bytes.startIndex, offsetBy: offset)]
        let hex = String(byte, radix: 16, uppercase: true)
        throw RouteMapError(
            file: file,
            problem:
                "\(what) is not UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) at byte offset \(offset) does not start a valid UTF-8 sequence; save the file as UTF-8"
        )
    }
}
