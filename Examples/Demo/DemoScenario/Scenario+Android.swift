import DemoApp
import Foundation
@_spi(Generated) import Switchyard
@_spi(JSON) import SwitchyardJSON
import _AndroidCrossCheck
@_spi(JSON) import _RouteMap

extension DemoScenario {
    /// Section 9: the app's own `routes.json` against the Android app's `routeMap.json`, with
    /// Android's matching rules, printed as the grouped report `check-android` prints.
    public func androidCrossCheck() {
        let ios = Self.iosRouteMap()
        console.line(
            "\(ios.name) (this app, \(ios.origin)) vs \(AndroidFixture.name) (bundled with the demo),", indent: 2)
        console.line("compared with Android TheRouter's rules: exact paths, regex keys, :id as a wildcard.", indent: 2)
        console.line()
        do {
            let report = try AndroidCrossCheck.report(
                ios: CrossCheckInputFile(name: ios.name, data: ios.data),
                android: CrossCheckInputFile(name: AndroidFixture.name, data: Data(AndroidFixture.routeMap.utf8)),
                allowList: CrossCheckInputFile(name: "allow-list.txt", data: Data(AndroidFixture.allowList.utf8)))
            for line in report.text.trimmingCharacters(in: .newlines).components(separatedBy: "\n") {
                let tone: Console.Tone =
                    line.hasPrefix("Mismatched") || line.hasPrefix("iOS only") || line.hasPrefix("Android only")
                    ? .refused : .plain
                console.line(line, tone, indent: 4)
            }
            expect(
                report.mismatched.map(\.pair.ios.path) == ["app://account/login"],
                "the login description differs on purpose")
            expect(report.androidOnly.map(\.path) == ["app://live/room"], "the live room exists on Android only")
            expect(!report.onBoth.isEmpty, "most routes exist on both platforms")
        } catch {
            expect(false, "the maps could not be compared: \(error)")
        }
    }

    /// The app's `routes.json`: the committed file in `DemoRoutes` when the demo runs from a
    /// checkout (`swift run`), else the same map built from the generated tables.
    static func iosRouteMap() -> (name: String, origin: String, data: Data) {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        if let data = try? Data(contentsOf: demo.appendingPathComponent("DemoRoutes/routes.json")) {
            return ("routes.json", "exported by `swift package export-routes`", data)
        }
        let entries = DemoApp.routeTables.flatMap { table in
            table.entries.flatMap { entry in
                entry.patterns.map { pattern in
                    RouteMapEntry(
                        path: pattern, className: entry.typeName, description: entry.description,
                        priority: entry.priority,
                        module: table.module, navigation: entry.action.description, internal: entry.isInternal,
                        file: "", line: 1)
                }
            }
        }
        return (
            "routes.json", "built from the generated tables",
            Data(JSON.render(RouteMap(entries: entries).jsonValue).utf8)
        )
    }
}
