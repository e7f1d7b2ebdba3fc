import Foundation
import _AndroidCrossCheck
import _RelocationPreview
import _RouteMap
import _RouteMapRelease
import _RouteScannerCLI

/// `switchyard-routes diff OLD NEW`: the links of the OLD route map that NEW breaks, each with a URL
/// that shows it and the redirect that keeps it. All logic is in `RouteMapDiff` and
/// `RouteMapDiffReport`; this reads the files and prints. Exit status: 0 nothing lost, 1 some
/// link lost, 2 bad input.
enum DiffCommand {
    private typealias Argument = PluginContract.Argument

    static let spec = CommandSpec(
        name: PluginContract.Command.diff,
        summary: "list the links of an older routes.json that a newer one breaks",
        options: [
            .repeated(Argument.coveredBy, "BATCH"), .optional(Argument.allow, "FILE"),
            .optional(Argument.format, "text|json"),
        ],
        positional: "OLD [VERSION=]NEW",
        notes: [
            "NEW: VERSION=PATH, or PATH named routes-VERSION.json, gives NEW's app version, for which batches scoped with appVersions are evaluated (as check-relocation --map does)",
            "\(Argument.coveredBy): a relocation batch (JSON); a link it redirects to a route counts as covered",
            "\(Argument.allow): deliberate removals, one OLD pattern per line, '#' starts a comment",
            "exit status: 0 nothing lost, 1 a link is lost, 2 bad input",
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let formatName = arguments.value(Argument.format) ?? "text"
        guard formatName == "text" || formatName == "json" else {
            throw CommandFailure("unknown \(Argument.format) '\(formatName)'; use text or json")
        }
        guard arguments.positionals.count == 2 else {
            throw .usage("diff takes two route maps, OLD and NEW; found \(arguments.positionals.count)")
        }
        let oldFile = arguments.positionals[0]
        let newInput = RelocationCheck.MapInput(argument: arguments.positionals[1])
        let newFile = newInput.file
        let report = try CommandFailure.relaying { () throws(CommandFailure) in
            let old = try readMap(oldFile)
            let new = try readMap(newFile)
            let allowList = try arguments.value(Argument.allow).map(readAllowList) ?? CrossCheckAllowList()
            let diff = try CommandFailure.relaying {
                try RouteMapDiff(old: old, new: new, oldFile: oldFile, newFile: newFile)
            }
            let coverage = try BatchCoverage(
                batches: arguments.all(Argument.coveredBy), map: new, mapFile: newFile, appVersion: newInput.appVersion)
            return RouteMapDiffReport(
                diff: diff, oldFile: oldFile, newFile: newFile, allowList: allowList, coverage: coverage.covering)
        }
        print(formatName == "json" ? report.json : report.text, terminator: "")
        return report.exitCode
    }

    /// The route map at `path`, or a failure naming the file and what to fix.
    static func readMap(_ path: String) throws(CommandFailure) -> RouteMap {
        let data = Data(try SourceCollector.contents(of: path))
        return try CommandFailure.relaying { try RouteMap(jsonData: data, file: path) }
    }

    private static func readAllowList(_ path: String) throws(CommandFailure) -> CrossCheckAllowList {
        let data = Data(try SourceCollector.contents(of: path))
        try CommandFailure.relaying { try RouteMapError.checkUTF8(data, file: path, what: "the allow-list") }
        return CrossCheckAllowList(text: String(decoding: data, as: UTF8.self))
    }
}
