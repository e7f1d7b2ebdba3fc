// swift-format-ignore-file
// (Not formatted: every block here must stay byte-identical to the articles' code blocks.)
// The Swift code of the DocC articles, compiled. `DocumentationTests` checks that every
// `swift` block of every article appears here verbatim (imports aside), so article code that
// stops compiling fails CI.

import Foundation
import Switchyard
import SwitchyardNavigation
import SwitchyardRelocation
import SwitchyardRelocationDelivery
import SwitchyardTesting

#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif

// GettingStarted.md
final class ProductPage: Routable {
    static let routePatterns = ["app://product/:id", "app://item/:id"]
    static let routePathNames = ["app://item/:id": "productItem"]
    static let routePriority = 10
    static let routeDescription = "Product detail"

    let id: Int
    init(id: Int) { self.id = id }

    static func makeDestination(for request: RouteRequest) throws -> Any {
        ProductPage(id: try request.parameters.require("id", as: Int.self))
    }
}

struct OrderSummary: Hashable, Sendable {
    let id: Int
}

extension OrderSummary: Routable {
    static let routePatterns = ["app://orders/:id/summary"]

    static func makeDestination(for request: RouteRequest) throws -> Any {
        OrderSummary(id: try request.parameters.require("id", as: Int.self))
    }
}

func summariesOffTheMainActor(_ summaries: [OrderSummary]) async -> Int {
    Set(summaries).count  // Hashable is not main-actor isolated: usable from any task
}

open class BaseDetailPage: Routable {
    open class var routePatterns: [String] { [] }
    open class func makeDestination(for request: RouteRequest) throws -> Any { String(describing: self) }
}

final class ReviewsPage: BaseDetailPage {
    override class var routePatterns: [String] { ["app://product/:id/reviews"] }
}

func launch() {
    Router.shared.registerLinkedModules()   // every module's routes and services; reads nothing yet
}

func showProduct() async {
    let outcome = await Router.shared.openURL("app://product/42?from=home", params: ["source": "banner"])
    if case .failed(let failure) = outcome {
        print(failure)
    }
}

func openFromButton() {
    LinkBuilder.build("app://product/:id")
        .withInt(key: "id", value: 42)
        .withString(key: "from", value: "home")
        .navigation { outcome in print(outcome) }
}

func logRouting() {
    Router.shared.addEventObserver { event in print("router:", event) }
    Router.shared.setFailureObserver { failure in print("could not open:", failure) }
}

// PathConstants.md
final class WebPage: Routable {
    static let routePatterns = ["app://web", "https://**", "http://**"]
    static let routePathNames = ["https://**": "webHttps", "http://**": "webHttp"]

    static func makeDestination(for request: RouteRequest) throws -> Any { request.url.description }
}

// MultiModuleApps.md
func registerAccountLazily(_ table: @escaping @Sendable () -> RouteTable) {
    Router.shared.registerLazily(scope: "app://account", module: "Account", table)
}

// HandlersAndInterceptors.md
actor Cart {
    static let shared = Cart()
    private var quantities: [Int: Int] = [:]

    /// Adds `quantity` of a product and returns how many items the cart holds.
    func add(productID: Int, quantity: Int) -> Int {
        quantities[productID, default: 0] += quantity
        return quantities.values.reduce(0, +)
    }

    func clear() { quantities.removeAll() }
}

enum AddToCartAction: RouteHandler {
    static let routePatterns = ["app://cart/add"]
    static let routeDescription = "Adds a product to the cart"

    static func handle(_ request: RouteRequest) async throws -> Int {
        let id = try request.parameters.require("id", as: Int.self)
        let quantity = request.parameters.get("quantity", as: Int.self) ?? 1
        return await Cart.shared.add(productID: id, quantity: quantity)
    }
}

func addToCart(productID: Int) async {
    let outcome = await Router.shared.openURL("app://cart/add?id=\(productID)")
    switch outcome {
    case .handled(_, let result): print("items in the cart:", result)
    case .failed(let failure): print(failure)
    default: break
    }
}

func itemCountAfterAdding(productID: Int) async throws -> Int {
    try await Router.shared.open("app://cart/add?id=\(productID)", expecting: Int.self)
}

func registerDebugRoutes(on router: Router) throws -> RouterToken {
    try router.handle("app://debug/cart/clear", isInternal: true) { _ in
        await Cart.shared.clear()
        return true
    }
}

final class LegacyOrderPage {
    let orderID: Int
    init(orderID: Int) { self.orderID = orderID }
}

@MainActor
func registerLegacyPages(on router: Router) throws -> RouterToken {
    try router.register([
        RoutePage(["app://legacy/order/:id"], typeName: "App.LegacyOrderPage") { request in
            LegacyOrderPage(orderID: try request.parameters.require("id", as: Int.self))
        },
        RoutePage(ProductPage.self, patterns: ["app://legacy/product/:id"]),
    ])
}

