import Switchyard

/// The cart, implemented by Catalog and used by Account without importing Catalog.
public protocol CartService: RouterService {
    /// How many items are in the cart.
    var count: Int { get }
    /// Adds a product and returns the new count.
    func add(productID: Int) -> Int
}
