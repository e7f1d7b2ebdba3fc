#if canImport(Darwin)
import Foundation
#endif

/// Settings fixed when a ``Router`` is created.
public struct RouterConfiguration: Sendable {
    /// The scheme for URLs and patterns written without one (`product/42` ≡ `app://product/42`).
    public var defaultScheme: String
    /// Bounds on incoming URLs.
    public var limits: URLLimits
    /// How many redirects (interceptor redirects and fallbacks) one open may follow.
    public var maxRedirects: Int
    /// Whether the router has a UI to wait for. When `true`, an open that would show a page
    /// before the router is ready — before ``Router/navigator`` is attached or
    /// ``Router/markReady()`` is called — is held instead of created, and delivered in order once
    /// the router is ready. When `false` (tests, command-line tools), such an open creates the
    /// destination and reports `.opened` without showing it. See <doc:Navigation>.
    public var holdsOpensUntilReady: Bool
    /// How many opens may wait at once; when one more arrives, the oldest is refused with
    /// ``RouteFailure/Reason/heldOpensFull(limit:)``.
    public var heldOpenLimit: Int
    /// How long, in seconds, an open may wait before it fails with
    /// ``RouteFailure/Reason/heldTooLong(seconds:)``.
    public var heldOpenTimeout: Double
    /// The app's version, e.g. `2.4.1`: a relocation batch scoped to other versions
    /// (`RelocationBatch.appVersions`) is skipped. By default, on Apple platforms, the main
    /// bundle's `CFBundleShortVersionString`, and elsewhere `nil` (the runtime does not import
    /// Foundation there; pass the version). `nil` means unknown, and then every batch scoped to
    /// versions is skipped (see <doc:Relocation>).
    public var appVersion: String?
    /// The host of service calls by URL, `scheme://services?protocol=P&method=m` by default
    /// (TheRouter's `serviceHost`, set with `injectRouterServiceConfig`), stored lowercased. A URL
    /// with this host and no path is a service call in every scheme, answered before relocation
    /// and the interceptors, so ``Router/install()`` refuses a route on this host. See <doc:Services>.
    public var serviceHost: String

    /// Creates a configuration.
    public init(
        defaultScheme: String = "app", limits: URLLimits = .default, maxRedirects: Int = 8,
        holdsOpensUntilReady: Bool = false, heldOpenLimit: Int = 8, heldOpenTimeout: Double = 30,
        appVersion: String? = RouterConfiguration.mainBundleVersion, serviceHost: String = "services"
    ) {
        self.serviceHost = serviceHost.lowercased()
        self.defaultScheme = defaultScheme.lowercased()
        self.limits = limits
        self.maxRedirects = maxRedirects
        self.holdsOpensUntilReady = holdsOpensUntilReady
        self.heldOpenLimit = max(1, heldOpenLimit)
        self.heldOpenTimeout = max(0, heldOpenTimeout)
        self.appVersion = appVersion
    }
}

extension RouterConfiguration {
    /// ``appVersion``'s default: the main bundle's `CFBundleShortVersionString` on Apple platforms,
    /// where Foundation is part of every app; `nil` elsewhere, so that the runtime does not import
    /// Foundation (a Linux build would compile its modules for it).
    @usableFromInline static var mainBundleVersion: String? {
        #if canImport(Darwin)
        Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        #else
        nil
        #endif
    }
}
