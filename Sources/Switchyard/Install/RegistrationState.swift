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
    /// One key per registered table with a module name (see ``key(_:)``).
    private var keys: Set<String> = []
    /// Where the records of each registered records table are (see ``RouteRecords/identity``).
    private var recordKeys: Set<RouteRecords.Identity> = []

    /// A table's identity: its module and its types. Hand-written tables of the same module with
    /// other types are distinct; the same module's generated table registered again is not.
    /// (A table generated from records is identified by where its records are, in `recordKeys`.)
    static func key(_ table: RouteTable) -> String {
        return ([table.module] + table.entries.map(\.typeName)).joined(separator: "\u{0}")
    }

    /// Splits `tables` into those to add and those already held (or repeated in `tables`), and
    /// remembers the added ones. Tables with no module name (single entries) are always added.
    mutating func admit(_ tables: [RouteTable]) -> (added: [RouteTable], duplicates: [RouteTable]) {
        var added: [RouteTable] = []
        var duplicates: [RouteTable] = []
        for table in tables {
            let new =
                if let records = table.records {
                    recordKeys.insert(records.identity).inserted
                } else {
                    table.module.isEmpty || keys.insert(Self.key(table)).inserted
                }
            if new {
                added.append(table)
            } else {
                duplicates.append(table)
            }
        }
        return (added, duplicates)
    }
}
