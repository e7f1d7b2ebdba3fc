import Switchyard

/// A page of FeatureLate, in a dynamic library the app does not link: it loads it with `dlopen`
/// after its first open, then calls `registerLinkedModules()` again. FeatureLate depends on
/// FeatureShared, whose objects SwiftPM links into libFeatureLate too.
struct LatePage: Routable {
    static let routePatterns = ["app://late/:id"]

    static func makeDestination(for request: RouteRequest) throws -> Any {
        "LatePage(\(request.parameters.get("id", as: String.self) ?? "-"))"
    }
}
