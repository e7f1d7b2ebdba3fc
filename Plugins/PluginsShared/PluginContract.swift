// The contract between Switchyard's plugins and their tools (route-generator,
// route-paths-generator and switchyard-routes): the tools' names, their subcommands, every argument
// name they accept and the fixed output file names. Plugins/PluginsShared is symlinked into every
// plugin, into Sources/_RouteScannerCLI (the command-line layer the tools share), into
// Sources/_RoutePathsGenerator and into Sources/switchyard-routes, so both sides compile this file
// and no subcommand or flag is spelled anywhere else.

enum PluginContract {
    /// The executable RouteScannerPlugin runs: discovery and the route table only,
    /// ``buildCommands``, so every feature module's build compiles no route map, no export and no
    /// cross-check.
    static let buildToolName = "route-generator"
    /// The executable RoutePathsPlugin runs: the path constants from the route map only,
    /// ``pathsCommands``.
    static let pathsToolName = "route-paths-generator"
    /// The one tool a person runs, which the command plugins (ExportRoutesPlugin, CheckRoutesPlugin)
    /// run too: every subcommand of ``buildToolName`` and ``pathsToolName``, plus scan, route-map
    /// export, the Android cross-check, diff, report and the relocation check. It links the
    /// runtime's relocation planner, which no build plugin's tool may. Its name differs from every
    /// module's by more than letter case (a `switchyard` executable would collide with the
    /// `Switchyard` module on a case-insensitive disk).
    static let toolName = "switchyard-routes"

    /// The file RouteScannerPlugin generates in every target it is applied to.
    static let tableFileName = "SwitchyardRoutes.swift"
    /// The file RoutePathsPlugin generates in the shared routes target.
    static let pathsFileName = "RoutePaths.swift"

    /// Subcommands.
    enum Command {
        static let scan = "scan"
        static let generateTable = "generate-table"
        static let generatePaths = "generate-paths"
        static let routeMap = "route-map"
        static let checkAndroid = "check-android"
        static let export = "export"
        /// Would a relocation batch apply on each map's app version? (`check-routes relocation`)
        static let checkRelocation = "check-relocation"
        /// Two route maps: the links of OLD that NEW breaks (`check-routes diff`).
        static let diff = "diff"
        /// The page of every route (`report --html OUT --map routes.json`).
        static let report = "report"
        /// Writes a module's summary (``summaryPath(workDirectory:module:)``), which generate-table reads for a
        /// dependency instead of its sources (``Argument/dependencySummary``).
        static let summarize = "summarize"
        /// A module's generated files, written into a folder to be committed (or, with `--check`, compared).
        static let exportGenerated = "export-generated"
    }

    /// The subcommands ``buildToolName`` answers, in usage order.
    static let buildCommands = [Command.generateTable, Command.summarize, Command.exportGenerated]
    /// The subcommands ``pathsToolName`` answers, in usage order.
    static let pathsCommands = [Command.generatePaths]

