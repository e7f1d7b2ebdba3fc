import Switchyard

/// The cart, implemented by DemoProduct and used by Home without importing DemoProduct.
public protocol CartService: RouterService {
    /// How many items are in the cart.
    var count: Int { get }
    /// Adds a product and returns the new count.
    func add(productID: Int) -> Int
    /// Empties the cart. Deliberately not callable by URL: a link must not empty a cart.
    func removeAll()
}

/// The login session, implemented by DemoAccount.
///
/// A navigation that needs a logged-in user can wait for the login with ``waitForLogIn()``:
/// the login interceptor holds the navigation there and resumes it when the user has logged in.
public protocol SessionService: RouterService {
    /// Whether the user is logged in.
    var isLoggedIn: Bool { get }
    /// The logged-in user's name, if any.
    var user: String? { get }
    /// How many callers are waiting in ``waitForLogIn()``.
    var pendingLogIns: Int { get }
    /// Logs the user in and resumes every caller waiting in ``waitForLogIn()`` with `true`.
    func logIn(user: String)
    /// Logs the user out.
    func logOut()
    /// The user closed the login page: resumes every waiting caller with `false`.
    func cancelLogIn()
    /// Returns `true` at once when logged in; otherwise waits until ``logIn(user:)`` (`true`) or
    /// ``cancelLogIn()`` (`false`).
    func waitForLogIn() async -> Bool
}
