import Foundation
@_spi(JSON) import SwitchyardJSON
import Testing

@testable import _AndroidCrossCheck
@testable import _RouteMap

/// The matching rules of the cross-check, on small in-memory maps.
@Suite("Android cross-check matching")
struct AndroidMatchingTests {
    typealias S = CrossCheckSupport

    @Test func shapesDropQueryAndOneTrailingSlashOnly() {
        let shape = RoutePathShape("http://kymjs.com/a/:id/?x=1#f")
        #expect(shape.scheme == "http")
        #expect(shape.host == "kymjs.com")
        #expect(shape.path == "/a/:id")
        #expect(shape.segments == [.literal("a"), .parameter("id")])
        let pathOnly = RoutePathShape("/therouter/test_fragment2")
        #expect(pathOnly.isPathOnly)
        #expect(pathOnly.pieces == ["therouter", "test_fragment2"])
        #expect(RoutePathShape("http://h/a//").path == "/a/")
    }

    @Test func exactMatchIsCaseSensitiveAndIgnoresTheTrailingSlash() {
        let report = S.compare(
            [S.ios("http://kymjs.com/a"), S.ios("http://kymjs.com/B"), S.ios("http://kymjs.com/c")],
            [
                S.android("http://kymjs.com/a/"), S.android("http://kymjs.com/b"),
                S.android("http://kymjs.com/c/?from=push"),
            ]
        )
        #expect(S.pairs(report.onBoth) == ["http://kymjs.com/a = http://kymjs.com/a/ [exact]"])
        #expect(report.iosOnly.map(\.path) == ["http://kymjs.com/B", "http://kymjs.com/c"])
        #expect(report.androidOnly.map(\.path) == ["http://kymjs.com/b"])
        // Android cuts the looked-up URL at '?' but registers the key as written.
        #expect(report.unreachableOnAndroid.map(\.path) == ["http://kymjs.com/c/?from=push"])
    }

