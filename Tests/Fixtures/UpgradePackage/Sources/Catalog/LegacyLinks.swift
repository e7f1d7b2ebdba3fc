import Switchyard

/// The relocation Catalog ships for its legacy links: `app://old/:id` opens the product.
public enum LegacyLinks {
    /// The batch the app applies at launch.
    public static let batch = RelocationBatch(
        version: 1, rules: [.redirect(from: "app://old/:id", to: "app://product/:id")])
}
