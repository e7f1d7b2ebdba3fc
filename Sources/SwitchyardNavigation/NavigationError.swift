import Switchyard

/// An action that cannot be carried out in the current navigation state.
public struct NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong (for the message, and the package's tests).
    package enum Kind: Sendable, Hashable {
        /// The window has no root to push onto or present from.
        case noWindowRoot
        /// `showTab` was asked for, but the root is not a tab bar.
        case noTabBar
        /// `showTab` was asked for a tab that does not exist; the tab bar has `count` tabs.
        case tabOutOfRange(count: Int)
        /// The navigator cannot show this kind of destination (e.g. UIKit needs a view controller).
        case unsupportedDestination(typeName: String)
    }

    /// The action that failed.
    public let action: NavigationAction
    /// The title of the screen that was to be shown.
    public let screen: String
    package let kind: Kind

    package init(action: NavigationAction, screen: String, kind: Kind) {
        self.action = action
        self.screen = screen
        self.kind = kind
    }

    /// A message that says what was wrong and how to fix it.
    public var description: String {
        let head = "cannot \(action) \(screen)"
        switch kind {
        case .noWindowRoot:
            return "\(head): the window has no root yet; show the first screen with .windowRoot (a page's "
                + "routeAction, or openURL(_:action: .windowRoot)) or give the navigator an initial state"
        case .noTabBar:
            return "\(head): the window root is not a tab bar; make a tab bar the root first or use another action"
        case .tabOutOfRange(let count):
            let range = count == 0 ? "no tabs" : "\(count) tab\(count == 1 ? "" : "s") (0...\(count - 1))"
            return "\(head): the tab bar has \(range)"
        case .unsupportedDestination(let typeName):
            return "\(head): this navigator shows view controllers only, but makeDestination returned a \(typeName)"
        }
    }
}