    @Test func aHandlerAgainstAPageIsAMismatchOfKind() {
        var handler = S.ios("app://h/logout", "App.LogoutHandler")
        handler.action = RouteMapEntry.handlerAction
        var action = S.android("app://h/share", "")
        action.action = "share"
        let report = S.compare(
            [handler, S.ios("app://h/share"), S.ios("app://h/page")],
            [S.android("app://h/logout"), action, S.android("app://h/page")])
        #expect(S.pairs(report.onBoth) == ["app://h/page = app://h/page [exact]"])
        #expect(
            report.mismatched.map(\.differences) == [
                [.init(field: "kind", ios: "handler", android: "page")],
                [.init(field: "kind", ios: "page", android: "action")],
            ])
        #expect(report.text.contains("kind: iOS handler ≠ Android page"))
    }

    /// Android starts an entry's Activity and then runs its `action` (TheRouter
    /// `router/src/main/java/com/therouter/router/Navigator.kt`, `createIntent`): an entry that names
    /// a class is a page whatever its action, as in a real app's map (`"action": "abc"` beside an
    /// Activity).
    @Test func anEntryWithAClassAndAnActionIsAPage() {
        var pageWithAction = S.android("app://h/order", "com.app.OrderActivity")
        pageWithAction.action = "abc"
        var handler = S.ios("app://h/logout", "App.LogoutHandler")
        handler.action = RouteMapEntry.handlerAction
        var pageThatRunsAnAction = S.android("app://h/logout", "com.app.LogoutActivity")
        pageThatRunsAnAction.action = "logout"
        let report = S.compare([S.ios("app://h/order"), handler], [pageWithAction, pageThatRunsAnAction])
        #expect(S.pairs(report.onBoth) == ["app://h/order = app://h/order [exact]"])
        #expect(report.mismatched.map(\.differences) == [[.init(field: "kind", ios: "handler", android: "page")]])
    }

    @Test func parameterSegmentsMatchOneNonEmptySegment() {
        let report = S.compare(
            [S.ios("http://kymjs.com/user/:id")],
            [
                S.android("http://kymjs.com/user/42"), S.android("http://kymjs.com/user/42/posts"),
                S.android("http://kymjs.com/user"),
            ]
        )
        #expect(S.pairs(report.onBoth) == ["http://kymjs.com/user/:id = http://kymjs.com/user/42 [pattern]"])
        #expect(report.androidOnly.map(\.path) == ["http://kymjs.com/user", "http://kymjs.com/user/42/posts"])
    }

    @Test func wildcardAndCatchAll() {
        let report = S.compare(
            [S.ios("app://h/files/*/raw"), S.ios("app://h/docs/**")],
            [S.android("app://h/files/x/raw"), S.android("app://h/docs/a/b/c"), S.android("app://h/docs")]
        )
        // `**` takes one or more segments, as in the runtime's trie, so `app://h/docs/**` pairs
        // with `app://h/docs/a/b/c` only, and the bare `app://h/docs` is Android's alone.
        #expect(
            S.pairs(report.onBoth) == [
                "app://h/docs/** = app://h/docs/a/b/c [pattern]", "app://h/files/*/raw = app://h/files/x/raw [pattern]",
            ])
        #expect(report.androidOnly.map(\.path) == ["app://h/docs"])
        #expect(report.ambiguous.isEmpty)
    }

    @Test func pathOnlyAndroidKeysCompareOnThePathOnly() {
        let report = S.compare(
            [S.ios("myapp://anything/therouter/test_fragment2")], [S.android("/therouter/test_fragment2")])
        #expect(
            S.pairs(report.onBoth) == ["myapp://anything/therouter/test_fragment2 = /therouter/test_fragment2 [exact]"])
    }

    @Test func theMostSpecificIOSPatternTakesALiteralAndroidKey() {
        let report = S.compare(
            [
                S.ios("http://h/therouter/home", "App.Home"), S.ios("http://h/therouter/:page", "App.Web"),
                S.ios("http://h/**", "App.Fallback"),
            ],
            [S.android("http://h/therouter/home"), S.android("http://h/therouter/other")]
        )
        #expect(
            S.pairs(report.onBoth) == [
                "http://h/therouter/:page = http://h/therouter/other [pattern]",
                "http://h/therouter/home = http://h/therouter/home [exact]",
            ])
        #expect(report.iosOnly.map(\.path) == ["http://h/**"])
    }

    @Test func equallySpecificPatternsAreAmbiguousUnlessPriorityDecides() {
        let android = [S.android("http://h/a/b")]
        let tie = S.compare(
            [S.ios("http://h/a/:x", "App.X"), S.ios("http://h/:y/b", "App.Y"), S.ios("http://h/a/:z", "App.Z")], android
        )
        #expect(
            tie.ambiguous == [
                CrossCheckReport.Ambiguity(
                    ios: [
                        .init(path: "http://h/a/:x", className: "App.X"),
                        .init(path: "http://h/a/:z", className: "App.Z"),
                    ],
                    android: [.init(path: "http://h/a/b", className: "com.app.Page")]
                )
            ])
        #expect(tie.iosOnly.map(\.path) == ["http://h/:y/b"], "literal first segment is more specific")
        let decided = S.compare(
            [S.ios("http://h/a/:x", "App.X", priority: 1), S.ios("http://h/a/:z", "App.Z", priority: 2)], android)
        #expect(S.pairs(decided.onBoth) == ["http://h/a/:z = http://h/a/b [pattern]"])
    }

    @Test func regexKeysUseUnanchoredFindAndSampleValues() {
        let report = S.compare(
            [
                S.ios("http://kymjs.com/user/:id"), S.ios("http://m.kymjs.com/order/7"),
                S.ios("http://kymjs.com/tag/:name"),
            ],
            [S.android(#"kymjs\.com/user/\d+$"#), S.android(#"kymjs\.com/order/\d"#), S.android(#"/tag/name\b"#)]
        )
        #expect(
            S.pairs(report.onBoth) == [
                #"http://kymjs.com/tag/:name = /tag/name\b [regex]"#,
                #"http://kymjs.com/user/:id = kymjs\.com/user/\d+$ [regex]"#,
                #"http://m.kymjs.com/order/7 = kymjs\.com/order/\d [regex]"#,
            ])
    }

    @Test func anExactKeyBeatsARegexForALiteralPattern() {
        let report = S.compare(
            [S.ios("http://h/therouter/pending")],
            [S.android("http://h/therouter/pending"), S.android(#"h/therouter/\w+"#)]
        )
        #expect(S.pairs(report.onBoth) == ["http://h/therouter/pending = http://h/therouter/pending [exact]"])
        #expect(report.androidOnly.map(\.path) == [#"h/therouter/\w+"#])
    }

    @Test func oneIOSPatternMatchingSeveralRegexKeysIsAmbiguous() {
        let report = S.compare([S.ios("http://h/user/:id")], [S.android(#"user/\d+"#), S.android(#"h/user/\w+"#)])
        #expect(report.ambiguous.count == 1)
        #expect(report.ambiguous.first?.android.map(\.path) == [#"h/user/\w+"#, #"user/\d+"#])
        #expect(report.exitCode == 1)
    }

    @Test func oneRegexKeyMatchingSeveralIOSPatternsIsAmbiguous() {
        let report = S.compare(
            [S.ios("http://h/user/:id"), S.ios("app://h/profile/:id")], [S.android(#"/(user|profile)/\w"#)])
        #expect(report.ambiguous.first?.ios.map(\.path) == ["app://h/profile/:id", "http://h/user/:id"])
    }

    @Test func hostMappingSchemeAndHostOptions() throws {
        let ios = [S.ios("https://m.kymjs.com/a"), S.ios("myapp://m.kymjs.com/b")]
        let android = [S.android("https://kymjs.com/a"), S.android("http://kymjs.com/b")]
        #expect(S.compare(ios, android).onBoth.isEmpty)

        var mapped = CrossCheckOptions()
        try mapped.addHostMapping("m.kymjs.com=kymjs.com")
        #expect(
            S.pairs(S.compare(ios, android, options: mapped).onBoth) == [
                "https://m.kymjs.com/a = https://kymjs.com/a [exact]"
            ])

        mapped.ignoreScheme = true
        #expect(S.compare(ios, android, options: mapped).onBoth.count == 2)
        #expect(
            S.compare(ios, android, options: CrossCheckOptions(ignoreScheme: true, ignoreHost: true)).onBoth.count == 2)
        #expect(S.compare(ios, android, options: CrossCheckOptions(ignoreHost: true)).onBoth.count == 1)
    }

    @Test func ignoringSchemeAndHostAlsoAppliesToRegexKeys() {
        let ios = [S.ios("myapp://app.local/user/:id")]
        let android = [S.android("http://kymjs.com/home"), S.android(#"^http://kymjs\.com/user/\d+"#)]
        #expect(S.compare(ios, android).onBoth.isEmpty)
        let report = S.compare(ios, android, options: CrossCheckOptions(ignoreScheme: true, ignoreHost: true))
        #expect(S.pairs(report.onBoth) == [#"myapp://app.local/user/:id = ^http://kymjs\.com/user/\d+ [regex]"#])
    }

    @Test(arguments: [
        ("a", "--map-host expects IOS=ANDROID (e.g. --map-host myapp.example.com=kymjs.com), got 'a'"),
        ("=b", "--map-host expects IOS=ANDROID (e.g. --map-host myapp.example.com=kymjs.com), got '=b'"),
        ("x=y", "--map-host maps 'x' twice; give each iOS host once"),
    ])
    func badHostMappings(argument: String, message: String) throws {
        var options = CrossCheckOptions()
        try options.addHostMapping("x=z")
        #expect(throws: CrossCheckUsageError(message: message)) { try options.addHostMapping(argument) }
    }
}

@Suite("Android cross-check robustness")
struct AndroidCrossCheckRobustnessTests {
    @Test func aRegexThatDoesNotCompileMatchesNothingWhenBuiltByHand() {
        let report = CrossCheckSupport.compare(
            [CrossCheckSupport.ios("http://h/a(\\d")], [CrossCheckSupport.android("http://h/a(\\d")])
        #expect(report.onBoth.isEmpty)
        #expect(report.iosOnly.count == 1)
        #expect(report.androidOnly.count == 1)
    }

    @Test func emptyMapsAgree() throws {
        let outcome = AndroidCrossCheck.run(
            ios: CrossCheckInputFile(name: "routes.json", data: Data("[]\n".utf8)),
            android: CrossCheckInputFile(name: "routeMap.json", data: Data("[]".utf8)),
            format: .json
        )
        #expect(outcome.exitCode == 0)
        #expect(try JSON.parse(Array(outcome.standardOutput.utf8))["result"] == .string("agree"))
    }
}
