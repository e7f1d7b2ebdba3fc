import Testing

@testable import _RouteMap
@testable import _RouteMapExport
@testable import _RoutePathsGenerator
@testable import _RouteScannerCore

/// The naming rule: a constant's name depends on its own type and `routePathNames` only, so
/// adding or removing a pattern, a page or a module never changes what an existing constant holds;
/// where two patterns would share a name the build fails at the page with the fix.
@Suite("Path names: constants never move")
struct PathNameStabilityTests {
    static func discover(_ text: String, module: String = "M") -> RouteDiscovery.Result {
        RouteDiscovery.discover(module: module, sources: [SourceFile(path: "\(module)/Page.swift", text: text)])
    }

    /// The diagnostics of the build that makes the constants (`generate-paths`) for one module:
    /// path names are checked there, not where routes are found.
    static func pathDiagnostics(_ text: String, module: String = "M") -> [Diagnostic] {
        let sources = ModuleSources(name: module, files: [SourceFile(path: "\(module)/Page.swift", text: text)])
        return RouteGenerator.routePaths(for: [sources]).diagnostics
    }

    static func names(_ result: RouteDiscovery.Result) -> [String] {
        PathNaming.name(result.manifest.routes).map { "\($0.name)=\($0.pattern)" }
    }

    /// The case: adding `app://me` to ProfilePage moved `profile` to `app://me` (0.1.0).
    @Test func addingAPatternFailsAtThePageInsteadOfMovingAConstant() {
        let before = Self.discover(
            "struct ProfilePage: Routable { static let routePatterns = [\"app://settings/profile\"] }")
        #expect(Self.names(before) == ["profile=app://settings/profile"])
        let added = """
            import Switchyard

            struct ProfilePage: Routable {
                static let routePatterns = ["app://settings/profile", "app://me"]
            }
            """
        // 0.1.0 gave `profile` to app://me, the pattern first in canonical order of those with the
        // fewest words beyond the type's name: the message says which line keeps 0.1.0's names.
        #expect(
            Self.pathDiagnostics(added).map(\.description) == [
                "M/Page.swift:3:1: error: ProfilePage: 'app://settings/profile' and 'app://me' would both be named `profile` in RoutePaths (each pattern takes its type's name unless routePathNames names it, so no constant ever moves to another pattern); keep `profile` on the pattern it names today and name the others: to keep it on 'app://settings/profile', `static let routePathNames = [\"app://me\": \"profileMe\"]`; to keep it on 'app://me', `static let routePathNames = [\"app://settings/profile\": \"profileSettings\"]` (0.1.0's names)"
            ])
        // Where routes are found (every module's build), it is no error: an app without
        // RoutePathsPlugin makes no constants and needs no routePathNames.
        #expect(Self.discover(added).diagnostics.isEmpty)
        let named = Self.discover(
            """
            struct ProfilePage: Routable {
                static let routePatterns = ["app://settings/profile", "app://me"]
                static let routePathNames = ["app://me": "profileMe"]
            }
            """)
        #expect(named.diagnostics.isEmpty)
        #expect(Self.names(named) == ["profile=app://settings/profile", "profileMe=app://me"])
    }

    /// Every subset of a type's patterns names each pattern alike: adding or removing one never
    /// changes another's name.
    @Test func aPatternsNameDoesNotDependOnTheOtherPatterns() {
        let patterns = ["app://product/:id", "app://item/:id", "https://shop.example.com/p/:id", "app://p"]
        let pins = ["app://item/:id": "productItem", "https://shop.example.com/p/:id": "productWeb"]
        for mask in 1..<(1 << patterns.count) {
            let subset = patterns.indices.filter { mask & (1 << $0) != 0 }.map { patterns[$0] }
            var route = ManifestRoute(typeName: "ProductPage", module: "Shop", patterns: subset)
            route.pathNames = pins.filter { subset.contains($0.key) }
            for (index, pattern) in subset.enumerated() {
                #expect(PathNaming.name(of: route, at: index) == (pins[pattern] ?? "product"))
            }
        }
    }

    /// `["app://help", "app://help/**"]` was named `helpCenter` and `helpCenterHelp`, which the
    /// documented rules did not predict; now the build says so, and its fix keeps both names.
    @Test func aBarePrefixAndItsCatchAllAreNamedByThePage() {
        let result = Self.pathDiagnostics(
            "struct HelpCenterPage: Routable { static let routePatterns = [\"app://help\", \"app://help/**\"] }")
        #expect(result.count == 1)
        #expect(
            result.first?.message.contains(
                "to keep it on 'app://help', `static let routePathNames = [\"app://help/**\": \"helpCenterHelp\"]`")
                == true)
    }

    /// `RoutePaths.web(rest:)` built `http://` while `webHttps` was the https one; now the build
    /// says which pattern keeps `web`, and what to write.
    @Test func webPatternsSayWhichOneKeepsTheName() {
        let result = Self.pathDiagnostics(
            "final class WebPage: Routable { static let routePatterns = [\"https://**\", \"http://**\"] }")
        #expect(
            result.first?.message.hasPrefix(
                "WebPage: 'https://**' and 'http://**' would both be named `web` in RoutePaths") == true)
        #expect(
            result.first?.message.hasSuffix(
                "to keep it on 'https://**', `static let routePathNames = [\"http://**\": \"webHttp\"]`; to keep it on 'http://**', `static let routePathNames = [\"https://**\": \"webHttps\"]` (0.1.0's names)"
            ) == true)
        let named = Self.discover(
            """
            final class WebPage: Routable {
                static let routePatterns = ["https://**", "http://**"]
                static let routePathNames = ["https://**": "webHttps", "http://**": "webHttp"]
            }
            """)
        #expect(Self.names(named) == ["webHttp=http://**", "webHttps=https://**"])
    }

    /// Two types of one module: the second in the file fails, offering each type's full name to
    /// the other (the build cannot tell which is new).
    @Test func aSecondTypeWithTheNameFailsAtItsDeclaration() {
        let result = Self.pathDiagnostics(
            """
            struct ProductPage: Routable { static let routePatterns = ["app://product/:id"] }
            struct ProductView: Routable { static let routePatterns = ["app://product/preview"] }
            """)
        #expect(
            result.map(\.description) == [
                "M/Page.swift:2:1: error: 'app://product/preview' of ProductView and 'app://product/:id' of ProductPage (M/Page.swift:1) would both be named `product` in RoutePaths (no constant ever moves to another pattern, so neither is renamed for the other); keep `product` on the pattern it names today and name the other: to keep it on 'app://product/:id', add `static let routePathNames = [\"app://product/preview\": \"productView\"]` to ProductView (M/Page.swift:2); to keep it on 'app://product/preview', add `static let routePathNames = [\"app://product/:id\": \"productPage\"]` to ProductPage (M/Page.swift:1); 0.1.0 named neither `product`: to keep its names, add `static let routePathNames = [\"app://product/preview\": \"mProduct2\"]` to ProductView (M/Page.swift:2) and `static let routePathNames = [\"app://product/:id\": \"mProduct\"]` to ProductPage (M/Page.swift:1)"
            ])
    }

    @Test func namesThatCannotBeUsedAreErrors() {
        let result = Self.discover(
            """
            struct ProfilePage: Routable {
                static let routePatterns = ["app://profile"]
                static let routePathNames = ["app://me": "me", "app://profile": "2fa"]
            }
            """)
        #expect(
            result.diagnostics.map(\.message) == [
                "ProfilePage.routePathNames names 'app://me', which is not one of its routePatterns; write the pattern exactly as routePatterns does, or remove it",
                "ProfilePage.routePathNames names 'app://profile' '2fa', which is not a Swift identifier; use letters, digits and '_', not starting with a digit",
            ])
        let notLiteral = Self.discover(
            """
            struct ProfilePage: Routable {
                static let routePatterns = ["app://profile"]
                static let routePathNames = ["app://profile": name]
            }
            """)
        #expect(
            notLiteral.diagnostics.map(\.message) == [
                "'routePathNames' of 'ProfilePage' is not a literal (an expression, call or reference cannot be read at build time); write routePathNames as a dictionary of string literals, e.g. static let routePathNames = [\"app://item/:id\": \"productItem\"]"
            ])
        let empty = Self.discover(
            "struct P: Routable { static let routePatterns = [\"app://p\"]; static let routePathNames: [String: String] = [:] }"
        )
        #expect(empty.diagnostics.isEmpty && Self.names(empty) == ["p=app://p"])
    }

    /// The routes module sees routes.json only: the map carries each chosen name, and a map
    /// whose patterns would share a name (exported before the page named them) fails at the page.
    @Test func theRouteMapCarriesTheChosenNames() throws {
        let source = """
            struct ProfilePage: Routable {
                static let routePatterns = ["app://settings/profile", "app://me"]
                static let routePathNames = ["app://me": "profileMe",]
            }
            """
        let manifest = Self.discover(source, module: "Profile").manifest
        let json = try renderRouteMap(RouteMap(manifests: [manifest], root: ""), format: .json)
        let map = try RouteMap(jsonData: json, file: "routes.json")
        #expect(map.entries.map { $0.pathName ?? "-" } == ["profileMe", "-"])
        let generated = RoutePathsRenderer.generate(map: map)
        let text = String(decoding: generated.contents ?? [], as: UTF8.self)
        #expect(text.contains("public static let profile = \"app://settings/profile\""))
        #expect(text.contains("public static let profileMe = \"app://me\""))

        let stale = RouteMap(
            entries: map.entries.map { entry in
                var copy = entry
                copy.pathName = nil
                return copy
            })
        let failed = RoutePathsRenderer.generate(map: stale)
        #expect(failed.contents == nil)
        #expect(
            failed.diagnostics.map(\.description) == [
                "Profile/Page.swift:1:1: error: ProfilePage: 'app://me' and 'app://settings/profile' would both be named `profile` in RoutePaths (each pattern takes its type's name unless routePathNames names it, so no constant ever moves to another pattern); keep `profile` on the pattern it names today and name the others: to keep it on 'app://me', `static let routePathNames = [\"app://settings/profile\": \"profileSettings\"]` (0.1.0's names); to keep it on 'app://settings/profile', `static let routePathNames = [\"app://me\": \"profileMe\"]`; routes.json, which RoutePaths is generated from, names neither pattern: once the page has that line (or if it has it already), run `swift package --allow-writing-to-package-directory export-routes` so routes.json carries the names"
            ])
    }

    @Test func theASCIIPathOfLowerCamelAgreesWithTheCharacterPath() {
        let fixed = [
            "", "_", "URLPage", "HTTPServer2", "A", "AB", "ABc", "aBC", "2FA", "_2FA", "P1_0", "Ünïcode", "ÉTÉ",
        ]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ABCXYZabcxyz0189_.-$ ")
        let random = (0..<2_000).map { _ in
            String(
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for name in fixed + random {
            let isASCII = name.utf8.allSatisfy { $0 < 0x80 }
            #expect(
                PathNaming.asciiLowerCamel(name) == (isASCII ? PathNaming.lowerCamelOfCharacters(name) : nil), "\(name)"
            )
            #expect(PathNaming.lowerCamel(name) == PathNaming.lowerCamelOfCharacters(name), "\(name)")
        }
    }
}