    /// Argument names.
    enum Argument {
        /// A module: `NAME` for generate-table and scan, `MODULE=PATH` for generate-paths and route-map.
        static let module = "--module"
        static let output = "--output"
        static let source = "--source"
        /// A file of a module read only to resolve conformances, `MODULE=PATH` (generate-table, route-map):
        /// seen by the files that import the module.
        static let dependency = "--dependency"
        /// A dependency's summary, `MODULE=FILE` (generate-table, summarize), written by
        /// ``Command/summarize``: read instead of the module's sources.
        static let dependencySummary = "--dependency-summary"
        /// A file (or, for scan, a folder) read only to resolve conformances.
        static let context = "--context"
        static let root = "--root"
        static let format = "--format"
        static let input = "--input"
        static let defaultScheme = "--default-scheme"
        static let enumName = "--enum-name"
        static let appID = "--app-id"
        static let host = "--host"
        static let conformingTo = "--conforming-to"
        static let extract = "--extract"
        static let json = "--json"
        static let ios = "--ios"
        static let android = "--android"
        static let mapHost = "--map-host"
        static let allow = "--allow"
        static let ignoreScheme = "--ignore-scheme"
        static let ignoreHost = "--ignore-host"
        static let routeMap = "--route-map"
        /// generate-table: the module composes the app (see ``composes(_:dependencies:)``), so its run
        /// checks what only the module that sees every feature can: siblings' catch-alls, modules
        /// without the plugin.
        static let composes = "--composes"
        /// generate-paths: a file of a package module (`MODULE=PATH`), whose routes the map must list
        /// (`export-routes` exports the package's own targets; other packages' are context), so
        /// RoutePathsPlugin's run warns when the map it reads is stale.
        static let mapSource = "--map-source"
        /// route-map: compare with the file instead of writing it; exit 1 when they differ.
        static let check = "--check"
        /// check (relocation): a shipped version's route map, `VERSION=PATH` or `PATH`; repeatable.
        /// report: the route map to show.
        static let map = "--map"
        /// check (relocation): a file of sample URLs, one per line.
        static let urls = "--urls"
        /// diff: a relocation batch whose redirects count as keeping a link (repeatable).
        static let coveredBy = "--covered-by"
        /// report: the HTML file to write.
        static let html = "--html"
        /// report: a relocation batch whose redirects the page shows.
        static let batch = "--batch"
        /// report: an older route map; the page marks what changed since.
        static let diff = "--diff"
        /// export-generated: the folder the module's generated files go into, `DIR/MODULE/`.
        static let outputDirectory = "--output-directory"
        /// export-generated: the command a committed file's header and messages name to regenerate it.
        static let regenerate = "--regenerate"
    }

    /// `export-routes`' first argument that writes each module's generated files instead of the route map.
    static let exportGeneratedAction = "generated"

    /// Where export-generated writes a module's generated file: `DIRECTORY/MODULE/SwitchyardRoutes.swift`.
    static func exportedTablePath(directory: String, module: String) -> String {
        join(join(directory, module), tableFileName)
    }

    /// The command that writes the generated files of the package's targets (`targets`, or all when
    /// empty) into `directory`, as their headers and `--check` name it.
    static func exportGeneratedCommand(directory: String, targets: [String]) -> String {
        ([exportCommand, exportGeneratedAction, "--output", directory] + targets.flatMap { ["--target", $0] })
            .joined(separator: " ")
    }

    /// The command that writes the route map, as every message that asks for it spells it.
    static let exportCommand = "swift package --allow-writing-to-package-directory export-routes"

    /// Where RouteScannerPlugin's command for a target writes the summary of one of the target's
    /// dependencies, in the target's plugin work directory: `MODULE.summary`. The target's
    /// generate-table command reads it; it is rewritten only when its bytes change, so an edit of a
    /// dependency that changes no declaration runs no dependent's generate-table again.
    static func summaryPath(workDirectory: String, module: String) -> String {
        join(workDirectory, module + ".summary")
    }

    /// The file summarize writes beside a summary, which the commands that read the summary take
    /// as input: a Swift comment with the summary's fingerprint, so its bytes change exactly when
    /// the summary's do. A command's declared output that is not Swift would be bundled into the
    /// target as a resource; this one compiles to nothing.
    static func summaryMarkerPath(summaryPath: String) -> String { summaryPath + ".swift" }

    /// The exported route map RoutePathsPlugin reads: the same file Android reads.
    static let routeMapFileName = "routes.json"

