import Testing

@testable import Switchyard

@Suite("Route patterns")
struct RoutePatternTests {
    @Test func compilesEverySegmentKind() throws {
        let pattern = try RoutePattern("APP://Product/:id/*/reviews/**")
        #expect(
            pattern.segments == [
                .literal("app"), .literal("product"), .parameter("id"), .wildcard, .literal("reviews"), .catchAll,
            ])
        #expect(pattern.parameterNames == ["id"])
        #expect(pattern.description == "app://product/:id/*/reviews/**")
    }

    @Test(arguments: [
        "app://product/:id", "product/:id", "/product/:id", "https://*/help", "app:///settings", "app://h/caf%C3%A9",
        "*://h/x", "app://:tenant/home",
    ])
    func descriptionRoundTrips(text: String) throws {
        let pattern = try RoutePattern(text)
        #expect(try RoutePattern(pattern.description) == pattern)
    }

    @Test func schemeLessPatternUsesDefaultScheme() throws {
        #expect(try RoutePattern("module/apage", defaultScheme: "nn").description == "nn://module/apage")
        #expect(try RoutePattern("/module/apage", defaultScheme: "nn") == RoutePattern("nn://module/apage"))
    }

    @Test(arguments: [
        ("", "the pattern is empty"),
        ("app://", "the pattern is empty"),
        ("app://h/:", "must be followed by a parameter name"),
        ("app://h/:a-b", "may hold only letters"),
        ("app://h/:id/:id", "':id' appears twice"),
        ("app://h/**/x", "must be the last segment"),
        ("app://h/a*b", "'*' must be a whole segment"),
        ("ap p://h", "must be percent-encoded"),
        ("1app://h", "the scheme '1app'"),
        ("app:/h", "write 'scheme://host/path'"),
        ("app://h/x?y=1", "'?' has no place"),
        ("app://h/x#y", "'#' has no place"),
        ("app://h/%zz", "malformed '%' escape"),
        ("app://h/../x", "'..' segments"),
    ])
    func invalidPatternsNameThePattern(text: String, message: String) {
        do {
            _ = try RoutePattern(text)
            Issue.record("\(text) compiled")
        } catch {
            #expect(error.pattern == text)
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
