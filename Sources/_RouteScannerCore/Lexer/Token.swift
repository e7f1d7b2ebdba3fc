/// The category of a lexed Swift token.
///
/// Keywords are lexed as ``identifier`` tokens; the scanner compares their text.
/// Comments and whitespace are trivia and never become tokens.
enum TokenKind: UInt8, Sendable {
    /// An identifier or keyword, including `$0` and backtick-escaped names.
    case identifier
    /// `10`, `0x1F`, `1_000`; `1.5`, `1e3`.
    case integerLiteral, floatLiteral
    /// A string literal of any form: single-line, multi-line, raw.
    case stringLiteral
    /// `/…/` or `#/…/#`.
    case regexLiteral
    /// `=`, `&`, `->`, `<`, `>>`, `?`, …
    case `operator`
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket, comma, colon, semicolon
    /// `.` used as member access.
    case period
    /// `@` introducing an attribute.
    case at
    /// A lone `#` that does not start a raw string, regex or pound keyword.
    case pound
    /// A pound keyword other than a conditional-compilation directive, e.g. `#selector`.
    case poundKeyword
    /// `#if` and `#elseif`: the token's range covers the condition text.
    case poundIf, poundElseif
    case poundElse, poundEndif
    /// `\` (key paths).
    case backslash
    /// A byte that cannot start any token.
    case unknown
}

/// One lexed token: a kind and a byte range into the source.
struct Token: Sendable, Equatable {
    var kind: TokenKind
    /// Bit set of ``Token/Flags``.
    var flags: UInt8
    /// The byte range `start..<end`.
    var start: Int32
    var end: Int32

    /// Token flag bits.
    enum Flags {
        /// Whitespace or a comment precedes the token.
        static let spaceBefore: UInt8 = 1
        /// A line break precedes the token (and it is not the first token).
        static let newlineBefore: UInt8 = 2
        /// Backtick-escaped identifier: never a keyword.
        static let escaped: UInt8 = 4
        /// String literal containing an interpolation `\(…)`.
        static let interpolated: UInt8 = 8
        /// String literal or comment that was not terminated.
        static let unterminated: UInt8 = 16
    }

    init(kind: TokenKind, flags: UInt8, start: Int, end: Int) {
        self.kind = kind
        self.flags = flags
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    @inline(__always)
    func has(_ flag: UInt8) -> Bool { flags & flag != 0 }

    var length: Int { Int(end) - Int(start) }
}
