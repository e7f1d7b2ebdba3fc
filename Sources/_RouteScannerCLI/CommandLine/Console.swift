import _RouteScannerCore

/// The standard streams.
package enum Console {
    package static func output(_ text: String) {
        FileIO.emit(line(text), toError: false)
    }

    package static func error(_ text: String) {
        FileIO.emit(line(text), toError: true)
    }

    /// Prints diagnostics in the compiler's format (`path:line:column: error: message`) on standard
    /// error, where SwiftPM and Xcode read them.
    package static func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        error(diagnostics.map(\.description).joined(separator: "\n"))
    }

    private static func line(_ text: String) -> String { text.hasSuffix("\n") ? text : text + "\n" }
}
