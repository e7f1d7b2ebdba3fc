import Testing

@testable import _RouteScannerCore

@Suite struct ScannerOutputTests {
    @Test func diagnosticDescriptionMatchesCompilerFormat() {
        let d = Diagnostic(file: "Sources/App/Home.swift", line: 12, column: 5, severity: .error, message: "bad")
        #expect(d.description == "Sources/App/Home.swift:12:5: error: bad")
        #expect(
            Diagnostic(file: "a", line: 1, column: 1, severity: .warning, message: "w").description
                == "a:1:1: warning: w")
    }

    @Test func diagnosticsAreSorted() {
        let result = scanSources([
            ("B.swift", "private class X: Routable {}"),
            ("A.swift", "class P: Routable {}\nlet s = \"x\nprivate class Y: Routable {}"),
        ])
        #expect(result.diagnostics.map { "\($0.file):\($0.line)" } == ["A.swift:2", "A.swift:3", "B.swift:1"])
    }
}
