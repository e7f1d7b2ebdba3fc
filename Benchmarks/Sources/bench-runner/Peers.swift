import RoutingKit
@_spi(Internal) import Hummingbird

/// routing-kit 4.9.3 `TrieRouter`, built from the same table (`:id`, `*` and `**` are its syntax too).
func makeRoutingKitRouter(_ workload: Workload) -> TrieRouter<Int> {
    let router = TrieRouter(Int.self)
    for (index, route) in workload.routes.enumerated() {
        router.register(index, at: route.path.pathComponents)
    }
    return router
}

/// Hummingbird 2.28.1's frozen `RouterTrie`, through its `@_spi(Internal)` builder (the same
/// path `Router` takes when it builds its responder), resolved with the public `resolve(_:)`.
func makeHummingbirdTrie(_ workload: Workload) -> RouterTrie<Int> {
    let builder = RouterPathTrieBuilder<Int>()
    for (index, route) in workload.routes.enumerated() {
        builder.addEntry(RouterPath(route.path), value: index)
    }
    return builder.build()
}

/// The linear scanner over the same table.
func makeLinearScan(_ workload: Workload) -> LinearScanMatcher {
    var matcher = LinearScanMatcher()
    for (index, route) in workload.routes.enumerated() {
        matcher.add(route.pattern, priority: 0, value: index)
    }
    matcher.finish()
    return matcher
}

/// The floor: the whole URL string looked up in a dictionary (constant-only routes).
func makeDictionary(_ workload: Workload) -> [String: Int] {
    var dictionary: [String: Int] = [:]
    dictionary.reserveCapacity(workload.routes.count)
    for (index, route) in workload.routes.enumerated() { dictionary[route.pattern] = index }
    return dictionary
}
