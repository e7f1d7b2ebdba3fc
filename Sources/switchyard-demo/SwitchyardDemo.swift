import Switchyard

// A small built-in example until the multi-module demo lands.
final class HomePage: Routable {
    static let routePatterns = ["app://home"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "Home" }
}

final class ProductPage: Routable {
    static let routePatterns = ["app://product/:id"]
    static func makeDestination(for request: RouteRequest) throws -> Any {
        "Product \(try request.parameters.require("id", as: Int.self))"
    }
}

@main
struct SwitchyardDemo {
    static func main() async {
        let router = Router.shared
        router.register(
            RouteTable(
                module: "Demo",
                entries: [
                    RouteEntry(HomePage.self, typeName: "Demo.HomePage", patterns: ["app://home"]),
                    RouteEntry(ProductPage.self, typeName: "Demo.ProductPage", patterns: ["app://product/:id"]),
                ]))
        router.addEventObserver { print("  event: \($0)") }
        print("Routes:")
        for route in router.routes { print("  \(route)") }
        for url in ["app://home", "app://product/42?from=home", "app://nowhere"] {
            print("open \(url)")
            let outcome = await router.openURL(url)
            print("  -> \(outcome.request.map { "\($0.route.typeName) \($0.parameters)" } ?? outcome.failure?.description ?? "")")
        }
    }
}
