/// One routable type's entry in a route table, as the build plugin generates it.
///
/// The plugin copies the literals it read (`patterns`, `priority`, …) so the router can build its
/// trie without touching the type; in debug builds the router compares them with the type's live
/// values and reports drift as a ``RouterEvent/tableDrift(typeName:detail:)`` event.
public struct RouteEntry: @unchecked Sendable {
    // `any Routable.Type` is an immutable metatype; it is safe to share across threads.

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
    /// The type.
    public let type: any Routable.Type

    /// Creates an entry from literals (what generated code calls).
    public init(
        _ type: any Routable.Type, typeName: String, patterns: [String], priority: Int = 0,
        description: String = "", action: NavigationAction = .push, isInternal: Bool = false
    ) {
        self.type = type
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
}
