import Testing
import _RouteScannerCore

@Suite struct CatchAllWarningTests {
    static func route(_ type: String, _ module: String, _ patterns: [String], line: Int = 1) -> ManifestRoute {
        ManifestRoute(typeName: type, module: module, patterns: patterns, file: "\(module)/\(type).swift", line: line)
    }

    @Test func aCatchAllWhosePrefixAnotherModuleAnswersIsReported() {
        let shop = RouteManifest(module: "Shop", routes: [Self.route("ItemPage", "Shop", ["app://shop/:id"])])
        let lists = RouteManifest(
            module: "Lists", routes: [Self.route("ListPage", "Lists", ["app://shop/list/**"], line: 3)])
        let warnings = RouteDiscovery.catchAllPrefixWarnings(in: lists, dependencies: [shop])
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.file == "Lists/ListPage.swift")
        #expect(warnings.first?.line == 3)
        #expect(
            warnings.first?.message
                == "'app://shop/list/**' of ListPage (Lists) takes one or more segments after 'app://shop/list', so 'app://shop/list' itself opens ItemPage of Shop ('app://shop/:id', Shop/ItemPage.swift:1); add 'app://shop/list' to ListPage.routePatterns if it should answer the bare link"
        )
        // A module that owns neither route is not told, unless it composes the app: there sibling
        // features that never import each other are both visible.
        let app = RouteManifest(module: "App")
        #expect(RouteDiscovery.catchAllPrefixWarnings(in: app, dependencies: [shop, lists]).isEmpty)
        #expect(
            RouteDiscovery.catchAllPrefixWarnings(in: app, dependencies: [shop, lists], betweenDependencies: true)
                == warnings)
        #expect(RouteDiscovery.catchAllPrefixWarnings(in: shop, dependencies: [lists]).count == 1)
    }

    @Test func theComposingModuleReportsSiblingsThatNeverImportEachOther() {
        let shop = ModuleSources(
            name: "Shop",
            files: [
                SourceFile(
                    path: "Shop/ItemPage.swift",
                    text: "struct ItemPage: Routable { static let routePatterns = [\"app://shop/:id\"] }")
            ])
        let lists = ModuleSources(
            name: "Lists",
            files: [
                SourceFile(
                    path: "Lists/ListPage.swift",
                    text: "struct ListPage: Routable { static let routePatterns = [\"app://shop/list/**\"] }")
            ])
        let app = ModuleSources(name: "App", files: [SourceFile(path: "App/main.swift", text: "")])
        let quiet = RouteGenerator.routeTable(for: app, dependencies: [shop, lists])
        #expect(quiet.diagnostics.isEmpty)
        let composed = RouteGenerator.routeTable(for: app, dependencies: [shop, lists], composes: true)
        #expect(composed.diagnostics.map(\.file) == ["Lists/ListPage.swift"])
        #expect(composed.diagnostics.first?.message.contains("'app://shop/list' itself opens ItemPage of Shop") == true)
    }

    @Test func listingThePrefixOrStayingInOneModuleIsQuiet() {
        let shop = RouteManifest(module: "Shop", routes: [Self.route("ItemPage", "Shop", ["app://shop/:id"])])
        let both = RouteManifest(
            module: "Lists", routes: [Self.route("ListPage", "Lists", ["app://shop/list", "app://shop/list/**"])])
        #expect(RouteDiscovery.catchAllPrefixWarnings(in: both, dependencies: [shop]).isEmpty)
        let same = RouteManifest(
            module: "Shop",
            routes: [
                Self.route("ItemPage", "Shop", ["app://shop/:id"]),
                Self.route("ListPage", "Shop", ["app://shop/list/**"]),
            ])
        #expect(RouteDiscovery.catchAllPrefixWarnings(in: same, dependencies: []).isEmpty)
        let unrelated = RouteManifest(module: "Help", routes: [Self.route("HelpPage", "Help", ["app://help/:topic"])])
        let lists = RouteManifest(module: "Lists", routes: [Self.route("ListPage", "Lists", ["app://shop/list/**"])])
        #expect(RouteDiscovery.catchAllPrefixWarnings(in: lists, dependencies: [unrelated]).isEmpty)
    }
}
