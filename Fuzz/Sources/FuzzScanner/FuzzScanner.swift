import Foundation
import FuzzSupport
import _RouteScannerCore

/// Lexer and declaration scanner on arbitrary bytes. The scan never traps, is deterministic,
/// and never reports a type at a line that does not declare or extend it: at the reported
/// line, `class|struct|enum|actor|extension` is followed by the type's simple name (the name
/// may sit on the next lines after the keyword, or the keyword on the lines before the name;
/// only `extension` takes a dotted path, any component of which may be the name: past generic
/// arguments, never a reserved word).
/// The program's entry point (SwiftPM makes `FuzzScanner_main` the `main`): runs libFuzzer.
@_cdecl("FuzzScanner_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let input = String(decoding: bytes, as: UTF8.self)
    let files = [SourceFile(path: "Fuzz.swift", contents: bytes)]
    let request = ScanRequest(
        conformingTo: ["Routable"], extractMembers: Array(LiteralKind.routeMemberDefaults.keys).sorted(), moduleName: "Fuzz")
    let result = scan(files, request: request)
    if scan(files, request: request) != result { propertyFailed("scan is not deterministic", input: input) }
    let declarations = declarationSites(bytes)
    for type in result.types {
        // The qualified name ends with the declared name (which, as a raw identifier, may itself hold dots).
        let qualified = type.qualifiedName.replacingOccurrences(of: "`", with: "")
        let declared = declarations.contains { site in
            (qualified == site.name || qualified.hasSuffix("." + site.name))
                && (site.keywordLine == type.line || site.nameLine == type.line)
        }
        if !declared {
            propertyFailed("\(type.qualifiedName) reported at line \(type.line), which does not declare or extend it", input: input)
        }
    }
    return 0
}

struct DeclarationSite {
    var keywordLine: Int
    var nameLine: Int
    var name: String
}

/// Every `keyword Name` (and `extension A.B.Name`) in the bytes, found with a scan independent
/// of the lexer: keywords inside strings or comments count too, which can only hide a bug, never
/// invent one.
func declarationSites(_ bytes: [UInt8]) -> [DeclarationSite] {
    let keywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
    func isIdentifier(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (byte >= 48 && byte <= 57) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122)
    }
    // Swift's white space, NUL included (the compiler reads a NUL inside a file as a space).
    func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C || byte == 0x00
    }
    /// Skips white space and comments (`//` to the end of the line, nested `/* */`), counting lines.
    func skipTrivia(_ cursor: inout Int, _ nameLine: inout Int) {
        while cursor < bytes.count {
            if isSpace(bytes[cursor]) {
                if bytes[cursor] == 0x0A { nameLine += 1 }
                cursor += 1
            } else if bytes[cursor] == UInt8(ascii: "/") && cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "/") {
                while cursor < bytes.count && bytes[cursor] != 0x0A { cursor += 1 }
            } else if bytes[cursor] == UInt8(ascii: "/") && cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "*") {
                var depth = 0
                while cursor < bytes.count {
                    if bytes[cursor] == 0x0A { nameLine += 1 }
                    if bytes[cursor] == UInt8(ascii: "/") && cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "*") {
                        depth += 1
                        cursor += 2
                    } else if bytes[cursor] == UInt8(ascii: "*") && cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        cursor += 2
                        if depth == 0 { break }
                    } else {
                        cursor += 1
                    }
                }
            } else {
                break
            }
        }
    }
    /// Skips `<…>` with nesting, counting lines; stops at `{`, `}`, `;` or the end.
    func skipGenericArguments(_ cursor: inout Int, _ line: inout Int) {
        var depth = 0
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") { return }
            if byte == 0x0A { line += 1 }
            if byte == UInt8(ascii: "<") { depth += 1 }
            if byte == UInt8(ascii: ">") && !(cursor > 0 && bytes[cursor - 1] == UInt8(ascii: "-")) {
                depth -= 1
                if depth == 0 {
                    cursor += 1
                    return
                }
            }
            cursor += 1
        }
    }
    // Swift's reserved words that may not follow a period in a type path.
    let reserved: Set<String> = [
        "class", "struct", "enum", "extension", "protocol", "func", "var", "let", "import", "typealias",
        "init", "deinit", "subscript", "static", "public", "private", "fileprivate", "internal", "if", "else",
        "for", "while", "return", "switch", "case", "default", "where", "in", "is", "as", "true", "false",
        "nil", "self", "super", "try", "throw", "do", "repeat", "guard", "defer", "break", "continue",
        "operator", "associatedtype", "inout", "throws", "rethrows", "fallthrough", "catch",
    ]
    var sites: [DeclarationSite] = []
    var line = 1
    var index = 0
    while index < bytes.count {
        if bytes[index] == 0x0A { line += 1; index += 1; continue }
        guard isIdentifier(bytes[index]), index == 0 || !isIdentifier(bytes[index - 1]) else { index += 1; continue }
        var end = index
        while end < bytes.count && isIdentifier(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[index..<end], as: UTF8.self)
        if keywords.contains(word) {
            // Skip white space, then read a dotted path of identifiers (backticks allowed).
            var cursor = end
            var nameLine = line
            var lastName = ""
            var afterPeriod = false
            while true {
                skipTrivia(&cursor, &nameLine)
                if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "`") {
                    // A raw identifier (SE-0451): anything up to the closing backtick on the same line.
                    let start = cursor + 1
                    var close = start
                    while close < bytes.count && bytes[close] != UInt8(ascii: "`") && bytes[close] != 0x0A { close += 1 }
                    guard close < bytes.count, bytes[close] == UInt8(ascii: "`"), close > start else { break }
                    lastName = String(decoding: bytes[start..<close], as: UTF8.self)
                    cursor = close + 1
                } else {
                    let start = cursor
                    while cursor < bytes.count && isIdentifier(bytes[cursor]) { cursor += 1 }
                    guard cursor > start else { break }
                    let name = String(decoding: bytes[start..<cursor], as: UTF8.self)
                    // A reserved word is no member name ("expected member name following '.'").
                    if afterPeriod && reserved.contains(name) { break }
                    lastName = name
                }
                // Only an extension names a dotted path (`extension A.B`, also `extension A .B`:
                // the parser accepts a prefix period in a type identifier). A declaration's name
                // is one identifier (struct-name → identifier): `struct B .M {}` declares `B`,
                // and the compiler reports "expected '{' in struct" at `.M`.
                guard word == "extension" else { break }
                // Every component of an extension's path is a site: the scanner may end the path
                // earlier than this reading does (at `A <T>.B`, where it takes no generic arguments).
                sites.append(DeclarationSite(keywordLine: line, nameLine: nameLine, name: lastName))
                // White space and comments may sit before the period too (`extension A // c` then
                // `.B` on the next line), and generic arguments (`extension A<T>.B`).
                var dot = cursor
                var dotLine = nameLine
                skipTrivia(&dot, &dotLine)
                if dot < bytes.count, bytes[dot] == UInt8(ascii: "<") {
                    skipGenericArguments(&dot, &dotLine)
                    skipTrivia(&dot, &dotLine)
                }
                guard dot < bytes.count, bytes[dot] == UInt8(ascii: ".") else { break }
                nameLine = dotLine
                cursor = dot + 1
                afterPeriod = true
            }
            if !lastName.isEmpty { sites.append(DeclarationSite(keywordLine: line, nameLine: nameLine, name: lastName)) }
        }
        index = end
    }
    return sites
}
