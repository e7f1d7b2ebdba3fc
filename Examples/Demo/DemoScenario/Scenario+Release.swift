import DemoApp
import Foundation
import Switchyard
import SwitchyardRelocationDelivery
import _AndroidCrossCheck
import _RelocationPreview
import _RouteMap
import _RouteMapRelease

extension DemoScenario {
    /// Section 12: the links of release 1.0 (`releases/1.0/routes.json`) that this release breaks,
    /// as `switchyard-routes diff` reports them: one removed pattern that the 2.0 batch redirects
    /// (covered), one renamed parameter listed in the allow-list. Coverage is decided by this
    /// release's own router with the batch applied, opening each link as an external one. Then the
    /// 2.0 batch checked against both versions' maps, as `switchyard-routes check-relocation` does.
    public func releaseDiff() {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let files = [
            "releases/1.0/routes.json", "DemoRoutes/routes.json", "releases/2.0/batch.json",
            "releases/2.0/allow-list.txt",
        ]
        // As the commands name them from the repository root.
        let names = files.map { "Examples/Demo/" + $0 }
        guard let data = try? files.map({ try Data(contentsOf: demo.appendingPathComponent($0)) }) else {
            expect(false, "the release files are missing: \(files.joined(separator: ", "))")
            return
        }
        console.line(
            "Release 2.0 moved the orders page and renamed the feed's parameter. Which 1.0 links break?", indent: 2)
        console.line(
            "swift run switchyard-routes diff \(names[0]) \(names[1]) --covered-by \(names[2]) --allow \(names[3])",
            .url,
            indent: 2)
        do {
            let old = try RouteMap(jsonData: data[0], file: names[0])
            let new = try RouteMap(jsonData: data[1], file: names[1])
            let diff = try RouteMapDiff(old: old, new: new, oldFile: names[0], newFile: names[1])
            let patched = Router()
            _ = DemoApp.launch(on: patched)
            try patched.applyRelocation(json: data[2])
            let report = RouteMapDiffReport(
                diff: diff, oldFile: names[0], newFile: names[1],
                allowList: CrossCheckAllowList(text: String(decoding: data[3], as: UTF8.self))
            ) { change in
                // Covered: the batch redirects the link to a page of the type it opened in 1.0.
                guard case .success(let resolution) = patched.resolve(change.url, source: .external),
                    !resolution.request.redirectedFrom.isEmpty,
                    resolution.request.route.typeName == change.old.className
                else { return nil }
                return (names[2], "\(change.old.className) (redirected to \(resolution.request.url.original))")
            }
            for line in report.text.trimmingCharacters(in: .newlines).components(separatedBy: "\n") {
                console.line(line, line.hasPrefix("lost") ? .refused : .plain, indent: 4)
            }
            expect(
                report.items.map { "\($0.change.kind.rawValue) \($0.change.old.path)" } == [
                    "parameter-renamed app://home/feed/:section", "removed app://orders",
                ],
                "1.0's orders link is removed and its feed parameter renamed")
            expect(report.exitCode == 0, "the batch covers the orders link and the allow-list the feed's rename")
            console.line()
            console.line(
                "Will the batch apply on the versions people run? It adds app://address for a page 1.0 lacks:",
                indent: 2)
            console.line(
                "swift run switchyard-routes check-relocation --map 1.0=\(names[0]) --map 2.0=\(names[1]) \(names[2])",
                .url,
                indent: 2)
            // The check `switchyard-routes check-relocation` runs: the batch through the runtime's reader
            // and planner, on a router made from each version's map.
            let check = try RelocationCheck.run(
                maps: [
                    (RelocationCheck.MapInput(argument: "1.0=" + names[0]), data[0]),
                    (RelocationCheck.MapInput(argument: "2.0=" + names[1]), data[1]),
                ],
                batch: data[2], batchName: names[2], urls: [], format: .text)
            for line in check.report.trimmingCharacters(in: .newlines).components(separatedBy: "\n") {
                console.line(line, line.contains("refused") ? .refused : .plain, indent: 4)
            }
            expect(
                check.exitCode == 1 && check.report.contains("DemoAccount.AddressPickerPage"),
                "1.0 refuses the batch, naming the page it lacks")
            expect(check.report.contains("2.0      applies"), "2.0 applies the batch")
            console.line(
                "Scope it with \"appVersions\": [\"2.0...\"] and 1.0 skips it instead (Relocation.md).", indent: 4)
        } catch {
            expect(false, "the release maps could not be compared: \(error)")
        }
    }
}
