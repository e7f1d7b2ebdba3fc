/// The compiled routes of a router's registered tables, in registration order: the one cache of
/// compiled patterns (a field of `Router.State`). The snapshot build and relocation's
/// `BuildTimeIndex` both fill it through `cover(_:defaultScheme:)`, the only code that compiles
/// into it, so each pattern is compiled once for the router's lifetime.
///
/// Tables of pre-compiled records are never compiled: their slot stays empty, and the snapshot
/// and the index read their records.
package struct CompiledTables {
    /// The compiled routes of a prefix of the router's tables, one array per table (empty for a
    /// records table).
    package private(set) var tables: [[Result<CompiledRoute, RouteTableError>]] = []

    /// How many tables are covered.
    package var count: Int { tables.count }

    /// Compiles the tables of `all` not compiled yet (tables are only ever appended, so the cache
    /// covers a prefix of them); starts over if `all` is shorter than what is cached.
    ///
    /// - Complexity: compiling the patterns of the tables not compiled before; O(1) otherwise.
    package mutating func cover(_ all: [RouteTable], defaultScheme: String) {
        if tables.count > all.count { tables.removeAll() }
        while tables.count < all.count {
            let table = all[tables.count]
            tables.append(table.records == nil ? CompiledRoute.compile(table, defaultScheme: defaultScheme) : [])
        }
    }
}
