import Switchyard
import SwitchyardRelocation

extension DemoScenario {
    /// Section 7: relocation dictionaries written as TheRouter's example app writes them
    /// (`Example/TheRouter/ViewController.swift` and its README, HuolalaTech/hll-wp-therouter-ios),
    /// applied unchanged: a redirect, an added path whose `className` names the type as TheRouter's
    /// app target saw it (`TheRouter_Example.…`), and a reset.
    public func theRouterPayload() async {
        resetToLaunch()
        console.line("TheRouter's server payloads, as its example app writes them, applied unchanged:", indent: 2)
        let rules: [[String: Any]] = [
            // TheRouter: ["routerType": 1, "targetPath": "scheme://router/demo1", "orginPath": "scheme://router/demo"]
            ["routerType": 1, "targetPath": "app://home", "orginPath": "app://home/feed/:tab"],
            // TheRouter: ["routerType": 2, "className": "TheRouter_Example.TheRouterControllerC", "path": "scheme://router/demo33"]
            ["routerType": 2, "className": "TheRouter_Example.ProductListPage", "path": "app://products"],
        ]
        for rule in rules {
            console.line(
                rule.keys.sorted().map { "\($0): \(rule[$0].map { "\($0)" } ?? "")" }.joined(separator: ", "), .dim,
                indent: 4)
        }
        do {
            try router.applyRelocation(theRouterRules: rules, version: 20)
            narrateRelocationEvents()
        } catch {
            expect(false, "TheRouter's payload should apply: \(error)")
        }
        await open(
            "app://home/feed/news", note: "routerType 1: redirected, as TheRouter redirects it",
            expecting: .page("HomePage"))
        await open(
            "app://products",
            note: "routerType 2: className TheRouter_Example.ProductListPage resolves among the installed types",
            expecting: .page("ProductListPage"))
        console.line()
        // TheRouter: ["routerType": 4, "targetPath": "scheme://router/demo", "orginPath": "scheme://router/demo"]
        let reset: [[String: Any]] = [
            ["routerType": 4, "targetPath": "app://home/feed/:tab", "orginPath": "app://home/feed/:tab"]
        ]
        console.line("routerType 4 (reset, the target the origin itself): the build-time page again", indent: 2)
        do {
            try router.applyRelocation(theRouterRules: reset, version: 21)
            narrateRelocationEvents()
        } catch {
            expect(false, "TheRouter's reset should apply: \(error)")
        }
        await open("app://home/feed/news", note: "no redirect any more", expecting: .page("FeedPage"))
        router.restoreBuildTimeRoutes()
        _ = log.drainEvents()
    }
}
