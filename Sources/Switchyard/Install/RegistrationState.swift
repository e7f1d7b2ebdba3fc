/// What the router remembers about registration: which tables it already holds, and whether
/// linked modules are still to be read.
struct RegistrationState {
    /// Whether ``Router/registerLinkedModules()`` was called, and whether the records were read.
    enum Linked {
        case notRequested
        case pending
        case loaded
    }

    var linked = Linked.notRequested
    /// One key per registered table with records or a module name (see `Router.State.admitTables(_:)`).
    var keys: Set<String> = []
}

extension Router.State {
    /// Appends the tables not held yet and returns the repeats (also within `tables`), which are
    /// not appended. A table generated from records is identified by where its records are
    /// (``RouteRecords/identity``); another by its module and its types, so hand-written tables of
    /// the same module with other types are distinct. Tables with no module name (single
    /// entries) are always added.
    mutating func admitTables(_ tables: [RouteTable]) -> [RouteTable] {
        var duplicates: [RouteTable] = []
        for table in tables {
            let key =
                table.records?.identity ?? ([table.module] + table.entries.map(\.typeName)).joined(separator: "\u{0}")
            if (table.records == nil && table.module.isEmpty) || registration.keys.insert(key).inserted {
                self.tables.append(table)
            } else {
                duplicates.append(table)
            }
        }
        return duplicates
    }
}
