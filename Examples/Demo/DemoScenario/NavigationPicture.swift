import Switchyard
@_spi(NavigationModel) import SwitchyardNavigation

/// Draws a ``NavigationState`` as boxes side by side: one per tab (the selected one marked
/// `●`) or one for a root stack, then one per presented modal. Screens are listed root first;
/// `▸` marks the screen the user sees.
///
/// ```
/// ┌─ tab 0 ● ────────┐ ┌─ tab 1 ───────┐
/// │  HomePage        │ │  ProfilePage  │
/// │▸ ProductPage(42) │ └───────────────┘
/// └──────────────────┘
/// ```
public enum NavigationPicture {
    /// The picture's lines.
    public static func render(_ state: NavigationState) -> [String] {
        var columns: [(title: String, screens: [String], onScreen: Bool)] = []
        let modalOnTop = !state.modals.isEmpty
        switch state.root {
        case .none:
            columns.append(("window", ["(no root yet)"], false))
        case .stack(let stack):
            columns.append((stack.isNavigationStack ? "stack" : "screen", titles(stack), !modalOnTop))
        case .tabs(let tabBar):
            for (index, stack) in tabBar.tabs.enumerated() {
                let selected = index == tabBar.selectedIndex
                columns.append(("tab \(index)" + (selected ? " ●" : ""), titles(stack), selected && !modalOnTop))
            }
        }
        for (index, modal) in state.modals.enumerated() {
            let style = modal.style == .automatic ? "" : " (\(modal.style.rawValue))"
            columns.append(("modal" + style, titles(modal.stack), index == state.modals.count - 1))
        }
        let boxes = columns.map { box(title: $0.title, screens: $0.screens, onScreen: $0.onScreen) }
        let height = boxes.map(\.count).max() ?? 0
        return (0..<height).map { row in
            boxes.map { box in
                row < box.count ? box[row] : String(repeating: " ", count: box[0].count)
            }.joined(separator: " ").trimmingTrailingSpaces()
        }
    }

    private static func titles(_ stack: ScreenStack) -> [String] {
        stack.screens.isEmpty ? ["(empty)"] : stack.screens.map(\.title)
    }

    private static func box(title: String, screens: [String], onScreen: Bool) -> [String] {
        let inner = max(title.count + 4, (screens.map(\.count).max() ?? 0) + 3)
        var lines = ["┌─ " + title + " " + String(repeating: "─", count: inner - title.count - 3) + "┐"]
        for (index, screen) in screens.enumerated() {
            let mark = onScreen && index == screens.count - 1 ? "▸ " : "  "
            lines.append("│" + mark + screen + String(repeating: " ", count: inner - 2 - screen.count) + "│")
        }
        lines.append("└" + String(repeating: "─", count: inner) + "┘")
        return lines
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
