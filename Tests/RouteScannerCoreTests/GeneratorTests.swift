import SwitchyardSyntax
import Testing

@testable import _RouteMap
@testable import _RouteMapExport
@testable import _RoutePathsGenerator
@testable import _RouteScannerCore

/// Sources of a small module "Shop", used by the generator tests.
enum ShopSources {
    static let pages = """
        import Switchyard

        final class ProductPage: UIViewController, Routable {
            static let routePatterns = ["app://product/:id", "app://item/:id"]; static let routePathNames = ["app://item/:id": "productItem"]
            static let routePriority = 10
            static let routeDescription = "Product \\"detail\\""
            static func makeDestination(for request: RouteRequest) throws -> Any { ProductPage() }
        }

        enum Checkout {
            struct CartScreen: Routable {
                static var routePatterns: [String] { ["app://cart"] }
                static let routeAction = NavigationAction.sheet
                static let routeIsInternal = true
            }
        }

        #if DEBUG
        final class DebugMenuPage: Routable {
            static let routePatterns = ["app://debug/**"]
        }
        #endif
        """
    static let services = """
        protocol CartService: RouterService { func count() -> Int }
        final class Cart: CartService { func count() -> Int { 0 } }
        """

    static func discover(_ extra: [SourceFile] = []) -> RouteDiscovery.Result {
        RouteDiscovery.discover(
            module: "Shop",
            sources: [
                SourceFile(path: "Shop/Pages.swift", text: pages),
                SourceFile(path: "Shop/Services.swift", text: services),
            ] + extra)
    }
}

@Suite("Generator: discovery")
struct RouteDiscoveryTests {
    @Test func manifestCarriesEveryLiteral() throws {
        let result = ShopSources.discover()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let routes = result.manifest.routes
        #expect(routes.map(\.typeName) == ["Checkout.CartScreen", "DebugMenuPage", "ProductPage"])
        let product = try #require(routes.last)
        #expect(product.patterns == ["app://product/:id", "app://item/:id"])
        #expect(product.priority == 10)
        #expect(product.description == "Product \"detail\"")
        #expect(product.qualifiedName == "Shop.ProductPage")
        #expect(product.file == "Shop/Pages.swift" && product.line == 3)
        let cart = routes[0]
        #expect(cart.action == "sheet" && cart.isInternal && cart.priority == 0)
        #expect(routes[1].conditions == ["DEBUG"])
        #expect(result.manifest.services.map(\.typeName) == ["Cart"])
        #expect(result.manifest.services.first?.provides == ["CartService"])
    }

    @Test func missingPatternsAndBadValuesAreErrorsAtTheirLine() {
        let source = """
            final class NoPatterns: Routable {}
            final class BadPattern: Routable { static let routePatterns = ["app://x/**/y"] }
            final class BadAction: Routable {
                static let routePatterns = ["app://a"]
                static let routeAction = NavigationAction.teleport
            }
            """
        let result = RouteDiscovery.discover(module: "M", sources: [SourceFile(path: "M/Bad.swift", text: source)])
        #expect(result.hasErrors)
        let lines = result.diagnostics.map(\.description)
        #expect(
            lines.contains(
                "M/Bad.swift:1:13: error: NoPatterns conforms to Routable but declares no routePatterns; add `static let routePatterns = [\"app://…\"]` to the type or an extension"
            ))
        #expect(
            lines.contains(
                "M/Bad.swift:2:64: error: BadPattern: invalid route pattern 'app://x/**/y': '**' matches the rest of the path and must be the last segment"
            ))
        #expect(
            lines.contains {
                $0.hasPrefix("M/Bad.swift:3:13: error: routeAction '.teleport' of BadAction is not one of")
            })
    }

    @Test func samePatternSamePriorityIsABuildError() {
        let source = """
            final class A: Routable { static let routePatterns = ["app://p/:id"] }
            final class B: Routable { static let routePatterns = ["app://p/:other"] }
            final class C: Routable { static let routePatterns = ["app://p/:id"]; static let routePriority = 5 }
            """
        let result = RouteDiscovery.discover(module: "M", sources: [SourceFile(path: "M/C.swift", text: source)])
        #expect(
            result.diagnostics.map(\.description) == [
                "M/C.swift:2:1: error: B and A (M/C.swift:1) both claim 'app://p/:other' with priority 0; give one a higher routePriority or change its pattern"
            ])
    }

    @Test func conformanceThroughAContextSuperclassIsFound() {
        let base = SourceFile(path: "Core/Base.swift", text: "open class BasePage: Routable {}", isContext: true)
        let page = SourceFile(
            path: "M/Page.swift", text: "final class Page: BasePage { static let routePatterns = [\"app://page\"] }")
        let result = RouteDiscovery.discover(module: "M", sources: [page, base])
        #expect(result.manifest.routes.map(\.typeName) == ["Page"])
    }
}

