import SwitchyardRelocation
import Testing

@_spi(Generated) @testable import Switchyard

@Suite("Matching")
struct MatchingTests {
    func router(_ tables: RouteTable...) -> Router {
        let router = Router()
        router.register(tables)
        return router
    }

    func typeName(_ router: Router, _ url: String) -> String? {
        try? router.resolve(url).get().request.route.typeName
    }

    @Test func literalBeatsParameterWithBacktracking() {
        let router = router(sampleTable())
        // routing-kit answers 404 here (vapor#3213): /auth/google exists only as a prefix of a literal route.
        #expect(typeName(router, "app://auth/google") == "Tests.ProviderPage")
        #expect(typeName(router, "app://auth/google/callback") == "Tests.CallbackPage")
        #expect(typeName(router, "app://auth/apple") == "Tests.ProviderPage")
        #expect(typeName(router, "app://auth/apple/callback") == nil)
    }

    @Test func orderIsLiteralParameterWildcardCatchAll() {
        let table = RouteTable(
            module: "M",
            entries: [
                entry(ProductPage.self, "Literal", ["app://a/x/end"]),
                entry(ProductPage.self, "Param", ["app://a/:p/end"]),
                entry(ProductPage.self, "Wild", ["app://a/*/end", "app://a/*/other"]),
                entry(ProductPage.self, "Rest", ["app://a/**"]),
            ])
        let router = router(table)
        #expect(typeName(router, "app://a/x/end") == "Tests.Literal")
        #expect(typeName(router, "app://a/y/end") == "Tests.Param")
        #expect(typeName(router, "app://a/y/other") == "Tests.Wild")
        #expect(typeName(router, "app://a/x/other") == "Tests.Wild")
        #expect(typeName(router, "app://a/y/z/w") == "Tests.Rest")
        // `**` takes one or more segments: the bare prefix is not the catch-all's.
        #expect(typeName(router, "app://a") == nil)
        #expect(typeName(router, "app://a/y") == "Tests.Rest")
    }

    @Test func catchAllTakesOneOrMoreSegmentsAsRoutingKitAndHummingbirdDo() {
        // routing-kit `catchallValue`: `users/**` gives nothing for `users`; with a sibling
        // `:id`, the bare prefix goes to the more specific route of the other module.
        let router = router(
            RouteTable(
                module: "M",
                entries: [
                    entry(ProductPage.self, "ShopItem", ["app://shop/:id"]),
                    entry(ProductPage.self, "ListRest", ["app://shop/list/**"]),
                    entry(ProductPage.self, "Help", ["app://help", "app://help/**"]),
                ]))
        #expect(typeName(router, "app://shop/list") == "Tests.ShopItem")
        #expect(typeName(router, "app://shop/list/a") == "Tests.ListRest")
        #expect(typeName(router, "app://shop/list/a/b") == "Tests.ListRest")
        #expect(typeName(router, "app://help") == "Tests.Help")
        #expect(typeName(router, "app://help/faq/1") == "Tests.Help")
    }

    @Test func aCatchAllRedirectMovesOneOrMoreSegmentsAndLeavesThePrefix() throws {
        let router = router(
            RouteTable(
                module: "M",
                entries: [
                    entry(ProductPage.self, "Files", ["app://files/**"]),
                    entry(ProductPage.self, "Legacy", ["app://legacy"]),
                ]))
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "app://legacy/**", to: "app://files/**")]))
        let moved = try router.resolve("app://legacy/a/b").get().request
        #expect(moved.route.typeName == "Tests.Files")
        #expect(moved.parameters.get("**", as: String.self) == "a/b")
        #expect(try router.resolve("app://legacy").get().request.route.typeName == "Tests.Legacy")
    }

    @Test func catchAllCapturesTheRest() throws {
        let router = router(sampleTable())
        let request = try router.resolve("https://example.com/docs/a%2Fb/c?x=1").get().request
        #expect(request.route.typeName == "Tests.WebPage")
        #expect(request.parameters.get("**", as: String.self) == "example.com/docs/a/b/c")
    }

    @Test func schemeAndHostAreCaseInsensitivePathIsNot() {
        let table = RouteTable(module: "M", entries: [entry(ProductPage.self, "Page", ["app://Home/Feed"])])
        let router = router(table)
        #expect(typeName(router, "APP://HOME/Feed") == "Tests.Page")
        #expect(typeName(router, "app://home/feed") == nil)
    }

    @Test func priorityBreaksTiesAndResolveReportsShadowed() throws {
        let table = RouteTable(
            module: "M",
            entries: [
                entry(ProductPage.self, "Low", ["app://p/:id"], priority: 1),
                entry(ProductPage.self, "High", ["app://p/:pid"], priority: 5),
            ])
        let router = router(table)
        let resolution = try router.resolve("app://p/7").get()
        #expect(resolution.request.route.typeName == "Tests.High")
        #expect(resolution.request.parameters.get("pid", as: Int.self) == 7)
        #expect(resolution.request.parameters.get("id", as: Int.self) == nil)
        #expect(resolution.shadowed.map(\.typeName) == ["Tests.Low"])
    }

    @Test func samePatternSamePriorityIsAnInstallIssue() {
        let table = RouteTable(
            module: "M",
            entries: [
                entry(ProductPage.self, "First", ["app://p/:id"]),
                entry(ProductPage.self, "Second", ["app://p/:other"]),
            ])
        let router = router(table)
        #expect(throws: RouteTableError.self) { try router.install() }
        do {
            try router.install()
        } catch {
            #expect(
                error.description
                    == "Tests.Second and Tests.First both claim 'app://p/:other' with priority 0; give one a higher routePriority or change its pattern"
            )
        }
        // Nothing crashes; the first registered wins.
        #expect(typeName(router, "app://p/1") == "Tests.First")
    }

    @Test func invalidPatternIsReportedAndTheRestInstalls() {
        let table = RouteTable(
            module: "M",
            entries: [
                entry(ProductPage.self, "Bad", ["app://x/**/y"]),
                entry(ProductPage.self, "Good", ["app://ok"]),
            ])
        let router = router(table)
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        #expect(router.canOpenURL("app://ok"))
        #expect(log.lines.contains { $0.contains("Tests.Bad: invalid route pattern 'app://x/**/y'") })
        #expect(log.lines.contains { $0.hasPrefix("installed 1 routes from 1 tables") })
    }

    @Test func lookupIsCorrectAtTenThousandRoutes() {
        var entries: [RouteEntry] = []
        for module in 0..<100 {
            for page in 0..<100 {
                entries.append(entry(ProductPage.self, "M\(module)P\(page)", ["app://m\(module)/p\(page)/:id"]))
            }
        }
        let router = router(RouteTable(module: "Big", entries: entries))
        #expect(router.routes.count == 10_000)
        for (module, page) in [(0, 0), (42, 17), (99, 99)] {
            #expect(typeName(router, "app://m\(module)/p\(page)/5") == "Tests.M\(module)P\(page)")
        }
        #expect(typeName(router, "app://m100/p0/5") == nil)
        #expect(typeName(router, "app://m1/p1") == nil)
    }

    @Test func dumpDescribesTheTrie() {
        let table = RouteTable(
            module: "M", entries: [entry(ProductPage.self, "Page", ["app://p/:id", "app://p/list"])])
        let router = router(table)
        #expect(
            router.dump() == """
                ·
                  app
                    p
                      list  => app://p/list -> Tests.Page (priority 0)
                      :  => app://p/:id -> Tests.Page (priority 0)
                """)
    }
}
