import Foundation
@_spi(Generated) import Switchyard
import SwitchyardNavigation
import SwitchyardRelocationDelivery
import SwitchyardTesting
import Testing

// Runs the code of HandlersAndInterceptors.md, PatternsAndMatching.md's search page,
// CreatingARouter.md and Relocation.md's loader section (declared in ArticleSnippets.swift) and
// checks what the articles say it does. The plugin does not run on this target, so the tests
// hand the router the tables it would generate.

final class ArticleProfilePage: Routable {
    static let routePatterns = ["app://settings/profile"]
    static func makeDestination(for request: RouteRequest) throws -> Any { ArticleProfilePage() }
}

final class ArticleReadingPage: Routable {
    static let routePatterns = ["app://articles/:id"]
    static func makeDestination(for request: RouteRequest) throws -> Any { ArticleReadingPage() }
}

final class ArticleSubscribePage: Routable {
    static let routePatterns = ["app://subscribe"]
    static func makeDestination(for request: RouteRequest) throws -> Any { ArticleSubscribePage() }
}

/// A page whose pattern is written without a scheme, for the router's default scheme.
final class ArticleSchemelessPage: Routable {
    static let routePatterns = ["gadget/:id"]
    static func makeDestination(for request: RouteRequest) throws -> Any { ArticleSchemelessPage() }
}

final class ArticleLoopPage: Routable {
    static let routePatterns = ["shop://loop/:n"]
    static func makeDestination(for request: RouteRequest) throws -> Any { ArticleLoopPage() }
}

struct RefuseEverything: RouteInterceptor {
    func intercept(_ request: RouteRequest) async -> InterceptorDecision { .reject(reason: "refused") }
}

/// Sends every `…/loop/n` to `…/loop/n+1`.
struct EndlessRedirects: RouteInterceptor {
    func intercept(_ request: RouteRequest) async -> InterceptorDecision {
        .redirect(to: "shop://loop/\((request.parameters.get("n", as: Int.self) ?? 0) + 1)")
    }
}

struct AcceptAnySignature: RelocationSignatureVerifier {
    func isValid(signature: String?, for body: Data) -> Bool { true }
}

@Suite("Articles: handler routes, interceptors, routers and the loader behave as written")
@MainActor
struct ArticleBehaviourTests {
    static func page(_ type: any Routable.Type, _ name: String) -> RouteEntry {
        RouteEntry(type, typeName: name)
    }

    static func accountRouter(_ configuration: RouterConfiguration = RouterConfiguration()) -> Router {
        let router = Router(configuration: configuration)
        router.register([
            RouteTable(
                module: "Account",
                entries: [
                    page(ArticleProfilePage.self, "Account.ProfilePage"),
                    page(OrderSummary.self, "Account.OrderSummary"),
                    page(LoginPage.self, "Account.LoginPage"),
                ]),
            RouteTable(
                module: "Shop", entries: [RouteEntry(handler: AddToCartAction.self, typeName: "Shop.AddToCartAction")]),
        ])
        return router
    }

    @Test func aHandlerRouteReturnsItsResultAndIsNeverHeld() async throws {
        // Holding on and no navigator: a page would wait; the handler runs at once.
        let router = Self.accountRouter(RouterConfiguration(holdsOpensUntilReady: true, heldOpenTimeout: 1))
        await Cart.shared.clear()
        #expect(try await router.open("app://cart/add?id=42&quantity=2", expecting: Int.self) == 2)
        guard case .handled(let request, let result) = await router.openURL("app://cart/add?id=7") else {
            Issue.record("expected .handled")
            return
        }
        #expect(result as? Int == 3)
        #expect(request.route.typeName == "Shop.AddToCartAction")
        guard case .handlerFailed(let typeName, _)? = await router.openURL("app://cart/add").failure?.reason else {
            Issue.record("a throwing handler must fail with handlerFailed")
            return
        }
        #expect(typeName == "Shop.AddToCartAction")
        #expect(router.canOpenURL("app://cart/add?id=1"))
        #expect(throws: RouteFailure.self) { _ = try router.destination(for: "app://cart/add?id=1") }
    }

