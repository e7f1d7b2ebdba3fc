import Foundation
import Testing

@testable import _RouteScannerCore

/// Inputs the fuzz targets (Fuzz/, `Scripts/fuzz.sh`) found in the build-time readers, kept as
/// regression tests. RELIABILITY.md lists each finding and its fix.
@Suite("Fuzz findings: scanner")
struct ScannerFuzzRegressionTests {
    /// FuzzScanner: on `struct B .M{}` the checker read the dotted path `B.M` and expected the
    /// name `M`, while the scanner reported `B` at line 1. A declaration's name is one identifier
    /// (Swift's grammar: struct-name → identifier; only an extension names a type path), and
    /// the compiler declares `B` and reports "expected '{' in struct" at `.M`. The scanner was
    /// right; the checker now follows dotted paths after `extension` only.
    @Test func aStructNameFollowedByAPrefixPeriodDeclaresTheName() throws {
        let input = try Data(
            contentsOf: Fixtures.packageRoot
                .appendingPathComponent("Fuzz/Corpus/FuzzScanner/finding-struct-name-then-prefix-period"))
        let result = scan(
            [SourceFile(path: "Fuzz.swift", contents: Array(input))],
            request: ScanRequest(conformingTo: ["Routable"], extractMembers: ["routePatterns"], moduleName: "Fuzz"))
        #expect(result.types.map(\.qualifiedName) == ["B"])
        #expect(result.types.map(\.line) == [1])
        #expect(!result.types.contains { $0.qualifiedName.hasSuffix("M") })
        let wellFormed = scanSource("struct B .M {}\nextension B: Routable {}\nstruct C {}\n")
        #expect(names(wellFormed) == ["B"])
        #expect(wellFormed.types.map(\.line) == [1])
    }

    /// FuzzScanner: on `extension Outer.Inner<T: Routable>.` with `class : Screen, Routable {}` on
    /// the next line, the scanner read `class` as the path's last member and reported a routable
    /// `Outer.Inner.class` at line 7, where nothing declares it. A reserved word is no member name
    /// (the compiler: "expected member name following '.'"); the path now ends before it.
    @Test func anExtensionPathEndsBeforeAReservedWord() throws {
        let input = try Data(
            contentsOf: Fixtures.packageRoot
                .appendingPathComponent("Fuzz/Corpus/FuzzScanner/finding-extension-path-then-reserved-word"))
        let result = scan(
            [SourceFile(path: "Fuzz.swift", contents: Array(input))],
            request: ScanRequest(conformingTo: ["Routable"], extractMembers: ["routePatterns"], moduleName: "Fuzz"))
        #expect(!result.types.contains { $0.qualifiedName.hasSuffix("class") })
        let contextual = scanSource("struct Outer { struct actor {} }\nextension Outer.actor: Routable {}\n")
        #expect(names(contextual) == ["Outer.actor"])
    }
}
