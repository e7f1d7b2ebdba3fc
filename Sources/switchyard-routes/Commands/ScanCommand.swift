import Foundation
import _RouteScannerCLI
import _RouteScannerCore

/// `switchyard-routes scan`: prints every type conforming to a protocol, with the literal values of
/// some of its static members. Reads the files and folders given, calls the core's
/// ``scan(_:request:)`` and prints its result (``ScanOutput``) and diagnostics.
enum ScanCommand {
    private typealias Argument = PluginContract.Argument

    static let spec = CommandSpec(
        name: PluginContract.Command.scan,
        summary: "print every type conforming to a protocol (JSON lines with --json)",
        options: [
            .repeated(Argument.conformingTo, "NAME", required: true, splitsCommas: true),
            .repeated(Argument.extract, "MEMBER", splitsCommas: true), .optional(Argument.module, "NAME"),
            .flag(Argument.json),
            .repeated(Argument.context, "PATH"),
        ],
        positional: "PATH",
        run: { arguments throws(CommandFailure) in try run(ScanOptions(arguments)) })

    static func run(_ options: ScanOptions) throws(CommandFailure) -> Int32 {
        let scanned = swiftFiles(in: options.paths)
        let context = swiftFiles(in: options.contextPaths)
        let missing = scanned.missing + context.missing
        guard missing.isEmpty else {
            throw CommandFailure("no such file or directory: \(missing.joined(separator: ", "))")
        }
        let scannedSet = Set(scanned.files)
        let main = SourceCollector.load(scanned.files, isContext: false)
        let extra = SourceCollector.load(context.files.filter { !scannedSet.contains($0) }, isContext: true)
        let result = scan(main.files + extra.files, request: options.request)
        let output = result.types.map { (options.json ? ScanOutput.jsonLine($0) : ScanOutput.humanLine($0)) + "\n" }
        FileHandle.standardOutput.write(Data(output.joined().utf8))
        let diagnostics = (main.diagnostics + result.diagnostics).sorted()
        Console.print(diagnostics)
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }

    /// Expands files and directories (recursively, skipping hidden directories) into sorted, unique
    /// `.swift` paths, and lists the paths that do not exist.
    static func swiftFiles(in paths: [String]) -> (files: [String], missing: [String]) {
        var found = Set<String>()
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                found.insert(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let full = (path as NSString).appendingPathComponent(relative)
                if name.hasPrefix(".") {
                    var hidden: ObjCBool = false
                    if manager.fileExists(atPath: full, isDirectory: &hidden), hidden.boolValue {
                        enumerator.skipDescendants()
                    }
                    continue
                }
                if name.hasSuffix(".swift") { found.insert(full) }
            }
        }
        return (found.sorted(), missing)
    }
}

/// The arguments of `switchyard-routes scan`, as ``ScanCommand/spec`` declares them.
struct ScanOptions: Sendable, Hashable {
    var conformingTo: [String]
    var extractMembers: [String]
    /// `--json`: one JSON object per line.
    var json: Bool
    /// `--context PATH`: files or folders read only to resolve conformances.
    var contextPaths: [String]
    var moduleName: String?
    /// Files or folders to scan.
    var paths: [String]

    init(_ arguments: ParsedArguments) {
        conformingTo = arguments.all(PluginContract.Argument.conformingTo)
        let extract = arguments.all(PluginContract.Argument.extract)
        extractMembers = extract.isEmpty ? ["routePatterns", "routePriority", "routeDescription"] : extract
        json = arguments.has(PluginContract.Argument.json)
        contextPaths = arguments.all(PluginContract.Argument.context)
        moduleName = arguments.value(PluginContract.Argument.module)
        paths = arguments.positionals
    }

    /// Parses `scan` arguments (without the subcommand's name).
    static func parse(_ arguments: [String]) -> Result<ScanOptions, CommandFailure> {
        Result { () throws(CommandFailure) in ScanOptions(try ScanCommand.spec.parse(arguments)) }
    }

    var request: ScanRequest {
        ScanRequest(conformingTo: conformingTo, extractMembers: extractMembers, moduleName: moduleName)
    }
}