    @Test func aClosureRouteIsInternalAndItsTokenRemovesIt() async throws {
        let router = Self.accountRouter()
        let token = try registerDebugRoutes(on: router)
        #expect(await router.openURL("app://debug/cart/clear").request != nil)
        guard
            case .notAllowedFromOutside? = await router.openURL("app://debug/cart/clear", source: .external).failure?
                .reason
        else {
            Issue.record("an internal closure route must refuse external links")
            return
        }
        #expect(router.remove(token))
        guard case .noMatch? = await router.openURL("app://debug/cart/clear").failure?.reason else {
            Issue.record("a removed closure route must not match")
            return
        }
    }

    @Test func legacyPagesOpenUnderTheirTypeNameAndTheirTokenRemovesThem() async throws {
        let router = Self.accountRouter()
        let token = try registerLegacyPages(on: router)
        #expect((await router.openURL("app://legacy/order/9").destination as? LegacyOrderPage)?.orderID == 9)
        #expect((await router.openURL("app://legacy/product/4").destination as? ProductPage)?.id == 4)
        #expect(router.routes.contains { $0.typeName == "App.LegacyOrderPage" && $0.module == "App" })
        #expect(router.remove(token))
        #expect(!router.canOpenURL("app://legacy/order/9") && !router.canOpenURL("app://legacy/product/4"))
    }

    @Test func theSearchPageDecodesItsArguments() async throws {
        let router = Router()
        router.register([RouteTable(module: "Shop", entries: [Self.page(SearchPage.self, "Shop.SearchPage")])])
        let opened = await router.openURL("app://search?q=shoes&order=price&brand=acme&brand=zenith")
        let arguments = try #require((opened.destination as? SearchPage)?.arguments)
        #expect(arguments.q == "shoes" && arguments.order == .price && arguments.page == nil)
        #expect(arguments.brand == ["acme", "zenith"])
    }

