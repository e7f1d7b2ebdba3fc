import Testing

@testable import _RouteMap
@testable import _RouteMapExport
@testable import _RoutePathsGenerator
@testable import _RouteScannerCore

/// A small app: a kit module with a base page class and a protocol refining `Routable`, two
/// feature modules that use them, a services-only module, and a composition root.
enum AppModules {
    static let kit = ModuleSources(
        name: "Kit",
        files: [
            SourceFile(
                path: "Kit/BasePage.swift",
                text: """
                    open class BasePage: Routable {}
                    public protocol TabPage: Routable {}
                    public protocol CartService: RouterService {}
                    """)
        ])
    static let shop = ModuleSources(
        name: "Shop",
        files: [
            SourceFile(
                path: "Shop/ProductPage.swift",
                text: """
                    import Kit
                    final class ProductPage: BasePage { static let routePatterns = ["app://product/:id"] }
                    final class SearchPage: Shop.BasePage2, TabPage { static let routePatterns = ["app://search"] }
                    class BasePage2 {}
                    """)
        ])
    static let account = ModuleSources(
        name: "Account",
        files: [
            SourceFile(path: "Account/Cart.swift", text: "import Kit\nfinal class Cart: CartService {}")
        ])
    static let home = ModuleSources(
        name: "Home",
        files: [
            SourceFile(
                path: "Home/HomePage.swift",
                text: "import Kit\nfinal class ProductPage: TabPage { static let routePatterns = [\"app://home\"] }")
        ])
    static let app = ModuleSources(name: "App", files: [SourceFile(path: "App/App.swift", text: "enum App {}")])

    static func text(_ output: GeneratorOutput) -> String { String(decoding: output.contents ?? [], as: UTF8.self) }
}

@Suite("Generator: route table across modules")
struct RouteTableGeneratorTests {
    @Test func findsTheDependenciesThatDeclareRoutesOrServicesAndNamesNone() throws {
        let output = RouteGenerator.routeTable(
            for: AppModules.app, dependencies: [AppModules.kit, AppModules.shop, AppModules.account])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        // Kit declares no route and no service: no table. Account has only a service.
        let dependencies = RouteDiscovery.discover(modules: [AppModules.kit, AppModules.shop, AppModules.account])
            .manifests
        #expect(RouteGenerator.modulesWithTables(dependencies) == ["Shop", "Account"])
        let text = AppModules.text(output)
        // A feature's file names no other module's table: each is found through its own record.
        #expect(!text.contains("SwitchyardRouteTable_"))
        #expect(
            output
                == RouteGenerator.routeTable(
                    for: AppModules.app, dependencies: [AppModules.account, AppModules.shop, AppModules.kit]))
    }

    @Test func dependencyFilesAreContextOnly() throws {
        // Shop's pages conform through Kit's base class and protocol: found in Shop's own scan.
        let shop = RouteGenerator.routeTable(for: AppModules.shop, dependencies: [AppModules.kit])
        #expect(shop.diagnostics.isEmpty, "\(shop.diagnostics)")
        let text = AppModules.text(shop)
        #expect(text.contains(":Shop.ProductPage"))
        #expect(text.contains(":Shop.SearchPage"))
        // Kit's declarations are context: not registered by Shop, and their problems are Kit's own.
        let brokenKit = ModuleSources(
            name: "Kit",
            files: AppModules.kit.files + [
                SourceFile(path: "Kit/Broken.swift", text: "final class Broken: Routable {}")
            ])
        let again = RouteGenerator.routeTable(for: AppModules.shop, dependencies: [brokenKit])
        #expect(again.diagnostics.isEmpty && again.contents == shop.contents)
        #expect(!text.contains("BasePage.self") && !text.contains("Broken"))
        // Kit's own scan reports its problem, and renders nothing.
        let kit = RouteGenerator.routeTable(for: brokenKit, dependencies: [])
        #expect(kit.contents == nil && kit.hasErrors)
        #expect(kit.diagnostics.contains { $0.file == "Kit/Broken.swift" && $0.severity == .error })
    }

    @Test func modulesAreNamedByTheirSources() throws {
        let output = RouteGenerator.routeTable(for: AppModules.shop, dependencies: [AppModules.kit])
        let text = AppModules.text(output)
        #expect(text.contains("public enum SwitchyardRouteTable_Shop {"))
        #expect(text.contains("module: \"Shop\", records: RouteRecords(records, targets: { target($0) }))"))
        // `Shop.BasePage2` in Shop's own sources is read as its own `BasePage2`.
        let scanned = RouteDiscovery.discover(modules: [AppModules.shop], context: AppModules.kit.files)
        #expect(scanned.manifests.map(\.module) == ["Shop"])
        #expect(scanned.manifests[0].routes.map(\.qualifiedName) == ["Shop.ProductPage", "Shop.SearchPage"])
    }
}

