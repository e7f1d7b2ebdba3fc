/// The pattern compiler: one pass over the UTF-8 bytes of the text.
extension RoutePattern {
    private static let slash = UInt8(ascii: "/")
    private static let colon = UInt8(ascii: ":")
    private static let star = UInt8(ascii: "*")

    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, text: String, defaultScheme: String
    ) throws(RoutePatternError) -> (segments: [Segment], explicit: Bool) {
        let count = bytes.count
        var allSlashes = true
        for index in 0..<count {
            let byte = bytes[index]
            if byte != slash { allSlashes = false }
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                throw RoutePatternError(text, .queryOrFragment(Character(Unicode.Scalar(byte))))
            }
            if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") {
                throw RoutePatternError(text, .invalidCharacter(Character(Unicode.Scalar(byte))))
            }
        }
        if count == 0 || allSlashes { throw RoutePatternError(text, .empty) }

        // `scheme://` — a ':' before any '/', followed by "//".
        let firstColon = bytes.prefix { $0 != slash }.firstIndex(of: colon) ?? -1
        let separator =
            firstColon >= 0 && firstColon + 2 < count && bytes[firstColon + 1] == slash
                && bytes[firstColon + 2] == slash
            ? firstColon : -1
        var segments: [Segment] = []
        segments.reserveCapacity(6)
        var cursor = 0
        if separator >= 0 {
            if separator == 1 && bytes[0] == star {
                segments.append(.wildcard)
            } else {
                guard separator > 0, (0..<separator).allSatisfy({ ASCII.isSchemeByte(bytes[$0], first: $0 == 0) })
                else {
                    throw RoutePatternError(
                        text,
                        .invalidScheme(
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<separator]), as: UTF8.self)))
                }
                segments.append(.literal(ASCII.lowercased(bytes, 0..<separator)))
            }
            cursor = separator + 3
            // The host may be empty (`app:///path`).
            if cursor < count && bytes[cursor] == slash { segments.append(.literal("")) }
        } else {
            if firstColon > 0, (0..<firstColon).allSatisfy({ ASCII.isSchemeByte(bytes[$0], first: false) }) {
                throw RoutePatternError(text, .missingAuthority)
            }
            segments.append(
                .literal(
                    defaultScheme.utf8.allSatisfy { $0 < 0x41 || $0 > 0x5A }
                        ? defaultScheme : defaultScheme.lowercased()))
        }

        var start = cursor
        for index in cursor...count where index == count || bytes[index] == slash {
            if index > start {
                if segments.last == .catchAll { throw RoutePatternError(text, .catchAllNotLast) }
                let segment = try compile(bytes, start..<index, isHost: segments.count == 1, text: text)
                if case .parameter(let name) = segment, segments.contains(.parameter(name)) {
                    throw RoutePatternError(text, .duplicateParameter(name))
                }
                segments.append(segment)
            }
            start = index + 1
        }
        if segments.count == 1 { throw RoutePatternError(text, .empty) }
        return (segments, separator >= 0)
    }

    private static func compile(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, isHost: Bool, text: String
    ) throws(RoutePatternError) -> Segment {
        let piece = UnsafeBufferPointer(rebasing: bytes[range])
        if piece.count == 2 && piece[0] == star && piece[1] == star { return .catchAll }
        if piece.count == 1 && piece[0] == star { return .wildcard }
        if piece[0] == colon {
            guard piece.count > 1 else { throw RoutePatternError(text, .emptyParameterName) }
            let name = String(decoding: UnsafeBufferPointer(rebasing: piece[1...]), as: UTF8.self)
            // Letters (either case), digits and `_`.
            guard
                piece[1...].allSatisfy({
                    ($0 | 0x20) &- UInt8(ascii: "a") < 26 || $0 &- UInt8(ascii: "0") < 10 || $0 == UInt8(ascii: "_")
                })
            else { throw RoutePatternError(text, .invalidParameterName(name)) }
            return .parameter(name)
        }
        if piece.contains(star) {
            throw RoutePatternError(text, .invalidWildcard(String(decoding: piece, as: UTF8.self)))
        }
        let decoded: String
        do {
            // A host is lowercased in ASCII only, as the URL parser does: Unicode rules would fold
            // `É` to `é` (never matching the link's `É`) and the Kelvin sign to an ASCII `k`.
            decoded = try PercentEncoding.decode(bytes, range, plusIsSpace: false, rejectControls: true, input: text) {
                isHost ? ASCII.lowercased($0, $0.indices) : String(decoding: $0, as: UTF8.self)
            }
        } catch {
            throw RoutePatternError(text, .invalidPercentEscape(String(decoding: piece, as: UTF8.self)))
        }
        if decoded == "." || decoded == ".." { throw RoutePatternError(text, .dotSegment) }
        return .literal(decoded)
    }
}
