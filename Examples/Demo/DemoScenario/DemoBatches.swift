import Foundation

/// The relocation batches of the demo, as a server would send them.
enum DemoBatches {
    /// Version 8: the reviews page is broken in this release, so send it to its web fallback;
    /// and answer a campaign link the marketing team printed with the product list.
    static let fix = """
        {"format": 1, "version": 8, "rules": [
          {"routerType": 1, "orginPath": "app://product/:id/reviews",
           "targetPath": "https://m.example.com/p/:id/reviews", "params": {"reason": "maintenance"}},
          {"routerType": 2, "path": "app://promo/summer", "className": "DemoProduct.ProductListPage"}
        ]}
        """

    /// Rules that read well but would do harm: every one is wrong in its own way.
    static var harmful: [[String: Any]] {
        [
            ["routerType": 1, "orginPath": "app://product/:id", "targetPath": "https://evil.example.net/p/:id"],
            ["routerType": 2, "path": "app://promo/winter", "className": "DemoProduct.WinterSalePage"],
            ["routerType": 2, "path": "app://pay", "className": "DemoAccount.PaymentSettingsPage"],
            ["routerType": 1, "orginPath": "app://cart", "targetPath": "app://account/orders/:id"],
            ["routerType": 1, "orginPath": "app://home/feed/:tab", "targetPath": "app://notfound?tab=:tab"],
            ["routerType": 1, "orginPath": "app://notfound", "targetPath": "app://home/feed/hot"],
            ["routerType": 3, "path": "app://legacy/page"],
        ]
    }

    /// Rules with typos: refused before they are even planned.
    static var misspelt: [[String: Any]] {
        [
            ["routerType": 1, "originPath": "app://product/:id", "targetPath": "https://m.example.com/p/:id"],
            ["routerType": 7, "path": "app://product/list"],
            ["routerType": "2", "path": "app://promo/autumn", "className": "DemoProduct.ProductListPage"],
        ]
    }
}
