import Testing

@testable import _RouteScannerCore

@Suite struct ScannerLiteralTests {
    func members(_ body: String) -> [String: LiteralValue] {
        scanSource("final class Page: Routable {\n\(body)\n}").types.first?.members ?? [:]
    }

    func errors(_ body: String) -> [Diagnostic] {
        scanSource("final class Page: Routable {\n\(body)\n}").diagnostics.filter { $0.severity == .error }
    }

    @Test func staticLetArray() {
        #expect(
            members(#"static let routePatterns = ["app://home", "app://home/:id",]"#) == [
                "routePatterns": .stringArray(["app://home", "app://home/:id"])
            ])
    }

    @Test func computedArrayWithAndWithoutReturn() {
        #expect(
            members(#"static var routePatterns: [String] { ["a://x"] }"#)["routePatterns"] == .stringArray(["a://x"]))
        #expect(
            members("static var routePatterns: [String] {\n return [\n\"a://y\"\n]\n}")["routePatterns"]
                == .stringArray(["a://y"]))
        #expect(
            members(#"static var routePatterns: [String] { get { ["a://z"] } }"#)["routePatterns"]
                == .stringArray(["a://z"]))
    }

    @Test func typedIntAndNegativeInt() {
        #expect(members("static let routePriority: Int = 10")["routePriority"] == .int(10))
        #expect(members("static let routePriority = -5")["routePriority"] == .int(-5))
        #expect(members("public static let routePriority = 0x10")["routePriority"] == .int(16))
    }

    @Test func modifiersWithArguments() {
        let m = members(
            "public private(set) static nonisolated(unsafe) var routePriority = 2\n@objc static let routeIsInternal = false"
        )
        #expect(m == ["routePriority": .int(2), "routeIsInternal": .bool(false)])
    }

    @Test func classVar() {
        #expect(members("override class var routePriority: Int { 3 }")["routePriority"] == .int(3))
    }

    @Test func stringWithEscapesAndRawString() {
        #expect(
            members(#"static let routeDescription = "Say \"hi\"\n\u{1F44B}""#)["routeDescription"]
                == .string("Say \"hi\"\n\u{1F44B}"))
        #expect(
            members(##"static let routeDescription = #"C:\path "q""#"##)["routeDescription"] == .string(#"C:\path "q""#)
        )
    }

    @Test func boolAndEnumCases() {
        let m = members("static let routeIsInternal = true\nstatic let routeAction: NavigationAction = .present")
        #expect(m == ["routeIsInternal": .bool(true), "routeAction": .enumCase("present")])
        #expect(members("static let routeAction = NavigationAction.push")["routeAction"] == .enumCase("push"))
        #expect(
            members("static let routeAction = Switchyard.NavigationAction.push")["routeAction"] == .enumCase("push"))
    }

    @Test func doubleMembers() {
        let result = scanSources(
            [("A.swift", "class P: Routable { static let weight = 1.5\nstatic let other = -2.0 }")],
            extract: ["weight", "other"])
        #expect(result.types.first?.members == ["weight": .double(1.5), "other": .double(-2.0)])
    }

    @Test func membersFromExtensionsAndOtherFiles() {
        let result = scanSources([
            ("A.swift", "final class Page: Routable { static let routePatterns = [\"a://p\"] }"),
            ("B.swift", "extension Page { static var routePriority: Int { 7 } }"),
        ])
        #expect(result.types.first?.members == ["routePatterns": .stringArray(["a://p"]), "routePriority": .int(7)])
    }

    @Test func membersInheritedFromSuperclass() {
        let result = scanSources([
            ("A.swift", "class Base: Routable { class var routePriority: Int { 4 } }\nclass Leaf: Base {}")
        ])
        #expect(result.types.last?.members["routePriority"] == .int(4))
    }

    @Test func nonStaticAndNestedMembersAreIgnored() {
        let m = members(
            """
            let routePatterns = ["instance"]
            func f() { let routePriority = 3 }
            static let routeDescription = "ok"
            """)
        #expect(m == ["routeDescription": .string("ok")])
    }

    @Test func interpolationIsAnError() {
        let e = errors(#"static let routePatterns = ["app://\(host)/home"]"#)
        #expect(e.count == 1)
        #expect(e.first?.line == 2)
        #expect(e.first?.column == 29)
        #expect(e.first?.message.contains("interpolation") == true)
        #expect(
            e.first?.message.contains(
                #"write routePatterns as an array of string literals, e.g. static let routePatterns = ["app://home"]"#)
                == true)
    }

    @Test func computedExpressionIsAnError() {
        #expect(errors("static let routePriority = 10 * 2").first?.message.contains("is not a literal") == true)
        #expect(errors("static var routePriority: Int { base + 1 }").count == 1)
        #expect(errors("static var routePatterns: [String] { makePatterns() }").count == 1)
    }

    @Test func constantReferenceIsAnError() {
        #expect(errors("static let routePatterns = Routes.home").count == 1)
        #expect(errors("static let routePatterns = homePatterns").count == 1)
        #expect(errors("static let routeDescription = Strings.title").count == 1)
    }

    @Test func concatenationIsAnError() {
        #expect(errors(#"static let routeDescription = "a" + "b""#).count == 1)
        #expect(errors("static let routeDescription = \"a\"\n    + \"b\"").count == 1)
        #expect(errors(#"static let routePatterns = ["a"] + other"#).count == 1)
    }

    @Test func wrongKindIsAnError() {
        let e = errors(#"static let routePriority = "high""#)
        #expect(e.first?.message.contains("must be an integer literal") == true)
        #expect(errors(#"static let routePatterns = "app://single""#).count == 1)
    }

    @Test func nonLiteralArrayElementIsAnError() {
        #expect(errors(#"static let routePatterns = ["a", prefix]"#).count == 1)
    }

    @Test func conditionalValueIsAnError() {
        let e = errors("static var routePatterns: [String] {\n#if DEBUG\n[\"a\"]\n#else\n[\"b\"]\n#endif\n}")
        #expect(e.first?.message.contains("#if") == true)
    }

    @Test func errorsOnlyForReportedTypes() {
        let result = scanSource("struct NotRoutable { static let routePatterns = makeThem() }")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func emptyArray() {
        #expect(members("static let routePatterns: [String] = []")["routePatterns"] == .stringArray([]))
    }

    @Test func multilineStringValue() {
        let m = members("static let routeDescription = \"\"\"\n    Line one\n    Line two\n    \"\"\"")
        #expect(m["routeDescription"] == .string("Line one\nLine two"))
    }
}
