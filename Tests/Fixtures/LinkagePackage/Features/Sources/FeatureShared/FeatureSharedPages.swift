import Switchyard

/// A page of FeatureShared, found at build time and registered through FeatureShared's record.
struct SharedPage: Routable {
    static let routePatterns = ["app://shared/:id"]

    static func makeDestination(for request: RouteRequest) throws -> Any {
        "SharedPage(\(request.parameters.get("id", as: String.self) ?? "-"))"
    }
}

/// A service of FeatureShared, so the records carry services too.
protocol EchoService: RouterService {
    func echo(_ text: String) -> String
}

/// Echoes.
final class Echo: EchoService {
    func echo(_ text: String) -> String { text }
}
