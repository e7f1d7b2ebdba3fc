import Foundation
import _RouteMap
import _RouteMapExport
import _RouteScannerCore

/// `generate-table` (route-generator and route-scanner): writes a module's `SwitchyardRoutes.swift`
/// (RouteScannerPlugin). For the module that composes the app (`--composes`), also compares the
/// routes it sees with the committed route map (`--route-map`), a warning when they differ.
package enum GenerateTableCommand {
    private typealias Argument = PluginContract.Argument

    package static let spec = CommandSpec(
        name: PluginContract.Command.generateTable,
        summary: "write a module's generated route table (used by RouteScannerPlugin)",
        options: [
            .required(Argument.module, "NAME"), .required(Argument.output, "FILE"), .repeated(Argument.source, "PATH"),
            .repeated(Argument.dependency, "MODULE=PATH"), .repeated(Argument.dependencySummary, "MODULE=FILE"),
            SharedOptions.defaultScheme, .flag(Argument.composes),
            .repeated(Argument.routeMap, "FILE.json"), .optional(Argument.root, "DIR"),
            .repeated(Argument.packageModule, "NAME"),
        ],
        notes: [
            "\(Argument.dependencySummary): a dependency's summary (written by summarize), read instead of its sources; not with \(Argument.dependency)",
            "\(Argument.composes): the module composes the app; check siblings' catch-alls, modules without the plugin and the first \(Argument.routeMap) that exists (file paths relative to \(Argument.root); only the routes of the \(Argument.packageModule)s, when given)",
        ],
        run: run)

    package static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let module = ModuleSources(
            name: arguments.required(Argument.module), files: try SourceCollector.read(arguments.all(Argument.source)))
        let scheme = SharedOptions.defaultScheme(arguments)
        // The first map that exists, as RoutePathsPlugin's tool reads it.
        let mapPath = arguments.all(Argument.routeMap).first { FileManager.default.fileExists(atPath: $0) }
        let root = arguments.value(Argument.root) ?? FileManager.default.currentDirectoryPath
        let packageModules = arguments.all(Argument.packageModule)
        let checkComposed = { (manifests: [RouteManifest]) in
            mapPath.map {
                staleMapWarnings(
                    mapPath: $0, root: root, manifests: manifests, packageModules: packageModules,
                    defaultScheme: scheme)
            } ?? []
        }
        let summaries = arguments.all(Argument.dependencySummary)
        let output: GeneratorOutput
        if summaries.isEmpty {
            output = RouteGenerator.routeTable(
                for: module, dependencies: try SourceCollector.modules(arguments.all(Argument.dependency)),
                defaultScheme: scheme, composes: arguments.has(Argument.composes), checkComposed: checkComposed)
        } else {
            guard arguments.all(Argument.dependency).isEmpty else {
                throw CommandFailure.usage(
                    "give each dependency as \(Argument.dependency) or as \(Argument.dependencySummary), not both")
            }
            output = RouteGenerator.routeTable(
                for: module, dependencySummaries: try SummarizeCommand.summaries(summaries), defaultScheme: scheme,
                composes: arguments.has(Argument.composes), checkComposed: checkComposed)
        }
        return try GeneratedFileWriter.finish(output, writingTo: arguments.required(Argument.output))
    }

    /// A warning when the route map at `mapPath` does not list exactly the routes of `manifests`
    /// (the modules the composing module sees) that are `packageModules` (all, when empty: the
    /// export lists only the package's own targets), naming what differs and the export command.
    /// Entries of other modules are not compared. A warning, never an error, so the export can run.
    package static func staleMapWarnings(
        mapPath: String, root: String, manifests: [RouteManifest], packageModules: [String] = [],
        defaultScheme: String
    ) -> [Diagnostic] {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let relative = mapPath.hasPrefix(prefix) ? String(mapPath.dropFirst(prefix.count)) : mapPath
        let command = PluginContract.exportCommand + (relative == "routes.json" ? "" : " --output \(relative)")
        func warning(_ message: String) -> [Diagnostic] {
            [Diagnostic(file: mapPath, line: 1, column: 1, severity: .warning, message: message)]
        }
        guard let data = FileManager.default.contents(atPath: mapPath) else { return [] }
        let committed: RouteMap
        do {
            committed = try RouteMap(jsonData: data, file: mapPath)
        } catch {
            return warning("the route map cannot be read (\(error)); run `\(command)` and commit it")
        }
        let exported = packageModules.isEmpty ? manifests : manifests.filter { packageModules.contains($0.module) }
        let current = RouteMap(manifests: exported, root: root, defaultScheme: defaultScheme)
        let drift = RouteMapDrift(committed: committed, current: current, modules: Set(exported.map(\.module)))
        guard !drift.isEmpty else { return [] }
        return warning(
            "the route map is stale, so RoutePaths is too: \(drift.summary) from the sources (\(drift.lines(limit: 5).joined(separator: "; "))); run `\(command)` and commit it"
        )
    }
}
