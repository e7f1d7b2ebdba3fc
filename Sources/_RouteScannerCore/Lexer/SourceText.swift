/// The bytes of one source file plus a line table for turning offsets into line/column.
struct SourceText: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// Offsets at which each line starts (line 1 starts at 0).
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == ASCII.newline { starts.append(offset + 1) }
        self.lineStarts = starts
    }

    /// 1-based line and (byte) column of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The token's text, with backticks removed from escaped identifiers. Invalid UTF-8 is repaired.
    func text(_ token: Token) -> String {
        var start = Int(token.start)
        var end = Int(token.end)
        if token.has(Token.Flags.escaped), end - start >= 2 {
            start += 1
            end -= 1
        }
        return text(start, end)
    }

    /// The text of `bytes[start..<end]` (clamped), with invalid UTF-8 repaired.
    func text(_ start: Int, _ end: Int) -> String {
        let s = max(0, min(start, bytes.count))
        let e = max(s, min(end, bytes.count))
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }
}
