/// The compiled routes of a router's registered tables, in registration order (a records table's
/// slot stays empty: its records are read instead). The one cache of compiled patterns, filled
/// only by `cover(_:defaultScheme:)` (from the snapshot build and relocation's `BuildTimeIndex`),
/// so each pattern is compiled once for the router's lifetime.
package struct CompiledTables {
    /// The compiled routes of a prefix of the router's tables, one array per table.
    package private(set) var tables: [[Result<CompiledRoute, RouteTableError>]] = []

    package var count: Int { tables.count }

    /// Compiles the tables of `all` not compiled yet (tables are appended, and removed together
    /// with their slot here, so the cache covers a prefix of them); starts over if `all` is
    /// shorter than what is cached.
    ///
    /// - Complexity: compiling the patterns of the tables not compiled before; O(1) otherwise.
    package mutating func cover(_ all: [RouteTable], defaultScheme: String) {
        if tables.count > all.count { tables.removeAll() }
        while tables.count < all.count {
            tables.append(
                all[tables.count].records == nil
                    ? CompiledRoute.compile(all[tables.count], defaultScheme: defaultScheme) : [])
        }
    }

    /// Forgets the table at `index`, which the router removed from its tables (pages registered
    /// in code whose token was removed).
    mutating func remove(at index: Int) {
        if index < tables.count { tables.remove(at: index) }
    }
}
