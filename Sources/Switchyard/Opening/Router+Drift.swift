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
        for table in tables {
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
        case .closure: return []
        }
        if live.patterns != entry.patterns {
            details.append(
                "routePatterns is \(live.patterns) but the table says \(entry.patterns); rebuild to regenerate")
        }
        if live.priority != entry.priority {
            details.append("routePriority is \(live.priority) but the table says \(entry.priority)")
        }
        if live.isInternal != entry.isInternal {
            details.append("routeIsInternal is \(live.isInternal) but the table says \(entry.isInternal)")
        }
        if live.action != entry.action {
            details.append("routeAction is \(live.action) but the table says \(entry.action)")
        }
        return details
    }
}
