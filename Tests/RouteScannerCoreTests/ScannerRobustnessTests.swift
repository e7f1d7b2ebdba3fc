import Testing

@testable import _RouteScannerCore

@Suite struct ScannerRobustnessTests {
    static let sample = #"""
        import Switchyard
        /* header /* nested */ */
        protocol Page: Routable {}
        @MainActor public final class Home<T>: UIViewController, Page where T: Sendable {
            static let routePatterns = ["app://home", #"raw "x" \(y)"#]
            static var routePriority: Int { return -1 }
            static let routeDescription = """
                Multi "line" \(notInterpolatedHere)
                """
            let r = /a"b/
            func f() { let s = "x \(g(")", "\"")) y"; struct Local: Routable {} }
        }
        #if DEBUG
        extension Outer.Inner: Page {}
        #else
        typealias X = A & Routable
        #endif
        """#

    @Test func emptyFile() {
        let result = scan(
            [SourceFile(path: "Empty.swift", contents: [])], request: ScanRequest(conformingTo: ["Routable"]))
        #expect(result.types.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func everyPrefixOfASampleFile() {
        let bytes = Array(Self.sample.utf8)
        for length in 0...bytes.count {
            let file = SourceFile(path: "P.swift", contents: Array(bytes[0..<length]))
            let result = scan([file], request: ScanRequest(conformingTo: ["Routable"]))
            #expect(result.types.count <= 2)
        }
        let full = scan(
            [SourceFile(path: "P.swift", contents: bytes)], request: ScanRequest(conformingTo: ["Routable"]))
        #expect(names(full) == ["Home", "Outer.Inner"])
        #expect(full.types.last?.kind == "extension")
        #expect(full.types.first?.members["routePriority"] == .int(-1))
    }

    @Test func randomBytes() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let count = Int(generator.next() % 2048)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = scan([SourceFile(path: "R.swift", contents: bytes)], request: ScanRequest(conformingTo: ["Routable"]))
        }
    }

    @Test func randomSwiftLikeTokens() {
        let pieces = [
            "class ", "struct ", "{", "}", "(", ")", "\"", "\"\"\"", "#", "/", "*", "\\(", "#if X\n", "#endif\n",
            "extension ", "A", ": ", "Routable", "<", ">", "\n", "static let routePatterns = ", "[", "]", ",", "`", "@",
        ]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int(generator.next() % 200) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            _ = scanSource(text)
        }
    }

    @Test func nonUTF8Bytes() {
        let bytes: [UInt8] = Array("class A".utf8) + [0xFF, 0xFE, 0xC3] + Array(": Routable {}\n\"\u{0}\"".utf8)
        let result = scan(
            [SourceFile(path: "N.swift", contents: bytes)], request: ScanRequest(conformingTo: ["Routable"]))
        #expect(result.types.count == 1)
    }

    @Test func deepBraceNesting() {
        let text =
            String(repeating: "{", count: 10_000) + "class Deep: Routable {}" + String(repeating: "}", count: 10_000)
        let result = scanSource(text)
        #expect(result.types.isEmpty)
        #expect(result.diagnostics.count == 1)
    }

    @Test func deepUnclosedNestingAndStrayClosers() {
        let result = scanSource(String(repeating: "(", count: 10_000) + String(repeating: "{", count: 10_000) + "\n}}}")
        #expect(result.diagnostics.contains { $0.message.contains("never closed") })
        let stray = scanSource("}\n}\nclass A: Routable {}")
        #expect(names(stray) == ["A"])
        #expect(stray.diagnostics.map(\.message) == ["unmatched '}'", "unmatched '}'"])
    }

    @Test func deepInterpolationNesting() {
        var text = "let s = "
        for _ in 0..<2_000 { text += "\"\\(" }
        text += "x"
        for _ in 0..<2_000 { text += ")\"" }
        text += "\nclass After: Routable {}"
        #expect(names(scanSource(text)) == ["After"])
    }

    @Test func veryLongLine() {
        let text = "let x = [" + String(repeating: "\"abc\", ", count: 100_000) + "]; class A: Routable {}"
        #expect(names(scanSource(text)) == ["A"])
    }

    @Test func unbalancedDirectives() {
        let result = scanSource("#endif\n#else\n#if A\nclass X: Routable {}")
        #expect(result.types.first?.conditions == ["A"])
        #expect(result.diagnostics.count == 3)
    }

    @Test func unterminatedStringIsAnErrorWithLocation() {
        let result = scanSource("class A: Routable {}\nlet s = \"abc\n")
        #expect(result.diagnostics.map(\.description) == ["App.swift:2:9: error: unterminated string literal"])
    }

    @Test func outputIsDeterministicAcrossFileOrder() {
        let a = ("A.swift", "class Z: Routable {}\nclass M: Page {}")
        let b = ("B.swift", "protocol Page: Routable {}\nclass A: Routable {}")
        #expect(scanSources([a, b]) == scanSources([b, a]))
    }
}

/// A small deterministic random number generator for fuzz-style tests.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
