import Switchyard

struct ProfilePage: Routable {
    static let routePatterns = ["app://settings/profile"]
    static func makeDestination(for request: RouteRequest) throws -> Any { "profile" }
}
