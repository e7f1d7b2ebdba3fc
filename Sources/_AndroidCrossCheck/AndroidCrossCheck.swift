import Foundation
@_spi(JSON) import _RouteMap

/// A file handed to ``AndroidCrossCheck``: its name (for messages) and its bytes.
public struct CrossCheckInputFile: Hashable, Sendable {
    /// The name shown in messages, usually the path as the user typed it.
    public var name: String
    /// The file's contents.
    public var data: Data

    /// Creates an input file.
    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }
}

/// What `check-android` prints and how it exits.
public struct CrossCheckOutcome: Hashable, Sendable {
    /// The process exit status: 0 agree, 1 differ, 2 bad input.
    public var exitCode: Int32
    /// The report (empty on bad input).
    public var standardOutput: String
    /// Error messages, one per line (empty unless the input was bad).
    public var standardError: String
}

/// The whole `switchyard-routes check-android` command over in-memory files: read and check both
/// maps, compare, render. The CLI only reads the files and prints the outcome.
public enum AndroidCrossCheck {
    /// The exit status for unreadable or malformed input.
    public static let badInputExitCode: Int32 = 2

    /// Reads both maps and the optional allow-list, then compares them.
    ///
    /// Every file is read in full before giving up, so one error lists every bad entry of
    /// every file (in ``RouteMapError/further``).
    /// - Throws: ``RouteMapError`` when a file is not UTF-8 (naming the byte offset), a map is
    ///   not valid JSON or has the wrong shape, the iOS map repeats a path, or an Android
    ///   regular-expression key does not compile.
    public static func report(
        ios: CrossCheckInputFile,
        android: CrossCheckInputFile,
        allowList: CrossCheckInputFile? = nil,
        options: CrossCheckOptions = CrossCheckOptions()
    ) throws(RouteMapError) -> CrossCheckReport {
        var problems: [RouteMapError] = []
        /// The value `read` gives, or `fallback` with its problems noted.
        func reading<Value>(_ fallback: Value, _ read: () throws(RouteMapError) -> Value) -> Value {
            do {
                return try read()
            } catch {
                problems += error.allProblems
                return fallback
            }
        }
        let iosEntries = reading([]) { () throws(RouteMapError) in try readIOSMap(ios) }
        let androidMap = reading(AndroidRouteMap(file: android.name, entries: [])) { () throws(RouteMapError) in
            try AndroidRouteMap(jsonData: android.data, file: android.name)
        }
        let allow = reading(CrossCheckAllowList()) { () throws(RouteMapError) in
            guard let allowList else { return CrossCheckAllowList() }
            try RouteMapError.checkUTF8(allowList.data, file: allowList.name, what: "the allow-list")
            return CrossCheckAllowList(text: String(decoding: allowList.data, as: UTF8.self))
        }
        if let error = RouteMapError.combining(problems) { throw error }
        // The iOS entries stay in file order: their paths are unique, and the report sorts
        // every list by route, so the order they are compared in does not show.
        let comparison = RouteMapComparison(ios: iosEntries, android: androidMap, options: options)
        return comparison.report(iosFile: ios.name, allowList: allow)
    }

    /// The entries of the iOS `routes.json`, every bad entry and repeated path reported.
    private static func readIOSMap(_ file: CrossCheckInputFile) throws(RouteMapError) -> [RouteMapEntry] {
        var firstIndexByPath: [String: Int] = [:]
        return try routeMapEntries(file.data, file: file.name) {
            (element, index) throws(RouteMapError) in
            let entry = try RouteMapEntry(jsonValue: element, file: file.name, index: index)
            if let first = firstIndexByPath[entry.path] {
                throw RouteMapError(
                    file: file.name, index: index,
                    problem:
                        "duplicate path '\(entry.path)' (also entry \(first)); the cross-check needs each path once")
            }
            firstIndexByPath[entry.path] = index
            return entry
        }
    }

    /// Runs the check and renders the outcome: the report and exit status 0 or 1, or an error
    /// message and exit status 2 on bad input. Never traps on input.
    public static func run(
        ios: CrossCheckInputFile,
        android: CrossCheckInputFile,
        allowList: CrossCheckInputFile? = nil,
        options: CrossCheckOptions = CrossCheckOptions(),
        format: CrossCheckReportFormat = .text
    ) -> CrossCheckOutcome {
        do {
            let report = try report(ios: ios, android: android, allowList: allowList, options: options)
            return CrossCheckOutcome(
                exitCode: report.exitCode, standardOutput: report.rendered(as: format), standardError: "")
        } catch {
            let lines = error.allProblems.map { "error: \(TerminalText.escaped($0.description))\n" }
            return CrossCheckOutcome(exitCode: badInputExitCode, standardOutput: "", standardError: lines.joined())
        }
    }
}
