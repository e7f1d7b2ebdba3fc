import Foundation
import Testing

@testable import _RouteMap
@testable import _RouteMapExport
@testable import _RouteScannerCore

/// What the module that composes the app checks, and a route map that changes only when a route
/// does.
@Suite("Generator: the composing module and the route map")
struct ComposingModuleTests {
    static func module(_ name: String, _ text: String) -> ModuleSources {
        ModuleSources(name: name, files: [SourceFile(path: "\(name)/\(name).swift", text: text)])
    }

    static let kit = module(
        "Kit", "import Switchyard\nstruct KitPage: Routable { static let routePatterns = [\"app://kit\"] }")
    static let app = module("App", "enum App {}")

    @Test func theComposingModuleNamesTheTableOfEveryModuleWithRoutes() throws {
        let composed = RouteGenerator.routeTable(for: Self.app, dependencies: [Self.kit], composes: true)
        let text = String(decoding: try #require(composed.contents), as: UTF8.self)
        // Imported whatever the compiler, so the name below resolves on Swift 6.3 too.
        #expect(text.contains("@_spi(Generated) import Switchyard\nimport Kit\n"))
        #expect(
            text.contains(
                "        LinkedModules.deliver(SwitchyardRouteTable_Kit.table, SwitchyardRouteTable_Kit.services, to: sink)  // Kit declares KitPage: if this does not compile, apply RouteScannerPlugin to the target Kit\n"
            ))
        // A slot in the records' section calls the function, so the composing module really
        // references each table and a linker takes a static archive's module with its record
        // (Scripts/swiftc-app.sh links features from archives, with -O). The router skips it: tag 0.
        #expect(
            text.contains("@used\nprivate let switchyardComposedModules: LinkedModules.Descriptor = (\n    magic: 0,"))
        // A feature module names no other table: only the composing module's build stops.
        let feature = RouteGenerator.routeTable(for: Self.app, dependencies: [Self.kit])
        #expect(!String(decoding: try #require(feature.contents), as: UTF8.self).contains("requireTables"))
    }

    @Test func theComposingModulesFileMatchesGolden() throws {
        let composed = RouteGenerator.routeTable(for: Self.app, dependencies: [Self.kit], composes: true)
        assertMatchesGolden(
            String(decoding: try #require(composed.contents), as: UTF8.self), named: "SwitchyardRoutes-App.swift.golden"
        )
    }

    @Test func theMapHoldsNoLineNumbers() throws {
        let page = "import Switchyard\nstruct HomePage: Routable { static let routePatterns = [\"app://home\"] }\n"
        let before = try RouteGenerator.routeMap(for: [Self.module("Home", page)], root: "", format: .json)
        let after = try RouteGenerator.routeMap(
            for: [Self.module("Home", "import Foundation\n// a comment\n" + page)], root: "", format: .json)
        #expect(before.contents != nil)
        #expect(before.contents == after.contents)
        #expect(!String(decoding: before.contents ?? [], as: UTF8.self).contains("\"line\""))
    }
}
