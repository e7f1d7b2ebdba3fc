import Foundation
import Testing
import _RouteMap
import _RoutePathsGenerator
import _RouteScannerCLI
import _RouteScannerCore

@testable import switchyard_routes

/// The route map as a checked contract: `route-map --check` for CI, the routes module's warning
/// (`generate-paths`), and the options the export plugin passes.
@Suite("switchyard-routes: the route map checked")
struct RouteMapCheckTests {
    typealias Folder = SwitchyardRoutesToolTests.Folder
    typealias Argument = PluginContract.Argument

    static func export(_ folder: Folder, page: String, output: String, check: Bool = false) -> Int32 {
        SwitchyardRoutesTool.tool.run(
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

    @Test func theRoutesModuleWarnsOfAStaleMapNamingTheCommand() throws {
        let folder = try Folder()
        defer { folder.clean() }
        let page = try folder.write("Page.swift", "struct Page: Routable { static let routePatterns = [\"app://a\"] }")
        try FileManager.default.createDirectory(
            atPath: folder.path("Routes"), withIntermediateDirectories: true)
        let map = folder.path("Routes/routes.json")
        #expect(Self.export(folder, page: page, output: map) == 0)
        let committed = try RouteMap(jsonData: Data(contentsOf: URL(fileURLWithPath: map)), file: map)
        func warnings(_ patterns: String, others: [RouteManifest] = []) -> [Diagnostic] {
            let manifests = RouteDiscovery.discover(
                modules: [
                    ModuleSources(
                        name: "Home",
                        files: [
                            SourceFile(
                                path: page, text: "struct Page: Routable { static let routePatterns = [\(patterns)] }")
                        ])
                ]
            ).manifests
            return GeneratePathsCommand.staleMapWarnings(
                mapPath: map, committed: committed, root: folder.url.path, manifests: manifests + others,
                defaultScheme: "app")
        }
        let stale = warnings("\"app://a\", \"app://c\"")
        #expect(stale.map(\.severity) == [.warning])
        #expect(stale.first?.file == map)
        #expect(stale.first?.message.contains("1 entry differs from the sources (+ app://c (Home.Page))") == true)
        #expect(
            stale.first?.message.contains(
                "run `swift package --allow-writing-to-package-directory export-routes --output Routes/routes.json`")
                == true)
        #expect(warnings("\"app://a\"").isEmpty)
        // Entries of a module the check was not given are not compared, and a module it was given
        // whose routes the map lacks is.
        let remote = RouteManifest(
            module: "Remote", routes: [ManifestRoute(typeName: "RemotePage", module: "Remote", patterns: ["app://r"])])
        #expect(warnings("\"app://a\"", others: [remote]).count == 1)
    }

    /// `generate-paths` with `--map-source` (RoutePathsPlugin's run) writes the same `RoutePaths`
    /// whether or not the map is stale: the check adds a warning, never an error.
    @Test func generatePathsChecksTheMapAndStillWritesThePaths() throws {
        let folder = try Folder()
        defer { folder.clean() }
        let page = try folder.write("Page.swift", "struct Page: Routable { static let routePatterns = [\"app://a\"] }")
        let map = folder.path("routes.json")
        #expect(Self.export(folder, page: page, output: map) == 0)
        let output = folder.path("RoutePaths.swift")
        let arguments = [
            PluginContract.Command.generatePaths, Argument.output, output, Argument.routeMap, map, Argument.root,
            folder.url.path, Argument.mapSource, PluginContract.modulePath("Home", page),
        ]
        #expect(RoutePathsGeneratorTool.tool.run(arguments) == 0)
        let current = try Data(contentsOf: URL(fileURLWithPath: output))
        _ = try folder.write(
            "Page.swift", "struct Page: Routable { static let routePatterns = [\"app://a\", \"app://b\"] }")
        #expect(RoutePathsGeneratorTool.tool.run(arguments) == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == current)
        #expect(RoutePathsGeneratorTool.tool.run(arguments + [Argument.mapSource, "no-equals-sign"]) != 0)
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
            SwitchyardRoutesTool.tool.run(arguments + [Argument.module, PluginContract.modulePath("Home", page)]) == 0)
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
            let status = SwitchyardRoutesTool.tool.run(
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
