/// What the router knows about one installed pattern. Shared by reference: every request that
/// matches the pattern points at the same instance.
public final class RouteInfo: Sendable, Hashable, CustomStringConvertible {
    /// The compiled pattern.
    public let pattern: RoutePattern
    /// The priority.
    public let priority: Int
    /// The qualified type name, `Module.Type`.
    public let typeName: String
    /// The module that declared it.
    public let module: String
    /// The description.
    public let routeDescription: String
    /// The default navigation action.
    public let action: NavigationAction
    /// Whether only the app itself may open it.
    public let isInternal: Bool

    init(pattern: RoutePattern, entry: RouteEntry, module: String) {
        self.pattern = pattern
        self.priority = entry.priority
        self.typeName = entry.typeName
        self.module = module
        self.routeDescription = entry.description
        self.action = entry.action
        self.isInternal = entry.isInternal
    }

    /// Equal when every field is equal.
    public static func == (lhs: RouteInfo, rhs: RouteInfo) -> Bool {
        lhs === rhs
            || (lhs.pattern == rhs.pattern && lhs.priority == rhs.priority && lhs.typeName == rhs.typeName
                && lhs.module == rhs.module && lhs.routeDescription == rhs.routeDescription && lhs.action == rhs.action
                && lhs.isInternal == rhs.isInternal)
    }

    /// Hashes the pattern, the type and the priority.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(typeName)
        hasher.combine(priority)
    }

    /// `pattern -> Type (priority N)`.
    public var description: String { "\(pattern) -> \(typeName) (priority \(priority))" }
}
