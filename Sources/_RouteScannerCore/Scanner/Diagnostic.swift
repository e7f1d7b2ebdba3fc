/// How serious a ``Diagnostic`` is.
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// The scan result is not trustworthy (for example a route value that is not a literal).
    case error
    /// Something is probably wrong but the scan continues (for example an unreachable conforming type).
    case warning
    /// Additional information.
    case note

    /// Orders errors before warnings before notes (declaration order).
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// A located message about the scanned sources, printed like a compiler diagnostic.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// Path of the file the diagnostic refers to.
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based (UTF-8 byte) column number.
    public var column: Int
    /// Severity.
    public var severity: Severity
    /// Message text, without location or severity.
    public var message: String

    /// Creates a diagnostic.
    public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `path:line:column: severity: message`, the format compilers and IDEs understand.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// Orders by file, line, column, severity, then message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.severity, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.severity, rhs.message)
    }
}
