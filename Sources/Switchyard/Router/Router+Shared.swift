/// Why ``Router/configureShared(_:)`` refused a configuration. The shared router is unchanged then.
public enum SharedRouterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ``Router/shared`` was read before, so it was created with the default configuration.
    case alreadyUsed
    /// ``Router/configureShared(_:)`` was called before; the first configuration stays.
    case alreadyConfigured

    /// A message that says what was wrong and how to fix it.
    public var description: String {
        switch self {
        case .alreadyUsed:
            return "Router.shared was used before Router.configureShared(_:), so it keeps the default configuration; "
                + "call configureShared first, before anything reads Router.shared (a LinkBuilder's open, a service, "
                + "a view), e.g. at the start of the app's init or application(_:willFinishLaunchingWithOptions:)"
        case .alreadyConfigured:
            return "Router.configureShared(_:) was called again; the shared router keeps its first configuration. "
                + "Configure it once, at launch"
        }
    }
}

/// The shared router: created at its first use with the configuration ``configure(_:)`` gave,
/// or the default one. One lock guards it (swift-log's `LoggingSystem.bootstrap` is the model);
/// tests make their own slot instead of resetting the app's.
final class SharedRouterSlot: Sendable {
    private let state = Locked<(router: Router?, configured: Bool)>((nil, false))

    /// The router, created now with the default configuration if nothing configured it.
    var router: Router {
        state.withLock { state in
            if let router = state.router { return router }
            let router = Router()
            state.router = router
            return router
        }
    }

    /// Creates the router with `configuration`, unless it exists already.
    func configure(_ configuration: RouterConfiguration) throws(SharedRouterError) {
        let refusal: SharedRouterError? = state.withLock { state in
            if state.configured { return .alreadyConfigured }
            if state.router != nil { return .alreadyUsed }
            state = (Router(configuration: configuration), true)
            return nil
        }
        if let refusal { throw refusal }
    }
}

extension Router {
    /// The app's router, which ``LinkBuilder``, the services' own lookups (`Router.shared.service(…)`)
    /// and the articles use. Created at its first use with the configuration given to
    /// ``configureShared(_:)``, or the default one. Tests create their own routers.
    public static var shared: Router { sharedSlot.router }

    private static let sharedSlot = SharedRouterSlot()

    /// Sets the configuration of ``shared``: call it once at launch, before anything reads
    /// `Router.shared`. This is how an app that uses the shared router holds links that arrive
    /// before its UI (``RouterConfiguration/holdsOpensUntilReady``):
    ///
    /// ```swift
    /// try Router.configureShared(RouterConfiguration(holdsOpensUntilReady: true))
    /// Router.shared.registerLinkedModules()
    /// ```
    ///
    /// - Throws: ``SharedRouterError`` when `Router.shared` was used or configured before; it
    ///   keeps the configuration it has then.
    public static func configureShared(_ configuration: RouterConfiguration) throws(SharedRouterError) {
        try sharedSlot.configure(configuration)
    }
}
