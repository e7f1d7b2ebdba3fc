import Foundation
@_spi(JSON) import SwitchyardJSON
import Testing

@testable import _AndroidCrossCheck
@testable import _RouteMap
@testable import _RouteMapExport

/// The cross-check on the real TheRouter demo map and an iOS map that mirrors part of it.
@Suite("Android cross-check on the TheRouter demo map")
struct AndroidCrossCheckTests {
    typealias S = CrossCheckSupport

    static func report(
        androidData: Data? = nil, allow: Bool = false, options: CrossCheckOptions = CrossCheckOptions()
    ) throws -> CrossCheckReport {
        try AndroidCrossCheck.report(
            ios: CrossCheckInputFile(name: "ios-routes.json", data: try Fixtures.data("ios-routes.json")),
            android: CrossCheckInputFile(
                name: "routeMap.json", data: try androidData ?? Fixtures.data("therouter-demo-routeMap.json")),
            allowList: allow
                ? CrossCheckInputFile(name: "allow-list.txt", data: try Fixtures.data("allow-list.txt")) : nil,
            options: options
        )
    }

    @Test func groupsEveryRoute() throws {
        let report = try Self.report()
        #expect(
            S.pairs(report.onBoth) == [
                "http://kymjs.com/:module/demo_navigator = http://kymjs.com/therouter/demo_navigator [pattern]",
                "http://kymjs.com/business_a/testinject = http://kymjs.com/business_a/testinject [exact]",
                "http://kymjs.com/therouter/test_autowired = http://kymjs.com/therouter/test_autowired [exact]",
                "http://kymjs.com/therouter/test_fragment2 = /therouter/test_fragment2 [exact]",
                "http://kymjs.com/therouter/viewbinding_fragment = http://kymjs.com/therouter/viewbinding_fragment [exact]",
            ])
        #expect(
            report.mismatched.map(\.differences) == [
                [.init(field: "params", ios: "", android: "strFromAnnotation")],
                [.init(field: "description", ios: "Home 2", android: "")],
                // An iOS handler against an Android page (the fixture's iOS pending is a handler).
                [.init(field: "kind", ios: "handler", android: "page")],
            ])
        #expect(
            report.mismatched.map(\.pair.ios.path) == [
                "http://kymjs.com/therouter/home", "http://kymjs.com/therouter/home2",
                "http://kymjs.com/therouter/pending",
            ])
        #expect(
            report.ambiguous == [
                CrossCheckReport.Ambiguity(
                    ios: [.init(path: "http://kymjs.com/business_a/:page", className: "BusinessA.PageViewController")],
                    android: [
                        .init(
                            path: "http://kymjs.com/business_a/testinject3",
                            className: "com.therouter.demo.shell.TestActivity"),
                        .init(
                            path: "http://kymjs.com/business_a/testinject4",
                            className: "com.therouter.demo.shell.MultiThreadActivity"),
                    ]
                )
            ])
        #expect(
            report.iosOnly.map(\.path) == [
                "http://kymjs.com/ios/settings",
                "http://kymjs.com/user/:id",
                "http://m.kymjs.com/therouter/interceptor",
                "https://kymjs.com/therouter/test",
                "myapp://kymjs.com/profile/:userId/tab/:tab",
            ])
        #expect(report.androidOnly.count == 14)
        #expect(report.androidOnly.contains { $0.path == "http://kymjs.com/therouter/interceptor" })
        #expect(report.allowed.isEmpty)
        let total =
            report.onBoth.count + report.mismatched.count + report.androidOnly.count
            + report.ambiguous.reduce(0) { $0 + $1.android.count }
        #expect(total == report.androidRouteCount, "every Android route lands in exactly one group")
        #expect(report.exitCode == 1)
    }

    @Test func theAllowListExcusesOneSidedRoutesAndReportsStaleLines() throws {
        let report = try Self.report(allow: true)
        #expect(
            report.allowed == [
                .init(
                    side: .ios,
                    route: .init(path: "http://kymjs.com/ios/settings", className: "Settings.SettingsViewController")),
                .init(
                    side: .android,
                    route: .init(
                        path: "http://kymjs.com/therouter/demo_history",
                        className: "com.therouter.app.router.HistoryLogActivity")),
            ])
        #expect(!report.iosOnly.contains { $0.path == "http://kymjs.com/ios/settings" })
        #expect(!report.androidOnly.contains { $0.path == "http://kymjs.com/therouter/demo_history" })
        #expect(report.unusedAllowListEntries == ["http://kymjs.com/therouter/removed_page"])
    }

    @Test func allowListParsing() {
        let list = CrossCheckAllowList(text: "# comment\n\n  a://b  \r\na://c\n#a://d\na://b\n")
        #expect(list.paths == ["a://b", "a://c"])
    }

    @Test func hostMappingAndIgnoredSchemePairTheMovedRoutes() throws {
        var options = CrossCheckOptions(ignoreScheme: true)
        try options.addHostMapping("m.kymjs.com=kymjs.com")
        let report = try Self.report(options: options)
        let pairs = S.pairs(report.onBoth)
        #expect(
            pairs.contains("http://m.kymjs.com/therouter/interceptor = http://kymjs.com/therouter/interceptor [exact]"))
        #expect(pairs.contains("https://kymjs.com/therouter/test = http://kymjs.com/therouter/test [exact]"))
        #expect(report.iosOnly.map(\.path).contains("myapp://kymjs.com/profile/:userId/tab/:tab"))
    }

    @Test func ignoringTheHostPairsTheInterceptor() throws {
        let report = try Self.report(options: CrossCheckOptions(ignoreHost: true))
        #expect(
            S.pairs(report.onBoth).contains(
                "http://m.kymjs.com/therouter/interceptor = http://kymjs.com/therouter/interceptor [exact]"))
    }

    @Test func aRegexKeyAddedToTheAndroidMapMatchesTheIdWildcard() throws {
        let android = try S.androidFixture(adding: [(#"http://kymjs\.com/user/\d+"#, "com.therouter.app.UserActivity")])
        let report = try Self.report(androidData: android)
        #expect(S.pairs(report.onBoth).contains(#"http://kymjs.com/user/:id = http://kymjs\.com/user/\d+ [regex]"#))
        #expect(!report.iosOnly.contains { $0.path == "http://kymjs.com/user/:id" })
    }

    @Test func aBroadRegexKeyBecomesAmbiguousButNeverStealsExactMatches() throws {
        let android = try S.androidFixture(adding: [
            (#"kymjs\.com/(user|profile)/\w"#, "com.therouter.app.PeopleActivity")
        ])
        let report = try Self.report(androidData: android)
        #expect(
            report.ambiguous.contains {
                $0.android.map(\.path) == [#"kymjs\.com/(user|profile)/\w"#] && $0.ios.count == 2
            })
        #expect(report.onBoth.count == 5)
    }

    @Test func exitCodes() throws {
        #expect(try S.runFixtures().exitCode == 1)
        let agreeing = AndroidCrossCheck.run(
            ios: CrossCheckInputFile(
                name: "routes.json",
                data: try renderRouteMap(
                    RouteMap(entries: [
                        S.ios("http://kymjs.com/therouter/pending"),
                        S.ios("/therouter/test_fragment2", description: "Fragment测试页"),
                    ]), format: .json)),
            android: CrossCheckInputFile(
                name: "routeMap.json",
                data: Data(
                    #"""
                    [{"path": "http://kymjs.com/therouter/pending", "className": "a.B", "action": "", "description": "", "params": {}},
                     {"path": "/therouter/test_fragment2", "className": "a.C", "action": "", "description": "Fragment测试页", "params": {}},
                     {"path": "http://kymjs.com/android/only", "className": "a.D"}]
                    """#.utf8)),
            allowList: CrossCheckInputFile(name: "allow.txt", data: Data("http://kymjs.com/android/only\n".utf8))
        )
        #expect(agreeing.exitCode == 0)
        #expect(agreeing.standardError == "")
        let bad = AndroidCrossCheck.run(
            ios: CrossCheckInputFile(name: "routes.json", data: Data("[]".utf8)),
            android: CrossCheckInputFile(name: "routeMap.json", data: Data("{".utf8))
        )
        #expect(bad.exitCode == 2)
        #expect(bad.standardOutput == "")
        #expect(bad.standardError == "error: routeMap.json: not valid JSON: line 1, column 2: expected a string key\n")
    }

    @Test func duplicateIOSPathsAndBadAllowListsAreBadInput() throws {
        let duplicated = try renderRouteMap(
            RouteMap(entries: [S.ios("a://b", "App.A"), S.ios("a://c"), S.ios("a://b", "App.B")]), format: .json)
        let outcome = AndroidCrossCheck.run(
            ios: CrossCheckInputFile(name: "routes.json", data: duplicated),
            android: CrossCheckInputFile(name: "routeMap.json", data: Data("[]".utf8))
        )
        #expect(outcome.exitCode == 2)
        #expect(
            outcome.standardError
                == "error: routes.json: entry 1: duplicate path 'a://b' (also entry 0); the cross-check needs each path once\n"
        )
        let badAllow = AndroidCrossCheck.run(
            ios: CrossCheckInputFile(name: "routes.json", data: Data("[]".utf8)),
            android: CrossCheckInputFile(name: "routeMap.json", data: Data("[]".utf8)),
            allowList: CrossCheckInputFile(name: "allow.txt", data: Data([0xFF, 0xFE, 0x00]))
        )
        #expect(
            badAllow.standardError
                == "error: allow.txt: the allow-list is not UTF-8: byte 0xFF at byte offset 0 does not start a valid UTF-8 sequence; save the file as UTF-8\n"
        )
        #expect(badAllow.exitCode == 2)
    }

    @Test func textReportMatchesGolden() throws {
        let outcome = try S.runFixtures(allow: true)
        assertMatchesGolden(outcome.standardOutput, named: "check-android-report.txt")
    }

    @Test func jsonReportMatchesGolden() throws {
        let outcome = try S.runFixtures(allow: true, format: .json)
        assertMatchesGolden(outcome.standardOutput, named: "check-android-report.json")
        let value = try JSON.parse(Array(outcome.standardOutput.utf8))
        #expect(value["result"] == .string("differ"))
        #expect(value["exitCode"] == .integer(1))
    }

    @Test func theReportDoesNotDependOnInputOrder() throws {
        let iosEntries = try RouteMap.entriesInFileOrder(
            jsonData: try Fixtures.data("ios-routes.json"), file: "ios-routes.json")
        let android = try AndroidRouteMap(jsonData: try Fixtures.data("therouter-demo-routeMap.json"))
        let forward = RouteMapComparison(ios: iosEntries, android: android).report()
        let backward = RouteMapComparison(
            ios: iosEntries.reversed(),
            android: AndroidRouteMap(file: android.file, entries: android.entries.reversed())
        ).report()
        #expect(forward.text == backward.text)
        #expect(forward.rendered(as: .json) == backward.rendered(as: .json))
    }
}
