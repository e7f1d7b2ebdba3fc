// Shared helpers for the lexer, scanner and conformance tests (no tests of its own).
@testable import _RouteScannerCore

/// A lexed token as (kind, text) for assertions.
struct LexedToken: Equatable, CustomStringConvertible {
    var kind: TokenKind
    var text: String
    var description: String { "\(kind):\(text)" }
}

/// Lexes `source` and returns tokens with their raw text.
func lex(_ source: String) -> [LexedToken] {
    let bytes = Array(source.utf8)
    let text = SourceText(bytes)
    return Lexer.tokenize(bytes).tokens.map { LexedToken(kind: $0.kind, text: text.text(Int($0.start), Int($0.end))) }
}

/// Lexer diagnostics for `source`.
func lexDiagnostics(_ source: String) -> [LexerDiagnostic] {
    Lexer.tokenize(Array(source.utf8)).diagnostics
}

/// Texts of the identifier tokens of `source`.
func identifiers(_ source: String) -> [String] {
    lex(source).filter { $0.kind == .identifier }.map(\.text)
}

/// Scans the given (path, source) pairs.
func scanSources(
    _ sources: [(String, String)], context: [(String, String)] = [], conformingTo: [String] = ["Routable"],
    extract: [String] = ["routePatterns", "routePriority", "routeDescription", "routeAction", "routeIsInternal"],
    moduleName: String? = nil
) -> ScanResult {
    let files =
        sources.map { SourceFile(path: $0.0, text: $0.1) }
        + context.map { SourceFile(path: $0.0, text: $0.1, isContext: true) }
    return scan(
        files, request: ScanRequest(conformingTo: conformingTo, extractMembers: extract, moduleName: moduleName))
}

/// Scans a single file named `App.swift`.
func scanSource(_ source: String, conformingTo: [String] = ["Routable"]) -> ScanResult {
    scanSources([("App.swift", source)], conformingTo: conformingTo)
}

/// Qualified names of the conforming types in `result`.
func names(_ result: ScanResult) -> [String] { result.types.map(\.qualifiedName) }
