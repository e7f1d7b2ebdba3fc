import Foundation
import Testing
import _RouteScannerCLI

@testable import switchyard_routes

/// The tool as the plugins run it: files on disk in, a file written only when its bytes changed.
@Suite("switchyard-routes: subcommands end to end")
struct SwitchyardRoutesToolTests {
    /// A temporary folder, removed by `clean()`.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "switchyard-routes-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

        func write(_ name: String, _ text: String) throws -> String {
            let path = url.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        func modified(_ name: String) throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: path(name))[.modificationDate] as? Date
        }
        func clean() { try? FileManager.default.removeItem(at: url) }
    }

    @Test func generateTableWritesOnlyWhenTheBytesChange() throws {
        let folder = try Folder()
        defer { folder.clean() }
        let page = try folder.write(
            "Page.swift", "import Kit\nfinal class Page: BasePage { static let routePatterns = [\"app://page\"] }")
        let base = try folder.write(
            "Base.swift", "open class BasePage: Routable { class var routePatterns: [String] { [] } }")
        let arguments = [
            PluginContract.Command.generateTable, PluginContract.Argument.module, "Feature",
            PluginContract.Argument.output,
            folder.path(PluginContract.tableFileName), PluginContract.Argument.source, page,
            PluginContract.Argument.dependency, PluginContract.modulePath("Kit", base),
        ]
        #expect(SwitchyardRoutesTool.tool.run(arguments) == 0)
        let text = try String(contentsOfFile: folder.path(PluginContract.tableFileName), encoding: .utf8)
        #expect(text.contains("12:Feature.Page") && text.contains("return .page(Page.self)"))
        let date = try folder.modified(PluginContract.tableFileName)
        #expect(SwitchyardRoutesTool.tool.run(arguments) == 0)
        #expect(try folder.modified(PluginContract.tableFileName) == date)
    }

    @Test func errorsInTheSourcesWriteNothingAndExitWithOne() throws {
        let folder = try Folder()
        defer { folder.clean() }
        let page = try folder.write("Page.swift", "final class Page: Routable {}")
        let output = folder.path(PluginContract.pathsFileName)
        #expect(
            SwitchyardRoutesTool.tool.run([
                PluginContract.Command.generatePaths, PluginContract.Argument.output, output,
                PluginContract.Argument.module, PluginContract.modulePath("Feature", page),
            ]) == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func usageMistakesAndUnreadableFilesExitWithTwo() throws {
        let folder = try Folder()
        defer { folder.clean() }
        #expect(SwitchyardRoutesTool.tool.run([]) == 2)
        #expect(SwitchyardRoutesTool.tool.run(["generate-everything"]) == 2)
        #expect(
            SwitchyardRoutesTool.tool.run([PluginContract.Command.generateTable, PluginContract.Argument.module, "M"])
                == 2)
        #expect(
            SwitchyardRoutesTool.tool.run([
                PluginContract.Command.generateTable, PluginContract.Argument.module, "M",
                PluginContract.Argument.output,
                folder.path("out.swift"), PluginContract.Argument.source, folder.path("missing.swift"),
            ]) == 2)
        #expect(
            SwitchyardRoutesTool.tool.run([
                PluginContract.Command.generatePaths, PluginContract.Argument.output, folder.path("out.swift"),
                PluginContract.Argument.module, "no-equals-sign",
            ]) == 2)
        #expect(SwitchyardRoutesTool.tool.run([PluginContract.Command.routeMap, "--help"]) == 0)
    }

    @Test func everySubcommandAndItsUsageComeFromTheContract() {
        #expect(
            SwitchyardRoutesTool.tool.commands.map(\.name) == [
                PluginContract.Command.scan, PluginContract.Command.generateTable, PluginContract.Command.generatePaths,
                PluginContract.Command.routeMap, PluginContract.Command.checkAndroid, PluginContract.Command.export,
                PluginContract.Command.diff, PluginContract.Command.report, PluginContract.Command.checkRelocation,
                PluginContract.Command.summarize, PluginContract.Command.exportGenerated,
            ])
        #expect(
            GenerateTableCommand.spec.usage(tool: PluginContract.toolName).hasPrefix(
                "usage: switchyard-routes generate-table --module NAME --output FILE "
                    + "[--source PATH]... [--dependency MODULE=PATH]... [--dependency-summary MODULE=FILE]... "
                    + "[--default-scheme SCHEME] [--composes]\n"))
        #expect(
            CheckAndroidCommand.spec.usage(tool: PluginContract.toolName).hasSuffix(
                "\n  exit status: 0 the maps agree, 1 they differ, 2 bad input"))
    }
}

