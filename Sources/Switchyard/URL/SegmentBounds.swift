/// Where the first path segments of a ``RouteURL`` sit: byte ranges in the UTF-8 of the URL's
/// text, or of a decoded copy when a segment needed percent-decoding.
///
/// The first eight ranges live inline as 16-bit offsets, so a parsed deep link keeps its segments
/// without a heap allocation and copies as plain bytes; the ranges after them, or every range
/// from the first one past 64 KiB, go to ``RouteURL``'s rarely used storage (``overflow``).
@usableFromInline
package struct SegmentBounds: Sendable {
    /// How many inline ranges a URL keeps without allocating.
    static let inlineCapacity = 8

    /// The number of segments (inline and overflowing).
    @usableFromInline package private(set) var count = 0
    /// How many of the ranges are inline (the first ones).
    @usableFromInline var inlineCount: UInt8 = 0
    /// `start << 16 | end` for the first `inlineCount` ranges, two to a word.
    @usableFromInline var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// Adds the range of the next segment: inline when it fits, else appended to `overflow`
    /// (start and end, flattened).
    @inline(__always)
    package mutating func append(_ range: Range<Int>, overflow: inout [Int]) {
        if Int(inlineCount) == count && count < Self.inlineCapacity && range.upperBound <= Int(UInt16.max) {
            let packed =
                UInt32(truncatingIfNeeded: range.lowerBound) << 16 | UInt32(truncatingIfNeeded: range.upperBound)
            let index = count
            withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: packed, toByteOffset: index * 4, as: UInt32.self) }
            inlineCount += 1
        } else {
            overflow.append(range.lowerBound)
            overflow.append(range.upperBound)
        }
        count += 1
    }

    /// The byte range of segment `index` (0-based); `overflow` holds the ranges past the inline ones.
    @inlinable
    package func range(_ index: Int, overflow: UnsafeBufferPointer<Int>) -> Range<Int> {
        if index < Int(inlineCount) {
            let packed = withUnsafeBytes(of: inline) { $0.load(fromByteOffset: index * 4, as: UInt32.self) }
            return Int(packed >> 16)..<Int(packed & 0xFFFF)
        }
        let offset = (index - Int(inlineCount)) * 2
        return overflow[offset]..<overflow[offset + 1]
    }
}
