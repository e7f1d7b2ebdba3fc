import Foundation
import _RouteScannerCore

/// Reads the `--source`, `--context` and `--module NAME=PATH` arguments the plugins pass.
struct ModuleSources {
    var sources: [SourceFile] = []
    /// Module name → its files, in argument order.
    var modules: [(name: String, files: [String])] = []

    static func loadFiles(_ paths: [String], isContext: Bool) throws -> [SourceFile] {
        try paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure("cannot read \(path); check that the file exists")
            }
            return SourceFile(path: path, contents: [UInt8](data), isContext: isContext)
        }
    }

    /// Groups `NAME=PATH` values by module, keeping first-seen order.
    static func group(_ values: [String]) throws -> [(name: String, files: [String])] {
        var order: [String] = []
        var files: [String: [String]] = [:]
        for value in values {
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                throw CommandFailure("'\(value)' is not MODULE=PATH")
            }
            let name = String(value[..<equals])
            if files[name] == nil { order.append(name) }
            files[name, default: []].append(String(value[value.index(after: equals)...]))
        }
        return order.map { ($0, files[$0] ?? []) }
    }

    /// Discovers every module's manifest, each with all the other modules' files as context.
    static func discoverAll(_ modules: [(name: String, files: [String])], context: [SourceFile] = [], defaultScheme: String) throws
        -> (manifests: [RouteManifest], diagnostics: [Diagnostic])
    {
        var manifests: [RouteManifest] = []
        var diagnostics: [Diagnostic] = []
        let loaded = try modules.map { ($0.name, try loadFiles($0.files, isContext: false)) }
        for (index, (name, files)) in loaded.enumerated() {
            var sources = files + context
            for (other, (_, otherFiles)) in loaded.enumerated() where other != index {
                sources += otherFiles.map { SourceFile(path: $0.path, contents: $0.contents, isContext: true) }
            }
            let result = RouteDiscovery.discover(module: name, sources: sources, defaultScheme: defaultScheme)
            manifests.append(result.manifest)
            diagnostics += result.diagnostics
        }
        return (manifests, diagnostics.sorted())
    }
}

struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// `route-scanner generate-table --module NAME --output FILE [--source PATH]… [--dependency MODULE=PATH]…`
///
/// Writes the module's route table and the aggregate of its dependencies' tables.
enum GenerateTableCommand {
    static let usage = """
        usage: route-scanner generate-table --module NAME --output FILE [--source PATH]... \
        [--dependency MODULE=PATH]... [--default-scheme SCHEME]
        """

    static func run(_ args: [String]) -> Int32 {
        runReporting("generate-table", usage) {
            let options = try RouteMapCommandOptions(
                args, values: ["--module", "--output", "--source", "--dependency", "--default-scheme"], flags: [])
            if options.help { print(usage); return 0 }
            guard let module = options.last("--module"), let output = options.last("--output") else {
                throw CommandFailure("--module and --output are required")
            }
            let scheme = options.last("--default-scheme") ?? "app"
            let dependencies = try ModuleSources.group(options.all("--dependency"))
            let dependencyFiles = try ModuleSources.loadFiles(dependencies.flatMap(\.files), isContext: true)
            let own = try ModuleSources.loadFiles(options.all("--source"), isContext: false)
            let result = RouteDiscovery.discover(module: module, sources: own + dependencyFiles, defaultScheme: scheme)
            // A dependency contributes its tables when it declares routes or services itself.
            let (manifests, _) = try ModuleSources.discoverAll(dependencies, defaultScheme: scheme)
            let withRoutes = manifests.filter { !$0.isEmpty }.map(\.module)
            print(result.diagnostics + RouteDiscovery.catchAllPrefixWarnings(in: result.manifest, dependencies: manifests, defaultScheme: scheme))
            guard !result.hasErrors else { return 1 }
            let text = RouteTableRenderer.render(result.manifest, dependencies: withRoutes)
            try replaceFileContents(at: output, with: Data(text.utf8))
            return 0
        }
    }
}