/// `summarize` and `generate-table --dependency-summary`, as RouteScannerPlugin runs them.
@Suite("route-generator: dependencies read from their summaries")
struct SummaryToolTests {
    typealias Folder = SwitchyardRoutesToolTests.Folder

    static func generate(_ folder: Folder, dependency: [String]) -> Int32 {
        RouteGeneratorTool.tool.run(
            [
                PluginContract.Command.generateTable, PluginContract.Argument.module, "Feature",
                PluginContract.Argument.output, folder.path(PluginContract.tableFileName),
                PluginContract.Argument.source, folder.path("Page.swift"),
            ] + dependency)
    }

    @Test func aDependencysSummaryGivesTheTableItsSourcesGive() throws {
        let folder = try Folder()
        defer { folder.clean() }
        _ = try folder.write(
            "Page.swift", "import Kit\nfinal class Page: BasePage { static let routePatterns = [\"app://page\"] }")
        let base = try folder.write(
            "Base.swift", "open class BasePage: Routable { class var routePatterns: [String] { [] } }")
        let summary = folder.path("Kit.summary")
        let summarize = [
            PluginContract.Command.summarize, PluginContract.Argument.module, "Kit", PluginContract.Argument.output,
            summary, PluginContract.Argument.source, base,
        ]
        #expect(RouteGeneratorTool.tool.run(summarize) == 0)
        let marker = PluginContract.summaryMarkerPath(summaryPath: summary)
        let markerText = try String(contentsOfFile: marker, encoding: .utf8)
        #expect(markerText.hasPrefix("// Generated by route-generator summarize: the fingerprint of Kit.summary, "))
        // Unchanged bytes are not written again, so the dependents' commands do not run again.
        let dates = try (folder.modified("Kit.summary"), folder.modified("Kit.summary.swift"))
        #expect(RouteGeneratorTool.tool.run(summarize) == 0)
        #expect(try (folder.modified("Kit.summary"), folder.modified("Kit.summary.swift")) == dates)

        #expect(Self.generate(folder, dependency: [PluginContract.Argument.dependency, "Kit=" + base]) == 0)
        let fromSources = try Data(contentsOf: URL(fileURLWithPath: folder.path(PluginContract.tableFileName)))
        try FileManager.default.removeItem(atPath: folder.path(PluginContract.tableFileName))
        // The dependency's sources are gone: only the summary is read.
        try FileManager.default.removeItem(atPath: base)
        #expect(Self.generate(folder, dependency: [PluginContract.Argument.dependencySummary, "Kit=" + summary]) == 0)
        let fromSummary = try Data(contentsOf: URL(fileURLWithPath: folder.path(PluginContract.tableFileName)))
        #expect(fromSummary == fromSources)
        #expect(String(decoding: fromSummary, as: UTF8.self).contains("return .page(Page.self)"))
        // Both forms for one run are a usage mistake.
        #expect(
            Self.generate(
                folder,
                dependency: [
                    PluginContract.Argument.dependencySummary, "Kit=" + summary, PluginContract.Argument.dependency,
                    "Kit=" + base,
                ]) == 2)
    }

    @Test func aSummaryThatCannotBeReadStopsTheBuildAndSaysToClean() throws {
        let folder = try Folder()
        defer { folder.clean() }
        _ = try folder.write("Page.swift", "final class Page: Routable { static let routePatterns = [\"app://page\"] }")
        let old = try folder.write("Old.summary", "switchyard-module-summary\t0\nM\tKit\n")
        let cut = try folder.write("Cut.summary", "switchyard-module-summary\t1\nM\tKit\nR\tPage\t1\n")
        let other = try folder.write("Other.summary", "switchyard-module-summary\t1\nM\tShop\n")
        for path in [old, cut, other, folder.path("Missing.summary")] {
            #expect(Self.generate(folder, dependency: [PluginContract.Argument.dependencySummary, "Kit=" + path]) == 2)
            #expect(!FileManager.default.fileExists(atPath: folder.path(PluginContract.tableFileName)))
        }
        do {
            _ = try SummarizeCommand.summaries(["Kit=" + other])
            Issue.record("a summary of another module was read")
        } catch {
            #expect(
                error.description
                    == "\(other): this summary is module Shop's, not Kit's; clean the build (`swift package clean`) and build again"
            )
        }
        do {
            _ = try SummarizeCommand.summaries(["Kit=" + cut])
            Issue.record("a summary cut short was read")
        } catch {
            #expect(
                error.description
                    == "\(cut):3: cannot read this module summary (a list count out of range); the build wrote it, so clean the build (`swift package clean`) and build again"
            )
        }
    }
}
