import Testing

@testable import _RouteScannerCore

@Suite struct LexerCommentTests {
    @Test func lineCommentIsTrivia() {
        #expect(identifiers("a // class B: Routable\nc") == ["a", "c"])
    }

    @Test func docCommentIsTrivia() {
        #expect(identifiers("/// class Fake: Routable {}\nstruct Real {}") == ["struct", "Real"])
    }

    @Test func nestedBlockCommentWithCloserLookalikesAndStrings() {
        // Like the compiler, comments do not lex strings: the `*/` inside the quotes closes a level.
        let source = #"""
            /* outer /* inner * / ** /"*/ still outer "quote */ let x = 1 /**/ /***/
            """#
        #expect(identifiers(source) == ["let", "x"])
        #expect(lexDiagnostics(source).isEmpty)
    }

    @Test func quoteInsideCommentDoesNotStartString() {
        #expect(identifiers("// it's a \"quote\nlet a /* \" */ = 2") == ["let", "a"])
    }

    @Test func slashesInsideStringAreNotAComment() {
        let tokens = lex(#"let url = "https://example.com" // real comment"#)
        #expect(tokens.map(\.text) == ["let", "url", "=", "\"https://example.com\""])
    }

    @Test func unterminatedBlockCommentIsDiagnosedAndEndsInput() {
        let source = "let a = 1 /* never closed\nclass B {}"
        #expect(identifiers(source) == ["let", "a"])
        #expect(lexDiagnostics(source).map(\.message) == ["unterminated '/*' comment"])
    }

    @Test func operatorStopsBeforeComment() {
        #expect(lex("a+/*c*/b").map(\.text) == ["a", "+", "b"])
        #expect(lex("a+//c\nb").map(\.text) == ["a", "+", "b"])
    }

    @Test func newlineFlagIsSetAcrossComments() {
        let bytes = Array("a /* x\ny */ b".utf8)
        let tokens = Lexer.tokenize(bytes).tokens
        #expect(tokens.count == 2)
        #expect(tokens[1].has(Token.Flags.newlineBefore))
    }

    @Test func shebangIsSkipped() {
        #expect(identifiers("#!/usr/bin/env swift\nprint(1)") == ["print"])
    }
}
