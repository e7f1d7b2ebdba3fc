import Foundation
import FuzzSupport
@_spi(Generated) import Switchyard
import SwitchyardRelocation
import SwitchyardRelocationDelivery

/// Relocation JSON and apply. For every input, on a fresh router that already has a batch in effect:
/// - `applyRelocation(json:version:)` is all-or-nothing: when it throws, `routes`,
///   `relocationVersion`, `relocationBatch` and the resolution of every probe URL are unchanged;
/// - a batch skipped for its `appVersions` (the router is 2.4.0) changes nothing either;
/// - after any apply, no `.external` resolve of a probe reaches an internal route;
/// - a batch that decodes survives `jsonData()` → `init(json:)` unchanged (what the store relies on);
/// - every type the batch in effect adds is an installed one, named `Module.Type`, however its rule named it.
/// The program's entry point (SwiftPM makes `FuzzRelocation_main` the `main`): runs libFuzzer.
@_cdecl("FuzzRelocation_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let input = String(decoding: bytes, as: UTF8.self)
    let router = makeRouter()

    var probes = baseProbes
    if let batch = try? RelocationBatch(json: bytes, version: 2) {
        let encoded = batch.jsonData()
        do {
            let decoded = try RelocationBatch(json: encoded)
            if decoded != batch {
                propertyFailed("jsonData round trip differs:\n  \(batch)\n  \(decoded)\n  \(String(decoding: encoded, as: UTF8.self))", input: input)
            }
        } catch {
            propertyFailed("jsonData does not decode: \(error)\n  \(String(decoding: encoded, as: UTF8.self))", input: input)
        }
        // Probe each pattern the batch names, spelled as a URL (`:id` and `**` are valid segments).
        for rule in batch.rules.prefix(16) {
            switch rule {
            case .redirect(let from, let to, _): probes += [from, to]
            case .add(let pattern, _), .remove(let pattern), .restore(let pattern): probes.append(pattern)
            case .restoreAll: break
            }
        }
    }
    let before = observe(router, probes)
    do {
        let report = try router.applyRelocation(json: bytes, version: 2)
        if report.skipped, observe(router, probes) != before {
            propertyFailed("a batch skipped for its app versions changed the router", input: input)
        }
    } catch {
        let after = observe(router, probes)
        if after != before {
            propertyFailed("a refused batch changed the router: \(error)\n  before \(before)\n  after \(after)", input: input)
        }
    }
    for probe in probes {
        if case .success(let resolution) = router.resolve(probe, source: .external), resolution.request.route.isInternal {
            propertyFailed("\(probe) reaches internal \(resolution.request.route) from outside", input: input)
        }
    }
    if let batch = router.relocationBatch, (try? RelocationBatch(json: batch.jsonData())) != batch {
        propertyFailed("the batch in effect does not round-trip", input: input)
    }
    // However a rule named it, an added pattern's type is an installed type, named as the route map names it.
    for case .add(let pattern, let typeName) in router.relocationBatch?.rules ?? [] where !installedTypes.contains(typeName) {
        propertyFailed("\(pattern) was added for \(typeName), which is no installed type", input: input)
    }
    return 0
}

/// The types `makeRouter()` installs.
let installedTypes: Set<String> = Set(
    ["Home", "Product", "Reviews", "Files", "Settings", "Admin", "AdminEdit", "Cart"].map { "Fuzz." + $0 } + ["Legacy.Home"])

let baseProbes = [
    "app://home", "app://product/42", "app://product/42/reviews", "app://old/7", "app://legacy/a/b",
    "app://admin/panel", "app://admin/users/edit", "app://settings", "app://new/9", "https://m.example.com/x",
    "app://promo", "app://cart?x=1",
]

struct Observation: Equatable, CustomStringConvertible {
    var routes: [String]
    var version: Int?
    var batch: RelocationBatch?
    var outcomes: [String]

    var description: String { "version \(String(describing: version)), \(routes.count) routes, \(outcomes)" }
}

func observe(_ router: Router, _ probes: [String]) -> Observation {
    Observation(
        routes: router.routes.map(\.description), version: router.relocationVersion, batch: router.relocationBatch,
        outcomes: probes.flatMap { probe in
            [RouteSource.app, .external].map { source in
                switch router.resolve(probe, source: source) {
                case .success(let resolution):
                    let request = resolution.request
                    return "\(request.route.typeName) \(request.url) via \(request.redirectedFrom) \(request.parameters)"
                case .failure(let failure):
                    return "failed: \(failure)"
                }
            }
        })
}

func makeRouter() -> Router {
    var configuration = RouterConfiguration()
    configuration.appVersion = "2.4.0"
    let router = Router(configuration: configuration)
    let entries: [(String, Bool, String)] = [
        ("app://home", false, "Home"), ("app://product/:id", false, "Product"),
        ("app://product/:id/reviews", false, "Reviews"), ("app://files/**", false, "Files"),
        ("app://settings", false, "Settings"), ("app://admin/panel", true, "Admin"),
        ("app://admin/:section/edit", true, "AdminEdit"), ("app://cart", false, "Cart"),
    ]
    router.register([RouteTable(module: "Fuzz", entries: entries.map { pattern, isInternal, name in
        RouteEntry(FixturePage.self, typeName: "Fuzz.\(name)", patterns: [pattern], isInternal: isInternal)
    })])
    // A second `Home`, so a bare `className` can be ambiguous.
    router.register([RouteTable(module: "Legacy", entries: [
        RouteEntry(FixturePage.self, typeName: "Legacy.Home", patterns: ["app://legacy/home"]),
    ])])
    var policy = RelocationPolicy(allowedWebHosts: ["m.example.com"])
    policy.maxRules = 64
    router.relocationPolicy = policy
    let base = RelocationBatch(version: 1, rules: [
        .redirect(from: "app://old/:id", to: "app://product/:id", params: ["from": "old"]),
        .redirect(from: "app://legacy/**", to: "app://files/**"),
        .add(pattern: "app://promo", typeName: "Fuzz.Home"),
        .remove(pattern: "app://cart"),
    ])
    do {
        try router.applyRelocation(base)
    } catch {
        propertyFailed("the base batch is refused: \(error)", input: "")
    }
    return router
}

enum FixturePage: Routable {
    static let routePatterns: [String] = []
    static func makeDestination(for request: RouteRequest) throws -> Any { request.url.description }
}
