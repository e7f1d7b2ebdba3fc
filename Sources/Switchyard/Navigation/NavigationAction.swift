/// How a destination is shown.
///
/// The raw numbers of TheRouter's `LAJumpType` are accepted through the `jumpType` parameter
/// (`init(jumpType:tabIndex:)`) with what TheRouter means by them, so deep links written for
/// TheRouter keep working.
public enum NavigationAction: Sendable, Hashable, CustomStringConvertible {
    /// Push onto the current navigation stack (TheRouter 1).
    case push
    /// Present modally (TheRouter 0 is `.present(.fullScreen)`).
    case present(PresentationStyle)
    /// Pop back to an existing instance of the destination's type, else push (TheRouter 2).
    case popToTarget
    /// Replace the window's root with a new navigation stack (TheRouter's `windowRoot(nav:)`; no
    /// `jumpType` number: TheRouter's 3 pushes, see ``dismissModalThenPush``).
    case windowRoot
    /// Dismiss every modal, then push onto the stack underneath: the root navigation stack, or the
    /// selected tab's (TheRouter 3 and 4).
    case dismissModalThenPush
    /// Replace the top of the current stack.
    case replace
    /// Dismiss every modal, pop the tab being left to its root, select the tab and pop it to its
    /// root (TheRouter 5).
    case showTab(Int)

    /// How a modal is presented.
    public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
        /// The platform's default.
        case automatic
        /// A sheet.
        case sheet
        /// Full screen.
        case fullScreen
    }

    /// Present with the platform's default style; write `static let routeAction = NavigationAction.modal`.
    public static let modal = NavigationAction.present(.automatic)
    /// Present as a sheet.
    public static let sheet = NavigationAction.present(.sheet)
    /// Present full screen.
    public static let fullScreen = NavigationAction.present(.fullScreen)

    /// TheRouter's `jumpType` number (`LAJumpType`, `TheRouter+Generate.swift`), with what
    /// `jump(jumpType:vc:queries:)` does for it (`TheRouter+Jump.swift`): modal=0 presents
    /// full screen; push=1; popToTaget=2; windowNavRoot=3 pushes onto the root navigation stack,
    /// or the selected tab's, which is what modalDismissBeforePush=4 does once every modal is
    /// dismissed; showTab=5 shows tab `tabIndex`. Other numbers give `nil`.
    package init?(jumpType: Int, tabIndex: Int = 0) {
        switch jumpType {
        case 0: self = .present(.fullScreen)
        case 1: self = .push
        case 2: self = .popToTarget
        case 3, 4: self = .dismissModalThenPush
        case 5: self = .showTab(tabIndex)
        default: return nil
        }
    }

    /// The `jumpType` numbers, for the message that refuses another one.
    static let jumpTypes =
        "use a jumpType from 0 to 5: 0 present(fullScreen), 1 push, 2 popToTarget, 3 and 4 dismissModalThenPush, "
        + "5 showTab (with tabBarSelecIndex or tabIndex)"

    /// The keys that choose the tab of `jumpType=5`: TheRouter's (`TheRouterTabBarSelecIndex` in
    /// `TheRouter+Generate.swift`, read by `showTabBar` in `TheRouter+Jump.swift`), then Switchyard's.
    static let tabKeys = ["tabBarSelecIndex", "tabIndex"]

    /// A short name, e.g. `push`, `present(sheet)`, `showTab(2)`.
    public var description: String {
        switch self {
        case .push: return "push"
        case .present(let style): return style == .automatic ? "present" : "present(\(style.rawValue))"
        case .popToTarget: return "popToTarget"
        case .windowRoot: return "windowRoot"
        case .dismissModalThenPush: return "dismissModalThenPush"
        case .replace: return "replace"
        case .showTab(let index): return "showTab(\(index))"
        }
    }
}
