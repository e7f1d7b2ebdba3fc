import Switchyard
@_spi(NavigationModel) import SwitchyardNavigation

/// A navigator for unit tests: it applies every navigation to a `NavigationState` — the same
/// model of UIKit the real adapters decide with — and records a history, so an app team can
/// test its routes, interceptors and jump types without a simulator.
///
/// ```swift
/// let navigator = RecordingNavigator(state: .tabs([[home], [account]]))
/// router.navigator = navigator
/// await router.openURL("app://product/42")
/// #expect(navigator.picture == "[tab 0* Home > ProductPage(42)] [tab 1 Account]")
/// ```
@MainActor
public final class RecordingNavigator: Navigator {
    /// One navigation the navigator was asked for: an entry of ``history``.
    public struct Navigation: Sendable, CustomStringConvertible {
        /// The action.
        public let action: NavigationAction
        /// The screen of the destination.
        public let screen: NavigationScreen
        /// The URL that was opened, when the navigation came from the router.
        public let url: String?
        /// The steps a UIKit navigator would take; empty when it failed.
        @_spi(NavigationModel) public let steps: [NavigationStep]
        /// The picture after the navigation, or `nil` when it failed.
        public let picture: String?
        /// Why it failed, when it did.
        public let error: NavigationError?

        /// `push ProductPage(42) -> [Home > ProductPage(42)]`, or the error.
        public var description: String {
            "\(action) \(screen.title) -> " + (picture ?? "error: \(error.map(\.description) ?? "")")
        }
    }

    /// The current state, read by apps as ``picture``.
    @_spi(NavigationModel) public private(set) var state: NavigationState
    /// Every navigation, oldest first, failures included.
    public private(set) var history: [Navigation] = []
    /// The destinations of successful navigations, oldest first.
    public private(set) var destinations: [Any] = []

    /// Creates a navigator starting from `state` (by default an empty window: open the first
    /// screen with `.windowRoot`, or start from `.stack([...])` or `.tabs([...])`).
    public init(state: NavigationState = NavigationState()) {
        self.state = state
    }

    /// The current state as a one-line picture (see `NavigationState.description`).
    public var picture: String { state.description }

    /// Applies `request.action` for `destination` to the state and records it.
    ///
    /// - Throws: `NavigationError` when the action cannot be carried out; the state is unchanged.
    public func navigate(to destination: Any, request: RouteRequest) throws {
        try apply(
            request.action, screen: NavigationScreen(destination: destination, request: request),
            destination: destination, url: request.url.original)
    }

    /// Applies `action` for `screen` directly, without a router.
    ///
    /// - Throws: `NavigationError` when the action cannot be carried out; the state is unchanged.
    package func apply(
        _ action: NavigationAction, screen: NavigationScreen, destination: Any? = nil, url: String? = nil
    )
        throws(NavigationError)
    {
        do {
            let plan = try state.plan(action, screen: screen)
            state = plan.result
            if let destination { destinations.append(destination) }
            history.append(
                Navigation(action: action, screen: screen, url: url, steps: plan.steps, picture: picture, error: nil))
        } catch {
            history.append(Navigation(action: action, screen: screen, url: url, steps: [], picture: nil, error: error))
            throw error
        }
    }

    /// Lets go of the destination at `index` (oldest first), as UIKit releases a view controller
    /// the user dismissed: a page that was asked for an answer and never gave one makes
    /// `Router.open(_:expecting:)` throw `released`.
    /// Returns whether `index` named a destination.
    @discardableResult
    public func releaseDestination(at index: Int) -> Bool {
        guard destinations.indices.contains(index) else { return false }
        destinations.remove(at: index)
        return true
    }

    /// Sets the state, e.g. to what the user did by hand between two opens (a back swipe).
    public func reset(to state: NavigationState) {
        self.state = state
    }
}
