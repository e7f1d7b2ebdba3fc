import Foundation
@_spi(JSON) import SwitchyardJSON
import SwitchyardRelocation
import _RouteMap

/// `switchyard-routes check-relocation`: would a batch apply on each shipped version, given its route map?
/// Files in, a report and an exit status out; the tool only reads files and prints. (Public for the
/// demo, which shows the same report; `_RelocationPreview` is not API.)
///
/// Exit status: 0 when every map applies the batch or skips it (it is for other app versions),
/// 1 when any map refuses it, 2 on bad input (thrown as ``RelocationPreviewError``).
public enum RelocationCheck {
    /// One shipped version: its route map and the app version it has.
    public struct MapInput: Sendable {
        /// What the report calls the map: the app version, or the file's path when it is unknown.
        public let label: String
        /// The app version, or `nil` when unknown (a batch with `appVersions` is then skipped).
        public let appVersion: String?
        /// The file, for errors.
        public let file: String

        /// A `--map` value: `VERSION=PATH`, or `PATH`, whose version is read from a file name
        /// `routes-VERSION.json`; otherwise the version is unknown.
        public init(argument: String) {
            if let equals = argument.firstIndex(of: "="),
                AppVersionScope.version(argument[..<equals]) != nil
            {
                appVersion = String(argument[..<equals])
                file = String(argument[argument.index(after: equals)...])
            } else {
                file = argument
                let name = file.split(separator: "/").last.map(String.init) ?? file
                let stem = name.hasSuffix(".json") ? name.dropLast(5) : name[...]
                let suffix = stem.hasPrefix("routes-") ? stem.dropFirst(7) : ""
                appVersion = AppVersionScope.version(suffix) != nil ? String(suffix) : nil
            }
            label = appVersion ?? file
        }
    }

    /// The output format.
    public enum Format: String, Sendable {
        case text, json
    }

    /// One map's answer.
    private struct Row {
        let input: MapInput
        let verdict: RelocationVerdict
        let landings: [(url: String, before: LinkLanding?, after: LinkLanding?)]
    }

    /// Checks `batch` against every map, in the order given.
    ///
    /// - Parameters:
    ///   - maps: each map with the contents of its file.
    ///   - batch: the batch file's contents; `batchName` names it.
    ///   - urls: sample URLs, whose landing before and after the batch the report shows per map.
    /// - Returns: the report (ending in a newline) and the exit status, 0 or 1.
    /// - Throws: ``RelocationPreviewError`` naming the file at fault: a map or batch that cannot be read.
    public static func run(
        maps: [(input: MapInput, data: Data)], batch: Data, batchName: String, urls: [String], format: Format
    ) throws(RelocationPreviewError) -> (report: String, exitCode: Int32) {
        var rows: [Row] = []
        for (input, data) in maps {
            let map: RouteMap
            do {
                map = try RouteMap(jsonData: data, file: input.file)
            } catch {
                throw RelocationPreviewError("\(error)")
            }
            let before: RelocationPreview
            do {
                before = try RelocationPreview(map: map, appVersion: input.appVersion)
            } catch {
                throw RelocationPreviewError("\(input.file): \(error)")
            }
            let (after, verdict) = try before.applying(batchData: batch, source: batchName)
            rows.append(
                Row(
                    input: input, verdict: verdict,
                    landings: urls.map { ($0, before.landing(of: $0), after.landing(of: $0)) }))
        }
        let refused = rows.contains { if case .refused = $0.verdict { true } else { false } }
        let report = format == .json ? json(rows, batchName: batchName) : text(rows, batchName: batchName)
        return (report, refused ? 1 : 0)
    }

    /// The sample URLs of a `--urls` file: one per line; blank lines and lines starting with `#` are skipped.
    public static func urls(inFile text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    private static func verdictText(_ row: Row) -> String {
        switch row.verdict {
        case .applies(let report):
            return "applies (in effect: redirects \(report.redirectCount), added \(report.addedCount), "
                + "removed \(report.removedCount))"
        case .skipped:
            return row.input.appVersion.map { "skipped (not for \($0))" } ?? "skipped (app version unknown)"
        case .refused(let error):
            return "refused (" + (error.issues.count == 1 ? "1 problem" : "\(error.issues.count) problems") + ")"
        }
    }

    private static func text(_ rows: [Row], batchName: String) -> String {
        let width = max(7, rows.map(\.input.label.count).max() ?? 0)
        func pad(_ text: String) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        var lines = ["relocation batch \(batchName)", pad("version") + "  verdict"]
        for row in rows {
            lines.append(pad(row.input.label) + "  " + verdictText(row))
            lines += row.verdict.problems.map { String(repeating: " ", count: width + 4) + $0 }
        }
        for (position, url) in (rows.first?.landings.map(\.url) ?? []).enumerated() {
            lines += ["", url]
            for row in rows {
                let (before, after) = (row.landings[position].before, row.landings[position].after)
                lines.append(
                    "  " + pad(row.input.label) + "  " + (before?.description ?? "(no route)") + " -> "
                        + (after?.description ?? "(no route)"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func json(_ rows: [Row], batchName: String) -> String {
        func landing(_ value: LinkLanding?) -> JSONValue {
            guard let value else { return .null }
            return .object([
                ("type", .string(value.typeName)), ("pattern", .string(value.pattern)),
                ("redirectedTo", value.redirectedTo.map(JSONValue.string) ?? .null),
            ])
        }
        let maps = rows.map { row -> JSONValue in
            let verdict: String
            switch row.verdict {
            case .applies: verdict = "applies"
            case .skipped: verdict = "skipped"
            case .refused: verdict = "refused"
            }
            return .object([
                ("label", .string(row.input.label)),
                ("appVersion", row.input.appVersion.map(JSONValue.string) ?? .null),
                ("map", .string(row.input.file)), ("verdict", .string(verdict)),
                ("problems", .array(row.verdict.problems.map(JSONValue.string))),
                (
                    "urls",
                    .array(
                        row.landings.map {
                            .object([
                                ("url", .string($0.url)), ("before", landing($0.before)), ("after", landing($0.after)),
                            ])
                        })
                ),
            ])
        }
        return JSON.render(.object([("batch", .string(batchName)), ("maps", .array(maps))])) + "\n"
    }
}
