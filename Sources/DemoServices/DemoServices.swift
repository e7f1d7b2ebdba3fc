import Switchyard

/// The cart, implemented by DemoProduct and used by Home without importing DemoProduct.
public protocol CartService: RouterService {
    /// How many items are in the cart.
    var count: Int { get }
    /// Adds a product and returns the new count.
    func add(productID: Int) -> Int
}

/// The login session, implemented by DemoAccount.
public protocol SessionService: RouterService {
    /// Whether the user is logged in.
    var isLoggedIn: Bool { get }
    /// Logs the user in.
    func logIn(user: String)
}