    /// Where RoutePathsPlugin looks for the route map, first existing one wins: a `routes.json`
    /// among the routes target's files (Xcode), in its directory (SwiftPM), then at the package
    /// or project root, where `export-routes` writes it.
    static func routeMapCandidates(targetFiles: [String], targetDirectory: String?, rootDirectory: String) -> [String] {
        var candidates = targetFiles.filter { $0.hasSuffix("/" + routeMapFileName) || $0 == routeMapFileName }
        if let targetDirectory { candidates.append(join(targetDirectory, routeMapFileName)) }
        candidates.append(join(rootDirectory, routeMapFileName))
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted }
    }

    /// The inputs of a command whose tool reads the first candidate route map that exists
    /// (RoutePathsPlugin's):
    /// that map, and the folder of each candidate before it (of every candidate, when none exists).
    /// SwiftPM plans again only when a target's files change, and an input must exist, so a map
    /// written after planning (the first export) reruns the command through its folder.
    static func routeMapInputs(candidates: [String], exists: (String) -> Bool) -> [String] {
        var inputs: [String] = []
        for candidate in candidates {
            if exists(candidate) { return inputs + [candidate] }
            let folder =
                candidate.hasSuffix("/" + routeMapFileName)
                ? String(candidate.dropLast(routeMapFileName.count + 1)) : "."
            if !inputs.contains(folder) { inputs.append(folder.isEmpty ? "/" : folder) }
        }
        return inputs
    }

    /// What RoutePathsPlugin's tool says when no route map exists. It is a warning: the tool then
    /// writes an empty `RoutePaths`, so the build goes on and the export can run.
    static func missingRouteMapMessage(candidates: [String]) -> String {
        "RoutePathsPlugin generates RoutePaths from the exported route map, and found none at "
            + candidates.joined(separator: " or ")
            + ", so RoutePaths is empty; run `\(exportCommand)` and commit routes.json"
    }

    /// Whether `target` composes the app, so that RouteScannerPlugin's run there checks what only
    /// the module that sees every feature can. `dependencies` maps each non-test target of the
    /// package to the package's targets it depends on, directly or not.
    ///
    /// A target composes when nothing above it sees more: no target depends on it (the app), or
    /// the targets that do form one chain (a scenario library, then the executable over it) and
    /// see no target of the package it does not see, apart from each other. A feature, which the
    /// app sees beside its siblings, and a kit module, which siblings depend on, do not compose.
    static func composes(_ target: String, dependencies: [String: Set<String>]) -> Bool {
        let own = dependencies[target] ?? []
        let dependents = dependencies.filter { $0.value.contains(target) }.map(\.key)
        let above = Set(dependents).union(own).union([target])
        for dependent in dependents {
            guard (dependencies[dependent] ?? []).isSubset(of: above) else { return false }
            for other in dependents where other != dependent {
                let related =
                    dependencies[dependent]?.contains(other) == true || dependencies[other]?.contains(dependent) == true
                guard related else { return false }
            }
        }
        return true
    }

    /// The arguments ExportRoutesPlugin passes to `route-map` for one format (before the sources):
    /// `--app-id` and `--host` for an app site association, `--check` to compare instead of write.
    static func routeMapArguments(
        format: String, root: String, output: String, appIDs: [String], hosts: [String], check: Bool
    ) -> [String] {
        var arguments = [Command.routeMap, Argument.root, root, Argument.output, output, Argument.format, format]
        if format == "aasa" {
            for appID in appIDs { arguments += [Argument.appID, appID] }
            for host in hosts { arguments += [Argument.host, host] }
        }
        if check { arguments.append(Argument.check) }
        return arguments
    }

    /// Switchyard's own modules. They declare nothing an app registers (the scanner knows
    /// `Switchyard.Routable`, `RouterService` and `RouteHandler` without their sources), so no
    /// plugin run reads them: about 100 files, lexed again in every module's run (issue #25).
    static let switchyardModules: Set<String> = [
        "Switchyard", "SwitchyardJSON", "SwitchyardNavigation", "SwitchyardRelocation",
        "SwitchyardRelocationDelivery", "SwitchyardImages", "SwitchyardSyntax", "SwitchyardTesting",
        "SwitchyardObjC", "SwitchyardObjCRelocation",
    ]

    /// Whether a dependency's sources are read as context: every module but Switchyard's own.
    static func readsSources(ofModule name: String) -> Bool { !switchyardModules.contains(name) }

    /// Whether a target's input file is scanned for routes: a source file whose name ends in
    /// `.swift`. SwiftPM's `sourceFiles(withSuffix: "swift")` and Xcode's `inputFiles` both go
    /// through this, so both build systems scan the same files; Xcode also lists resources and
    /// linked frameworks among a target's input files, which `isSource` leaves out.
    static func scansFile(named name: String, isSource: Bool) -> Bool {
        isSource && name.hasSuffix(".swift") && name.count > ".swift".count
    }

    /// The Swift module name Xcode gives a target, from its product name or, without one, its
    /// display name: the name without a product extension (`Feature.framework` → `Feature`,
    /// `libFeature.a` → `Feature`), every character that cannot be in an identifier replaced
    /// by `_`, and `_` in front of a leading digit, as `PRODUCT_MODULE_NAME`'s default
    /// (`$(PRODUCT_NAME:c99extidentifier)`) does: `My Feature` → `My_Feature`, `2FA-Kit` → `_2FA_Kit`.
    static func moduleName(productName: String?, displayName: String) -> String {
        var name = (productName?.isEmpty == false ? productName : nil) ?? displayName
        let extensions = [".app", ".framework", ".appex", ".xctest", ".bundle", ".a", ".dylib", ".so"]
        if let found = extensions.first(where: { name.hasSuffix($0) && name.count > $0.count }) {
            name.removeLast(found.count)
            if (found == ".a" || found == ".dylib" || found == ".so") && name.hasPrefix("lib") && name.count > 3 {
                name.removeFirst(3)
            }
        }
        var result = ""
        for character in name {
            let isASCIIWord = character.isASCII && (character.isLetter || character.isNumber || character == "_")
            let isOtherLetter = !character.isASCII && character.isLetter
            result.append(isASCIIWord || isOtherLetter ? character : "_")
        }
        if result.isEmpty { return "_" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    /// `directory/file`, with one slash.
    static func join(_ directory: String, _ file: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }

    /// `MODULE=PATH`, the form of `--dependency` and `--module` values.
    static func modulePath(_ module: String, _ path: String) -> String { module + "=" + path }
}

/// Why a plugin stopped; SwiftPM and Xcode show the description.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
}

