extension Router {
    /// In debug builds, compares each generated entry with its type's live values once, on the
    /// first open, and reports differences as `.tableDrift` events (never a crash).
    @MainActor
    func checkDriftOnce() {
        #if DEBUG
        let tables: [RouteTable]? = state.withLock { state in
            if state.driftChecked { return nil }
            state.driftChecked = true
            return state.tables
        }
        guard let tables else { return }
        // Pages registered in code are made from live values or name their own patterns.
        for table in tables where table.token == nil {
            for entry in table.entries {
                for detail in Self.drift(of: entry) { emit(.tableDrift(typeName: entry.typeName, detail: detail)) }
            }
        }
        #endif
    }

    /// The differences between a generated entry and its type's live values.
    @MainActor
    static func drift(of entry: RouteEntry) -> [String] {
        var details: [String] = []
        let live: (patterns: [String], priority: Int, isInternal: Bool, action: NavigationAction)
        switch entry.target {
        case .page(let type): live = (type.routePatterns, type.routePriority, type.routeIsInternal, type.routeAction)
        case .handler(let type): live = (type.routePatterns, type.routePriority, type.routeIsInternal, entry.action)
        case .closure, .factory: return []
        }
        func compare<Value: Equatable>(_ name: String, _ live: Value, _ table: Value, _ hint: String = "") {
            if live != table { details.append("\(name) is \(live) but the table says \(table)\(hint)") }
        }
        compare("routePatterns", live.patterns, entry.patterns, "; rebuild to regenerate")
        compare("routePriority", live.priority, entry.priority)
        compare("routeIsInternal", live.isInternal, entry.isInternal)
        compare("routeAction", live.action, entry.action)
        return details
    }
}
