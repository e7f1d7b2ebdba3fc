import Foundation
import Testing
import _RouteScannerCLI

@testable import route_scanner

/// The tool as the plugins run it: files on disk in, a file written only when its bytes changed.
@Suite("route-scanner: subcommands end to end")
struct RouteScannerToolTests {
    /// A temporary folder, removed by `clean()`.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("route-scanner-\(UUID().uuidString)")

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
        #expect(RouteScannerTool.tool.run(arguments) == 0)
        let text = try String(contentsOfFile: folder.path(PluginContract.tableFileName), encoding: .utf8)
        #expect(text.contains("12:Feature.Page") && text.contains("return .page(Page.self)"))
        let date = try folder.modified(PluginContract.tableFileName)
        #expect(RouteScannerTool.tool.run(arguments) == 0)
        #expect(try folder.modified(PluginContract.tableFileName) == date)
    }

    @Test func errorsInTheSourcesWriteNothingAndExitWithOne() throws {
        let folder = try Folder()
        defer { folder.clean() }
        let page = try folder.write("Page.swift", "final class Page: Routable {}")
        let output = folder.path(PluginContract.pathsFileName)
        #expect(
            RouteScannerTool.tool.run([
                PluginContract.Command.generatePaths, PluginContract.Argument.output, output,
                PluginContract.Argument.module, PluginContract.modulePath("Feature", page),
            ]) == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func usageMistakesAndUnreadableFilesExitWithTwo() throws {
        let folder = try Folder()
        defer { folder.clean() }
        #expect(RouteScannerTool.tool.run([]) == 2)
        #expect(RouteScannerTool.tool.run(["generate-everything"]) == 2)
        #expect(
            RouteScannerTool.tool.run([PluginContract.Command.generateTable, PluginContract.Argument.module, "M"]) == 2)
        #expect(
            RouteScannerTool.tool.run([
                PluginContract.Command.generateTable, PluginContract.Argument.module, "M",
                PluginContract.Argument.output,
                folder.path("out.swift"), PluginContract.Argument.source, folder.path("missing.swift"),
            ]) == 2)
        #expect(
            RouteScannerTool.tool.run([
                PluginContract.Command.generatePaths, PluginContract.Argument.output, folder.path("out.swift"),
                PluginContract.Argument.module, "no-equals-sign",
            ]) == 2)
        #expect(RouteScannerTool.tool.run([PluginContract.Command.routeMap, "--help"]) == 0)
    }

    @Test func everySubcommandAndItsUsageComeFromTheContract() {
        #expect(
            RouteScannerTool.tool.commands.map(\.name) == [
                PluginContract.Command.scan, PluginContract.Command.generateTable, PluginContract.Command.generatePaths,
                PluginContract.Command.routeMap, PluginContract.Command.checkAndroid, PluginContract.Command.export,
                PluginContract.Command.diff, PluginContract.Command.report,
            ])
        #expect(
            GenerateTableCommand.spec.usage(tool: PluginContract.toolName).hasPrefix(
                "usage: route-scanner generate-table --module NAME --output FILE "
                    + "[--source PATH]... [--dependency MODULE=PATH]... [--default-scheme SCHEME] "
                    + "[--composes]\n"))
        #expect(
            CheckAndroidCommand.spec.usage(tool: PluginContract.toolName).hasSuffix(
                "\n  exit status: 0 the maps agree, 1 they differ, 2 bad input"))
    }
}
