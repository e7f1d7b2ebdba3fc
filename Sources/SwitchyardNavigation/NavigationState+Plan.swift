import Switchyard

/// One primitive change a navigator makes to carry out a ``NavigationPlan``. Steps refer to the
/// live hierarchy as it is when the step runs, and always to its top.
@_spi(NavigationModel) public enum NavigationStep: Sendable, Hashable, CustomStringConvertible {
    /// Dismiss the topmost `count` modals (UIKit: `dismiss` on the presenter of the lowest one).
    case dismissModals(count: Int)
    /// Select a tab of the root tab bar.
    case selectTab(Int)
    /// Pop the top stack back to the screen at `index` (0 is its root).
    case popTo(index: Int)
    /// Push the new screen onto the top navigation stack.
    case push
    /// Present the new screen over the top, wrapped in a new navigation stack when `inNavigationStack`.
    case present(NavigationAction.PresentationStyle, inNavigationStack: Bool)
    /// Replace the last screen of the top navigation stack with the new screen.
    case replaceTop
    /// Make the new screen the window's root, wrapped in a navigation stack when `inNavigationStack`.
    case setWindowRoot(inNavigationStack: Bool)

    /// A short name, e.g. `popTo(1)`.
    public var description: String {
        switch self {
        case .dismissModals(let count): return "dismissModals(\(count))"
        case .selectTab(let index): return "selectTab(\(index))"
        case .popTo(let index): return "popTo(\(index))"
        case .push: return "push"
        case .present(let style, let wrapped): return "present(\(style.rawValue)\(wrapped ? ", nav" : ""))"
        case .replaceTop: return "replaceTop"
        case .setWindowRoot(let wrapped): return wrapped ? "setWindowRoot(nav)" : "setWindowRoot"
        }
    }
}

/// What an action does to a state: the steps to carry it out and the state it leads to.
@_spi(NavigationModel) public struct NavigationPlan: Sendable, Hashable {
    /// The steps, in order. Empty when nothing changes (e.g. `popToTarget` to the top screen).
    public var steps: [NavigationStep]
    /// The state after the steps.
    public var result: NavigationState
    /// Whether the new screen is shown. `false` when `popToTarget` went back to an existing
    /// screen of the same type or `showTab` selected a tab: the new destination is then dropped.
    public var showsDestination: Bool
}

extension NavigationState {
    /// The state after showing `screen` with `action`. See ``plan(_:screen:)`` for the rules.
    ///
    /// - Throws: ``NavigationError`` when the action cannot be carried out in this state.
    package func applying(
        _ action: NavigationAction, screen: NavigationScreen
    ) throws(NavigationError) -> NavigationState {
        try plan(action, screen: screen).result
    }

