@testable import _RouteMap

/// A small hand-made route map used by the export goldens: every key, an optional key left
/// out, unicode, characters that JSON and XML must escape, entries given out of order.
enum SampleRouteMap {
    static let entries: [RouteMapEntry] = [
        RouteMapEntry(
            path: "myapp://shop/item/:id", className: "Shop.ItemViewController",
            description: "Item \"detail\" & <reviews>", params: ["tab": "reviews", "source": "link"],
            module: "Shop", navigation: "push", file: "Sources/Shop/ItemViewController.swift"
        ),
        RouteMapEntry(
            path: "https://example.com/help/**", className: "Help.WebViewController",
            description: "帮助 / help", priority: 10, module: "Help", navigation: "modal",
            file: "Sources/Help/WebViewController.swift"
        ),
        RouteMapEntry(
            path: "https://example.com/user/:userId/posts/:postId", className: "Social.PostViewController",
            action: "action://post", module: "Social", navigation: "push",
            file: "Sources/Social/PostViewController.swift"
        ),
        RouteMapEntry(
            path: "myapp://settings/debug", className: "Settings.DebugViewController",
            description: "line one\nline two\ttabbed \\ backslash", priority: 2000, module: "Settings",
            internal: true, file: "Sources/Settings/DebugViewController.swift"
        ),
        RouteMapEntry(
            path: "https://example.com/user/:userId", className: "Social.UserViewController",
            module: "Social", file: "Sources/Social/UserViewController.swift"
        ),
    ]

    static let map = RouteMap(entries: entries)
}
