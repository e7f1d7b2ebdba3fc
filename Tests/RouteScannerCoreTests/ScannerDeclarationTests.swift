import Testing

@testable import _RouteScannerCore

@Suite struct ScannerDeclarationTests {
    @Test func allDeclarationKindsAndModifiers() {
        let result = scanSource(
            """
            public final class A: Routable {}
            open class B: Routable {}
            indirect enum C: Routable { case a }
            distributed actor D: Routable {}
            struct E: Routable {}
            actor F: Routable {}
            package struct G: Routable {}
            """)
        #expect(
            result.types.map { "\($0.qualifiedName) \($0.kind) \($0.access)" } == [
                "A class public", "B class open", "C enum internal", "D actor internal", "E struct internal",
                "F actor internal", "G struct package",
            ])
    }

    @Test func protocolsAreNotReported() {
        #expect(names(scanSource("protocol Page: Routable {}\nclass P: Page {}")) == ["P"])
    }

    @Test func locationOfNameIsReported() {
        let type = scanSource("\n  @MainActor final class Home: Routable {}").types.first
        #expect(type?.file == "App.swift")
        #expect(type?.line == 2)
        #expect(type?.column == 26)
    }

    @Test func nestedTypesGetQualifiedNames() {
        let result = scanSource(
            """
            enum Outer {
                struct Middle {
                    class Inner: Routable {}
                }
                static func f() {}
                class Second: Routable {}
            }
            """)
        #expect(names(result) == ["Outer.Middle.Inner", "Outer.Second"])
    }

    @Test func typesNestedInExtensionsUseTheExtendedName() {
        let result = scanSources([
            ("A.swift", "struct Feature {}"),
            (
                "B.swift",
                "extension Feature {\n  final class Page: Routable {}\n}\nextension UIViewController { class Hosted: Routable {} }"
            ),
        ])
        #expect(names(result) == ["Feature.Page", "UIViewController.Hosted"])
    }

    @Test func inheritanceGenericArgumentsAndWhereClausesAreStripped() {
        let result = scanSource(
            """
            class List<T: Equatable>: Base<Array<T>>, Routable where T: Sendable {}
            class Base<T> {}
            """)
        #expect(names(result) == ["List"])
    }

    @Test func attributesBeforeDeclarations() {
        let result = scanSource(
            """
            @available(iOS 15, *) @objc(HomeVC) @MainActor
            final class Home: @unchecked Sendable, Routable {}
            """)
        #expect(names(result) == ["Home"])
    }

    @Test func conditionsOfIfElseifElse() {
        let result = scanSource(
            """
            #if DEBUG
            class A: Routable {}
            #if !os(Linux)
            class B: Routable {}
            #endif
            #elseif os(iOS) || os(tvOS)
            class C: Routable {}
            #else
            class D: Routable {}
            #endif
            class E: Routable {}
            """)
        #expect(
            result.types.map(\.conditions) == [
                ["DEBUG"], ["DEBUG", "!os(Linux)"], ["!(DEBUG)", "os(iOS) || os(tvOS)"],
                ["!(DEBUG)", "!(os(iOS) || os(tvOS))"], [],
            ])
    }

    @Test func localTypesAreDiagnosedNotRegistered() {
        let result = scanSource(
            """
            func make() {
                class InFunction: Routable {}
            }
            struct S {
                var computed: Int {
                    struct InGetter: Routable {}
                    return 1
                }
                let closure = { class InClosure: Routable {} }
            }
            """)
        #expect(result.types.isEmpty)
        #expect(result.diagnostics.map(\.line) == [2, 6, 9])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("not reachable") })
    }

    @Test func privateTypesAreDiagnosedNotRegistered() {
        let result = scanSource(
            """
            private class A: Routable {}
            fileprivate struct B: Routable {}
            private enum Wrapper { class C: Routable {} }
            private extension Feature { class D: Routable {} }
            struct Feature {}
            internal class E: Routable {}
            """)
        #expect(names(result) == ["E"])
        #expect(result.diagnostics.count == 4)
        #expect(result.diagnostics.allSatisfy { $0.message.contains("make it internal or wider") })
    }

    @Test func extensionDefaultAccessIsReported() {
        let result = scanSource("struct F {}\npublic extension F { struct Page: Routable {} }")
        #expect(result.types.first?.access == "public")
    }

    @Test func contextualKeywordsAreNotDeclarations() {
        let result = scanSource(
            """
            class Real: Routable {
                class var routePriority: Int { 1 }
                class func make() {}
                let actor = 1
                var x = Foo.class
            }
            protocol Old: class {}
            """)
        #expect(names(result) == ["Real"])
        #expect(result.types.first?.members["routePriority"] == .int(1))
    }

    @Test func backtickNamesAreUnescaped() {
        #expect(names(scanSource("struct `Protocol`: Routable {}")) == ["Protocol"])
    }

    @Test func multilineInheritanceClause() {
        let result = scanSource("final class H:\n    Base,\n    @unchecked Sendable,\n    Routable\n{\n}")
        #expect(names(result) == ["H"])
    }
}
