import Foundation
import _AndroidCrossCheck
import _RelocationPreview
import _RouteMap
import _RouteMapRelease
import _RouteScannerCLI
import _RouteScannerCore

/// `switchyard-routes report --html OUT --map routes.json`: one static HTML page of every route
/// (``RouteMapPage``), with its Android counterpart (`--android`), where a batch sends it
/// (`--batch`) and what changed since an older map (`--diff`). Written only when its bytes change.
enum ReportCommand {
    private typealias Argument = PluginContract.Argument

    static let spec = CommandSpec(
        name: PluginContract.Command.report,
        summary: "write one HTML page of every route, searchable offline",
        options: [
            .required(Argument.html, "OUT"), .required(Argument.map, "[VERSION=]routes.json"),
            .optional(Argument.android, "routeMap.json"), .optional(Argument.batch, "BATCH"),
            .optional(Argument.diff, "OLD"),
        ],
        notes: [
            "\(Argument.android): Android TheRouter's routeMap.json, paired as check-android pairs it",
            "\(Argument.batch): a relocation batch; the page shows where it sends each route's example URL (a batch scoped with appVersions needs the map's VERSION=)",
            "\(Argument.diff): an older routes.json; the page marks new and changed routes and lists the links that break",
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let mapInput = RelocationCheck.MapInput(argument: arguments.required(Argument.map))
        let mapFile = mapInput.file
        let mapData = Data(try SourceCollector.contents(of: mapFile))
        let map = try DiffCommand.readMap(mapFile)
        var page = try CommandFailure.relaying { try RouteMapPage(map: map, mapFile: mapFile) }
        if let androidFile = arguments.value(Argument.android) {
            let report = try CommandFailure.relaying {
                try AndroidCrossCheck.report(
                    ios: CrossCheckInputFile(name: mapFile, data: mapData),
                    android: CrossCheckInputFile(
                        name: androidFile, data: Data(try SourceCollector.contents(of: androidFile)))
                )
            }
            page.addAndroid(report)
        }
        if let batchFile = arguments.value(Argument.batch) {
            let coverage = try BatchCoverage(
                batches: [batchFile], map: map, mapFile: mapFile, appVersion: mapInput.appVersion)
            page.addRedirects(batchFile: batchFile) { url in coverage.landing(of: url) }
        }
        if let oldFile = arguments.value(Argument.diff) {
            let old = try DiffCommand.readMap(oldFile)
            let diff = try CommandFailure.relaying {
                try RouteMapDiff(old: old, new: map, oldFile: oldFile, newFile: mapFile)
            }
            page.addChanges(since: old, oldFile: oldFile, diff: diff)
        }
        return try GeneratedFileWriter.finish(
            GeneratorOutput(contents: Array(page.html.utf8), diagnostics: []),
            writingTo: arguments.required(Argument.html),
            announce: true)
    }
}
