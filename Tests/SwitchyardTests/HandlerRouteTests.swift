import SwitchyardRelocation
import Testing

@_spi(Generated) @testable import Switchyard

enum AddToCart: RouteHandler {
    static let routePatterns = ["app://cart/add"]
    static func handle(_ request: RouteRequest) async throws -> Int {
        try request.parameters.require("id", as: Int.self)
    }
}

enum WipeCache: RouteHandler {
    static let routePatterns = ["app://debug/wipe"]
    static let routeIsInternal = true
    static func handle(_ request: RouteRequest) async throws {}
}

@Suite("Handler routes: URLs that do something, in the same trie as pages")
struct HandlerRouteTests {
    func makeRouter() -> (Router, EventLog) {
        let router = Router()
        router.register([sampleTable()])
        router.register([
            RouteTable(
                module: "Tests",
                entries: [
                    RouteEntry(handler: AddToCart.self, typeName: "Tests.AddToCart"),
                    RouteEntry(handler: WipeCache.self, typeName: "Tests.WipeCache"),
                ])
        ])
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        return (router, log)
    }

    @Test func aHandlerTypeRunsAndItsResultIsTheOutcome() async {
        let (router, log) = makeRouter()
        let outcome = await router.openURL("app://cart/add?id=42")
        guard case .handled(let request, let result) = outcome else {
            Issue.record("expected .handled, got \(outcome)")
            return
        }
        #expect(request.route.typeName == "Tests.AddToCart")
        #expect(result as? Int == 42)
        #expect(
            log.lines.filter { !$0.hasPrefix("installed") } == [
                "opening app://cart/add?id=42 (app)",
                "matched app://cart/add?id=42 -> app://cart/add -> Tests.AddToCart (priority 0)",
                "handled app://cart/add?id=42 -> Tests.AddToCart",
            ])
        #expect(await router.openURL("app://debug/wipe").handlerResult is Void)
    }

    @Test func aThrowingHandlerIsAFailureThatNamesIt() async {
        let (router, _) = makeRouter()
        let outcome = await router.openURL("app://cart/add?id=many")
        guard case .handlerFailed(let typeName, _)? = outcome.failure?.reason else {
            Issue.record("expected handlerFailed, got \(outcome)")
            return
        }
        #expect(typeName == "Tests.AddToCart")
        #expect(
            outcome.failure?.description.hasPrefix("Tests.AddToCart failed to handle 'app://cart/add?id=many': ")
                == true)
    }

    @Test func interceptorsTheInternalFlagAndRelocationApply() async throws {
        let (router, _) = makeRouter()
        try router.addInterceptor(named: "NoCart", scope: .patterns(["app://cart/add"])) { request in
            request.parameters.get("id", as: Int.self) == 13 ? .reject(reason: "unlucky") : .proceed
        }
        #expect(
            await router.openURL("app://cart/add?id=13").failure?.description
                == "'app://cart/add?id=13' was rejected by NoCart: unlucky")
        #expect(await router.openURL("app://cart/add?id=12").handlerResult as? Int == 12)
        guard case .notAllowedFromOutside? = await router.openURL("app://debug/wipe", source: .external).failure?.reason
        else {
            Issue.record("an internal handler must refuse external links")
            return
        }
        try router.applyRelocation(
            RelocationBatch(version: 1, rules: [.redirect(from: "app://basket/add", to: "app://cart/add")]))
        #expect(await router.openURL("app://basket/add?id=7").handlerResult as? Int == 7)
    }

    @Test func aClosureRegisteredAtRunTimeRunsAndIsRemovedByItsToken() async throws {
        let (router, log) = makeRouter()
        let token = try router.handle("app://logout") { request in
            request.parameters.get("reason", as: String.self) ?? "none"
        }
        #expect(await router.openURL("app://logout?reason=expired").handlerResult as? String == "expired")
        #expect(log.lines.last == "handled app://logout?reason=expired -> closure(app://logout)")
        #expect(router.remove(token))
        #expect(!router.remove(token))
        guard case .noMatch? = await router.openURL("app://logout").failure?.reason else {
            Issue.record("a removed closure must not match")
            return
        }
        #expect(throws: RouteTableError.self) { try router.handle("app://x/**/y") { _ in () } }
    }

    @Test func closuresAndPagesShareTheTrieAndItsPrecedence() async throws {
        let (router, _) = makeRouter()
        try router.handle("app://product/special") { _ in "special" }
        #expect(await router.openURL("app://product/special").handlerResult as? String == "special")
        #expect(await router.openURL("app://product/7").request?.route.typeName == "Tests.ProductPage")
    }
}
