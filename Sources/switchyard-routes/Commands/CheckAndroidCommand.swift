import Foundation
import _AndroidCrossCheck
import _RouteScannerCLI

/// `switchyard-routes check-android`: compares an iOS routes.json with Android TheRouter's
/// routeMap.json. All logic is in `AndroidCrossCheck`; this only reads arguments and files, and
/// prints. Exit status: 0 agree, 1 differ, 2 bad input.
enum CheckAndroidCommand {
    private typealias Argument = PluginContract.Argument

    static let spec = CommandSpec(
        name: PluginContract.Command.checkAndroid,
        summary: "compare an iOS routes.json with Android TheRouter's routeMap.json",
        options: [
            .required(Argument.ios, "routes.json"), .required(Argument.android, "routeMap.json"),
            .repeated(Argument.mapHost, "IOS=ANDROID"), .flag(Argument.ignoreScheme), .flag(Argument.ignoreHost),
            .optional(Argument.allow, "FILE"), .optional(Argument.format, "text|json"),
        ],
        notes: ["exit status: 0 the maps agree, 1 they differ, 2 bad input"],
        run: run)

    static func run(_ arguments: ParsedArguments) throws(CommandFailure) -> Int32 {
        let formatName = arguments.value(Argument.format) ?? "text"
        guard let format = CrossCheckReportFormat(rawValue: formatName) else {
            throw CommandFailure("unknown \(Argument.format) '\(formatName)'; use text or json")
        }
        var options = CrossCheckOptions(
            ignoreScheme: arguments.has(Argument.ignoreScheme), ignoreHost: arguments.has(Argument.ignoreHost))
        for mapping in arguments.all(Argument.mapHost) {
            try CommandFailure.relaying { try options.addHostMapping(mapping) }
        }
        let ios = try read(arguments.required(Argument.ios))
        let android = try read(arguments.required(Argument.android))
        let allowList = try arguments.value(Argument.allow).map { path throws(CommandFailure) in try read(path) }
        let outcome = AndroidCrossCheck.run(
            ios: ios, android: android, allowList: allowList, options: options, format: format)
        if !outcome.standardOutput.isEmpty { print(outcome.standardOutput, terminator: "") }
        if !outcome.standardError.isEmpty {
            Console.error("\(PluginContract.toolName) \(spec.name): \(outcome.standardError)")
        }
        return outcome.exitCode
    }

    private static func read(_ path: String) throws(CommandFailure) -> CrossCheckInputFile {
        CrossCheckInputFile(name: path, data: Data(try SourceCollector.contents(of: path)))
    }
}
