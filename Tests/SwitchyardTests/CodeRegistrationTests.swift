import SwitchyardRelocation
import Testing

@_spi(Generated) @testable import Switchyard

/// A page TheRouter's apps register with `addRouterItem` (TheRouter/Classes/TheRouter+Convenience.swift:
/// a path and a class, singly, in batches or as a dictionary); here a pattern list, a type name
/// and a factory.
private func legacyPage(
    _ patterns: [String] = ["app://legacy/:id"], _ name: String = "Legacy.OldPage", priority: Int = 0
)
    -> RoutePage
{
    RoutePage(patterns, typeName: name, priority: priority) { request in Page(name, request) }
}

@Suite("Pages registered in code: the same tables as generated ones, removed by token")
struct CodeRegistrationTests {
    @Test @MainActor func aPageRegisteredInCodeOpensAndIsListedLikeAGeneratedOne() async throws {
        let router = Router()
        router.register([sampleTable()])
        try router.register([legacyPage(), RoutePage(CallbackPage.self, patterns: ["app://callback"])])
        let opened = await router.openURL("app://legacy/7")
        let page = try #require(opened.destination as? Page)
        #expect(page.typeName == "Legacy.OldPage")
        #expect(page.request.parameters.get("id", as: Int.self) == 7)
        let legacy = try #require(router.routes.first { $0.pattern.description == "app://legacy/:id" })
        #expect(legacy.typeName == "Legacy.OldPage" && legacy.module == "Legacy")
        // The Routable convenience: the type's own factory, its name as the route map writes it.
        #expect((await router.openURL("app://callback").destination as? Page)?.typeName == "CallbackPage")
        #expect(router.typeName("app://callback") == String(reflecting: CallbackPage.self))
    }

    /// Outside input through the run-time entry point: an internal page registered in code is
    /// closed to external links, as a generated internal route is.
    @Test func anInternalPageRegisteredInCodeIsClosedToExternalLinks() throws {
        let router = Router()
        try router.register([
            RoutePage(["app://legacy/admin"], typeName: "Legacy.AdminPage", isInternal: true) { _ in "admin" }
        ])
        #expect(router.canOpenURL("app://legacy/admin", source: .app))
        #expect(!router.canOpenURL("app://legacy/admin", source: .external))
    }

    @Test func aBatchIsValidatedWholeAndRebuildsTheTrieOnce() throws {
        let router = Router()
        router.register([sampleTable()])
        #expect(router.canOpenURL("app://product/1"))
        let installs = router.installCount
        try router.register([legacyPage(), legacyPage(["app://legacy/list"], "Legacy.ListPage")])
        #expect(router.installCount == installs + 1)
        #expect(router.canOpenURL("app://legacy/list") && router.canOpenURL("app://legacy/1"))
        #expect(router.installCount == installs + 1)

        // An invalid pattern: thrown at once, and the batch's valid page is not registered.
        let invalid = #expect(throws: RouteTableError.self) {
            try router.register([legacyPage(["app://valid"], "Legacy.Valid"), legacyPage(["app://x/:"], "Legacy.Bad")])
        }
        #expect(invalid?.typeName == "Legacy.Bad")
        #expect(!router.canOpenURL("app://valid"))

        // A same-priority conflict with an installed route, then within the batch.
        let clash = #expect(throws: RouteTableError.self) {
            try router.register(legacyPage(["app://auth/:who"], "Legacy.Login"))
        }
        #expect(clash?.kind == .conflict(pattern: "app://auth/:who", otherType: "Tests.ProviderPage", priority: 0))
        #expect(throws: RouteTableError.self) {
            try router.register([legacyPage(["app://twin"], "Legacy.A"), legacyPage(["app://twin"], "Legacy.B")])
        }
        #expect(!router.canOpenURL("app://twin"))
        // A closure route is a route of another type like any other.
        try router.handle("app://hook/:a") { _ in () }
        #expect(throws: RouteTableError.self) { try router.register(legacyPage(["app://hook/:b"], "Legacy.Hook")) }
        // A higher priority wins, as in a generated table.
        try router.register(legacyPage(["app://auth/:who"], "Legacy.Login", priority: 1))
        #expect(router.typeName("app://auth/github") == "Legacy.Login")
    }

    @Test func theTokenRemovesThePagesItWasReturnedFor() throws {
        let router = Router()
        router.register([sampleTable()])
        let first = try router.register([legacyPage(), legacyPage(["app://legacy/list"], "Legacy.ListPage")])
        let second = try router.register(legacyPage(["app://other"], "Legacy.Other"))
        #expect(router.remove(first))
        #expect(!router.canOpenURL("app://legacy/1") && !router.canOpenURL("app://legacy/list"))
        #expect(router.canOpenURL("app://other") && router.canOpenURL("app://product/1"))
        #expect(!router.remove(first))
        #expect(router.remove(second))
        #expect(!router.canOpenURL("app://other"))
    }

    @Test func relocationRulesNameThemByTheirTypeName() throws {
        let (router, _) = relocationRouter()
        let token = try router.register(legacyPage())
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.add(pattern: "app://older/:id", typeName: "Legacy.OldPage")]))
        #expect(router.typeName("app://older/3") == "Legacy.OldPage")
        // Removed, and another page registered in its place: a batch naming it is refused (the
        // tables changed although their number did not).
        router.remove(token)
        try router.register(legacyPage(["app://new"], "Legacy.NewPage"))
        let refusal = #expect(throws: RelocationError.self) {
            try router.applyRelocation(
                RelocationBatch(version: 2, rules: [.add(pattern: "app://oldest/:id", typeName: "Legacy.OldPage")]))
        }
        #expect(refusal?.description.contains("no route table knows the type 'Legacy.OldPage'") == true)
    }

    @Test @MainActor func aPageOpensTheNextLinkOnTheRouterThatOpenedIt() async throws {
        let router = Router()  // not Router.shared
        router.register([sampleTable()])
        let first = try #require(await router.openURL("app://product/1").destination as? Page)
        #expect(first.request.router === router)
        let next = await first.request.router?.openURL("app://auth/github")
        #expect((next?.destination as? Page)?.typeName == "ProviderPage")
        #expect(try router.resolve("app://item/2").get().request.router === router)
    }

    @Test func aRequestKeptByAPageDoesNotKeepItsRouterAlive() throws {
        var router: Router? = Router()
        router?.register([sampleTable()])
        let request = try #require(try router?.resolve("app://product/1").get().request)
        #expect(request.router != nil)
        router = nil
        #expect(request.router == nil)
    }
}