actor Session {
    private(set) var isLoggedIn = false
    func logIn() { isLoggedIn = true }
}

struct LoginInterceptor: RouteInterceptor {
    let router: Router
    let session: Session

    func intercept(_ request: RouteRequest) async -> InterceptorDecision {
        if await session.isLoggedIn { return .proceed }
        // The guarded open waits here while the login page is up.
        let answer = try? await router.open("app://login", expecting: Bool.self, action: .sheet)
        return answer == true ? .proceed : .reject(reason: "login cancelled")
    }
}

final class LoginPage: Routable {
    static let routePatterns = ["app://login"]

    let request: RouteRequest
    init(request: RouteRequest) { self.request = request }

    static func makeDestination(for request: RouteRequest) throws -> Any {
        LoginPage(request: request)
    }

    /// Called by the login form once the session has logged in, or when the user closes it.
    func didLogIn() { request.respond(with: true) }
    func didCancel() { request.dismissWithoutResponse() }
}

func installLogin(on router: Router, session: Session) throws {
    try router.addInterceptor(
        LoginInterceptor(router: router, session: session), priority: 100,
        scope: .patterns(["app://settings/profile", "app://orders/:id/summary"]))
}

struct PremiumInterceptor: RouteInterceptor {
    let isSubscriber: @Sendable () async -> Bool

    func intercept(_ request: RouteRequest) async -> InterceptorDecision {
        guard await isSubscriber() else { return .redirect(to: "app://subscribe") }
        var parameters = request.parameters
        parameters.set("subscriber", to: true)
        return .proceedWith(parameters: parameters, action: request.action)
    }
}

func installPremium(on router: Router, isSubscriber: @escaping @Sendable () async -> Bool) throws {
    try router.addInterceptor(
        PremiumInterceptor(isSubscriber: isSubscriber), priority: 50, scope: .modules(["Articles"]))
}

// PatternsAndMatching.md
enum SearchOrder: String, Decodable {
    case relevance, price
}

struct SearchArguments: Decodable {
    let q: String
    let order: SearchOrder?
    let page: Int?
    let brand: [String]
}

final class SearchPage: Routable {
    static let routePatterns = ["app://search"]

    let arguments: SearchArguments
    init(arguments: SearchArguments) { self.arguments = arguments }

    // app://search?q=shoes&order=price&brand=acme&brand=zenith
    static func makeDestination(for request: RouteRequest) throws -> Any {
        SearchPage(arguments: try request.parameters.decode(SearchArguments.self))
    }
}

// CreatingARouter.md
func makeShopRouter() -> Router {
    let router = Router(configuration: RouterConfiguration(
        defaultScheme: "shop",
        limits: URLLimits(maxLength: 4_096, maxPathSegments: 32, maxQueryItems: 64),
        maxRedirects: 4,
        holdsOpensUntilReady: true, heldOpenLimit: 4, heldOpenTimeout: 10))
    router.registerLinkedModules()
    return router
}

func checkTheProfileNeedsALogin() async {
    let router = Router()             // shares nothing with other tests
    router.registerLinkedModules()    // the routes of the modules linked into the test
    try? installLogin(on: router, session: Session())
    let outcome = await router.openURL("app://settings/profile")
    print(outcome.failure?.description ?? "opened")
    // 'app://settings/profile' was rejected by LoginInterceptor: login cancelled
}

// Relocation.md
func startRelocation(rulesURL: URL, supportDirectory: URL) {
    var policy = RelocationPolicy(ownSchemes: ["app"])
    policy.allowedWebHosts = ["m.example.com"]
    Router.shared.relocationPolicy = policy
    // Before the first open: the last good batch, if there is one.
    Router.shared.restoreRelocation(from: RelocationStore(directory: supportDirectory))
    let loader = RelocationLoader(router: Router.shared, configuration: .init(url: rulesURL))
    Task { try? await loader.refresh() }
}

func makeRelocationLoader(
    router: Router, rulesURL: URL, appVersion: String, verifier: some RelocationSignatureVerifier
) -> RelocationLoader {
    let configuration = RelocationLoader.Configuration(
        url: rulesURL,
        timeout: 10,
        maxAttempts: 4,
        initialBackoff: 2,
        maxBackoff: 20,
        maxBodySize: 256 * 1024,
        signatureHeader: "X-Rules-Signature",
        headers: ["X-App-Version": appVersion])
    return RelocationLoader(router: router, configuration: configuration, verifier: verifier)
}

func refreshRelocation(with loader: RelocationLoader) async {
    do {
        switch try await loader.refresh() {
        case .applied(let report): print("relocation rules \(report.version) in effect")
        case .notModified: break
        }
    } catch {
        print("relocation rules kept:", error)  // e.g. the server answered 503 (after 4 attempts)
    }
}

