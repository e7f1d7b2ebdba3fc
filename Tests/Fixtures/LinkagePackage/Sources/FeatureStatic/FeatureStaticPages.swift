import Switchyard

/// A page of FeatureStatic, found at build time and registered through FeatureStatic's record.
struct StaticPage: Routable {
    static let routePatterns = ["app://static/:id", "app://static"]
    static let routePathNames = ["app://static/:id": "staticApp"]

    static func makeDestination(for request: RouteRequest) throws -> Any {
        "StaticPage(\(request.parameters.get("id", as: String.self) ?? "-"))"
    }
}

/// Declares no patterns on purpose: its build-time warning must be printed once per build,
/// although LinkageApp, which also applies the plugin, reads FeatureStatic's files as context.
final class UnreachablePage: Routable {
    static let routePatterns: [String] = []

    static func makeDestination(for request: RouteRequest) throws -> Any { "UnreachablePage" }
}