    /// Decides how to show `screen` with `action`, following UIKit:
    ///
    /// - `push`: onto the top navigation stack. When the top is a lone screen without a
    ///   navigation stack, UIKit cannot push; like `show(_:sender:)`, the screen is presented
    ///   instead (in a new navigation stack, so later pushes work).
    /// - `present(style)`: over the top, wrapped in a new navigation stack (TheRouter presents
    ///   the bare controller; wrapping lets the modal push, which apps nearly always want).
    /// - `popToTarget`: back to the last screen of the same ``NavigationScreen/typeName`` on the
    ///   top stack (the new destination is dropped); when there is none, a push. Unlike
    ///   TheRouter, which pops one screen when the target is missing.
    /// - `windowRoot`: dismisses every modal and makes a new navigation stack of the screen the root.
    /// - `dismissModalThenPush`: dismisses every modal, then pushes on the stack underneath: the
    ///   root navigation stack, or the selected tab's. TheRouter's 3 (`pusbWindowNavRoot`) and 4
    ///   (`modalDismissBeforePush`) both land there; unlike TheRouter's 3, the push is never
    ///   hidden under a modal.
    /// - `replace`: swaps the top screen; a lone modal is dismissed and the screen presented the
    ///   same way, a lone root is replaced. On an empty navigation stack it pushes.
    /// - `showTab(i)`: dismisses every modal, pops the tab being left to its root, selects tab `i`
    ///   and pops it to its root, as TheRouter's `showTabBar` does (`TheRouter+Jump.swift`); its
    ///   destination is dropped. Other tabs keep their stacks. Unlike TheRouter, a modal up
    ///   does not stop the switch.
    ///
    /// Every action except `windowRoot` needs a window root.
    ///
    /// - Throws: ``NavigationError`` `.noWindowRoot`, `.noTabBar` or `.tabOutOfRange`.
    /// - Complexity: O(*n*) in the number of screens.
    @_spi(NavigationModel) public func plan(
        _ action: NavigationAction, screen: NavigationScreen
    ) throws(NavigationError) -> NavigationPlan {
        func failure(_ kind: NavigationError.Kind) -> NavigationError {
            NavigationError(action: action, screen: screen.title, kind: kind)
        }
        var state = self
        var steps: [NavigationStep] = []
        var shows = true
        guard let top = topStack ?? (action == .windowRoot ? ScreenStack([]) : nil) else {
            if case .showTab = action { throw failure(.noTabBar) }
            throw failure(.noWindowRoot)
        }
        switch action {
        case .windowRoot:
            state.dismissAllModals(&steps)
            state = .stack([screen])
            steps.append(.setWindowRoot(inNavigationStack: true))
        case .push:
            state.push(screen, &steps)
        case .present(let style):
            steps.append(.present(style, inNavigationStack: true))
            state.modals.append(PresentedModal(ScreenStack([screen]), style: style))
        case .popToTarget:
            if let index = top.screens.lastIndex(where: { $0.typeName == screen.typeName }) {
                shows = false
                if index < top.screens.count - 1 {
                    steps.append(.popTo(index: index))
                    state.updateTopStack { $0.screens.removeSubrange((index + 1)...) }
                }
            } else {
                state.push(screen, &steps)
            }
        case .dismissModalThenPush:
            state.dismissAllModals(&steps)
            state.push(screen, &steps)
        case .replace:
            if top.isNavigationStack {
                steps.append(top.screens.isEmpty ? .push : .replaceTop)
                state.updateTopStack { stack in
                    if !stack.screens.isEmpty { stack.screens.removeLast() }
                    stack.screens.append(screen)
                }
            } else if let modal = state.modals.last {
                steps.append(.dismissModals(count: 1))
                steps.append(.present(modal.style, inNavigationStack: false))
                state.modals[state.modals.count - 1].stack = ScreenStack([screen], isNavigationStack: false)
            } else {
                steps.append(.setWindowRoot(inNavigationStack: false))
                state.root = .stack(ScreenStack([screen], isNavigationStack: false))
            }
        case .showTab(let index):
            guard case .tabs(var tabs) = state.root else { throw failure(.noTabBar) }
            guard tabs.tabs.indices.contains(index) else { throw failure(.tabOutOfRange(count: tabs.tabs.count)) }
            shows = false
            state.dismissAllModals(&steps)
            let left = tabs.selectedIndex
            if left != index {
                if tabs.tabs.indices.contains(left), tabs.tabs[left].screens.count > 1 {
                    steps.append(.popTo(index: 0))
                    tabs.tabs[left].screens.removeSubrange(1...)
                }
                steps.append(.selectTab(index))
            }
            tabs.selectedIndex = index
            if tabs.tabs[index].screens.count > 1 {
                steps.append(.popTo(index: 0))
                tabs.tabs[index].screens.removeSubrange(1...)
            }
            state.root = .tabs(tabs)
        }
        return NavigationPlan(steps: steps, result: state, showsDestination: shows)
    }

    private mutating func push(_ screen: NavigationScreen, _ steps: inout [NavigationStep]) {
        if topStack?.isNavigationStack == true {
            steps.append(.push)
            updateTopStack { $0.screens.append(screen) }
        } else {
            steps.append(.present(.automatic, inNavigationStack: true))
            modals.append(PresentedModal(ScreenStack([screen])))
        }
    }

    private mutating func dismissAllModals(_ steps: inout [NavigationStep]) {
        guard !modals.isEmpty else { return }
        steps.append(.dismissModals(count: modals.count))
        modals.removeAll()
    }
}
