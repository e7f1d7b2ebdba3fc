import Switchyard

/// A page in a module whose build does not run the tool: the composing module's build must stop,
/// naming the module.
struct OrphanPage: Routable {
    static let routePatterns = ["app://orphan"]

    static func makeDestination(for request: RouteRequest) throws -> Any { "OrphanPage" }
}
