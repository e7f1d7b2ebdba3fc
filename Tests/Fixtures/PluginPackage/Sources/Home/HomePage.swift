import Routes
import Switchyard

struct HomePage: Routable {
    static let routePatterns = ["app://home"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "home" }
}
