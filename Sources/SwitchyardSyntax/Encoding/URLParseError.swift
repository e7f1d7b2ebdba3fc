/// Why a URL could not be parsed, and where.
public struct URLParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong (for the message, and the package's tests).
    @usableFromInline package enum Kind: Sendable, Hashable {
        /// The URL was empty or only white space.
        case empty
        /// The URL is longer than ``URLLimits/maxLength``.
        case tooLong(length: Int, limit: Int)
        /// A byte that may not appear unencoded: a space, a control byte, a backslash.
        case invalidCharacter(UInt8)
        /// The scheme has a character other than letters, digits, `+`, `-`, `.`.
        case invalidScheme
        /// `scheme:` is not followed by `//`.
        case missingAuthority
        /// The URL has user info (`user@host`).
        case userInfoNotAllowed
        /// The host is malformed (bad IPv6 literal, forbidden character).
        case invalidHost
        /// The port is not a number from 0 to 65535.
        case invalidPort
        /// `%` is not followed by two hex digits.
        case invalidPercentEscape
        /// Percent-decoded bytes are not valid UTF-8 (including overlong forms).
        case invalidUTF8
        /// A percent-decoded path segment holds a control character, or a value holds NUL.
        case controlCharacter
        /// A `.` or `..` path segment.
        case dotSegment
        /// More path segments than ``URLLimits/maxPathSegments``.
        case tooManySegments(limit: Int)
        /// More query items than ``URLLimits/maxQueryItems``.
        case tooManyQueryItems(limit: Int)
    }

    /// What was wrong.
    package let kind: Kind
    /// The byte offset in the URL's UTF-8 form where the problem starts.
    public let offset: Int
    /// The URL (cut to 120 characters).
    public let input: String

    @usableFromInline package init(_ kind: Kind, at offset: Int, in input: String) {
        self.kind = kind
        self.offset = offset
        self.input = input.count > 120 ? String(input.prefix(120)) + "…" : input
    }

    /// A message that says what, where, and how to fix it.
    public var description: String {
        "invalid URL '\(input)' at byte \(offset): \(explanation)"
    }

    private var explanation: String {
        switch kind {
        case .empty:
            return "the URL is empty; pass a link such as 'app://home'"
        case .tooLong(let length, let limit):
            return
                "the URL is \(length) bytes, over the limit of \(limit); raise URLLimits.maxLength if it is legitimate"
        case .invalidCharacter(let byte):
            let shown =
                byte == 0x20
                ? "a space" : byte == 0x5C ? "a backslash" : "the byte 0x\(String(byte, radix: 16, uppercase: true))"
            return
                "\(shown) may not appear unencoded; percent-encode it (e.g. %\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: true)))"
        case .invalidScheme:
            return "the scheme may hold only letters, digits, '+', '-' and '.', and must start with a letter"
        case .missingAuthority:
            return "the scheme must be followed by '//' (write 'app://host/path', not 'app:/host/path')"
        case .userInfoNotAllowed:
            return "user info ('name@') is not allowed in a deep link; remove everything up to '@'"
        case .invalidHost:
            return "the host is malformed; use letters, digits, '-', '.', or a bracketed IPv6 literal such as [::1]"
        case .invalidPort:
            return "the port must be a number from 0 to 65535"
        case .invalidPercentEscape:
            return "'%' must be followed by two hex digits; write '%25' for a literal '%'"
        case .invalidUTF8:
            return "the percent-decoded bytes are not valid UTF-8"
        case .controlCharacter:
            return "a percent-decoded control character (or NUL) is not allowed here"
        case .dotSegment:
            return "'.' and '..' path segments are not allowed; deep links cannot walk a path"
        case .tooManySegments(let limit):
            return "more than \(limit) path segments; raise URLLimits.maxPathSegments if it is legitimate"
        case .tooManyQueryItems(let limit):
            return "more than \(limit) query items; raise URLLimits.maxQueryItems if it is legitimate"
        }
    }
}
