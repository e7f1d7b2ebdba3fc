@_spi(Generated) @testable import Switchyard
@testable import SwitchyardRelocation

/// A destination that records the request it was made for.
final class Page: Sendable {
    let typeName: String
    let request: RouteRequest
    init(_ typeName: String, _ request: RouteRequest) {
        self.typeName = typeName
        self.request = request
    }
}

final class ProductPage: Routable {
    static let routePatterns = ["app://product/:id", "app://item/:id"]
    static let routePriority = 10
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("ProductPage", request) }
}

final class ProviderPage: Routable {
    static let routePatterns = ["app://auth/:provider"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("ProviderPage", request) }
}

final class CallbackPage: Routable {
    static let routePatterns = ["app://auth/google/callback"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("CallbackPage", request) }
}

final class WebPage: Routable {
    static let routePatterns = ["https://**", "http://**", "app://web"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("WebPage", request) }
}

final class SettingsPage: Routable {
    static let routePatterns = ["app://settings/*/detail"]
    static let routeIsInternal = true
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("SettingsPage", request) }
}

struct PageFailed: Error, CustomStringConvertible {
    var description: String { "page could not be built" }
}

final class BrokenPage: Routable {
    static let routePatterns = ["app://broken"]
    static func makeDestination(for request: RouteRequest) throws -> Any { throw PageFailed() }
}

/// Builds an entry without touching the main actor.
func entry(
    _ type: any Routable.Type, _ name: String, _ patterns: [String], priority: Int = 0, isInternal: Bool = false
)
    -> RouteEntry
{
    RouteEntry(type, typeName: "Tests.\(name)", patterns: patterns, priority: priority, isInternal: isInternal)
}

/// The demo-like table most tests use.
func sampleTable() -> RouteTable {
    RouteTable(
        module: "Tests",
        entries: [
            entry(ProductPage.self, "ProductPage", ["app://product/:id", "app://item/:id"], priority: 10),
            entry(ProviderPage.self, "ProviderPage", ["app://auth/:provider"]),
            entry(CallbackPage.self, "CallbackPage", ["app://auth/google/callback"]),
            entry(WebPage.self, "WebPage", ["https://**", "http://**", "app://web"]),
            entry(SettingsPage.self, "SettingsPage", ["app://settings/*/detail"], isInternal: true),
            entry(BrokenPage.self, "BrokenPage", ["app://broken"]),
        ])
}

/// Collects events for assertions.
final class EventLog: @unchecked Sendable {
    private let lock = Lock()
    private var storage: [RouterEvent] = []
    func append(_ event: RouterEvent) { lock.withLock { storage.append(event) } }
    var events: [RouterEvent] { lock.withLock { storage } }
    var lines: [String] { events.map(\.description) }
}
