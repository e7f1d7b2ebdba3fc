import FuzzSupport
import _RouteScannerCore

/// Lexer and declaration scanner on arbitrary bytes. The scan never traps, is deterministic,
/// and never reports a type at a line that does not declare or extend it: at the reported
/// line, `class|struct|enum|actor|extension` is followed by the type's simple name (the name
/// may sit on the next lines after the keyword, or the keyword on the lines before the name).
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
        let simple = String(type.qualifiedName.split(separator: ".").last ?? "").replacingOccurrences(of: "`", with: "")
        let declared = declarations.contains { $0.name == simple && ($0.keywordLine == type.line || $0.nameLine == type.line) }
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
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122)
    }
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C }
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
            while true {
                while cursor < bytes.count && isSpace(bytes[cursor]) {
                    if bytes[cursor] == 0x0A { nameLine += 1 }
                    cursor += 1
                }
                var backtick = false
                if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "`") { backtick = true; cursor += 1 }
                let start = cursor
                while cursor < bytes.count && isIdentifier(bytes[cursor]) { cursor += 1 }
                guard cursor > start else { break }
                lastName = String(decoding: bytes[start..<cursor], as: UTF8.self)
                if backtick && cursor < bytes.count && bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") else { break }
                cursor += 1
            }
            if !lastName.isEmpty { sites.append(DeclarationSite(keywordLine: line, nameLine: nameLine, name: lastName)) }
        }
        index = end
    }
    return sites
}
