import Foundation
import _RelocationPreview
import _RouteScannerCLI

/// `switchyard-routes check-relocation`: all logic is in `RelocationCheck`, which links the
/// runtime's relocation reader and planner (no build plugin's tool does); this reads arguments and
/// files, and prints. Exit status: 0 every map applies the batch (or skips it), 1 a map refuses
/// it, 2 bad input.
enum CheckRelocationCommand {
    private typealias Argument = PluginContract.Argument

    static let spec = CommandSpec(
        name: PluginContract.Command.checkRelocation,
        summary: "check that a relocation batch applies on every shipped version's route map",
        options: [
            .repeated(Argument.map, "[VERSION=]routes.json", required: true), .optional(Argument.urls, "FILE"),
            .optional(Argument.format, "text|json"),
        ],
        positional: "BATCH",
        notes: [
            "--map: one per shipped version; VERSION=PATH, or PATH named routes-VERSION.json (else the version is unknown)",
            "--urls: sample URLs, one per line; prints where each opens before and after the batch",
            "exit status: 0 every map applies the batch (or skips it: not for that version), 1 a map refuses it, 2 bad input",
        ],
        run: run)

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let formatName = arguments.value(Argument.format) ?? "text"
        guard let format = RelocationCheck.Format(rawValue: formatName) else {
            throw CommandFailure("unknown \(Argument.format) '\(formatName)'; use text or json")
        }
        guard arguments.positionals.count == 1, let batchPath = arguments.positionals.first else {
            throw .usage("give one BATCH file, not \(arguments.positionals.count)")
        }
        var maps: [(input: RelocationCheck.MapInput, data: Data)] = []
        for argument in arguments.all(Argument.map) {
            let input = RelocationCheck.MapInput(argument: argument)
            maps.append((input, Data(try SourceCollector.contents(of: input.file))))
        }
        let batch = Data(try SourceCollector.contents(of: batchPath))
        let urls = try arguments.value(Argument.urls).map { path throws(CommandFailure) in
            RelocationCheck.urls(inFile: String(decoding: try SourceCollector.contents(of: path), as: UTF8.self))
        }
        let outcome = try CommandFailure.relaying { () throws(RelocationPreviewError) in
            try RelocationCheck.run(maps: maps, batch: batch, batchName: batchPath, urls: urls ?? [], format: format)
        }
        print(outcome.report, terminator: "")
        return outcome.exitCode
    }
}
