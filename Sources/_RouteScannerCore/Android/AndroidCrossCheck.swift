import Foundation

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

    /// Creates an outcome.
    public init(exitCode: Int32, standardOutput: String, standardError: String) {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// The whole `route-scanner check-android` command over in-memory files: read and check both
/// maps, compare, render. The CLI only reads the files and prints the outcome.
public enum AndroidCrossCheck {
    /// The exit status for unreadable or malformed input.
    public static let badInputExitCode: Int32 = 2

    /// Reads both maps and the optional allow-list, then compares them.
    ///
    /// - Throws: ``RouteMapError`` when a map is not valid JSON, has the wrong shape, repeats a
    ///   path, or (Android) has a regular-expression key that does not compile.
    public static func report(
        ios: CrossCheckInputFile,
        android: CrossCheckInputFile,
        allowList: CrossCheckInputFile? = nil,
        options: CrossCheckOptions = CrossCheckOptions()
    ) throws(RouteMapError) -> CrossCheckReport {
        let iosEntries = try RouteMap.entriesInFileOrder(jsonData: ios.data, file: ios.name)
        var firstIndexByPath: [String: Int] = [:]
        for (index, entry) in iosEntries.enumerated() {
            if let first = firstIndexByPath[entry.path] {
                throw RouteMapError(file: ios.name, index: index, problem: "duplicate path '\(entry.path)' (also entry \(first)); the cross-check needs each path once")
            }
            firstIndexByPath[entry.path] = index
        }
        let androidMap = try AndroidRouteMap(jsonData: android.data, file: android.name)
        var allow = CrossCheckAllowList()
        if let allowList {
            guard let text = String(data: allowList.data, encoding: .utf8) else {
                throw RouteMapError(file: allowList.name, problem: "allow-list is not UTF-8 text")
            }
            allow = CrossCheckAllowList(text: text)
        }
        let comparison = RouteMapComparison(ios: RouteMap(entries: iosEntries).entries, android: androidMap, options: options)
        return comparison.report(iosFile: ios.name, allowList: allow)
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
            return CrossCheckOutcome(exitCode: report.exitCode, standardOutput: report.rendered(as: format), standardError: "")
        } catch {
            return CrossCheckOutcome(exitCode: badInputExitCode, standardOutput: "", standardError: "error: \(error)\n")
        }
    }
}