@Suite("Generator: rendering")
struct RendererTests {
    @Test func routeTableMatchesGolden() {
        let manifest = ShopSources.discover().manifest
        assertMatchesGolden(
            RouteTableRenderer.render(manifest, dependencies: ["Account", "Home"]),
            named: "SwitchyardRoutes-Shop.swift.golden")
    }

    /// A module that declares nothing has no table, no record and no marker, and names no
    /// dependency's table: registration finds every module through its own record or marker.
    @Test func aModuleThatDeclaresNothingHasNoTableAndListsNoOther() {
        let text = RouteTableRenderer.render(RouteManifest(module: "App"), dependencies: ["Shop"])
        #expect(!text.contains("SwitchyardRouteTable_"))
        #expect(
            !text.contains("LinkedModuleMarker") && !text.contains("LinkedModules.Descriptor")
                && !text.contains("compiler("))
        #expect(text.contains("        router.registerLinkedModules()\n"))
        #expect(!text.contains("import Shop"))
    }

    /// Every compiler registers through the one line: a record from Swift 6.3 on, a marker class
    /// before (or under the markers-only condition), never an aggregate that lists dependencies.
    @Test func theMarkerReplacesTheRecordWhereThereIsNoSection() {
        let text = RouteTableRenderer.render(ShopSources.discover().manifest, dependencies: ["Account", "Home"])
        let record = "#if compiler(>=6.3)\n#if !\(GeneratedCodeContract.markersOnlyCondition)\n"
        #expect(text.components(separatedBy: record).count == 2)
        let condition = "#if compiler(<6.3) || \(GeneratedCodeContract.markersOnlyCondition)\n"
        let marker = text.components(separatedBy: condition).dropFirst().first ?? ""
        #expect(
            marker.contains(
                "final class \(GeneratedCodeContract.markerPrefix)Shop: LinkedModuleMarker {\n"
                    + "    override class var tables: (routes: RouteTable, services: ServiceTable)? "
                    + "{ (SwitchyardRouteTable_Shop.table, SwitchyardRouteTable_Shop.services) }\n}\n#endif\n"))
        #expect(!text.contains("import Account") && !text.contains("SwitchyardRouteTable_Home"))
    }

    @Test func routePathsMatchGolden() {
        let manifest = ShopSources.discover().manifest
        assertMatchesGolden(RoutePathsRenderer.render([manifest]), named: "RoutePaths-Shop.swift.golden")
    }

    /// What RoutePathsPlugin does: RoutePaths from the exported route map alone.
    @Test func routePathsFromTheRouteMapMatchGolden() throws {
        let map = RouteMap(manifests: [ShopSources.discover().manifest], root: "")
        let reread = try RouteMap(jsonData: try renderRouteMap(map, format: .json), file: "routes.json")
        assertMatchesGolden(RoutePathsRenderer.render(map: reread), named: "RoutePaths-Shop-from-map.swift.golden")
    }

    /// The map sorts a type's patterns by path; the names do not depend on that order.
    @Test func theMapAndTheSourcesNameEveryPatternAlike() {
        let manifest = ShopSources.discover().manifest
        let fromSources = PathNaming.name(manifest.routes).map { "\($0.name)=\($0.pattern)" }
        let fromMap = PathNaming.name(
            RoutePathsRenderer.manifests(from: RouteMap(manifests: [manifest], root: "")).flatMap(\.routes)
        )
        .map { "\($0.name)=\($0.pattern)" }
        #expect(fromSources == fromMap)
        #expect(fromMap.contains("product=app://product/:id") && fromMap.contains("productItem=app://item/:id"))
    }

    @Test func mapEntriesGroupByTypeAndKeepTheirModule() {
        let map = RouteMap(entries: [
            RouteMapEntry(path: "app://b/:id", className: "Shop.Outer.BPage", module: "Shop", file: "S.swift", line: 1),
            RouteMapEntry(path: "app://a", className: "Shop.Outer.BPage", module: "Shop", file: "S.swift", line: 1),
            RouteMapEntry(path: "app://c", className: "Home.CPage", module: "Home", file: "H.swift", line: 1),
        ])
        let manifests = RoutePathsRenderer.manifests(from: map)
        #expect(manifests.map(\.module) == ["Home", "Shop"])
        #expect(manifests[1].routes.map(\.typeName) == ["Outer.BPage"])
        #expect(manifests[1].routes[0].patterns == ["app://a", "app://b/:id"])
        #expect(manifests[1].routes[0].qualifiedName == "Shop.Outer.BPage")
    }

    @Test func renderingIsDeterministic() {
        let first = RoutePathsRenderer.render([ShopSources.discover().manifest])
        let second = RoutePathsRenderer.render([ShopSources.discover().manifest])
        #expect(first == second)
    }

    @Test func escapingInLiterals() {
        #expect(SwiftSource.literal("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u{1}""#)
    }
}

