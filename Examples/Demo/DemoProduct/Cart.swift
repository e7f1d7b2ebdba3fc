import DemoServices
import Foundation
import Switchyard

/// The cart service: found by the plugin, created by the router on first use.
final class Cart: CartService, @unchecked Sendable {
    // Mutable state is guarded by `lock`.
    private let lock = NSLock()
    private var items: [Int] = []

    init() {}

    var count: Int { lock.withLock { items.count } }

    func add(productID: Int) -> Int {
        lock.withLock {
            items.append(productID)
            return items.count
        }
    }

    func removeAll() {
        lock.withLock { items.removeAll() }
    }

    /// `app://services?protocol=CartService&method=add&productID=42` — callable by URL from
    /// inside the app (a JS bridge, a push handler), never from an external link. `count` may be
    /// read from outside; `removeAll` is not listed, so no URL can reach it.
    static var remoteMethods: [RemoteMethod<Cart>] {
        [
            RemoteMethod(name: "add", arguments: [("productID", .int)]) { cart, args in
                .integer(cart.add(productID: try args.int("productID")))
            },
            RemoteMethod(name: "count", externallyCallable: true) { cart, _ in .integer(cart.count) },
        ]
    }
}
