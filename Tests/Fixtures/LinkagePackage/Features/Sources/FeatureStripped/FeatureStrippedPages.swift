import Switchyard

/// A page of FeatureStripped, found at build time and registered through FeatureStripped's record.
struct StrippedPage: Routable {
    static let routePatterns = ["app://stripped/:id"]

    static func makeDestination(for request: RouteRequest) throws -> Any {
        "StrippedPage(\(request.parameters.get("id", as: String.self) ?? "-"))"
    }
}
