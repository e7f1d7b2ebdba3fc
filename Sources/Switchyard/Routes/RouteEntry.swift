/// One routable type's or handler's entry in a route table, in the form generated code once
/// wrote it and hand-built tables (benchmarks, fuzzers, tests) still do: behind
/// `@_spi(Generated)`. Apps see an installed route as a ``RouteInfo``.
///
/// The plugin copies the literals it read (`patterns`, `priority`, …) so the router can build its
/// trie without touching the type; in debug builds the router compares them with the type's live
/// values and reports drift as a ``RouterEvent/tableDrift(typeName:detail:)`` event.
@_spi(Generated)
public struct RouteEntry: @unchecked Sendable {
    // The target holds immutable metatypes or a `@Sendable` closure; safe to share across threads.

    /// The patterns, as written in the source.
    public let patterns: [String]
    /// The priority.
    public let priority: Int
    /// The description.
    public let description: String
    /// The default navigation action.
    public let action: NavigationAction
    /// Whether the route may only be opened from inside the app.
    public let isInternal: Bool
    /// The qualified type name, `Module.Type`, as in the exported route map.
    public let typeName: String
    /// What the route does: show a page or run a handler.
    public let target: RouteTarget

    /// The page type, when the route shows a page.
    public var type: (any Routable.Type)? {
        if case .page(let type) = target { return type }
        return nil
    }

    /// Creates an entry from literals (what generated code calls).
    public init(
        _ type: any Routable.Type, typeName: String, patterns: [String], priority: Int = 0,
        description: String = "", action: NavigationAction = .push, isInternal: Bool = false
    ) {
        self.init(
            target: .page(type), typeName: typeName, patterns: patterns, priority: priority, description: description,
            action: action, isInternal: isInternal)
    }

    /// Creates an entry for any target.
    public init(
        target: RouteTarget, typeName: String, patterns: [String], priority: Int = 0,
        description: String = "", action: NavigationAction = .push, isInternal: Bool = false
    ) {
        self.target = target
        self.typeName = typeName
        self.patterns = patterns
        self.priority = priority
        self.description = description
        self.action = action
        self.isInternal = isInternal
    }

    /// Creates an entry from the type's live values (for hand-written tables and tests).
    @MainActor
    public init(_ type: any Routable.Type, typeName: String? = nil) {
        self.init(
            type, typeName: typeName ?? String(reflecting: type), patterns: type.routePatterns,
            priority: type.routePriority, description: type.routeDescription, action: type.routeAction,
            isInternal: type.routeIsInternal)
    }

    /// Creates a handler route's entry from the type's live values (for hand-written tables and tests).
    public init(handler: any RouteHandler.Type, typeName: String? = nil) {
        self.init(
            target: .handler(handler), typeName: typeName ?? String(reflecting: handler),
            patterns: handler.routePatterns,
            priority: handler.routePriority, description: handler.routeDescription, isInternal: handler.routeIsInternal)
    }
}
