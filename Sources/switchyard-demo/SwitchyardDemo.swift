import DemoApp
import Switchyard

@main
struct SwitchyardDemo {
    static func main() async {
        let router = Router.shared
        DemoApp.registerRoutes(on: router)
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
