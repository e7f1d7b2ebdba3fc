import Switchyard

/// A page of FeatureLateExtra, a second module of the library loaded late: both modules' routes
/// arrive together.
struct LateExtraPage: Routable {
    static let routePatterns = ["app://late-extra/:id"]

    static func makeDestination(for request: RouteRequest) throws -> Any { "LateExtraPage" }
}
