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
    private var router: Router = .shared

    private init(path: String) {
        self.path = path
    }

    /// Starts a builder for a URL or a pattern with `:name` placeholders.
    public static func build(_ path: String) -> LinkBuilder {
        LinkBuilder(path: path)
    }

    private func with(_ key: String, _ value: any Sendable) -> LinkBuilder {
        var copy = self
        copy.parameters[key] = value
        return copy
    }

    /// Adds an `Int`.
    public func withInt(key: String, value: Int) -> LinkBuilder { with(key, value) }
    /// Adds a `String`.
    public func withString(key: String, value: String) -> LinkBuilder { with(key, value) }
    /// Adds a `Bool`.
    public func withBool(key: String, value: Bool) -> LinkBuilder { with(key, value) }
    /// Adds a `Double`.
    public func withDouble(key: String, value: Double) -> LinkBuilder { with(key, value) }
    /// Adds a `Float`.
    public func withFloat(key: String, value: Float) -> LinkBuilder { with(key, value) }
    /// Adds any `Sendable` value (a model object, a callback).
    public func withAny(key: String, value: any Sendable) -> LinkBuilder { with(key, value) }

    /// Shows the destination with `action` instead of the route's default.
    public func withAction(_ action: NavigationAction) -> LinkBuilder {
        var copy = self
        copy.action = action
        return copy
    }

    /// Marks the open as coming from outside the app.
    public func fromExternalSource() -> LinkBuilder {
        var copy = self
        copy.source = .external
        return copy
    }

    /// Uses `router` instead of ``Router/shared``.
    public func on(_ router: Router) -> LinkBuilder {
        var copy = self
        copy.router = router
        return copy
    }

    /// The URL with `:name` placeholders filled, and the parameters left over.
    ///
    /// - Throws: ``RouteFailure`` with `.missingPathParameter` when a placeholder has no value.
    func resolvedURL() throws(RouteFailure) -> (url: String, parameters: [String: any Sendable]) {
        guard path.contains(":") else { return (path, parameters) }
        var remaining = parameters
        // Leave the scheme's "://" alone; fill segments that start with ':'.
        let schemeEnd: String.Index
        if let separator = Self.schemeSeparatorEnd(in: path) {
            schemeEnd = separator
        } else {
            schemeEnd = path.startIndex
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

    private static func schemeSeparatorEnd(in text: String) -> String.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "/" { return nil }
            if text[index...].hasPrefix("://") { return text.index(index, offsetBy: 3) }
            index = text.index(after: index)
        }
        return nil
    }

    /// Opens the route and returns the outcome.
    @discardableResult
    public func navigation() async -> RouteOutcome {
        let resolved: (url: String, parameters: [String: any Sendable])
        do {
            resolved = try resolvedURL()
        } catch {
            return router.report(error)
        }
        return await router.openURL(resolved.url, params: resolved.parameters, source: source, action: action)
    }

    /// Opens the route from synchronous code; `completion` gets the outcome. Opens started
    /// this way run in call order, like ``Router/open(_:params:source:action:completion:)``.
    /// The completion is required, so that `await builder.navigation()` always means the async
    /// open above; pass `{ _ in }` to ignore the outcome.
    public func navigation(_ completion: @escaping @Sendable (RouteOutcome) -> Void) {
        let resolved: (url: String, parameters: [String: any Sendable])
        do {
            resolved = try resolvedURL()
        } catch {
            completion(router.report(error))
            return
        }
        router.open(resolved.url, params: resolved.parameters, source: source, action: action, completion: completion)
    }
}

/// The old name of ``LinkBuilder``: it builds a link, not a router.
@available(*, deprecated, renamed: "LinkBuilder")
public typealias RouterBuilder = LinkBuilder
