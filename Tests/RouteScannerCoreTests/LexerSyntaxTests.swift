import Testing

@testable import _RouteScannerCore

@Suite struct LexerSyntaxTests {
    @Test func regexLiteralContainingQuote() {
        let tokens = lex(#"let r = /a"b/; class C {}"#)
        #expect(tokens[3] == LexedToken(kind: .regexLiteral, text: #"/a"b/"#))
        #expect(Array(tokens.dropFirst(4)).map(\.text) == [";", "class", "C", "{", "}"])
    }

    @Test func regexLiteralContainingDoubleSlash() {
        let tokens = lex(#"x.firstMatch(of: /https?:\/\/[^/]+/) ; y"#)
        #expect(tokens.contains(LexedToken(kind: .regexLiteral, text: #"/https?:\/\/[^/]+/"#)))
        #expect(tokens.last?.text == "y")
    }

    @Test func extendedRegexLiteral() {
        let tokens = lex(##"let r = #/ a " b // c /#; z"##)
        #expect(tokens[3] == LexedToken(kind: .regexLiteral, text: ##"#/ a " b // c /#"##))
        #expect(tokens.last?.text == "z")
    }

    @Test func divisionIsNotARegex() {
        #expect(
            lex("let x = a / b / c").map(\.kind) == [
                .identifier, .identifier, .operator, .identifier, .operator, .identifier, .operator, .identifier,
            ])
        #expect(lex("f(x) /2/ y").filter { $0.kind == .regexLiteral }.isEmpty)
    }

    @Test func badRegexGuessFallsBackToOperator() {
        // A `/` where an expression may begin but with no closing `/` on the line.
        let source = "let x = (/ 2)\nlet q = [/abc\nclass C {}"
        #expect(identifiers(source).suffix(2) == ["class", "C"])
        #expect(lex(source).filter { $0.kind == .regexLiteral }.isEmpty)
    }

    @Test func poundIfDirectivesCarryConditionText() {
        let tokens = lex("#if DEBUG && !os(Linux) // note\n#elseif canImport(UIKit)\n#else\n#endif")
        #expect(
            tokens == [
                LexedToken(kind: .poundIf, text: "DEBUG && !os(Linux)"),
                LexedToken(kind: .poundElseif, text: "canImport(UIKit)"),
                LexedToken(kind: .poundElse, text: "#else"),
                LexedToken(kind: .poundEndif, text: "#endif"),
            ])
    }

    @Test func poundKeywordsAreNotDirectives() {
        #expect(lex("#selector(f) #available(iOS 15, *)").map(\.kind).prefix(1) == [.poundKeyword])
    }

    @Test func attributesWithParentheses() {
        #expect(
            lex("@available(iOS 15, *) @objc(Foo) @MainActor").map(\.text) == [
                "@", "available", "(", "iOS", "15", ",", "*", ")", "@", "objc", "(", "Foo", ")", "@", "MainActor",
            ])
    }

    @Test func nestedGenericsWithDoubleCloser() {
        let tokens = lex("class A: Foo<Bar<Baz>> {}")
        #expect(tokens.map(\.text) == ["class", "A", ":", "Foo", "<", "Bar", "<", "Baz", ">>", "{", "}"])
    }

    @Test func backtickIdentifiers() {
        let bytes = Array("let `class` = `default`".utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        let text = SourceText(bytes)
        #expect(tokens.map { text.text($0) } == ["let", "class", "=", "default"])
        #expect(tokens[1].has(Token.Flags.escaped))
    }

    @Test func numbers() {
        #expect(
            lex("1_000 0x1F 1.5 1e-3 0x1p3 0b101 7.foo").map(\.kind) == [
                .integerLiteral, .integerLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .integerLiteral,
                .integerLiteral,
                .period, .identifier,
            ])
    }

    @Test func dotsAndOperators() {
        #expect(
            lex("a...b x..<y c?.d e!").map(\.text) == ["a", "...", "b", "x", "..<", "y", "c", "?", ".", "d", "e", "!"])
    }

    @Test func keywordClassification() {
        let bytes = Array("class classy actor".utf8)
        bytes.withUnsafeBufferPointer { buf in
            #expect(Keyword.classify(buf, 0, 5) == .class)
            #expect(Keyword.classify(buf, 6, 12) == nil)
            #expect(Keyword.classify(buf, 13, 18) == .actor)
        }
    }

    @Test func locationsAreOneBased() {
        let text = SourceText(Array("ab\ncd".utf8))
        #expect(text.location(of: 0) == (1, 1))
        #expect(text.location(of: 4) == (2, 2))
    }
}
