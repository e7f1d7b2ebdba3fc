import Testing

@testable import _RouteScannerCore

@Suite struct LexerStringTests {
    @Test func escapedQuoteStaysInsideString() {
        let tokens = lex(#"let s = "a \" b // c" + d"#)
        #expect(tokens.map(\.text) == ["let", "s", "=", #""a \" b // c""#, "+", "d"])
    }

    @Test func interpolationWithNestedParensAndStrings() {
        let source = #"let s = "x \(f(g(1), ")", "\"(")) y \(a) z"; class After {}"#
        let tokens = lex(source)
        #expect(tokens[3].kind == .stringLiteral)
        #expect(tokens[3].text == #""x \(f(g(1), ")", "\"(")) y \(a) z""#)
        #expect(Array(tokens.dropFirst(4)).map(\.text) == [";", "class", "After", "{", "}"])
        #expect(lexDiagnostics(source).isEmpty)
    }

    @Test func interpolationContainingNestedInterpolation() {
        let tokens = lex(#"x = "a\("b\("c")d")e" ; y"#)
        #expect(tokens.map(\.kind) == [.identifier, .operator, .stringLiteral, .semicolon, .identifier])
    }

    @Test func interpolationFlagIsSet() {
        let bytes = Array(#""plain" "with \(x)""#.utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        #expect(!tokens[0].has(Token.Flags.interpolated))
        #expect(tokens[1].has(Token.Flags.interpolated))
    }

    @Test func multilineStringWithQuotesAndDelimiterLookalikes() {
        let source = #"""
            let s = """
                She said "hi" and ""quoted"" and \""" not the end
                """
            class After {}
            """#
        let tokens = lex(source)
        #expect(tokens[3].kind == .stringLiteral)
        #expect(Array(tokens.dropFirst(4)).map(\.text) == ["class", "After", "{", "}"])
    }

    @Test func multilineStringWithInterpolationSpanningLines() {
        let source = "let s = \"\"\"\n  \\(foo(\n 1))\n  \"\"\"\nstruct S {}"
        #expect(identifiers(source) == ["let", "s", "struct", "S"])
    }

    @Test func rawStringWithQuotesAndBackslashParen() {
        let source = ##"let s = #"a "quoted" \(notInterpolated) \#(real) "#; let t = 1"##
        let tokens = lex(source)
        #expect(tokens[3].text == ##"#"a "quoted" \(notInterpolated) \#(real) "#"##)
        #expect(Array(tokens.dropFirst(4)).map(\.text) == [";", "let", "t", "=", "1"])
    }

    @Test func rawStringWithTwoHashesContainingSingleHashCloser() {
        let source = ###"let s = ##"a "# b \#(c) "##; x"###
        let tokens = lex(source)
        #expect(tokens[3].text == ###"##"a "# b \#(c) "##"###)
        #expect(tokens.last?.text == "x")
    }

    @Test func rawMultilineString() {
        let source = "let s = #\"\"\"\n  a \"\"\" b \"# c\n  \"\"\"#\nlet t = 2"
        #expect(identifiers(source) == ["let", "s", "let", "t"])
    }

    @Test func rawSingleLineTripleQuote() {
        #expect(lex(##"a(#"""#) b"##).map(\.text) == ["a", "(", ##"#"""#"##, ")", "b"])
    }

    @Test func unterminatedSingleLineStringStopsAtLineEnd() {
        let source = "let s = \"oops\nclass Next {}"
        #expect(identifiers(source) == ["let", "s", "class", "Next"])
        #expect(lexDiagnostics(source).map(\.message) == ["unterminated string literal"])
    }

    @Test func unterminatedInterpolationInSingleLineStringStopsAtLineEnd() {
        let source = "let s = \"a \\(b(\nclass Next {}"
        #expect(identifiers(source).suffix(2) == ["class", "Next"])
        #expect(!lexDiagnostics(source).isEmpty)
    }

    @Test func unterminatedMultilineStringDiagnosed() {
        let source = "let s = \"\"\"\nabc\n"
        #expect(lexDiagnostics(source).map(\.message) == ["unterminated string literal"])
    }

    @Test func decodesEscapes() {
        func decode(_ s: String) -> String? { try? StringLiteralDecoder.decode(ArraySlice(s.utf8)).get() }
        #expect(decode(#""a\"b\\c\nd\u{1F600}\t""#) == "a\"b\\c\nd\u{1F600}\t")
        #expect(decode(##"#"raw \n "quoted" \#n"#"##) == "raw \\n \"quoted\" \n")
        #expect(decode("\"\"\"\n    line1\n      line2\n    \"\"\"") == "line1\n  line2")
        #expect(decode("\"\"\"\n  a \\\n  b\n  \"\"\"") == "a b")
        #expect(decode(##"#"""#"##) == "\"")
        #expect(decode(#""\(x)""#) == nil)
    }
}
