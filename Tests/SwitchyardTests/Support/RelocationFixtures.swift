import Foundation
import SwitchyardRelocation

@_spi(Generated) @testable import Switchyard

final class DemoPage: Routable {
    static let routePatterns = ["app://router/demo"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("DemoPage", request) }
}

final class Demo1Page: Routable {
    static let routePatterns = ["app://router/demo1"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("Demo1Page", request) }
}

final class YellowPage: Routable {
    static let routePatterns = ["app://router/yellow"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("YellowPage", request) }
}

final class ShopItemPage: Routable {
    static let routePatterns = ["app://shop/:shop/item/:id"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("ShopItemPage", request) }
}

/// The sample table plus TheRouter demo's pages.
func relocationTable() -> RouteTable {
    RouteTable(
        module: "Tests",
        entries: sampleTable().entries + [
            entry(DemoPage.self, "DemoPage", ["app://router/demo"]),
            entry(Demo1Page.self, "Demo1Page", ["app://router/demo1"]),
            entry(YellowPage.self, "YellowPage", ["app://router/yellow"]),
            entry(ShopItemPage.self, "ShopItemPage", ["app://shop/:shop/item/:id"]),
        ])
}

/// A router with ``relocationTable()`` and an event log.
func relocationRouter(policy: RelocationPolicy = .strict) -> (Router, EventLog) {
    let router = Router()
    router.register([relocationTable()])
    router.relocationPolicy = policy
    let log = EventLog()
    router.addEventObserver { log.append($0) }
    return (router, log)
}

extension Router {
    /// The type name `url` resolves to, or the failure's description.
    func typeName(_ url: String, source: RouteSource = .app, params: [String: any Sendable] = [:]) -> String {
        switch resolve(url, params: params, source: source) {
        case .success(let resolution): return resolution.request.route.typeName
        case .failure(let failure): return "failed: \(failure.reason)"
        }
    }

    /// The request `url` resolves to.
    func request(_ url: String, source: RouteSource = .app, params: [String: any Sendable] = [:]) -> RouteRequest? {
        try? resolve(url, params: params, source: source).get().request
    }
}

extension EventLog {
    /// The relocation events, in order.
    var relocationEvents: [RelocationEvent] {
        events.compactMap { if case .relocation(let event) = $0 { event } else { nil } }
    }
}

/// A fresh temporary directory.
func temporaryDirectory(_ name: String = #function) -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("switchyard-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
