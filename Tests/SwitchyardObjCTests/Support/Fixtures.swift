@_spi(Generated) import Switchyard

@testable import SwitchyardObjC

/// What a page was made for.
final class ShownPage: Sendable {
    let request: RouteRequest
    init(_ request: RouteRequest) { self.request = request }
}

final class ProfilePage: Routable {
    static let routePatterns = ["app://profile/:id"]
    static func makeDestination(for request: RouteRequest) throws -> Any { ShownPage(request) }
}

final class VaultPage: Routable {
    static let routePatterns = ["app://vault"]
    static let routeIsInternal = true
    static func makeDestination(for request: RouteRequest) throws -> Any { ShownPage(request) }
}

protocol WalletService: RouterService {}

final class Wallet: WalletService {
    init() {}
    static var remoteMethods: [RemoteMethod<Wallet>] {
        [
            RemoteMethod(name: "balance") { _, _ in .integer(12) },
            RemoteMethod(name: "version", externallyCallable: true) { _, _ in .string("1.0") },
        ]
    }
}

/// A router with a public page, an internal page and a service, as the build plugin registers them.
func makeRouter(heldOpenTimeout: Double = 30) -> Router {
    let router = Router(configuration: RouterConfiguration(heldOpenTimeout: heldOpenTimeout, appVersion: "1.0"))
    router.register([
        RouteTable(
            module: "ObjCTests",
            entries: [
                RouteEntry(ProfilePage.self, typeName: "ObjCTests.ProfilePage", patterns: ["app://profile/:id"]),
                RouteEntry(
                    VaultPage.self, typeName: "ObjCTests.VaultPage", patterns: ["app://vault"], isInternal: true),
            ])
    ])
    router.register(services: [
        ServiceTable(
            module: "ObjCTests",
            entries: [
                ServiceEntry(
                    provides: "WalletService", typeName: "ObjCTests.Wallet", lifetime: .shared, make: { Wallet() })
            ])
    ])
    return router
}

/// A value the facade's `SWYOpaqueValue` stands for here, where there is no Objective-C.
@MainActor
final class TestOpaque: OpaqueParameter {
    let object: AnyObject
    init(_ object: AnyObject) { self.object = object }
}

extension Router {
    /// ``openForObjC(_:parameters:source:completion:)``, awaited; also reports whether the
    /// completion ran before the call returned (it must not).
    @MainActor
    func openedForObjC(
        _ url: String, parameters: [AnyHashable: Any] = [:], source: RouteSource
    ) async -> (outcome: ObjCOutcome, calledEarly: Bool) {
        var returned = false
        var calledEarly = false
        var result: ObjCOutcome?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            openForObjC(url, parameters: parameters, source: source) { outcome in
                (result, calledEarly) = (outcome, !returned)
                continuation.resume()
            }
            returned = true
        }
        let outcome = result ?? ObjCOutcome(failure: ObjCFailure("the completion was not called"), url: url)
        return (outcome, calledEarly)
    }
}
