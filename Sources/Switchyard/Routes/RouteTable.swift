/// A module's routes, as the build plugin generates them. Handing a table to the router costs
/// nothing: the router builds its trie on the first open.
public struct RouteTable: Sendable {
    /// The module the routes were declared in.
    public let module: String
    /// The entries, sorted by type name.
    public let entries: [RouteEntry]

    /// Creates a table.
    public init(module: String, entries: [RouteEntry]) {
        self.module = module
        self.entries = entries
    }

    /// The number of patterns in the table.
    public var patternCount: Int { entries.reduce(0) { $0 + $1.patterns.count } }
}
