import DemoApp
import Foundation
import _AndroidCrossCheck

extension DemoScenario {
    /// Section 9: the app's own `routes.json` against the Android app's `routeMap.json`, with
    /// Android's matching rules, printed as the grouped report `check-android` prints.
    public func androidCrossCheck() {
        guard let ios = Self.iosRouteMap() else {
            expect(
                false,
                "DemoRoutes/routes.json is missing; run `swift package --package-path Examples/Demo --allow-writing-to-package-directory export-routes --format json,plist --output DemoRoutes/routes.json`"
            )
            return
        }
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

    /// The app's `routes.json`, the committed file in `DemoRoutes` (`swift package export-routes`).
    static func iosRouteMap() -> (name: String, origin: String, data: Data)? {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        guard let data = try? Data(contentsOf: demo.appendingPathComponent("DemoRoutes/routes.json")) else {
            return nil
        }
        return ("routes.json", "exported by `swift package export-routes`", data)
    }
}
