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
