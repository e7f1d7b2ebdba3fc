import _RouteScannerCore
import Foundation

/// `route-scanner check-android`: compares an iOS routes.json with Android TheRouter's
/// routeMap.json. All logic is in `AndroidCrossCheck`; this only parses arguments, reads
/// files and prints. Exit status: 0 agree, 1 differ, 2 bad input.
enum CheckAndroidCommand {
    static let usage = """
        usage: route-scanner check-android --ios routes.json --android routeMap.json
                 [--map-host IOS=ANDROID]... [--ignore-scheme] [--ignore-host]
                 [--allow FILE] [--format text|json]
        exit status: 0 the maps agree, 1 they differ, 2 bad input
        """

    static func run(_ args: [String]) -> Int32 {
        let parsed: RouteMapCommandOptions
        do {
            parsed = try RouteMapCommandOptions(
                args, values: ["--ios", "--android", "--map-host", "--allow", "--format"],
                flags: ["--ignore-scheme", "--ignore-host"])
        } catch {
            return fail("\(error)\n\(usage)")
        }
        if parsed.help { print(usage); return 0 }
        guard let iosPath = parsed.last("--ios"), let androidPath = parsed.last("--android") else {
            return fail("--ios and --android are required\n\(usage)")
        }
        let formatName = parsed.last("--format") ?? "text"
        guard let format = CrossCheckReportFormat(rawValue: formatName) else {
            return fail("unknown --format '\(formatName)'; use text or json")
        }
        var options = CrossCheckOptions(ignoreScheme: parsed.flags.contains("--ignore-scheme"),
                                        ignoreHost: parsed.flags.contains("--ignore-host"))
        do {
            for mapping in parsed.all("--map-host") { try options.addHostMapping(mapping) }
        } catch {
            return fail("\(error)")
        }
        let ios: CrossCheckInputFile
        let android: CrossCheckInputFile
        var allowList: CrossCheckInputFile?
        do {
            ios = try read(iosPath)
            android = try read(androidPath)
            allowList = try parsed.last("--allow").map(read)
        } catch {
            return fail("\(error)")
        }
        let outcome = AndroidCrossCheck.run(ios: ios, android: android, allowList: allowList, options: options, format: format)
        if !outcome.standardOutput.isEmpty { print(outcome.standardOutput, terminator: "") }
        if !outcome.standardError.isEmpty { FileHandleOutput.standardError("route-scanner check-android: \(outcome.standardError)") }
        return outcome.exitCode
    }

    private struct ReadFailure: Error, CustomStringConvertible {
        var description: String
    }

    private static func read(_ path: String) throws(ReadFailure) -> CrossCheckInputFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadFailure(description: "\(path): cannot read the file; check the path")
        }
        return CrossCheckInputFile(name: path, data: data)
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandleOutput.standardError("route-scanner check-android: error: \(message)")
        return AndroidCrossCheck.badInputExitCode
    }
}
