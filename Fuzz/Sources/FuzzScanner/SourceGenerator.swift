import FuzzSupport

/// Structure-aware mutation for FuzzScanner: Swift source assembled from declaration
/// fragments (keywords, names, dotted and prefix-period paths, inheritance clauses, members the
/// scanner extracts, conditional compilation, comments, strings, raw identifiers, NUL bytes),
/// and the same fragments spliced into the input at token boundaries, so that mutations keep
/// reaching the declaration scanner instead of producing noise.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    guard let data else { return 0 }
    return StructuredMutation.mutate(data, size, maxSize, seed, generate: SourceGenerator.generate, splice: SourceGenerator.fragments)
}

enum SourceGenerator {
    static let words = [
        "struct ", "class ", "final class ", "enum ", "actor ", "extension ", "protocol ", "typealias R = Routable\n",
        "B", "M", "Page", "A.B", " .M", "B.M", "`raw name`", "`A.B`", "Outer.Inner", ": Routable", ": Screen, Routable",
        ", Routable", ": Screen & Routable", ": R", "<T>", "<T: Routable>", " where T: Equatable", " {", " {\n", "}", "}\n",
        "\n", "\u{0}", " ", "\t", "static let routePatterns = [\"app://b\"]\n", "static let routePatterns = [\"app://x/:id\", \"app://y/**\"]\n",
        "static let routePriority = 10\n", "static let routeDescription = \"d\"\n", "static let routeAction = NavigationAction.modal\n",
        "static var routeIsInternal: Bool { true }\n", "#if DEBUG\n", "#elseif os(iOS)\n", "#else\n", "#endif\n",
        "// comment\n", "/* c /* nested */ */", "\"\"\"\nstruct X: Routable {}\n\"\"\"\n", "#\"raw \\(x)\"#", "\"\\(x)\"",
        "@MainActor ", "public ", "private ", "fileprivate ", "func f() {", "let x = ", "var y: Int { 1 }\n",
        "(", ")", "[", "]", ",", ";", ".", "import Switchyard\n", "@objc ", "indirect ", "case a\n", "init() {}\n",
    ]
    static let fragments: [[UInt8]] = words.map { Array($0.utf8) }

    static func generate(_ random: inout FuzzRandom) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<(4 + random.below(40)) { bytes += fragments[random.below(fragments.count)] }
        return bytes
    }
}
