import Switchyard

/// A value model of a UIKit window: the root, an optional tab bar, and the presented modals.
///
/// It mirrors what UIKit really does so navigation can be decided, tested and explained
/// without a simulator: its `plan(_:screen:)` holds every decision, the navigators only carry
/// out the plan's steps, and `SwitchyardTesting.RecordingNavigator` keeps one of these as its
/// whole world.
///
/// "The top" is the stack of the topmost modal when one is presented, else the selected tab's
/// stack, else the root stack. Apps make one with ``init()``, ``stack(_:)`` or ``tabs(_:selected:)``
/// and read it as its ``description``. Adapters outside this module and tools that draw the model
/// (the demo) read its structure and its plan through `@_spi(NavigationModel) import
/// SwitchyardNavigation`, which carries no stability promise.
public struct NavigationState: Sendable, Hashable, CustomStringConvertible {
    /// What the window shows underneath any modal.
    @_spi(NavigationModel) public var root: NavigationRoot
    /// The presented modals, bottom first.
    @_spi(NavigationModel) public var modals: [PresentedModal]

    /// An empty window: nothing can be shown until a `NavigationAction.windowRoot` open sets a root.
    public init() {
        self.init(root: .none)
    }

    package init(root: NavigationRoot, modals: [PresentedModal] = []) {
        self.root = root
        self.modals = modals
    }

    /// A window whose root is a navigation stack of `screens`.
    public static func stack(_ screens: [NavigationScreen]) -> NavigationState {
        NavigationState(root: .stack(ScreenStack(screens)))
    }

    /// A window whose root is a tab bar with one navigation stack per tab.
    public static func tabs(_ tabs: [[NavigationScreen]], selected: Int = 0) -> NavigationState {
        NavigationState(root: .tabs(TabBarState(tabs: tabs.map { ScreenStack($0) }, selectedIndex: selected)))
    }

    /// The stack that is on screen: the topmost modal's, else the selected tab's or the root's.
    /// `nil` when the window has no root.
    var topStack: ScreenStack? {
        modals.last?.stack ?? rootStack
    }

    /// The stack under all modals: the selected tab's or the root's.
    package var rootStack: ScreenStack? {
        switch root {
        case .none: return nil
        case .stack(let stack): return stack
        case .tabs(let tabs):
            return tabs.tabs.indices.contains(tabs.selectedIndex) ? tabs.tabs[tabs.selectedIndex] : nil
        }
    }

    /// The screen the user sees.
    package var topScreen: NavigationScreen? { topStack?.screens.last }

    /// A one-line picture, e.g. `[tab 0* Home > ProductPage(42)] [tab 1 Account] modal: Login`.
    ///
    /// A navigation stack is `A > B`; a screen without a navigation stack is `bare A`; the
    /// selected tab has a `*`; a modal's style is shown unless it is `automatic`.
    public var description: String {
        var parts: [String] = []
        switch root {
        case .none:
            parts.append("(no window root)")
        case .stack(let stack):
            parts.append("[\(stack)]")
        case .tabs(let tabs):
            if tabs.tabs.isEmpty { parts.append("[no tabs]") }
            for (index, stack) in tabs.tabs.enumerated() {
                parts.append("[tab \(index)\(index == tabs.selectedIndex ? "*" : "") \(stack)]")
            }
        }
        for modal in modals {
            let style = modal.style == .automatic ? "" : "(\(modal.style.rawValue))"
            parts.append("modal\(style): \(modal.stack)")
        }
        return parts.joined(separator: " ")
    }

    mutating func updateTopStack(_ body: (inout ScreenStack) -> Void) {
        if !modals.isEmpty {
            body(&modals[modals.count - 1].stack)
            return
        }
        switch root {
        case .none:
            return
        case .stack(var stack):
            body(&stack)
            root = .stack(stack)
        case .tabs(var tabs):
            guard tabs.tabs.indices.contains(tabs.selectedIndex) else { return }
            body(&tabs.tabs[tabs.selectedIndex])
            root = .tabs(tabs)
        }
    }
}

/// What a window shows underneath its modals.
@_spi(NavigationModel) public enum NavigationRoot: Sendable, Hashable {
    /// Nothing yet.
    case none
    /// A navigation stack, or a single screen without one (`isNavigationStack` false).
    case stack(ScreenStack)
    /// A tab bar.
    case tabs(TabBarState)
}

/// A tab bar: one stack per tab and the selected index.
@_spi(NavigationModel) public struct TabBarState: Sendable, Hashable {
    /// The tabs' stacks, in tab order.
    public var tabs: [ScreenStack]
    /// The selected tab.
    public var selectedIndex: Int

    package init(tabs: [ScreenStack], selectedIndex: Int = 0) {
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }
}

/// A navigation stack (`UINavigationController`), or a lone screen that cannot push.
@_spi(NavigationModel) public struct ScreenStack: Sendable, Hashable, CustomStringConvertible {
    /// The screens, root first.
    public var screens: [NavigationScreen]
    /// Whether screens can be pushed onto it. A lone view controller (no navigation controller)
    /// has one screen and cannot push.
    public var isNavigationStack: Bool

    /// Creates a stack.
    public init(_ screens: [NavigationScreen], isNavigationStack: Bool = true) {
        self.screens = screens
        self.isNavigationStack = isNavigationStack
    }

    /// `A > B` for a navigation stack, `bare A` for a lone screen, `(empty)` for no screens.
    public var description: String {
        let text = screens.isEmpty ? "(empty)" : screens.map(\.title).joined(separator: " > ")
        return isNavigationStack ? text : "bare " + text
    }
}

/// A presented modal and how it was presented.
@_spi(NavigationModel) public struct PresentedModal: Sendable, Hashable {
    /// What the modal shows: a navigation stack, or a lone screen.
    public var stack: ScreenStack
    /// How it was presented.
    public var style: NavigationAction.PresentationStyle

    /// Creates a modal.
    public init(_ stack: ScreenStack, style: NavigationAction.PresentationStyle = .automatic) {
        self.stack = stack
        self.style = style
    }
}
