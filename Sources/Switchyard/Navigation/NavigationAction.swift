/// How a destination is shown.
///
/// The raw numbers of TheRouter's `LAJumpType` are accepted through the `jumpType` parameter
/// (`init(jumpType:tabIndex:)`), so deep links written for TheRouter keep working.
public enum NavigationAction: Sendable, Hashable, CustomStringConvertible {
    /// Push onto the current navigation stack (TheRouter 1).
    case push
    /// Present modally (TheRouter 0).
    case present(PresentationStyle)
    /// Pop back to an existing instance of the destination's type, else push (TheRouter 2).
    case popToTarget
    /// Replace the window's root (TheRouter 3).
    case windowRoot
    /// Dismiss any modal, then push (TheRouter 4).
    case dismissModalThenPush
    /// Replace the top of the current stack.
    case replace
    /// Select a tab (TheRouter 5).
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

    /// TheRouter's `jumpType` number: modal=0, push=1, popToTaget=2, windowNavRoot=3,
    /// modalDismissBeforePush=4, showTab=5 (tab `tabIndex`). Other numbers give `nil`.
    package init?(jumpType: Int, tabIndex: Int = 0) {
        switch jumpType {
        case 0: self = .present(.automatic)
        case 1: self = .push
        case 2: self = .popToTarget
        case 3: self = .windowRoot
        case 4: self = .dismissModalThenPush
        case 5: self = .showTab(tabIndex)
        default: return nil
        }
    }

    /// The `jumpType` numbers, for the message that refuses another one.
    static let jumpTypes =
        "use a jumpType from 0 to 5: 0 present, 1 push, 2 popToTarget, 3 windowRoot, 4 dismissModalThenPush, "
        + "5 showTab (with tabIndex)"

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
