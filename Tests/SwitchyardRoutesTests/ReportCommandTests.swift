import Foundation
import Testing
import _RouteScannerCLI

@testable import switchyard_routes

/// `switchyard-routes report --html`: the page's contents are RouteMapReleaseTests' golden and
/// Scripts/report-check.sh's Chromium check; these check the files and statuses.
@Suite("switchyard-routes report")
struct ReportCommandTests {
    typealias Argument = PluginContract.Argument

    @Test func writesThePageWithEveryColumnAndReportsBadInput() throws {
        let folder = try SwitchyardRoutesToolTests.Folder()
        defer { folder.clean() }
        let fixture = DiffCommandTests.fixture
        let out = folder.path("routes.html")
        let arguments = [
            PluginContract.Command.report, Argument.html, out, Argument.map, fixture("new-routes.json"),
            Argument.android, fixture("android-routeMap.json"), Argument.batch, fixture("batch-report.json"),
            Argument.diff, fixture("old-routes.json"),
        ]
        #expect(SwitchyardRoutesTool.tool.run(arguments) == 0)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        // The batch's redirect comes from the runtime's planner, through the relocation preview.
        #expect(html.contains("<td>Web.WebPage (redirected to https://m.example.com/news/1)</td>"))
        #expect(html.contains("<td>opens nothing</td>"))
        #expect(html.contains("<th>Android</th><th>Redirect</th><th>Change</th>"))
        let missing = [PluginContract.Command.report, Argument.html, out, Argument.map, "/nonexistent/routes.json"]
        #expect(SwitchyardRoutesTool.tool.run(missing) == 2)
        #expect(
            SwitchyardRoutesTool.tool.run([PluginContract.Command.report, Argument.map, fixture("new-routes.json")])
                == 2)
    }
}
