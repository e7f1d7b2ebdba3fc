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

    /// A `routeAction` problem, as a diagnostic message.
    struct ActionProblem: Error, CustomStringConvertible {
        /// What is wrong and how to write it instead.
        let description: String
    }

    /// The action a `routeAction` spelling stands for (a `NavigationAction` member the generated
    /// table names: `push`, `sheet`, …), or a message that lists the accepted spellings with a
    /// line that compiles.
    static func action(spelled spelling: String, in typeName: String) -> Swift.Result<String, ActionProblem> {
        if let match = actionSpellings.first(where: { $0.spelling == spelling }) {
            return .success(match.action.rawValue)
        }
        let accepted = actionSpellings.map { "." + $0.spelling }.joined(separator: ", ")
        let example = "write e.g. `static let routeAction = NavigationAction.present(.sheet)`"
        if spelling.hasPrefix("showTab(") {
            return .failure(
                ActionProblem(
                    description:
                        "routeAction '.\(spelling)' of \(typeName) cannot be a page's default: a tab is chosen per open (`openURL(_:action: .showTab(1))`, or jumpType=5&tabIndex=1 in the link); declare one of \(accepted); \(example)"
                ))
        }
        return .failure(
            ActionProblem(
                description:
                    "routeAction '.\(spelling)' of \(typeName) is not one of \(accepted); \(example) (a tab is chosen per open, with .showTab or jumpType=5)"
            ))
    }
}
