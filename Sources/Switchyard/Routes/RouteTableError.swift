/// A route table that cannot be installed as written.
public struct RouteTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong (for the message, and the package's tests).
    package enum Kind: Sendable, Hashable {
        /// A pattern does not compile.
        case invalidPattern(RoutePatternError)
        /// Two types claim the same pattern with the same priority.
        case conflict(pattern: String, otherType: String, priority: Int)
        /// A module's compiled route records cannot be read (built by another Switchyard
        /// version, or damaged): the rest of that module's records are skipped.
        case unreadableRecords(detail: String)
        /// A pattern's host is the router's service host, whose URLs are service calls.
        case serviceHost(pattern: String, host: String)
    }

    /// The type whose entry is wrong.
    public let typeName: String
    /// What is wrong.
    package let kind: Kind

    /// A message that says what, where, and how to fix it.
    public var description: String {
        switch kind {
        case .invalidPattern(let error):
            return "\(typeName): \(error)"
        case .conflict(let pattern, let otherType, let priority):
            return "\(typeName) and \(otherType) both claim '\(pattern)' with priority \(priority); "
                + "give one a higher routePriority or change its pattern"
        case .unreadableRecords(let detail):
            return "\(typeName): \(detail); rebuild the module with the Switchyard version the app links"
        case .serviceHost(let pattern, let host):
            return "\(typeName): '\(pattern)' uses the host '\(host)', which service calls by URL answer before "
                + "any route; give the route another host, or the router another RouterConfiguration.serviceHost"
        }
    }
}
