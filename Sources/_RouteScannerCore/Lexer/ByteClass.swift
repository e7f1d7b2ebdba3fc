/// Byte classification for the lexer's hot path (ASCII tables, non-ASCII is identifier material).
enum ByteClass {
    static let identStart: UInt8 = 1
    static let identContinue: UInt8 = 2
    static let operatorChar: UInt8 = 4
    /// Horizontal or vertical whitespace (and NUL).
    static let whitespace: UInt8 = 8
    static let digit: UInt8 = 16

    /// Classification of every byte value.
    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] = identStart | identContinue }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] = identStart | identContinue }
        t[Int(UInt8(ascii: "_"))] = identStart | identContinue
        t[Int(UInt8(ascii: "$"))] = identStart | identContinue
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] = identContinue | digit }
        for b in 0x80...0xFF { t[b] = identStart | identContinue }
        for c in "/=-+!*%<>&|^~?" { t[Int(c.asciiValue ?? 0)] = operatorChar }
        for b: UInt8 in [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00] { t[Int(b)] = whitespace }
        return t
    }()
}

/// ASCII byte constants used by the lexer.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let pound = UInt8(ascii: "#")
    static let backslash = UInt8(ascii: "\\")
    static let leftParen = UInt8(ascii: "(")
    static let rightParen = UInt8(ascii: ")")
    static let leftBracket = UInt8(ascii: "[")
    static let rightBracket = UInt8(ascii: "]")
    static let backtick = UInt8(ascii: "`")
    static let dot = UInt8(ascii: ".")
}
