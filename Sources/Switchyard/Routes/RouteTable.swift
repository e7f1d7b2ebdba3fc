/// A module's routes, as the build plugin generates them. Handing a table to the router costs
/// nothing: the router builds its trie on the first open.
public struct RouteTable: Sendable {
    /// The module the routes were declared in.
    @_spi(Generated)
    public let module: String
    /// The routes compiled at build time, when the table was generated from them.
    package let records: RouteRecords?
    private let listed: [RouteEntry]
    /// The token of the pages registered in code (``Router/register(_:)-([RoutePage])``) that
    /// this table holds; `nil` for every other table.
    var token: RouterToken?

    /// The entries, sorted by type name. A table generated from records reads them back each
    /// time this is asked (install reads the records themselves).
    @_spi(Generated)
    public var entries: [RouteEntry] { records?.entries ?? listed }

    /// Creates a table from entries (hand-built tables: benchmarks, fuzzers, tests).
    @_spi(Generated)
    public init(module: String, entries: [RouteEntry]) {
        self.module = module
        self.listed = entries
        self.records = nil
    }

    /// Creates a table from routes compiled at build time (what generated code calls, behind
    /// `@_spi(Generated) import Switchyard`). Installing it parses no pattern, and a route's
    /// ``RouteInfo`` is made when a lookup first lands on it.
    @_spi(Generated)
    public init(module: String, records: RouteRecords) {
        self.module = module
        self.listed = []
        self.records = records
    }

    /// The number of patterns in the table.
    package var patternCount: Int { records?.patternCount ?? listed.reduce(0) { $0 + $1.patterns.count } }
}
