import _RouteMap

extension RouteMapComparison {
    /// Step 4: groups the live matches into pairs, ambiguities and one-sided routes, and sorts
    /// every list in ``CrossCheckReport/Route`` order.
    func group(
        edges: MatchEdges, table: AndroidRouteTable, iosFile: String, allowList: CrossCheckAllowList
    ) -> CrossCheckReport {
        let iosCount = ios.count
        // Android side: the routes compared, then the empty-key routes (never matched).
        let androidSide = table.routes + table.emptyKeyRoutes
        var components = UnionFind(count: iosCount + table.routes.count)
        for edge in edges.android.indices where edges.isLive[edge] {
            components.union(edges.owner[edge], iosCount + edges.android[edge])
        }
        let members = components.members()

        var report = CrossCheckReport(
            iosFile: iosFile, iosRouteCount: iosCount, androidFile: android.file,
            androidRouteCount: android.entries.count)
        func androidRoute(_ a: Int) -> CrossCheckReport.Route { Self.route(androidSide[a]) }
        var pairs: [(ios: Int, android: Int, kind: RouteMatchKind)] = []
        var usedAllowances: Set<String> = []
        func oneSided(_ route: CrossCheckReport.Route, _ side: CrossCheckReport.Side) {
            if let line = allowList.line(allowing: route.path) {
                usedAllowances.insert(line)
                report.allowed.append(.init(side: side, route: route))
            } else if side == .ios {
                report.iosOnly.append(route)
            } else {
                report.androidOnly.append(route)
            }
        }
        for nodes in members {
            let iosNodes = nodes.prefix { $0 < iosCount }
            let androidNodes = nodes[iosNodes.endIndex...].map { $0 - iosCount }
            switch (iosNodes.count, androidNodes.count) {
            case (1, 0):
                oneSided(iosRoute(iosNodes[iosNodes.startIndex]), .ios)
            case (0, 1):
                oneSided(androidRoute(androidNodes[0]), .android)
            case (1, 1):
                let (i, a) = (iosNodes[iosNodes.startIndex], androidNodes[0])
                pairs.append((i, a, edges.liveKind(from: i, to: a) ?? .exact))
            default:
                report.ambiguous.append(
                    .init(ios: iosNodes.map(iosRoute).sorted(), android: androidNodes.map(androidRoute).sorted()))
            }
        }
        for (offset, entry) in table.emptyKeyRoutes.enumerated() {
            report.warnings.append(
                "\(android.file): entry \(entry.index): the key \(entry.path.isEmpty ? "is empty" : "'/' is empty once its trailing '/' is removed"); Android registers it, but only an empty URL reaches it, so it is compared with nothing and listed as Android only (the allow-list line '/' excuses it)"
            )
            oneSided(androidRoute(table.routes.count + offset), .android)
        }

        pairs.sort { x, y in (iosRoute(x.ios), androidRoute(x.android)) < (iosRoute(y.ios), androidRoute(y.android)) }
        for (i, a, kind) in pairs {
            let pair = CrossCheckReport.Pair(ios: iosRoute(i), android: androidRoute(a), kind: kind)
            let differences = differences(ios[i], androidSide[a])
            if differences.isEmpty {
                report.onBoth.append(pair)
            } else {
                report.mismatched.append(.init(pair: pair, differences: differences))
            }
        }
        report.ambiguous.sort {
            ($0.ios.first?.path ?? "", $0.android.first?.path ?? "") < (
                $1.ios.first?.path ?? "", $1.android.first?.path ?? ""
            )
        }
        report.iosOnly.sort()
        report.androidOnly.sort()
        report.allowed.sort { ($0.side, $0.route) < ($1.side, $1.route) }
        report.repeatedKeys = table.repeatedKeys
        report.unreachableOnAndroid = table.unreachableRoutes.map(Self.route).sorted()
        report.unusedAllowListEntries = allowList.paths.filter { !usedAllowances.contains($0) }
        return report
    }

    private func iosRoute(_ i: Int) -> CrossCheckReport.Route {
        CrossCheckReport.Route(path: ios[i].path, className: ios[i].className)
    }

    private static func route(_ entry: AndroidRouteEntry) -> CrossCheckReport.Route {
        CrossCheckReport.Route(path: entry.path, className: entry.className)
    }

    private func differences(_ ios: RouteMapEntry, _ android: AndroidRouteEntry) -> [CrossCheckReport.Difference] {
        var differences: [CrossCheckReport.Difference] = []
        // A handler (iOS `"action": "handler"`) runs code, as an Android action does; a page shows
        // a screen. Paired by path, they are different routes with one URL. An Android entry with
        // a class and an action is a page (``AndroidRouteEntry/isAction``).
        if ios.action.isEmpty == android.isAction {
            differences.append(
                .init(
                    field: "kind", ios: ios.action.isEmpty ? "page" : "handler",
                    android: android.isAction ? "action" : "page"))
        }
        if ios.description != android.description {
            differences.append(.init(field: "description", ios: ios.description, android: android.description))
        }
        let (iosKeys, androidKeys) = (ios.params.keys.sorted(), android.params.keys.sorted())
        if iosKeys != androidKeys {
            let (iosText, androidText) = (iosKeys.joined(separator: ", "), androidKeys.joined(separator: ", "))
            differences.append(.init(field: "params", ios: iosText, android: androidText))
        }
        return differences
    }
}
