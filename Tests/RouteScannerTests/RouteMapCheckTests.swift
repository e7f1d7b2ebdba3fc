import Foundation
import Testing
import _RouteScannerCLI
import _RouteScannerCore

@testable import route_scanner

/// The route map as a checked contract: `route-map --check` for CI, the composing module's
/// warning, and the options the export plugin passes.
@Suite("route-scanner: the route map checked")
struct RouteMapCheckTests {
    typealias Folder = RouteScannerToolTests.Folder
    typealias Argument = PluginContract.Argument

    static func export(_ folder: Folder, page: String, output: String, check: Bool = false) -> Int32 {
        RouteScannerTool.tool.run(
            PluginContract.routeMapArguments(
                format: "json", root: folder.url.path, output: output, appIDs: [], hosts: [], check: check)
                + [Argument.module, PluginContract.modulePath("Home", page)])
    }

    @Test func checkExitsWithOneOnDriftWritesNothingAndZeroWhenCurrent() throws {
        let folder = try Folder()
        defer { folder.clean() }
        let page = try folder.write("Page.swift", "struct Page: Routable { static let routePatterns = [\"app://a\"] }")
        let map = folder.path("routes.json")
        #expect(Self.export(folder, page: page, output: map, check: true) == 1)
        #expect(!FileManager.default.fileExists(atPath: map))
        #expect(Self.export(folder, page: page, output: map) == 0)
        #expect(Self.export(folder, page: page, output: map, check: true) == 0)
        _ = try folder.write("Page.swift", "struct Page: Routable { static let routePatterns = [\"app://b\"] }")
        let before = try Data(contentsOf: URL(fileURLWithPath: map))
        #expect(Self.export(folder, page: page, output: map, check: true) == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: map)) == before)
    }

