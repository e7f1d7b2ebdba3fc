@_spi(Syntax) import SwitchyardSyntax

/// Builds a link from a pattern and typed parameters, then opens it (TheRouter's `TheRouterBuilder`).
///
/// `:name` placeholders in the path are filled from the parameter of the same key
/// (percent-encoded); every other parameter is passed as an explicit parameter.
///
/// ```swift
/// LinkBuilder.build("app://product/:id")
///     .withInt(key: "id", value: 42)
///     .withString(key: "from", value: "home")
///     .navigation { outcome in print(outcome) }
/// ```
public struct LinkBuilder: Sendable {
    private let path: String
    private var parameters: [String: any Sendable] = [:]
    private var action: NavigationAction?
    private var source: RouteSource = .app
    /// `nil`: ``Router/shared``, read when the link is opened, so building a link does not
    /// create the shared router before ``Router/configureShared(_:)``.
    private var router: Router?

    /// Starts a builder for a URL or a pattern with `:name` placeholders.
    public static func build(_ path: String) -> LinkBuilder {
        LinkBuilder(path: path)
    }

    /// A copy with `change` applied.
    private func with(_ change: (inout LinkBuilder) -> Void) -> LinkBuilder {
        var copy = self
        change(&copy)
        return copy
    }

    /// Adds an `Int`.
    public func withInt(key: String, value: Int) -> LinkBuilder { withAny(key: key, value: value) }
    /// Adds a `String`.
    public func withString(key: String, value: String) -> LinkBuilder { withAny(key: key, value: value) }
    /// Adds a `Bool`.
    public func withBool(key: String, value: Bool) -> LinkBuilder { withAny(key: key, value: value) }
    /// Adds a `Double`.
    public func withDouble(key: String, value: Double) -> LinkBuilder { withAny(key: key, value: value) }
    /// Adds a `Float`.
    public func withFloat(key: String, value: Float) -> LinkBuilder { withAny(key: key, value: value) }
    /// Adds any `Sendable` value (a model object, a callback).
    public func withAny(key: String, value: any Sendable) -> LinkBuilder { with { $0.parameters[key] = value } }

    /// Shows the destination with `action` instead of the route's default.
    public func withAction(_ action: NavigationAction) -> LinkBuilder { with { $0.action = action } }

    /// Marks the open as coming from outside the app.
    public func fromExternalSource() -> LinkBuilder { with { $0.source = .external } }

    /// Uses `router` instead of ``Router/shared``.
    public func on(_ router: Router) -> LinkBuilder { with { $0.router = router } }

    /// The URL with `:name` placeholders filled, and the parameters left over.
    ///
    /// - Throws: ``RouteFailure`` with `.missingPathParameter` when a placeholder has no value.
    func resolvedURL() throws(RouteFailure) -> (url: String, parameters: [String: any Sendable]) {
        guard path.contains(":") else { return (path, parameters) }
        var remaining = parameters
        // Leave the scheme's "://" (one before any other "/") alone; fill segments that start with ':'.
        var schemeEnd = path.startIndex
        if let slash = path.firstIndex(of: "/"), slash > path.startIndex,
            path[path.index(before: slash)...].hasPrefix("://")
        {
            schemeEnd = path.index(slash, offsetBy: 2)
        }
        var result = String(path[..<schemeEnd])
        var pieces = path[schemeEnd...].split(separator: "/", omittingEmptySubsequences: false)
        for (index, piece) in pieces.enumerated() where piece.hasPrefix(":") && piece.count > 1 {
            let name = String(piece.dropFirst())
            guard let value = remaining.removeValue(forKey: name) else {
                throw RouteFailure(url: path, reason: .missingPathParameter(name))
            }
            pieces[index] = Substring(PercentEncoding.encode(String(describing: value), .pathSegment))
        }
        result += pieces.joined(separator: "/")
        return (result, remaining)
    }

    /// Opens the route and returns the outcome.
    @discardableResult
    public func navigation() async -> RouteOutcome {
        do {
            let (url, parameters) = try resolvedURL()
            return await (router ?? .shared).openURL(url, params: parameters, source: source, action: action)
        } catch {
            return (router ?? .shared).report(error)
        }
    }

    /// Opens the route from synchronous code; `completion` gets the outcome. Opens started
    /// this way run in call order, like ``Router/open(_:params:source:action:completion:)``.
    /// The completion is required, so that `await builder.navigation()` always means the async
    /// open above; pass `{ _ in }` to ignore the outcome.
    public func navigation(_ completion: @escaping @Sendable (RouteOutcome) -> Void) {
        do {
            let (url, parameters) = try resolvedURL()
            (router ?? .shared).open(url, params: parameters, source: source, action: action, completion: completion)
        } catch {
            completion((router ?? .shared).report(error))
        }
    }
}
