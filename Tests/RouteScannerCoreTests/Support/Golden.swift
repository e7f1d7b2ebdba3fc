import Foundation
import Testing

/// Golden-file testing: compare produced text with a checked-in file and fail with a readable
/// line diff when they differ.
///
/// Goldens live in a `Goldens/` folder: the nearest one found walking up from the directory
/// of the calling test file (`#filePath`), so tests in subfolders share the target's folder.
/// A missing golden FAILS. Set `SWITCHYARD_RECORD_GOLDENS=1` to write the produced text as
/// the golden; the test still fails ("recorded …") so recording never passes silently —
/// review the new file, commit it and rerun without the variable.
///
/// ```swift
/// assertMatchesGolden(rendered, named: "routes.json")
/// ```
func assertMatchesGolden(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let record = ProcessInfo.processInfo.environment["SWITCHYARD_RECORD_GOLDENS"] == "1"
    let url = Golden.url(named: name, nearTestFile: filePath)
    switch Golden.check(actual, against: url, record: record) {
    case .match:
        return
    case .failure(let message):
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// The pieces of ``assertMatchesGolden(_:named:filePath:sourceLocation:)``, testable alone.
enum Golden {
    /// The outcome of a golden comparison.
    enum Outcome: Equatable {
        /// The golden holds exactly the produced text.
        case match
        /// The test must fail with this message.
        case failure(String)
    }

    static let recordVariable = "SWITCHYARD_RECORD_GOLDENS"

    /// `Goldens/<name>` in the nearest ancestor of `testFile`'s directory that has a
    /// `Goldens` folder (or next to the test file when none has).
    static func url(named name: String, nearTestFile testFile: String) -> URL {
        let start = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        var directory = start
        while directory.pathComponents.count > 1 {
            var isDirectory: ObjCBool = false
            let candidate = directory.appendingPathComponent("Goldens")
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue
            {
                return candidate.appendingPathComponent(name)
            }
            directory = directory.deletingLastPathComponent()
        }
        return start.appendingPathComponent("Goldens").appendingPathComponent(name)
    }

    /// Compares `actual` with the file at `url`; with `record`, (re)writes the file and fails.
    static func check(_ actual: String, against url: URL, record: Bool) -> Outcome {
        let existing = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
        if existing == actual { return .match }
        if record {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url, options: .atomic)
            } catch {
                return .failure("could not record golden \(url.path): \(error)")
            }
            let what = existing == nil ? "recorded new golden" : "re-recorded golden"
            return .failure("\(what) \(url.path); review it, commit it and rerun without \(recordVariable)=1")
        }
        guard let existing else {
            return .failure(
                "missing golden \(url.path); run the tests with \(recordVariable)=1 to record it, then review and commit it"
            )
        }
        return .failure(
            "output differs from golden \(url.path) (- golden, + actual):\n\(lineDiff(from: existing, to: actual))\nIf the change is intended, rerun with \(recordVariable)=1 and commit the golden."
        )
    }

    /// A line diff of `old` → `new`: changed lines with `-`/`+`, two lines of context with
    /// a space, `@@ line N` before each hunk (line numbers of `old`, 1-based).
    static func lineDiff(from old: String, to new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the end.
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var script: [(mark: Character, text: String, oldLine: Int)] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                script.append((" ", a[i], i + 1))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                script.append(("-", a[i], i + 1))
                i += 1
            } else {
                script.append(("+", b[j], i + 1))
                j += 1
            }
        }
        let changed = script.indices.filter { script[$0].mark != " " }
        var shown = Set<Int>()
        for index in changed { for k in max(0, index - 2)...min(script.count - 1, index + 2) { shown.insert(k) } }
        var lines: [String] = []
        var previous: Int?
        for index in shown.sorted() {
            if previous.map({ $0 + 1 != index }) ?? true { lines.append("@@ line \(script[index].oldLine)") }
            lines.append("\(script[index].mark)\(script[index].text)")
            previous = index
        }
        return lines.joined(separator: "\n")
    }
}
