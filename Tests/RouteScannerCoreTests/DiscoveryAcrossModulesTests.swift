import Testing

@testable import _RouteMap
@testable import _RouteMapExport
@testable import _RoutePathsGenerator
@testable import _RouteScannerCore

/// What a new user of several modules writes: claims across modules, members from protocol
/// extensions, generic and abstract types, scheme typos and `routeAction` spellings.
@Suite("Generator: discovery across modules")
struct DiscoveryAcrossModulesTests {
    static func module(_ name: String, _ text: String) -> ModuleSources {
        ModuleSources(name: name, files: [SourceFile(path: "\(name)/\(name).swift", text: text)])
    }

    static func discover(_ text: String) -> RouteDiscovery.Result {
        RouteDiscovery.discover(module: "M", sources: [SourceFile(path: "M/M.swift", text: text)])
    }

    static let app = module("App", "enum App {}")

    @Test func twoModulesClaimingOnePatternFailTheComposingBuild() {
        let home = Self.module(
            "Home", "final class Promo: Routable { static let routePatterns = [\"app://promo/:id\"] }")
        let shop = Self.module(
            "Shop", "final class Deal: Routable { static let routePatterns = [\"app://promo/:code\"] }")
        let output = RouteGenerator.routeTable(for: Self.app, dependencies: [home, shop])
        #expect(output.contents == nil)
        #expect(
            output.diagnostics.map(\.description) == [
                "Shop/Shop.swift:1:1: error: Shop.Deal and Home.Promo (Home/Home.swift:1) both claim 'app://promo/:code' with priority 0; give one a higher routePriority or change its pattern"
            ])
        // The paths and the route map, which read every module, refuse it too.
        #expect(RouteGenerator.routePaths(for: [home, shop]).hasErrors)
        // A higher priority settles it.
        let boosted = Self.module(
            "Shop",
            "final class Deal: Routable { static let routePatterns = [\"app://promo/:code\"]; static let routePriority = 1 }"
        )
        #expect(RouteGenerator.routeTable(for: Self.app, dependencies: [home, boosted]).diagnostics.isEmpty)
        // Inside one module the module's own scan reports it, once.
        let both = Self.module(
            "Home",
            "final class A: Routable { static let routePatterns = [\"app://a\"] }\nfinal class B: Routable { static let routePatterns = [\"app://a\"] }"
        )
        #expect(RouteGenerator.routeTable(for: both, dependencies: []).diagnostics.count == 1)
    }

    @Test func membersFromProtocolExtensionsAreRead() throws {
        let kit = Self.module(
            "Kit",
            """
            public protocol BoostedPage: Routable {}
            extension BoostedPage { public static var routePriority: Int { 100 }; public static var routeDescription: String { "Boosted" } }
            """)
        let feature = Self.module(
            "Feature",
            """
            final class Banner: BoostedPage { static let routePatterns = ["app://banner"] }
            final class Quiet: BoostedPage { static let routePatterns = ["app://quiet"]; static let routePriority = 1 }
            """)
        let discovered = RouteDiscovery.discover(modules: [feature], context: kit.files)
        #expect(discovered.diagnostics.isEmpty, "\(discovered.diagnostics)")
        let routes = discovered.manifests[0].routes
        #expect(routes.map(\.priority) == [100, 1])
        #expect(routes.map(\.description) == ["Boosted", "Boosted"])
    }

    @Test func aGenericRoutableIsAnErrorAtItsDeclaration() {
        let result = Self.discover(
            """
            final class ListPage<Item>: Routable { static let routePatterns = ["app://list"] }
            enum Outer<T> { final class Inner: Routable { static let routePatterns = ["app://inner"] } }
            open class GenericBase<Model>: Routable { open class var routePatterns: [String] { [] } }
            """)
        #expect(result.manifest.routes.isEmpty)
        #expect(result.diagnostics.map { "\($0.line):\($0.column) \($0.severity)" } == ["1:13 error", "2:29 error"])
        #expect(
            result.diagnostics.first?.message.hasPrefix(
                "ListPage is generic, so the generated route table cannot name it; declare the patterns on a non-generic subclass"
            ) == true)
    }

    @Test func anAbstractBaseIsNeitherRegisteredNorWarnedAbout() {
        let result = Self.discover(
            """
            open class BasePage: Routable { open class var routePatterns: [String] { [] } }
            class ListBase: BasePage {}
            final class ProductPage: BasePage { override class var routePatterns: [String] { ["app://product"] } }
            final class Forgotten: BasePage {}
            final class Empty: Routable { static let routePatterns: [String] = [] }
            """)
        #expect(result.manifest.routes.map(\.typeName) == ["Empty", "Forgotten", "ProductPage"])
        #expect(result.diagnostics.map { "\($0.line) \($0.severity)" } == ["4 warning", "5 warning"])
        #expect(
            result.diagnostics.first?.message.contains(
                "declare `open class var routePatterns: [String] { [] }` instead") == true)
        // A kit with only an abstract base has no table, so the app does not ask for one.
        let kit = Self.module("Kit", "open class BasePage: Routable { open class var routePatterns: [String] { [] } }")
        #expect(RouteGenerator.modulesWithTables(RouteDiscovery.discover(modules: [kit]).manifests).isEmpty)
        #expect(RouteGenerator.routeTable(for: kit, dependencies: []).diagnostics.isEmpty)
    }

    @Test func schemeTyposAreWarnings() {
        let result = Self.discover(
            """
            final class Wishlist: Routable {
                static let routePatterns = ["app//wishlist", "saved/:id", "https://example.com/w"]
                static let routePathNames = ["saved/:id": "saved", "https://example.com/w": "web"]
            }
            """)
        #expect(
            result.diagnostics.map(\.message) == [
                "Wishlist: 'app//wishlist' has no '://', so it is read as 'app://app/wishlist' (the default scheme 'app' is added); if 'app' was meant as the scheme, write 'app://wishlist'",
                "Wishlist: 'saved/:id' has no '://', so it is read as 'app://saved/:id' (the default scheme 'app' is added); write 'app://saved/:id' to say so",
            ])
        let feature = Self.module(
            "Shop",
            """
            final class Cart: Routable {
                static let routePatterns = ["ap://cart", "htps://example.com/cart", "legacy://cart"]
                static let routePathNames = ["htps://example.com/cart": "cartWeb", "legacy://cart": "legacyCart"]
            }
            final class Old: Routable { static let routePatterns = ["legacy://old"] }
            """)
        let output = RouteGenerator.routeTable(for: feature, dependencies: [])
        #expect(!output.hasErrors)
        #expect(
            output.diagnostics.map(\.message) == [
                "Cart: the scheme 'ap' of 'ap://cart' is used by no other route and is not http(s); if it is a typo, write 'app://…'",
                "Cart: the scheme 'htps' of 'htps://example.com/cart' is used by no other route and is not http(s); if it is a typo, write 'https://…'",
            ])
    }

    @Test func theRouteMapExportsCanonicalPatterns() throws {
        let feature = Self.module("Shop", "final class Item: Routable { static let routePatterns = [\"item/:id\"] }")
        let output = try RouteGenerator.routeMap(for: [feature], root: "", format: .json)
        #expect(try RouteMap(jsonData: .init(output.contents ?? [])).entries.map(\.path) == ["app://item/:id"])
    }

    @Test func routeActionSpellings() {
        let result = Self.discover(
            """
            final class A: Routable { static let routePatterns = ["app://a"]; static let routeAction = NavigationAction.present(.sheet) }
            final class B: Routable { static let routePatterns = ["app://b"]; static let routeAction: NavigationAction = .present(.automatic) }
            final class C: Routable { static let routePatterns = ["app://c"]; static let routeAction = NavigationAction.present(NavigationAction.PresentationStyle.fullScreen) }
            final class D: Routable { static let routePatterns = ["app://d"]; static let routeAction = NavigationAction.sheet }
            final class E: Routable { static let routePatterns = ["app://e"]; static let routeAction = NavigationAction.showTab(1) }
            final class F: Routable { static let routePatterns = ["app://f"]; static let routeAction = NavigationAction.present(style) }
            """)
        #expect(result.manifest.routes.map(\.action) == ["sheet", "modal", "fullScreen", "sheet", "push", "push"])
        let messages = result.diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(
            messages[0].hasPrefix("routeAction '.showTab(1)' of E cannot be a page's default: a tab is chosen per open")
        )
        #expect(
            messages[0].contains(".present(.sheet)")
                && messages[0].hasSuffix("write e.g. `static let routeAction = NavigationAction.present(.sheet)`"))
        #expect(messages[1].hasPrefix("'routeAction' of 'F' is not a literal"))
        #expect(messages[1].hasSuffix("e.g. static let routeAction = NavigationAction.push"))
    }

    @Test func aNonLiteralRoutePatternsIsOneError() {
        let result = Self.discover("final class P: Routable { static let routePatterns = Patterns.all }")
        #expect(result.diagnostics.count == 1)
        let computed = Self.discover("final class P: Routable { static var routePatterns: [String] { make() } }")
        #expect(
            computed.diagnostics.map(\.message) == [
                "'routePatterns' of 'P' is not a literal (an expression, call or reference cannot be read at build time); write routePatterns as an array of string literals, e.g. static let routePatterns = [\"app://home\"]"
            ])
    }
}
