/// The category of a lexed Swift token.
///
/// Keywords are lexed as ``identifier`` tokens; the scanner compares their text.
/// Comments and whitespace are trivia and never become tokens.
public enum TokenKind: UInt8, Sendable {
    /// An identifier or keyword, including `$0` and backtick-escaped names.
    case identifier
    /// An integer literal such as `10`, `0x1F` or `1_000`.
    case integerLiteral
    /// A floating-point literal such as `1.5` or `1e3`.
    case floatLiteral
    /// A string literal of any form: single-line, multi-line, raw.
    case stringLiteral
    /// A regex literal: `/…/` or `#/…/#`.
    case regexLiteral
    /// An operator such as `=`, `&`, `->`, `<`, `>>` or `?`.
    case `operator`
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `{`
    case leftBrace
    /// `}`
    case rightBrace
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// `,`
    case comma
    /// `:`
    case colon
    /// `;`
    case semicolon
    /// `.` used as member access.
    case period
    /// `@` introducing an attribute.
    case at
    /// A lone `#` that does not start a raw string, regex or pound keyword.
    case pound
    /// A pound keyword other than a conditional-compilation directive, e.g. `#selector`.
    case poundKeyword
    /// `#if`; the token's range covers the condition text.
    case poundIf
    /// `#elseif`; the token's range covers the condition text.
    case poundElseif
    /// `#else`
    case poundElse
    /// `#endif`
    case poundEndif
    /// `\` (key paths).
    case backslash
    /// A byte that cannot start any token.
    case unknown
}

/// One lexed token: a kind and a byte range into the source.
public struct Token: Sendable, Equatable {
    /// The token's category.
    public var kind: TokenKind
    /// Bit set of ``Token/Flags``.
    public var flags: UInt8
    /// Offset of the first byte of the token.
    public var start: Int32
    /// Offset one past the last byte of the token.
    public var end: Int32

    /// Token flag bits.
    public enum Flags {
        /// Whitespace or a comment precedes the token.
        public static let spaceBefore: UInt8 = 1
        /// A line break precedes the token (and it is not the first token).
        public static let newlineBefore: UInt8 = 2
        /// Backtick-escaped identifier: never a keyword.
        public static let escaped: UInt8 = 4
        /// String literal containing an interpolation `\(…)`.
        public static let interpolated: UInt8 = 8
        /// String literal or comment that was not terminated.
        public static let unterminated: UInt8 = 16
    }

    /// Creates a token.
    public init(kind: TokenKind, flags: UInt8, start: Int, end: Int) {
        self.kind = kind
        self.flags = flags
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    /// Whether the token has the given flag bit.
    @inline(__always)
    public func has(_ flag: UInt8) -> Bool { flags & flag != 0 }

    /// The token's byte length.
    public var length: Int { Int(end) - Int(start) }
}
