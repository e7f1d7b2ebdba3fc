/// The compiled routes of a router's registered tables, in registration order: the one cache of
/// compiled patterns (a field of `Router.State`). The snapshot build and relocation's
/// `BuildTimeIndex` both fill it through `cover(_:defaultScheme:includingRecords:)`, the only code
/// that compiles into it, so each pattern is compiled once for the router's lifetime.
///
/// Tables generated from pre-compiled records are not compiled for the snapshot (it reads their
/// records); only relocation's index asks for them, and they are compiled then, once.
struct CompiledTables {
    /// The compiled routes of a prefix of the router's tables, one array per table (empty for
    /// a records table not compiled yet).
    private(set) var tables: [[Result<CompiledRoute, RouteTableError>]] = []
    /// Which of `tables` are records tables left uncompiled.
    private var uncompiled: Set<Int> = []

    /// How many tables are covered.
    var count: Int { tables.count }

    /// Compiles the tables of `all` not compiled yet (tables are only ever appended, so the cache
    /// covers a prefix of them); starts over if `all` is shorter than what is cached. Records
    /// tables are compiled only when `includingRecords`.
    ///
    /// - Complexity: compiling the patterns of the tables not compiled before; O(1) otherwise.
    mutating func cover(_ all: [RouteTable], defaultScheme: String, includingRecords: Bool = false) {
        if tables.count > all.count {
            tables.removeAll()
            uncompiled.removeAll()
        }
        while tables.count < all.count {
            let table = all[tables.count]
            if table.records != nil && !includingRecords {
                uncompiled.insert(tables.count)
                tables.append([])
            } else {
                tables.append(CompiledRoute.compile(table, defaultScheme: defaultScheme))
            }
        }
        guard includingRecords && !uncompiled.isEmpty else { return }
        for index in uncompiled.sorted() {
            tables[index] = CompiledRoute.compile(all[index], defaultScheme: defaultScheme)
        }
        uncompiled.removeAll()
    }
}