@Suite("Generator: paths and route map across modules")
struct ModuleSetGeneratorTests {
    @Test func everyModuleIsScannedWithTheOthersAsContext() {
        let discovered = RouteDiscovery.discover(
            modules: [AppModules.home, AppModules.shop], context: AppModules.kit.files)
        #expect(
            discovered.manifests.map { $0.routes.map(\.qualifiedName) } == [
                ["Home.ProductPage"], ["Shop.ProductPage", "Shop.SearchPage"],
            ])
        // Without the kit as context, pages conforming only through it are not found.
        let withoutKit = RouteDiscovery.discover(modules: [AppModules.home, AppModules.shop])
        #expect(withoutKit.manifests.flatMap(\.routes).isEmpty)
    }

    /// Two modules' `ProductPage`s would both be `product`: neither is renamed for the other
    /// (0.1.0 renamed both to `homeProduct` and `shopProduct`); the second fails with the fix.
    @Test func typesOfTwoModulesNeverRenameEachOther() {
        let output = RouteGenerator.routePaths(for: [AppModules.home, AppModules.shop], context: AppModules.kit.files)
        #expect(
            output.diagnostics.map(\.description) == [
                "Shop/ProductPage.swift:2:1: error: 'app://product/:id' of Shop.ProductPage and 'app://home' of Home.ProductPage (Home/HomePage.swift:2) would both be named `product` in RoutePaths (no constant ever moves to another pattern, so neither is renamed for the other); keep `product` on the pattern it names today and name the other: to keep it on 'app://home', add `static let routePathNames = [\"app://product/:id\": \"shopProduct\"]` to Shop.ProductPage (Shop/ProductPage.swift:2); to keep it on 'app://product/:id', add `static let routePathNames = [\"app://home\": \"homeProduct\"]` to Home.ProductPage (Home/HomePage.swift:2); 0.1.0 named neither `product`: to keep its names, add `static let routePathNames = [\"app://product/:id\": \"shopProduct\"]` to Shop.ProductPage (Shop/ProductPage.swift:2) and `static let routePathNames = [\"app://home\": \"homeProduct\"]` to Home.ProductPage (Home/HomePage.swift:2)"
            ])
        #expect(output.contents == nil)
        // The composing module's build, which sees both features, makes no constants: an app
        // without RoutePathsPlugin builds without routePathNames lines.
        let app = ModuleSources(name: "App", files: [SourceFile(path: "App/App.swift", text: "enum App {}")])
        let table = RouteGenerator.routeTable(
            for: app, dependencies: [AppModules.kit, AppModules.home, AppModules.shop], composes: true)
        #expect(table.diagnostics.isEmpty && table.contents != nil)
        // Following the message: Home keeps `product`, Shop's page is `shopProduct`.
        var shop = AppModules.shop
        shop.files[0].contents = Array(
            """
            import Kit
            final class ProductPage: BasePage {
                static let routePatterns = ["app://product/:id"]
                static let routePathNames = ["app://product/:id": "shopProduct"]
            }
            final class SearchPage: Shop.BasePage2, TabPage { static let routePatterns = ["app://search"] }
            class BasePage2 {}
            """.utf8)
        let text = AppModules.text(
            RouteGenerator.routePaths(for: [AppModules.home, shop], context: AppModules.kit.files))
        #expect(text.contains("public static let product = \"app://home\""))
        #expect(text.contains("public static let shopProduct = \"app://product/:id\""))
        #expect(
            AppModules.text(
                RouteGenerator.routePaths(for: [AppModules.home], context: AppModules.kit.files, enumName: "Links")
            )
            .contains("public enum Links {"))
    }

    @Test func routeMapCarriesModulesAndRelativeFiles() throws {
        let output = try RouteGenerator.routeMap(
            for: [AppModules.shop], context: AppModules.kit.files, root: "Shop", format: .json)
        let map = try RouteMap(jsonData: .init(output.contents ?? []))
        #expect(map.entries.map(\.module) == ["Shop", "Shop"])
        #expect(map.entries.map(\.file) == ["ProductPage.swift", "ProductPage.swift"])
        #expect(throws: RouteMapRenderError.self) {
            try RouteGenerator.routeMap(
                for: [AppModules.shop], context: AppModules.kit.files, root: "",
                format: .appSiteAssociation(.init(appIDs: [], hosts: [])))
        }
    }

    @Test func anErrorInAnyModuleRendersNothing() {
        let broken = ModuleSources(
            name: "Broken", files: [SourceFile(path: "Broken/P.swift", text: "final class P: Routable {}")])
        let output = RouteGenerator.routePaths(for: [AppModules.shop, broken], context: AppModules.kit.files)
        #expect(output.contents == nil)
        #expect(
            output.diagnostics.map(\.description) == [
                "Broken/P.swift:1:13: error: P conforms to Routable but declares no routePatterns; add `static let routePatterns = [\"app://…\"]` to the type or an extension"
            ])
    }
}
