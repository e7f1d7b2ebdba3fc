import Switchyard

/// A page of FeatureDynamic, found at build time and registered through FeatureDynamic's record.
struct DynamicPage: Routable {
    static let routePatterns = ["app://dynamic/:id"]

    static func makeDestination(for request: RouteRequest) throws -> Any {
        "DynamicPage(\(request.parameters.get("id", as: String.self) ?? "-"))"
    }
}
