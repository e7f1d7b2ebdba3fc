/// Where each path segment of a ``RouteURL`` sits: byte ranges in the UTF-8 of the URL's text,
/// or of a decoded copy when a segment needed percent-decoding.
///
/// The first eight ranges live inline, so a parsed deep link keeps its segments without a heap
/// allocation; further ones (or offsets past 4 GiB) go to an array.
@usableFromInline
package struct SegmentBounds: Sendable {
    /// How many inline ranges a URL keeps without allocating.
    static let inlineCapacity = 8

    /// The number of segments.
    @usableFromInline package private(set) var count = 0
    /// How many of the ranges are inline (the first ones).
    @usableFromInline var inlineCount = 0
    /// `start << 32 | end` for the first `inlineCount` ranges.
    @usableFromInline var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
        0, 0, 0, 0, 0, 0, 0, 0
    )
    /// Start and end, flattened, for the ranges after the inline ones.
    @usableFromInline var overflow: [Int] = []

    /// No segments.
    package init() {}

    /// Adds the range of the next segment.
    @inline(__always)
    package mutating func append(_ range: Range<Int>) {
        if inlineCount == count && count < Self.inlineCapacity && range.upperBound <= Int(UInt32.max) {
            let packed = UInt64(range.lowerBound) << 32 | UInt64(range.upperBound)
            let index = count
            withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: packed, toByteOffset: index * 8, as: UInt64.self) }
            inlineCount += 1
        } else {
            overflow.append(range.lowerBound)
            overflow.append(range.upperBound)
        }
        count += 1
    }

    /// The byte range of segment `index` (0-based).
    @inlinable
    package subscript(index: Int) -> Range<Int> {
        if index < inlineCount {
            let packed = withUnsafeBytes(of: inline) { $0.load(fromByteOffset: index * 8, as: UInt64.self) }
            return Int(packed >> 32)..<Int(packed & 0xFFFF_FFFF)
        }
        let offset = (index - inlineCount) * 2
        return overflow[offset]..<overflow[offset + 1]
    }
}
