import Foundation
import Testing

@_spi(Generated) @testable import Switchyard

/// Inputs the fuzz targets (Fuzz/, `Scripts/fuzz.sh`) found, kept as regression tests.
/// RELIABILITY.md lists each finding and its fix.
@Suite("Fuzz findings")
struct FuzzRegressionTests {
    /// FuzzPattern: a literal spelled `%2A` decoded to `*`, and `description` printed it bare, so
    /// the canonical text compiled to a wildcard (and `%3Aid` to a parameter). Both have the same
    /// `shape` as the wildcard/parameter pattern, which the conflict check compares.
    @Test(arguments: [
        ("app://q/%2A", "app://q/%2A"), ("app://q/%2A%2A", "app://q/%2A%2A"), ("app://q/a%2Ab", "app://q/a%2Ab"),
        ("app://q/%3Aid", "app://q/%3Aid"), ("app://q/a:b", "app://q/a:b"), ("app://%3Ahost/x", "app://%3Ahost/x"),
    ])
    func literalsThatLookLikeSyntaxRoundTrip(text: String, canonical: String) throws {
        let pattern = try RoutePattern(text)
        #expect(pattern.description == canonical)
        let again = try RoutePattern(pattern.description)
        #expect(again == pattern)
        #expect(again.segments.allSatisfy { if case .literal = $0 { true } else { false } })
        #expect(pattern.matchingKey != (try RoutePattern("app://q/*")).matchingKey)
    }

    @Test func anEncodedStarIsMatchedLiterallyNotAsAWildcard() {
        let router = Router()
        router.register([
            RouteTable(
                module: "Tests",
                entries: [
                    entry(ProductPage.self, "Star", ["app://q/%2A"]),
                    entry(ProviderPage.self, "Any", ["app://q/*"]),
                ])
        ])
        #expect(router.request("app://q/%2A")?.route.typeName == "Tests.Star")
        #expect(router.request("app://q/x")?.route.typeName == "Tests.Any")
        // Removing the literal pattern by its canonical text removes the literal, not the wildcard.
        #expect((try? router.remove(pattern: "app://q/%2A")) == true)
        #expect(router.request("app://q/%2A")?.route.typeName == "Tests.Any")
        #expect(router.request("app://q/x")?.route.typeName == "Tests.Any")
    }

    /// FuzzPattern: `appx:////` compiled (scheme, empty host, no path) but its description
    /// `appx://` did not ("the pattern is empty").
    @Test(arguments: ["app:///", "app:////", "appx:////"])
    func anEmptyHostAloneRoundTrips(text: String) throws {
        let pattern = try RoutePattern(text)
        #expect(try RoutePattern(pattern.description) == pattern)
        let router = Router()
        router.register([RouteTable(module: "Tests", entries: [entry(ProductPage.self, "Empty", [text])])])
        let scheme = text.hasPrefix("appx") ? "appx" : "app"
        #expect(router.request("\(scheme):///")?.route.typeName == "Tests.Empty")
        #expect(router.request("\(scheme)://")?.route.typeName == "Tests.Empty")
    }
}