func fixBrokenLink() throws {
    try Router.shared.applyRelocation(RelocationBatch(version: 8, rules: [
        .redirect(from: "app://product/:id", to: "https://m.example.com/p/:id", params: ["reason": "maintenance"]),
        .add(pattern: "app://router/demo33", typeName: "Shop.ProductPage"),
    ]))
}

func watchRelocation() {
    Router.shared.addEventObserver { event in
        if case .relocation(let relocation) = event { print("relocation:", relocation) }
    }
}

// Navigation.md
@MainActor
func checkProductOpensOnHomeTab(router: Router) async {
    let home = NavigationScreen(typeName: "Home.HomePage")
    let profile = NavigationScreen(typeName: "Account.ProfilePage")
    let navigator = RecordingNavigator(state: .tabs([[home], [profile]]))
    router.navigator = navigator
    await router.openURL("app://product/42")
    print(navigator.picture)  // [tab 0* HomePage > ProductPage(42)] [tab 1 ProfilePage]
    print(navigator.history.map(\.action))  // [push]
}

func launchHoldingLinks() throws {
    try Router.configureShared(RouterConfiguration(holdsOpensUntilReady: true))
    Router.shared.registerLinkedModules()
}

#if canImport(UIKit) && !os(watchOS)
@MainActor
func installUIKitNavigator(in window: UIWindow) {
    let navigator = UIKitNavigator(window: window)
    navigator.makeNavigationController = { UINavigationController(rootViewController: $0) }
    Router.shared.navigator = navigator
}
#endif

#if canImport(SwiftUI)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct ShopRootView: View {
    let model: RoutePathModel

    var body: some View {
        RouteStack(model: model) { Text("Home") }
    }
}

@MainActor
func makeRouteModel() -> RoutePathModel {
    let model = RoutePathModel(tabCount: 2)
    Router.shared.navigator = model
    return model
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct ShopTabsView: View {
    @ObservedObject var model: RoutePathModel

    var body: some View {
        TabView(selection: $model.selectedTab) {
            RouteStack(model: model, tab: 0) { Text("Home") }.tag(0)
            RouteStack(model: model, tab: 1) { Text("Profile") }.tag(1)
        }
    }
}
#endif

// Services.md
public protocol GreeterService: RouterService {
    func greet(_ name: String) -> String
}

final class Greeter: GreeterService {
    init() {}
    func greet(_ name: String) -> String { "Hello, \(name)" }

    static var remoteMethods: [RemoteMethod<Greeter>] {
        [RemoteMethod(name: "greet", arguments: [("name", .string)]) { greeter, args in
            .string(greeter.greet(try args.string("name")))
        }]
    }
}

func greetAnn() throws -> String {
    let greeter = try Router.shared.service((any GreeterService).self)
    return greeter.greet("Ann")
}

final class RequestIDs: RouterService {
    static var serviceLifetime: ServiceLifetime { .perCall }
    init() {}
}

final class FakeGreeter: GreeterService {
    init() {}
    func greet(_ name: String) -> String { "Hi \(name) (fake)" }
}

func useFakeGreeter(on router: Router) {
    router.overrideService((any GreeterService).self, with: FakeGreeter())
    // … exercise the code under test …
    router.removeServiceOverride((any GreeterService).self)
}

func greetByURL(router: Router) async throws -> JSONValue {
    try await router.callService(url: "app://services?protocol=GreeterService&method=greet&name=Ann")
}

public protocol MiniProgramService: RouterService {}

final class MiniPrograms: MiniProgramService {
    init() {}
    static var remoteMethods: [RemoteMethod<MiniPrograms>] {
        [RemoteMethod(name: "openMiniProgramWithInfo", arguments: [("info", .object)]) { _, args in
            let info = try args.object("info")
            return info["key"] ?? .null
        }]
    }
}

func openMiniProgram(router: Router) async throws {
    let url = "app://services?protocol=MiniProgramService&method=openMiniProgramWithInfo:"
    _ = try await router.callService(url: url, params: ["ivar1": ["key": "value"], "resultType": 0])
}

// ShippingARelease.md
func isSkipped(batch: Data, onVersion version: String) throws -> Bool {
    let router = Router(configuration: RouterConfiguration(appVersion: version))
    return try router.applyRelocation(json: batch).skipped
}

// MigratingFromTheRouter.md: an Objective-C view controller made routable (a stand-in class here;
// the plugin fixture's 10-names-objc-page scenario builds the SwiftPM layout).
final class TRLegacyOrderViewController {}

extension TRLegacyOrderViewController: Routable {
    static let routePatterns = ["app://legacy/order/:id"]
    static func makeDestination(for request: RouteRequest) throws -> Any {
        TRLegacyOrderViewController()
    }
}
