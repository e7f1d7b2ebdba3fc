import Switchyard

/// The demo's stand-in for a view controller: a titled screen that remembers the request that
/// opened it. Real apps return a `UIViewController` or a SwiftUI view model instead.
@MainActor
open class Screen: CustomStringConvertible {
    /// The title shown in navigation pictures.
    public let title: String
    /// The request that created the screen.
    public let request: RouteRequest

    /// Creates a screen.
    public init(title: String, request: RouteRequest) {
        self.title = title
        self.request = request
    }

    /// The title.
    nonisolated public var description: String { MainActor.assumeIsolated { title } }
}

/// A page the demo's tab bar shows at the root of a tab (Home, Profile). Declared in the kit, so
/// the feature modules conform to `Routable` through a protocol of another module: the build
/// plugins read the kit's files as context to find them (and RoutePaths gets their constants).
public protocol TabRootPage: Routable {}
