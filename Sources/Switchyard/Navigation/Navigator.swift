/// Shows destinations. The UIKit and SwiftUI adapters conform, and so does the
/// platform-neutral navigator that tests use.
@MainActor
public protocol Navigator: AnyObject {
    /// Shows `destination` with `request.action`.
    func navigate(to destination: Any, request: RouteRequest) throws
}
