import SwitchyardSyntax

/// The spellings of `routeAction` a page may declare.
extension RouteDiscovery {
    /// Each accepted spelling (as the scanner reads it: the case name and its argument) and the
    /// action it stands for. `NavigationAction.modal`, `.sheet` and `.fullScreen` are shorthands for
    /// `.present(.automatic)`, `.present(.sheet)` and `.present(.fullScreen)`.
    /// The records spell an action as ``GeneratedCodeContract/Action``, which the runtime reads.
    static let actionSpellings: [(spelling: String, action: GeneratedCodeContract.Action)] = [
        ("push", .push), ("modal", .modal), ("sheet", .sheet), ("fullScreen", .fullScreen),
        ("present(.automatic)", .modal), ("present(.sheet)", .sheet), ("present(.fullScreen)", .fullScreen),
        ("popToTarget", .popToTarget), ("windowRoot", .windowRoot), ("dismissModalThenPush", .dismissModalThenPush),
        ("replace", .replace),
    ]

    /// Why `spelling` is not a `routeAction` a page may declare: the accepted spellings and a line
    /// that compiles.
    static func actionProblem(_ spelling: String, in typeName: String) -> String {
        let accepted = actionSpellings.map { "." + $0.spelling }.joined(separator: ", ")
        let example = "write e.g. `static let routeAction = NavigationAction.present(.sheet)`"
        if spelling.hasPrefix("showTab(") {
            return
                "routeAction '.\(spelling)' of \(typeName) cannot be a page's default: a tab is chosen per open (`openURL(_:action: .showTab(1))`, or jumpType=5&tabIndex=1 in the link); declare one of \(accepted); \(example)"
        }
        return
            "routeAction '.\(spelling)' of \(typeName) is not one of \(accepted); \(example) (a tab is chosen per open, with .showTab or jumpType=5)"
    }
}
