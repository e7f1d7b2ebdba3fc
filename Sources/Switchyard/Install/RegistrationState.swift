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
    /// How many of the process's images (``LoadedImages``) were read for linked modules.
    var imagesRead = 0
    /// The linked modules registered, by name: a module found again in an image loaded later is
    /// reported, not installed twice.
    var linkedModules: Set<String> = []
    /// The registered tables (see `Router.State.admitTables(_:)`): records tables by where their
    /// records are, others with a module name by their module and types.
    var recordKeys: Set<RouteRecords.Identity> = []
    var keys: Set<String> = []
    /// Counts the changes to the router's tables (an append, or the removal of pages registered
    /// in code), so relocation knows when what it read is stale (``Router/installedRoutes()``).
    var generation = 0
}

extension Router.State {
    /// Appends the tables not held yet and returns the repeats (also within `tables`), which are
    /// not appended. A table generated from records is identified by where its records are
    /// (``RouteRecords/identity``); another by its module and its types, so hand-written tables of
    /// the same module with other types are distinct. Tables with no module name (single
    /// entries) are always added.
    mutating func admitTables(_ tables: [RouteTable]) -> [RouteTable] {
        var duplicates: [RouteTable] = []
        registration.recordKeys.reserveCapacity(registration.recordKeys.count + tables.count)
        for table in tables {
            let new: Bool
            if let records = table.records {
                new = registration.recordKeys.insert(records.identity).inserted
            } else {
                let key = ([table.module] + table.entries.map(\.typeName)).joined(separator: "\u{0}")
                new = table.module.isEmpty || registration.keys.insert(key).inserted
            }
            if new {
                self.tables.append(table)
                registration.generation += 1
            } else {
                duplicates.append(table)
            }
        }
        return duplicates
    }
}
