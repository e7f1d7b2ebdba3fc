import Foundation
import _RouteMap
import _RouteMapExport
import _RouteScannerCLI
import _RouteScannerCore

/// `switchyard-routes route-map`: writes the route map of some modules (ExportRoutesPlugin), or with
/// `--check` compares it with the file and writes nothing (CI).
enum RouteMapCommand {
    private typealias Argument = PluginContract.Argument

    static let spec = CommandSpec(
        name: PluginContract.Command.routeMap,
        summary: "export the route map (routes.json / routes.plist / AASA), or check it is current",
        options: [
            .required(Argument.root, "DIR"), .required(Argument.output, "PATH"), ExportOptions.format(required: false),
            .repeated(Argument.module, "MODULE=PATH"), .repeated(Argument.dependency, "MODULE=PATH"),
            .repeated(Argument.context, "PATH"),
        ] + ExportOptions.appSiteAssociation + [SharedOptions.defaultScheme, .flag(Argument.check)],
        notes: [
            "\(Argument.dependency): a file of a module that is read only to resolve conformances, seen by the files that import the module (as Swift sees it); \(Argument.context): one seen by every file",
            "\(Argument.check): write nothing; exit 1 when PATH is not what the export would write",
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let format = try ExportOptions.routeMapFormat(arguments)
        let modules = try SourceCollector.modules(arguments.all(Argument.module))
        let context = try SourceCollector.context(
            files: arguments.all(Argument.context), dependencies: arguments.all(Argument.dependency))
        let output = try CommandFailure.relaying {
            try RouteGenerator.routeMap(
                for: modules, context: context, root: arguments.required(Argument.root), format: format,
                defaultScheme: SharedOptions.defaultScheme(arguments))
        }
        let path = arguments.required(Argument.output)
        guard arguments.has(Argument.check) else {
            return try GeneratedFileWriter.finish(output, writingTo: path, announce: true)
        }
        Console.print(output.diagnostics)
        guard let contents = output.contents else { return 1 }
        let existing = FileManager.default.contents(atPath: path)
        if existing == Data(contents) {
            Console.output("current \(path)")
            return 0
        }
        Console.error(staleReport(path: path, existing: existing, current: contents, format: format))
        return 1
    }

    /// What `--check` prints for a file that is not what the export writes: what differs, and the
    /// command that fixes it.
    static func staleReport(path: String, existing: Data?, current: [UInt8], format: RouteMapFormat) -> String {
        let fix = "run `\(PluginContract.exportCommand)` (with the same options) and commit the file"
        guard let existing else { return "error: \(path) does not exist; \(fix)" }
        guard format == .json, let committed = try? RouteMap(jsonData: existing, file: path),
            let now = try? RouteMap(jsonData: Data(current), file: path)
        else { return "error: \(path) is stale: it is not what the export writes; \(fix)" }
        let drift = RouteMapDrift(committed: committed, current: now)
        guard !drift.isEmpty else {
            return
                "error: \(path) lists the current routes in an older form (line numbers, which the map no longer holds, or another layout); \(fix)"
        }
        return
            ([
                "error: \(path) is stale: \(drift.summary) from the sources (+ missing from the map, - no longer declared); \(fix)"
            ]
            + drift.lines(limit: 20).map { "  " + $0 }).joined(separator: "\n")
    }
}
