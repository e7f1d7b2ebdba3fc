import Switchyard

/// One screen in a ``NavigationState``: what the model knows about a view controller or view.
///
/// Two screens are "the same kind" when their ``typeName``s are equal: that is what
/// `NavigationAction.popToTarget` looks for, as UIKit adapters compare classes
/// (TheRouter's `popToTaget` looks for an instance of the destination's class).
public struct NavigationScreen: Sendable, Hashable, CustomStringConvertible {
    /// The screen's type, qualified (`Shop.ProductPage`): its identity for `popToTarget`.
    public var typeName: String
    /// A short label for pictures and logs, e.g. `ProductPage(42)`.
    public var title: String

    /// Creates a screen.
    public init(typeName: String, title: String? = nil) {
        self.typeName = typeName
        self.title = title ?? Self.shortName(typeName)
    }

    /// The screen for a destination the router made: its type is the destination's runtime type
    /// (`String(reflecting:)`, the same name a UIKit adapter gives a view controller in a stack).
    /// The title is `CustomNavigationTitle.navigationTitle` when the destination has one, else
    /// the short type name followed by the request's path parameters: `ProductPage(42)`.
    @MainActor
    public init(destination: Any, request: RouteRequest?) {
        let typeName = String(reflecting: type(of: destination))
        if let titled = destination as? any CustomNavigationTitle {
            self.init(typeName: typeName, title: titled.navigationTitle)
            return
        }
        var title = Self.shortName(typeName)
        let pathValues =
            request?.parameters.items.filter { $0.origin == .path }.map { String(describing: $0.value) } ?? []
        if !pathValues.isEmpty { title += "(" + pathValues.joined(separator: ",") + ")" }
        self.init(typeName: typeName, title: title)
    }

    /// The title.
    public var description: String { title }

    /// `Shop.ProductPage` → `ProductPage`; generic arguments are kept.
    static func shortName(_ typeName: String) -> String {
        let head = typeName.prefix { $0 != "<" }
        guard let dot = head.lastIndex(of: ".") else { return typeName }
        return String(typeName[typeName.index(after: dot)...])
    }
}
