// The contract between Switchyard's plugins and their tools (route-generator,
// route-paths-generator and route-scanner): the tools' names, their subcommands, every argument
// name they accept and the fixed output file names. Plugins/PluginsShared is symlinked into every
// plugin, into Sources/_RouteScannerCLI (the command-line layer the tools share), into
// Sources/_RoutePathsGenerator and into Sources/route-scanner, so both sides compile this file and
// no subcommand or flag is spelled anywhere else.

enum PluginContract {
    /// The executable RouteScannerPlugin runs: discovery and the route table only,
    /// ``buildCommands``, so every feature module's build compiles no route map, no export and no
    /// cross-check.
    static let buildToolName = "route-generator"
    /// The executable RoutePathsPlugin runs: the path constants from the route map only,
    /// ``pathsCommands``.
    static let pathsToolName = "route-paths-generator"
    /// The user-facing CLI, which the command plugins (ExportRoutesPlugin, CheckAndroidPlugin)
    /// run: every subcommand of ``buildToolName`` and ``pathsToolName``, plus scan, route-map
    /// export and the Android cross-check.
    static let toolName = "route-scanner"

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
    }

    /// The subcommands ``buildToolName`` answers, in usage order.
    static let buildCommands = [Command.generateTable]
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
        /// checks what only the module that sees every feature can: the route map, siblings'
        /// catch-alls, modules without the plugin.
        static let composes = "--composes"
        /// generate-table with ``composes``: a module of the package, whose routes the map lists
        /// (`export-routes` exports the package's own targets; other packages' are context).
        static let packageModule = "--package-module"
        /// route-map: compare with the file instead of writing it; exit 1 when they differ.
        static let check = "--check"
    }

    /// The command that writes the route map, as every message that asks for it spells it.
    static let exportCommand = "swift package --allow-writing-to-package-directory export-routes"

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
    /// (RoutePathsPlugin's, and RouteScannerPlugin's in the composing module):
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

    /// Where the composing module looks for the route map RoutePathsPlugin reads: a `routes.json`
    /// in the directory of one of its dependencies in the package (the routes target), in
    /// dependency order, then at the package root.
    static func composedRouteMapCandidates(dependencyDirectories: [String], rootDirectory: String) -> [String] {
        var seen = Set<String>()
        return (dependencyDirectories + [rootDirectory]).map { join($0, routeMapFileName) }.filter {
            seen.insert($0).inserted
        }
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
        "SwitchyardRelocationDelivery", "SwitchyardSections", "SwitchyardSyntax", "SwitchyardTesting",
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

    private static func join(_ directory: String, _ file: String) -> String {
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

extension PackageManager {
    /// ``PluginContract/toolName``, built for the command plugins (ExportRoutesPlugin,
    /// CheckAndroidPlugin) the way the app's own debug build builds its modules: into the same
    /// build database, sharing the runtime's modules.
    ///
    /// A command plugin that declares the tool as a dependency instead (`context.tool(named:)`)
    /// has SwiftPM build it as a host tool in `.build/build.db`, while SwiftPM builds the build
    /// plugins' tools (route-generator, route-paths-generator) with the same host modules in
    /// `.build/plugin-tools.db`. Each database then sees the other's wrapped modules as changed,
    /// so every `swift package export-routes` re-wrapped them and relinked all three tools, and the
    /// next `swift build` relinked the build tools again. Exports in a row on the demo, warm: 3.56 s
    /// (2.48 s CPU) that way, 2.48 s (1.32 s CPU) this way (`swift package export-routes --check` in
    /// Examples/Demo, load 7 on 2 cores; Benchmarks/Results/linux-2core-epyc-20261128-scale.md).
    func routeScanner() throws -> URL {
        let result = try build(.product(PluginContract.toolName), parameters: .init(configuration: .debug))
        guard result.succeeded, let tool = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw PluginFailure(
                description: "could not build \(PluginContract.toolName); its build log:\n\(result.logText)")
        }
        return tool.url
    }
}
#endif
