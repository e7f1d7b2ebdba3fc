/// A destination that names itself in navigation pictures and history: the title
/// `SwitchyardNavigation`'s `NavigationScreen` gives it instead of its type name. A page adopts it
/// with `import Switchyard` only.
@MainActor
public protocol CustomNavigationTitle {
    /// A short label, e.g. `Product 42`.
    var navigationTitle: String { get }
}