/// An Objective-C page made routable by a Swift extension in another target (#35, point 6): the
/// generated table must name it, so it imports what the extension's file imports and keeps the
/// module qualifier the extension was written with.
@Suite("Generator: pages of other modules")
struct OtherModulesPagesTests {
    static let legacy = """
        import Switchyard
        #if canImport(UIKit)
        import UIKit
        #endif
        import LegacyKit

        extension LegacyPage: @retroactive Routable {
            public static let routePatterns = ["app://legacy"]
        }

        extension LegacyKit.OtherPage: @retroactive Routable {
            public static let routePatterns = ["app://legacy/other"]
        }
        """

    @Test func theTableImportsTheExtensionsModulesAndKeepsTheQualifier() throws {
        let result = ShopSources.discover([SourceFile(path: "Shop/Legacy.swift", text: Self.legacy)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let routes = result.manifest.routes.filter { $0.file == "Shop/Legacy.swift" }
        #expect(routes.map(\.qualifiedName) == ["Shop.LegacyPage", "LegacyKit.OtherPage"])
        let text = RouteTableRenderer.render(result.manifest, dependencies: [])
        for module in ["LegacyKit", "UIKit"] {
            #expect(text.contains("#if canImport(\(module))\nimport \(module)\n#endif\n"))
        }
        #expect(!text.contains("canImport(Switchyard)") && !text.contains("canImport(Shop)"))
        #expect(text.contains("return .page(LegacyPage.self)"))
        #expect(text.contains("return .page(LegacyKit.OtherPage.self)"))
        // The module's own pages carry nothing: their file's imports are the module's business.
        #expect(ShopSources.discover().manifest.routes.allSatisfy { $0.imports.isEmpty && $0.typeModule == nil })
    }
}

@Suite("Generator: path names")
struct PathNamingTests {
    @Test(arguments: [
        ("ProductPage", "product"), ("URLDetailViewController", "urlDetail"), ("Checkout.CartScreen", "checkoutCart"),
        ("Page", "page"), ("HTTP", "http"), ("SettingsView", "settings"), ("A2BController", "a2B"),
    ])
    func baseNames(type: String, expected: String) {
        #expect(PathNaming.baseName(type) == expected)
    }

    @Test func keywordsAndDigitsAreEscaped() {
        #expect(PathNaming.label("default") == "`default`")
        #expect(PathNaming.label("1st") == "_1st")
    }
}
