import Foundation
@_spi(JSON) import SwitchyardJSON
import SwitchyardSyntax
import Testing

@testable import _AndroidCrossCheck
@testable import _RouteMap
@testable import _RouteMapExport

/// The classes of input that real Android apps ship in `routeMap.json`, each in a small map of
/// its own (Fixtures/RealAndroidMaps), checked against what Android TheRouter does with it
/// (AndroidCrossCheck.md lists each rule and its TheRouter source).
@Suite("Android cross-check on real-world map shapes")
struct AndroidRealMapTests {
    typealias S = CrossCheckSupport

    static func run(
        _ fixture: String, ios: [RouteMapEntry], allowList: String? = nil,
        options: CrossCheckOptions = CrossCheckOptions(), format: CrossCheckReportFormat = .text
    ) throws -> CrossCheckOutcome {
        AndroidCrossCheck.run(
            ios: CrossCheckInputFile(
                name: "routes.json", data: try renderRouteMap(RouteMap(entries: ios), format: .json)),
            android: CrossCheckInputFile(name: fixture, data: try Fixtures.data("RealAndroidMaps/" + fixture)),
            allowList: try allowList.map {
                CrossCheckInputFile(name: $0, data: try Fixtures.data("RealAndroidMaps/" + $0))
            },
            options: options, format: format
        )
    }

    static func report(
        _ fixture: String, ios: [RouteMapEntry], allowList: String? = nil,
        options: CrossCheckOptions = CrossCheckOptions()
    ) throws -> CrossCheckReport {
        try AndroidCrossCheck.report(
            ios: CrossCheckInputFile(
                name: "routes.json", data: try renderRouteMap(RouteMap(entries: ios), format: .json)),
            android: CrossCheckInputFile(name: fixture, data: try Fixtures.data("RealAndroidMaps/" + fixture)),
            allowList: try allowList.map {
                CrossCheckInputFile(name: $0, data: try Fixtures.data("RealAndroidMaps/" + $0))
            },
            options: options
        )
    }

    static let shopIOS = [
        S.ios("app://shop/home", "Shop.Home", description: "Home page"), S.ios("app://shop/cart", "Shop.Cart"),
        S.ios("app://shop/demo", "Shop.Demo"), S.ios("app://shop/about", "Shop.About"),
    ]

