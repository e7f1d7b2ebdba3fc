/// Shows destinations: the router hands each destination it made to its ``Router/navigator``.
/// `SwitchyardNavigation`'s `UIKitNavigator` and `RoutePathModel` (SwiftUI) conform, and so does
/// `SwitchyardTesting`'s `RecordingNavigator`.
@MainActor
public protocol Navigator: AnyObject {
    /// Shows `destination` with `request.action`.
    func navigate(to destination: Any, request: RouteRequest) throws
}