    @Test func withoutANavigatorTheLoginPageIsReleasedAndTheOpenRejected() async throws {
        // CreatingARouter.md's test, with the table the plugin would have registered.
        let router = Self.accountRouter()
        try installLogin(on: router, session: Session())
        let outcome = await router.openURL("app://settings/profile")
        #expect(
            outcome.failure?.description == "'app://settings/profile' was rejected by LoginInterceptor: login cancelled"
        )
        // The login page is outside the scope, and once logged in nothing is asked.
        let session = Session()
        await session.logIn()
        let loggedIn = Self.accountRouter()
        try installLogin(on: loggedIn, session: session)
        #expect(await loggedIn.openURL("app://orders/5/summary").request?.route.typeName == "Account.OrderSummary")
    }

    @Test(arguments: [true, false])
    func theLoginPageResumesOrRejectsTheGuardedOpen(logsIn: Bool) async throws {
        let router = Self.accountRouter()
        let navigator = RecordingNavigator(state: .stack([NavigationScreen(typeName: "Home.HomePage")]))
        router.navigator = navigator
        try installLogin(on: router, session: Session())
        let open = Task { await router.openURL("app://settings/profile") }
        while navigator.destinations.isEmpty { await Task.yield() }
        let login = try #require(navigator.destinations.last as? LoginPage)
        #expect(navigator.history.last?.action == .sheet)
        if logsIn { login.didLogIn() } else { login.didCancel() }
        let outcome = await open.value
        if logsIn {
            #expect(outcome.request?.route.typeName == "Account.ProfilePage")
        } else {
            #expect(outcome.failure?.description.hasSuffix("was rejected by LoginInterceptor: login cancelled") == true)
        }
    }

    @Test func scopesNamePatternsAsDeclaredAndNeverRunForQueries() async throws {
        let router = Self.accountRouter()
        // Another parameter name, and a pattern no route declares: accepted, never applied.
        try router.addInterceptor(
            RefuseEverything(), scope: .patterns(["app://orders/:orderID/summary", "app://nowhere"]))
        #expect(await router.openURL("app://orders/5/summary").request != nil)
        let token = try router.addInterceptor(RefuseEverything(), priority: 1)
        #expect(await router.openURL("app://orders/5/summary").failure != nil)
        #expect(router.canOpenURL("app://orders/5/summary"))
        #expect((try? router.resolve("app://orders/5/summary").get()) != nil)
        #expect(router.remove(token))
        #expect(await router.openURL("app://orders/5/summary").request != nil)
    }

    @Test func thePremiumInterceptorRedirectsOrAddsAParameter() async throws {
        func router(subscriber: Bool) throws -> Router {
            let router = Router()
            router.register([
                RouteTable(module: "Articles", entries: [Self.page(ArticleReadingPage.self, "Articles.ArticlePage")]),
                RouteTable(module: "Shop", entries: [Self.page(ArticleSubscribePage.self, "Shop.SubscribePage")]),
            ])
            try installPremium(on: router, isSubscriber: { subscriber })
            return router
        }
        let redirected = try await router(subscriber: false).openURL("app://articles/7", action: .fullScreen).request
        #expect(redirected?.route.typeName == "Shop.SubscribePage")
        #expect(redirected?.redirectedFrom == ["app://articles/7"])
        #expect(redirected?.action == .fullScreen)  // the caller's action carries over
        let read = try await router(subscriber: true).openURL("app://articles/7").request
        #expect(read?.route.typeName == "Articles.ArticlePage")
        #expect(read?.parameters.item("subscriber")?.origin == .explicit)
        #expect(read?.parameters.get("subscriber", as: Bool.self) == true)
    }

    @Test func theShopRouterUsesEverySetting() async throws {
        let router = makeShopRouter()
        #expect(router.configuration.defaultScheme == "shop")
        #expect(RouterConfiguration(defaultScheme: "Shop").defaultScheme == "shop")
        #expect(RouterConfiguration(heldOpenLimit: 0).heldOpenLimit == 1)
        router.register([
            RouteTable(
                module: "Shop",
                entries: [
                    Self.page(ArticleSchemelessPage.self, "Shop.ProductPage"),
                    Self.page(ArticleLoopPage.self, "Shop.LoopPage"),
                ])
        ])
        router.markReady()  // the configuration holds opens until the app is ready
        #expect(await router.openURL("gadget/42").request?.route.pattern.description == "shop://gadget/:id")
        #expect(await router.openURL("shop://gadget/42").request != nil)
        let other = await router.openURL("app://gadget/42")
        guard case .noMatch? = other.failure?.reason else {
            Issue.record("app:// is not the shop router's scheme: \(other)")
            return
        }
        let deep = "shop://gadget/" + Array(repeating: "a", count: 40).joined(separator: "/")
        guard case .invalidURL? = await router.openURL(deep).failure?.reason else {
            Issue.record("41 path segments are over the limit of 32")
            return
        }
        try router.addInterceptor(EndlessRedirects(), scope: .patterns(["shop://loop/:n"]))
        guard case .tooManyRedirects(let chain)? = await router.openURL("shop://loop/0").failure?.reason else {
            Issue.record("a fifth redirect must fail")
            return
        }
        #expect(chain.last == "shop://loop/5")
    }

    @Test func theLoaderRefusesAnURLThatIsNotHTTPS() async throws {
        let loader = makeRelocationLoader(
            router: Router(), rulesURL: try #require(URL(string: "http://example.com/rules.json")), appVersion: "1.0",
            verifier: AcceptAnySignature())
        let error = await #expect(throws: RelocationLoadError.self) { try await loader.refresh() }
        #expect(error?.attempts == 0)
        #expect(error?.description.contains("is not https") == true)
    }
}
