/// The Android app's route map, as TheRouter's Gradle plugin writes it to
/// `assets/therouter/routeMap.json`, bundled with the demo so the cross-check runs offline.
/// Regular-expression keys are anchored: Android searches them unanchored.
enum AndroidFixture {
    /// The file name shown in the report.
    static let name = "android/routeMap.json"

    /// The map.
    static let routeMap = #"""
        [
          {"path": "app://home", "className": "com.example.demo.home.HomeActivity", "action": "", "description": "Home tab", "params": {}},
          {"path": "^app://home/feed/\\w+$", "className": "com.example.demo.home.FeedActivity", "action": "", "description": "Feed for a tab", "params": {}},
          {"path": "app://product/list", "className": "com.example.demo.product.ProductListActivity", "action": "", "description": "All products", "params": {}},
          {"path": "^app://product/\\d+$", "className": "com.example.demo.product.ProductActivity", "action": "", "description": "Product detail", "params": {}},
          {"path": "^app://item/\\d+$", "className": "com.example.demo.product.ProductActivity", "action": "", "description": "Product detail", "params": {}},
          {"path": "^app://product/\\d+/reviews$", "className": "com.example.demo.product.ReviewsActivity", "action": "", "description": "Product reviews", "params": {}},
          {"path": "app://cart", "className": "com.example.demo.product.CartActivity", "action": "", "description": "Shopping cart (login required)", "params": {}},
          {"path": "app://account/login", "className": "com.example.demo.account.LoginActivity", "action": "", "description": "Log in", "params": {}},
          {"path": "app://account/profile", "className": "com.example.demo.account.ProfileActivity", "action": "", "description": "Profile", "params": {}},
          {"path": "app://account/orders", "className": "com.example.demo.account.OrdersActivity", "action": "", "description": "Orders (login required)", "params": {}},
          {"path": "app://share", "className": "", "action": "share", "description": "Shares a text; answers with the message", "params": {}},
          {"path": "app://live/room", "className": "com.example.demo.live.LiveRoomActivity", "action": "", "description": "Live room", "params": {}}
        ]
        """#

    /// Routes that exist on iOS only by design: the in-app browser and the not-found page.
    static let allowList = """
        # iOS-only by design
        https://**
        http://**
        app://web
        app://notfound
        """
}
