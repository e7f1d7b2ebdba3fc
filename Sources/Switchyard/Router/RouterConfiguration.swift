/// Settings fixed when a ``Router`` is created.
public struct RouterConfiguration: Sendable {
    /// The scheme for URLs and patterns written without one (`product/42` ≡ `app://product/42`).
    public var defaultScheme: String
    /// Bounds on incoming URLs.
    public var limits: URLLimits
    /// How many redirects (interceptor redirects and fallbacks) one open may follow.
    public var maxRedirects: Int

    /// Creates a configuration.
    public init(defaultScheme: String = "app", limits: URLLimits = .default, maxRedirects: Int = 8) {
        self.defaultScheme = defaultScheme.lowercased()
        self.limits = limits
        self.maxRedirects = maxRedirects
    }
}