    @Test func repeatedKeysAreGroupedAndTheLastEntryIsCompared() throws {
        let report = try Self.report("repeated-keys.json", ios: Self.shopIOS)
        #expect(report.repeatedKeys.map(\.key) == ["app://shop/home", "app://shop/cart", "app://shop/demo"])
        #expect(report.repeatedKeys.map { $0.entries.map(\.index) } == [[0, 3], [1, 5], [2, 4, 6, 7]])
        #expect(
            report.repeatedKeys.map { $0.kept?.className } == [
                "com.shop.HomeActivity", "com.shop.NewCartActivity", "com.shop.DemoActivity4",
            ])
        #expect(report.repeatedKeys.map(\.hasDifferentClasses) == [false, true, true])
        // The rest is still compared, with the entry Android keeps ("Home page", not "Home").
        #expect(
            S.pairs(report.onBoth) == [
                "app://shop/about = app://shop/about [exact]", "app://shop/cart = app://shop/cart [exact]",
                "app://shop/demo = app://shop/demo [exact]", "app://shop/home = app://shop/home [exact]",
            ])
        #expect(report.onBoth.first { $0.ios.path == "app://shop/demo" }?.android.className == "com.shop.DemoActivity4")
        #expect(report.mismatched.isEmpty && report.iosOnly.isEmpty && report.androidOnly.isEmpty)
        #expect(report.exitCode == 1, "two classes under one key are a difference")
    }

    @Test func repeatedKeysInTheTextAndJSONReports() throws {
        let text = try Self.run("repeated-keys.json", ios: Self.shopIOS)
        #expect(text.exitCode == 1)
        #expect(text.standardError == "")
        #expect(
            text.standardOutput.contains(
                "maps differ: 4 on both, 0 mismatched, 0 ambiguous, 0 iOS only, 0 Android only, 0 allowed, 3 repeated Android keys (2 with two classes)\n"
            ))
        #expect(
            text.standardOutput.contains(
                """
                Repeated Android keys (3):
                  app://shop/home  Android keeps the last: entry 3 (com.shop.HomeActivity)
                    entry 0  app://shop/home  (com.shop.HomeActivity)  "Home"
                    entry 3  app://shop/home  (com.shop.HomeActivity)  "Home page"
                  app://shop/cart  Android keeps the last: entry 5 (com.shop.NewCartActivity)
                    entry 1  app://shop/cart  (com.shop.CartActivity)
                    entry 5  app://shop/cart  (com.shop.NewCartActivity)
                    two classes under one key: only the last opens; give each class its own key
                  app://shop/demo  Android keeps the last: entry 7 (com.shop.DemoActivity4)
                """))
        let json = try Self.run("repeated-keys.json", ios: Self.shopIOS, format: .json)
        let value = try JSON.parse(Array(json.standardOutput.utf8))
        guard case .array(let groups)? = value["repeatedKeys"] else {
            Issue.record("no repeatedKeys array")
            return
        }
        #expect(groups.count == 3)
        #expect(groups[1]["key"] == .string("app://shop/cart"))
        #expect(groups[1]["differentClasses"] == .bool(true))
        #expect(groups[1]["kept"]?["className"] == .string("com.shop.NewCartActivity"))
        #expect(groups[1]["kept"]?["index"] == .integer(5))
        #expect(value["result"] == .string("differ"))
    }

    @Test func trailingSlashTwinsAreOneRoute() throws {
        let ios = [S.ios("app://x/home/HomeActivity", "App.Home"), S.ios("app://x/home/settings", "App.Settings")]
        let report = try Self.report("trailing-slash.json", ios: ios)
        #expect(
            S.pairs(report.onBoth) == [
                "app://x/home/HomeActivity = /home/HomeActivity [exact]",
                "app://x/home/settings = /home/settings/ [exact]",
            ])
        #expect(report.ambiguous.isEmpty)
        #expect(report.repeatedKeys.map(\.key) == ["/home/HomeActivity"])
        #expect(report.repeatedKeys.first?.hasDifferentClasses == false)
        #expect(report.exitCode == 0, "twins of one class agree")
    }

    @Test func anEmptyKeyIsAWarningAndAndroidOnly() throws {
        let ios = [S.ios("app://x/profile", "App.Profile")]
        let report = try Self.report("empty-key.json", ios: ios)
        #expect(report.androidOnly == [.init(path: "", className: "com.app.EmptyKeyActivity")])
        #expect(report.warnings.count == 1)
        #expect(
            report.warnings.first?.hasPrefix("empty-key.json: entry 0: the key is empty; Android registers it") == true)
        #expect(S.pairs(report.onBoth) == ["app://x/profile = app://x/profile [exact]"])
        let text = try Self.run("empty-key.json", ios: ios).standardOutput
        #expect(text.contains("\nAndroid only (1):\n  \"\"  (com.app.EmptyKeyActivity)\n"))
        #expect(text.contains("\nWarnings (1):\n  empty-key.json: entry 0: the key is empty;"))
        // The allow-list line "/" normalises to the empty key.
        let allowed = try Self.report("empty-key.json", ios: ios, allowList: "allow-normalised.txt")
        #expect(allowed.allowed.map(\.route.className) == ["com.app.EmptyKeyActivity"])
    }

    @Test func aKeyWithAQueryIsUnreachableOnAndroid() throws {
        let ios = [
            S.ios("app://x/third", "App.Third"), S.ios("app://x/second", "App.Second"),
            S.ios("app://x/item/:id", "App.Item"),
        ]
        let report = try Self.report("query-key.json", ios: ios)
        #expect(report.unreachableOnAndroid == [.init(path: "/third?type=mod", className: "com.app.ThirdActivity")])
        #expect(report.iosOnly.map(\.path) == ["app://x/third"], "not paired with the unreachable key")
        // A regular-expression key's `?` is a quantifier, not a query.
        #expect(
            S.pairs(report.onBoth) == ["app://x/item/:id = /item/\\d+? [regex]", "app://x/second = /second [exact]"])
        #expect(report.exitCode == 1)
        let text = try Self.run("query-key.json", ios: ios).standardOutput
        #expect(
            text.contains(
                "\nUnreachable on Android (1):\n  /third?type=mod  (com.app.ThirdActivity)\n    Android cuts every URL at its first '?'"
            ))
    }

    @Test func ignoringTheHostCoversHostsWrittenOnlyInRegexKeys() throws {
        let ios = [S.ios("https://shop.example.com/item/:id", "Shop.Item")]
        let strict = try Self.report("regex-host.json", ios: ios)
        #expect(strict.onBoth.isEmpty)
        let ignored = try Self.report("regex-host.json", ios: ios, options: CrossCheckOptions(ignoreHost: true))
        #expect(
            S.pairs(ignored.onBoth) == ["https://shop.example.com/item/:id = https://m\\.shop\\.com/item/\\d+ [regex]"])
        let mapped = try Self.report(
            "regex-host.json", ios: ios, options: CrossCheckOptions(hostMap: ["shop.example.com": "m.shop.com"]))
        #expect(mapped.onBoth.count == 1, "--map-host already paired it")
        // The scheme is still compared unless ignored too.
        let http = [S.ios("http://shop.example.com/item/:id", "Shop.Item")]
        #expect(
            try Self.report("regex-host.json", ios: http, options: CrossCheckOptions(ignoreHost: true)).onBoth.isEmpty)
        #expect(
            try Self.report(
                "regex-host.json", ios: http, options: CrossCheckOptions(ignoreScheme: true, ignoreHost: true)
            ).onBoth.count == 1)
    }

    @Test func invalidUTF8IsRefusedWithFileAndOffset() throws {
        let outcome = try Self.run("invalid-utf8.json", ios: [])
        #expect(outcome.exitCode == 2)
        #expect(
            outcome.standardError
                == "error: invalid-utf8.json: the route map is not UTF-8: byte 0xE9 at byte offset 25 does not start a valid UTF-8 sequence; save the file as UTF-8\n"
        )
        #expect(throws: RouteMapError.self) {
            try AndroidRouteMap(jsonData: try Fixtures.data("RealAndroidMaps/invalid-utf8.json"))
        }
        let allow = AndroidCrossCheck.run(
            ios: CrossCheckInputFile(name: "routes.json", data: Data("[]".utf8)),
            android: CrossCheckInputFile(name: "routeMap.json", data: Data("[]".utf8)),
            allowList: CrossCheckInputFile(name: "allow.txt", data: Data([0x61, 0x0A, 0x62, 0xC3, 0x28]))
        )
        #expect(
            allow.standardError
                == "error: allow.txt: the allow-list is not UTF-8: byte 0xC3 at byte offset 3 does not start a valid UTF-8 sequence; save the file as UTF-8\n"
        )
    }

    @Test(arguments: [
        ([UInt8]("ok".utf8), nil as Int?),
        ([0x61, 0xC0, 0x80], 1),  // overlong NUL
        ([0xED, 0xA0, 0x80], 0),  // a surrogate
        ([0xF4, 0x90, 0x80, 0x80], 0),  // above U+10FFFF
        ([0x61, 0x62, 0xE2, 0x82], 2),  // cut short
        ([0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, 0x80], 7),  // € and 😀, then a stray continuation byte
    ])
    func utf8Validation(bytes: [UInt8], expected: Int?) {
        #expect(UTF8Validation.firstInvalidOffset(bytes) == expected)
    }

    @Test func allowListLinesAreNormalisedLikeKeys() throws {
        let report = try Self.report("relative-keys.json", ios: [], allowList: "allow-normalised.txt")
        #expect(report.allowed.map(\.route.path) == ["MainActivity", "app/user/"])
        #expect(report.androidOnly.map(\.path) == ["path:/Profile/Fragment"])
        #expect(report.unusedAllowListEntries == ["/"])
    }

    @Test func relativeKeysCompareOnlyWithTheSameRelativeText() throws {
        let ios = [
            S.ios("app://x/app/user", "App.User"), S.ios("app://x/MainActivity", "App.Main"),
            S.ios("path:/Profile/Fragment", "App.Profile"),
        ]
        let report = try Self.report("relative-keys.json", ios: ios)
        #expect(S.pairs(report.onBoth) == ["path:/Profile/Fragment = path:/Profile/Fragment [exact]"])
        #expect(report.iosOnly.map(\.path) == ["app://x/MainActivity", "app://x/app/user"])
        #expect(report.androidOnly.map(\.path) == ["MainActivity", "app/user/"])
    }

    @Test func controlCharactersAreEscapedInTheTextReport() throws {
        let outcome = try Self.run(
            "control-characters.json", ios: [S.ios("app://x/b", "App.B", description: "\u{202E}evil")])
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.filter { $0.hasPrefix("maps ") } == [
                "maps differ: 1 on both, 0 mismatched, 0 ambiguous, 0 iOS only, 1 Android only, 0 allowed"
            ])
        #expect(!outcome.standardOutput.contains("\u{1B}"))
        #expect(!outcome.standardOutput.contains("\u{202E}"))
        #expect(outcome.standardOutput.contains("  app://x/a\\u{A}maps agree: 9 on both  (com.app.A)\n"))
        #expect(outcome.standardOutput.contains("(App.B / \\u{1B}[31mcom.app.Red\\u{1B}[0m)"))
        let json = try Self.run("control-characters.json", ios: [], format: .json).standardOutput
        #expect(!json.contains("\u{1B}"))
        #expect(json.contains("\\u001b[31m"))
    }

    @Test func everyBadEntryIsListedInOneRun() throws {
        let outcome = try Self.run("bad-entries.json", ios: [])
        #expect(outcome.exitCode == 2)
        #expect(
            outcome.standardError == """
                error: bad-entries.json: entry 1: missing required key 'className'
                error: bad-entries.json: entry 2: 'path' must be a string, found an integer
                error: bad-entries.json: entry 3: 'path' contains a backslash, so Android reads it as a regular expression, but 'app://x/\\d+(' is not a valid regular expression
                error: bad-entries.json: entry 4: expected an object, found a string
                error: bad-entries.json: entry 5: 'params' must map strings to strings; 'a' is an integer

                """)
        let error = #expect(throws: RouteMapError.self) {
            try AndroidRouteMap(jsonData: try Fixtures.data("RealAndroidMaps/bad-entries.json"))
        }
        #expect(error?.allProblems.map(\.index) == [1, 2, 3, 4, 5])
    }

    @Test func badEntriesOfBothMapsAreListedTogether() throws {
        let duplicated = try renderRouteMap(
            RouteMap(entries: [
                S.ios("a://b", "App.A"), S.ios("a://c"), S.ios("a://b", "App.B"), S.ios("a://c", "App.C"),
            ]), format: .json)
        let outcome = AndroidCrossCheck.run(
            ios: CrossCheckInputFile(name: "routes.json", data: duplicated),
            android: CrossCheckInputFile(name: "routeMap.json", data: Data(#"[{"path": "x"}]"#.utf8))
        )
        #expect(
            outcome.standardError == """
                error: routes.json: entry 1: duplicate path 'a://b' (also entry 0); the cross-check needs each path once
                error: routes.json: entry 3: duplicate path 'a://c' (also entry 2); the cross-check needs each path once
                error: routeMap.json: entry 0: missing required key 'className'

                """)
    }

    @Test(arguments: [
        (#"https://m\.shop\.com/item/\d+"#, "https://m.shop.com/item/" as String?),
        (#"app://x/(a|b)/long_literal"#, "/long_literal"),
        (#"x/ab?cdefghijk"#, "cdefghijk"),
        (#"x/a{2,3}bcdefgh"#, "bcdefgh"),
        (#"app://x/[ab]c"#, "app://x/"),
        (#"a|b"#, nil),
        (#"(?i)app://x"#, nil),
        (#"\Qapp\E"#, nil),
    ])
    func requiredLiteralOfARegexKey(source: String, expected: String?) {
        #expect(RegexKey.requiredLiteral(in: source) == expected)
    }

    @Test func widenedRegexKeys() {
        #expect(
            RegexKey.widened(#"https://m\.shop\.com/item/\d+"#, scheme: false, host: true) == #"https://[^/]*/item/\d+"#
        )
        #expect(
            RegexKey.widened(#"https?://m\.shop\.com/item"#, scheme: true, host: false)
                == #"[A-Za-z][A-Za-z0-9+.-]*://m\.shop\.com/item"#)
        #expect(RegexKey.widened(#"(a|b)://x/y"#, scheme: false, host: true) == #"(a|b)://[^/]*/y"#)
        #expect(RegexKey.widened(#"/item/\d+"#, scheme: true, host: true) == nil)
    }
}