/// `route-scanner generate-paths --output FILE [--module NAME=PATH]…`: the `RoutePaths` constants.
enum GeneratePathsCommand {
    static let usage = """
        usage: route-scanner generate-paths --output FILE [--module MODULE=PATH]... [--enum-name NAME] \
        [--default-scheme SCHEME]
        """

    static func run(_ args: [String]) -> Int32 {
        runReporting("generate-paths", usage) {
            let options = try RouteMapCommandOptions(
                args, values: ["--output", "--module", "--enum-name", "--default-scheme"], flags: [])
            if options.help { print(usage); return 0 }
            guard let output = options.last("--output") else { throw CommandFailure("--output is required") }
            let scheme = options.last("--default-scheme") ?? "app"
            let (manifests, diagnostics) = try ModuleSources.discoverAll(
                try ModuleSources.group(options.all("--module")), defaultScheme: scheme)
            print(diagnostics)
            guard !diagnostics.contains(where: { $0.severity == .error }) else { return 1 }
            let text = RoutePathsRenderer.render(manifests, enumName: options.last("--enum-name") ?? "RoutePaths", defaultScheme: scheme)
            try replaceFileContents(at: output, with: Data(text.utf8))
            return 0
        }
    }
}

/// `route-scanner route-map --root DIR --output PATH [--format json|plist|aasa] [--module NAME=PATH]…`
enum RouteMapCommand {
    static let usage = """
        usage: route-scanner route-map --root DIR --output PATH [--format json|plist|aasa] \
        [--module MODULE=PATH]... [--context PATH]... [--app-id ID]... [--host HOST]... [--default-scheme SCHEME]
        """

    static func run(_ args: [String]) -> Int32 {
        runReporting("route-map", usage) {
            let options = try RouteMapCommandOptions(
                args, values: ["--root", "--output", "--format", "--module", "--context", "--app-id", "--host", "--default-scheme"],
                flags: [])
            if options.help { print(usage); return 0 }
            guard let root = options.last("--root"), let output = options.last("--output") else {
                throw CommandFailure("--root and --output are required")
            }
            let format: RouteMapFormat
            switch options.last("--format") ?? "json" {
            case "json": format = .json
            case "plist": format = .plist
            case "aasa": format = .appSiteAssociation(AppSiteAssociationOptions(appIDs: options.all("--app-id"), hosts: options.all("--host")))
            case let other: throw CommandFailure("unknown --format '\(other)'; use json, plist or aasa")
            }
            let (manifests, diagnostics) = try ModuleSources.discoverAll(
                try ModuleSources.group(options.all("--module")),
                context: try ModuleSources.loadFiles(options.all("--context"), isContext: true),
                defaultScheme: options.last("--default-scheme") ?? "app")
            print(diagnostics)
            guard !diagnostics.contains(where: { $0.severity == .error }) else { return 1 }
            let data = try renderRouteMap(RouteMap(manifests: manifests, root: root), format: format)
            let written = try replaceFileContents(at: output, with: data)
            Swift.print(written ? "wrote \(output)" : "unchanged \(output)")
            return 0
        }
    }
}

/// Prints diagnostics in the compiler's format on standard error, where SwiftPM and Xcode read them.
private func print(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    FileHandleOutput.standardError(diagnostics.map(\.description).joined(separator: "\n"))
}

private func runReporting(_ name: String, _ usage: String, _ body: () throws -> Int32) -> Int32 {
    do {
        return try body()
    } catch let failure as RouteMapCommandOptions.Failure {
        FileHandleOutput.standardError("route-scanner \(name): error: \(failure.description)\n\(usage)")
        return 2
    } catch let failure as CommandFailure {
        FileHandleOutput.standardError("route-scanner \(name): error: \(failure.description)")
        return 2
    } catch {
        FileHandleOutput.standardError("route-scanner \(name): error: \(error)")
        return 2
    }
}
