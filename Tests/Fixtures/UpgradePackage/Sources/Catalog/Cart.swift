import Foundation
import Services
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

    static var remoteMethods: [RemoteMethod<Cart>] {
        [
            RemoteMethod(name: "add", arguments: [("productID", .int)]) { cart, args in
                .int(cart.add(productID: try args.int("productID")))
            }
        ]
    }
}
