import Switchyard

/// A page of FeatureStatic, found at build time and registered through FeatureStatic's record.
struct StaticPage: Routable {
    static let routePatterns = ["app://static/:id", "app://static"]

    static func makeDestination(for request: RouteRequest) throws -> Any {
        "StaticPage(\(request.parameters.get("id", as: String.self) ?? "-"))"
    }
}
