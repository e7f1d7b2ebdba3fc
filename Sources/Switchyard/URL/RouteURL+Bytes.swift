@_spi(Syntax) import SwitchyardSyntax

/// Reading a URL's parts in place, without building `String`s or arrays: what the router's trie
/// and parameter merge use.
extension RouteURL {
    /// The number of path segments.
    @inlinable
    package var segmentCount: Int { segmentBounds.count }

    /// Path segment `index` (0-based), decoded.
    package func segment(at index: Int) -> String {
        let range = (storage?.overflow ?? []).withUnsafeBufferPointer { segmentBounds.range(index, overflow: $0) }
        if let decoded = storage?.segmentBytes { return String(decoding: decoded[range], as: UTF8.self) }
        return Self.withUTF8(original) { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Calls `body` with the levels a route pattern matches: the scheme, the host, then each
    /// decoded path segment, as bytes read in place.
    @inlinable
    package func withLevels<Result>(_ body: (URLLevels) -> Result) -> Result {
        Self.withUTF8(scheme) { scheme in
            Self.withUTF8(original) { original in
                let inPlace = UnsafeBufferPointer(rebasing: original[hostRange])
                guard let storage else {
                    return body(
                        URLLevels(
                            scheme: scheme, host: inPlace, base: original, bounds: segmentBounds,
                            overflow: UnsafeBufferPointer(start: nil, count: 0)))
                }
                return Self.withUTF8(storage.host ?? "") { lowered in
                    (storage.segmentBytes ?? []).withUnsafeBufferPointer { decoded in
                        storage.overflow.withUnsafeBufferPointer { overflow in
                            body(
                                URLLevels(
                                    scheme: scheme, host: storage.host == nil ? inPlace : lowered,
                                    base: storage.segmentBytes == nil ? original : decoded, bounds: segmentBounds,
                                    overflow: overflow))
                        }
                    }
                }
            }
        }
    }

    /// Whether a query item may be named `name` once decoded: its raw name is `name`, or has a `%`
    /// escape that may decode to it (`+` decodes to a space, never to a name's letter). Reads the
    /// bytes only, decoding and allocating nothing.
    package func mayHaveQueryItem(named name: String) -> Bool {
        if queryCount == 0 { return false }
        var found = false
        Self.withUTF8(original) { bytes in
            URLParser.splitQuery(bytes, queryRange) { raw, _ in
                guard !found else { return }
                let piece = UnsafeBufferPointer(rebasing: bytes[raw])
                // The count first: `elementsEqual` alone cost `canOpenURL` 60 instructions (#39).
                found =
                    piece.contains(UInt8(ascii: "%"))
                    || (piece.count == name.utf8.count && piece.elementsEqual(name.utf8))
            }
        }
        return found
    }

    /// Calls `body` with each query item's decoded name and value, in order.
    package func forEachQueryItem(_ body: (String, String) -> Void) {
        if queryCount == 0 { return }
        Self.withUTF8(original) { bytes in
            URLParser.splitQuery(bytes, queryRange) { name, value in
                body(
                    PercentEncoding.decodeValidated(bytes, name),
                    value.map { PercentEncoding.decodeValidated(bytes, $0) } ?? "")
            }
        }
    }

    /// Calls `body` with `text`'s UTF-8, in place when the string is contiguous (always, for the
    /// strings a parsed URL keeps).
    @inlinable
    package static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }
}

/// A URL's matching levels as bytes: 0 is the scheme, 1 the host, 2… the path segments.
/// Valid only inside ``RouteURL/withLevels(_:)``.
@usableFromInline
package struct URLLevels {
    @usableFromInline let scheme: UnsafeBufferPointer<UInt8>
    @usableFromInline let host: UnsafeBufferPointer<UInt8>
    @usableFromInline let base: UnsafeBufferPointer<UInt8>
    @usableFromInline let bounds: SegmentBounds
    @usableFromInline let overflow: UnsafeBufferPointer<Int>

    @inlinable
    init(
        scheme: UnsafeBufferPointer<UInt8>, host: UnsafeBufferPointer<UInt8>, base: UnsafeBufferPointer<UInt8>,
        bounds: SegmentBounds, overflow: UnsafeBufferPointer<Int>
    ) {
        self.scheme = scheme
        self.host = host
        self.base = base
        self.bounds = bounds
        self.overflow = overflow
    }

    /// The number of levels: 2 + the number of path segments.
    @inlinable
    package var count: Int { bounds.count + 2 }

    /// The bytes of `level`.
    @inlinable
    package subscript(level: Int) -> UnsafeBufferPointer<UInt8> {
        level == 0
            ? scheme
            : level == 1 ? host : UnsafeBufferPointer(rebasing: base[bounds.range(level - 2, overflow: overflow)])
    }
}