#if canImport(PackagePlugin)
import Foundation
import PackagePlugin

extension SwiftSourceModuleTarget {
    /// What an export of `modules` reads beside them, as context: their dependencies that are not
    /// exported and may declare pages, each once, in first-seen order. ExportRoutesPlugin's export
    /// and RoutePathsPlugin's check of the map read the same.
    static func exportContext(of modules: [SwiftSourceModuleTarget]) -> [SwiftSourceModuleTarget] {
        let exported = Set(modules.map(\.id))
        var seen = Set<String>()
        return modules.flatMap(\.recursiveTargetDependencies).compactMap { $0 as? SwiftSourceModuleTarget }.filter {
            !exported.contains($0.id) && PluginContract.readsSources(ofModule: $0.moduleName)
                && seen.insert($0.id).inserted
        }
    }
}

extension PackageManager {
    /// The tool of the command plugins (``PluginContract/toolName``),
    /// built the way the app's own debug build builds its modules: into the same build database,
    /// sharing the runtime's modules.
    ///
    /// A command plugin that declares the tool as a dependency instead (`context.tool(named:)`)
    /// has SwiftPM build it as a host tool in `.build/build.db`, while SwiftPM builds the build
    /// plugins' tools (route-generator, route-paths-generator) with the same host modules in
    /// `.build/plugin-tools.db`. Each database then sees the other's wrapped modules as changed,
    /// so every `swift package export-routes` re-wrapped them and relinked all three tools, and the
    /// next `swift build` relinked the build tools again. Exports in a row on the demo, warm: 3.56 s
    /// (2.48 s CPU) that way, 2.48 s (1.32 s CPU) this way (`swift package export-routes --check` in
    /// Examples/Demo, load 7 on 2 cores; Benchmarks/Results/linux-2core-epyc-20261128-scale.md).
    func tool(_ product: String) throws -> URL {
        let result = try build(.product(product), parameters: .init(configuration: .debug))
        guard result.succeeded, let tool = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw PluginFailure(description: "could not build \(product); its build log:\n\(result.logText)")
        }
        return tool.url
    }

    /// Runs `tool` (from ``tool(_:)``) with `arguments`, its output passing through; a non-zero
    /// exit status fails the command with `failure(status)`. The tools exit 1 for a finding (maps
    /// that differ, a refused batch, a lost link) and 2 for bad input.
    func run(_ tool: URL, _ arguments: [String], failure: (Int32) -> String) throws {
        let process = try Process.run(tool, arguments: arguments)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure(description: failure(process.terminationStatus))
        }
    }
}
#endif
