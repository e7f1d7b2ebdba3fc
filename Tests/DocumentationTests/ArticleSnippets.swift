// The Swift code of the DocC articles, compiled. `DocumentationTests` checks that every
// `swift` block of every article appears here verbatim (imports aside), so article code that
// stops compiling fails CI.

import Foundation
import Switchyard

// GettingStarted.md
final class ProductPage: Routable {
    static let routePatterns = ["app://product/:id", "app://item/:id"]
    static let routePriority = 10
    static let routeDescription = "Product detail"

    let id: Int
    init(id: Int) { self.id = id }

    static func makeDestination(for request: RouteRequest) throws -> Any {
        ProductPage(id: try request.parameters.require("id", as: Int.self))
    }
}

func registerRoutes(_ tables: [RouteTable]) {
    // In the app: Router.shared.register(SwitchyardRoutes.tables)
    Router.shared.register(tables)
}

func showProduct() async {
    let outcome = await Router.shared.openURL("app://product/42?from=home", params: ["source": "banner"])
    if case .failed(let failure) = outcome {
        print(failure)
    }
}

func openFromButton() {
    RouterBuilder.build("app://product/:id")
        .withInt(key: "id", value: 42)
        .withString(key: "from", value: "home")
        .navigation { outcome in print(outcome) }
}

func logRouting() {
    Router.shared.addEventObserver { event in print("router:", event) }
    Router.shared.setFailureHandler { failure in print("could not open:", failure) }
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