    @Test func theCheckSaysWhatDiffersAndHowToFixIt() throws {
        let folder = try Folder()
        defer { folder.clean() }
        let page = try folder.write("Page.swift", "struct Page: Routable { static let routePatterns = [\"app://a\"] }")
        let map = folder.path("routes.json")
        #expect(Self.export(folder, page: page, output: map) == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: map))
        let fresh = Array(
            String(decoding: data, as: UTF8.self).replacingOccurrences(of: "app://a", with: "app://b").utf8)
        let report = RouteMapCommand.staleReport(path: map, existing: data, current: fresh, format: .json)
        #expect(report.hasPrefix("error: \(map) is stale: 2 entries differ from the sources"))
        #expect(report.contains("swift package --allow-writing-to-package-directory export-routes"))
        #expect(report.contains("\n  + app://b (Home.Page)\n  - app://a (Home.Page)"))
        // Only line numbers differ: a map written before 0.2.0.
        let legacy = Data(
            String(decoding: data, as: UTF8.self).replacingOccurrences(
                of: "\"file\": \"Page.swift\"", with: "\"file\": \"Page.swift\",\n    \"line\": 1"
            ).utf8)
        #expect(legacy != data)
        #expect(
            RouteMapCommand.staleReport(path: map, existing: legacy, current: Array(data), format: .json).contains(
                "in an older form (line numbers"))
    }

    @Test func theComposingModuleWarnsOfAStaleMapNamingTheCommand() throws {
        let folder = try Folder()
        defer { folder.clean() }
        let page = try folder.write("Page.swift", "struct Page: Routable { static let routePatterns = [\"app://a\"] }")
        try FileManager.default.createDirectory(
            atPath: folder.path("Routes"), withIntermediateDirectories: true)
        let map = folder.path("Routes/routes.json")
        #expect(Self.export(folder, page: page, output: map) == 0)
        let manifests = RouteDiscovery.discover(
            modules: [
                ModuleSources(
                    name: "Home",
                    files: [
                        SourceFile(
                            path: page,
                            text: "struct Page: Routable { static let routePatterns = [\"app://a\", \"app://c\"] }")
                    ])
            ]
        ).manifests
        let warnings = GenerateTableCommand.staleMapWarnings(
            mapPath: map, root: folder.url.path, manifests: manifests, defaultScheme: "app")
        #expect(warnings.map(\.severity) == [.warning])
        #expect(warnings.first?.file == map)
        #expect(warnings.first?.message.contains("1 entry differs from the sources (+ app://c (Home.Page))") == true)
        #expect(
            warnings.first?.message.contains(
                "run `swift package --allow-writing-to-package-directory export-routes --output Routes/routes.json`")
                == true)
        let current = RouteDiscovery.discover(
            modules: [
                ModuleSources(
                    name: "Home",
                    files: [
                        SourceFile(
                            path: page, text: "struct Page: Routable { static let routePatterns = [\"app://a\"] }")
                    ])
            ]
        ).manifests
        #expect(
            GenerateTableCommand.staleMapWarnings(
                mapPath: map, root: folder.url.path, manifests: current, defaultScheme: "app"
            ).isEmpty)
        // A feature of another package is context to the export, so the map does not list it.
        let remote = RouteManifest(
            module: "Remote", routes: [ManifestRoute(typeName: "RemotePage", module: "Remote", patterns: ["app://r"])])
        #expect(
            GenerateTableCommand.staleMapWarnings(
                mapPath: map, root: folder.url.path, manifests: current + [remote], packageModules: ["Home"],
                defaultScheme: "app"
            ).isEmpty)
        #expect(
            GenerateTableCommand.staleMapWarnings(
                mapPath: map, root: folder.url.path, manifests: current + [remote], defaultScheme: "app"
            ).count == 1)
    }

    @Test func anAppSiteAssociationExportGetsItsAppIDsAndHosts() throws {
        let folder = try Folder()
        defer { folder.clean() }
        let page = try folder.write(
            "Page.swift", "struct Page: Routable { static let routePatterns = [\"https://example.com/help\"] }")
        let output = folder.path("routes.aasa.json")
        let arguments = PluginContract.routeMapArguments(
            format: "aasa", root: folder.url.path, output: output, appIDs: ["ABCDE12345.com.example.app"],
            hosts: ["example.com"], check: false)
        #expect(
            RouteScannerTool.tool.run(arguments + [Argument.module, PluginContract.modulePath("Home", page)]) == 0)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("ABCDE12345.com.example.app") && text.contains("/help"))
    }

    /// The export plugin passes a dependency's files with their module (`--dependency`), so a file
    /// sees a dependency's declarations only if it imports its module, as the build's tool does: a
    /// `Page` protocol refining `Routable` in a module the page's file does not import does not make
    /// a subclass of another module's `Page` class a page (issue #24).
    @Test func aDependencysNamesAreSeenOnlyWhereItsModuleIsImported() throws {
        let folder = try Folder()
        defer { folder.clean() }
        let detail = try folder.write(
            "Detail.swift",
            """
            import Shop
            import Switchyard
            final class Detail: Page { static let routePatterns = ["app://detail"] }
            struct Real: Routable { static let routePatterns = ["app://real"] }
            """)
        let shop = try folder.write("Shop.swift", "open class Page { public init() {} }")
        let kit = try folder.write("Kit.swift", "import Switchyard\npublic protocol Page: Routable {}")
        let map = folder.path("routes.json")
        func export(_ dependencies: [String]) throws -> String {
            let status = RouteScannerTool.tool.run(
                PluginContract.routeMapArguments(
                    format: "json", root: folder.url.path, output: map, appIDs: [], hosts: [], check: false)
                    + [Argument.module, PluginContract.modulePath("Home", detail)] + dependencies)
            #expect(status == 0)
            return try String(contentsOf: URL(fileURLWithPath: map), encoding: .utf8)
        }
        let exported = try export([
            Argument.dependency, PluginContract.modulePath("Shop", shop),
            Argument.dependency, PluginContract.modulePath("Kit", kit),
        ])
        #expect(exported.contains("app://real"))
        #expect(!exported.contains("app://detail"))
    }
}
