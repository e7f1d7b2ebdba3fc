extension CrossCheckReport {
    /// One line: `agree` or `differ`, with counts. Repeated and unreachable Android keys and
    /// warnings are counted only when there are some.
    public var summary: String {
        var counts = [
            (onBoth.count, "on both"), (mismatched.count, "mismatched"), (ambiguous.count, "ambiguous"),
            (iosOnly.count, "iOS only"), (androidOnly.count, "Android only"), (allowed.count, "allowed"),
        ]
        let twoClasses = repeatedKeys.filter(\.hasDifferentClasses).count
        if !repeatedKeys.isEmpty {
            counts.append((repeatedKeys.count, "repeated Android keys (\(twoClasses) with two classes)"))
        }
        if !unreachableOnAndroid.isEmpty { counts.append((unreachableOnAndroid.count, "unreachable on Android")) }
        if !warnings.isEmpty { counts.append((warnings.count, warnings.count == 1 ? "warning" : "warnings")) }
        return (agrees ? "maps agree: " : "maps differ: ") + counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }

    /// The readable report: a header, warnings, then the groups with problems, allowed routes,
    /// unused allow-list entries and finally the routes on both sides. Empty groups are left
    /// out. Every value from the maps is printed through ``TerminalText/escaped(_:)``, so one
    /// value is never more than one line and never a terminal control sequence.
    public var text: String {
        let e = TerminalText.escaped
        var lines = [
            "check-android: \(e(iosFile)) (iOS, \(iosRouteCount) routes) vs \(e(androidFile)) (Android, \(androidRouteCount) routes)",
            summary,
        ]
        func section<Item>(_ title: String, _ items: [Item], _ describe: (Item) -> [String]) {
            guard !items.isEmpty else { return }
            lines += ["", "\(title) (\(items.count)):"] + items.flatMap(describe)
        }
        section("Warnings", warnings) { ["  \(e($0))"] }
        section("Repeated Android keys", repeatedKeys, Self.describe)
        section("Unreachable on Android", unreachableOnAndroid) { route in
            [
                "  \(Self.describe(route))",
                "    Android cuts every URL at its first '?' before the lookup, so this key never matches; move the query into 'params'",
            ]
        }
        section("Mismatched", mismatched) { mismatch in
            [
                "  iOS     \(Self.describe(mismatch.pair.ios))",
                "  Android \(Self.describe(mismatch.pair.android))  [\(mismatch.pair.kind.rawValue)]",
            ] + mismatch.differences.map(Self.describe)
        }
        section("Ambiguous", ambiguous) { ambiguity in
            ambiguity.ios.map { "  iOS     \(Self.describe($0))" }
                + ambiguity.android.map { "  Android \(Self.describe($0))" }
                + ["    one-to-one correspondence expected; make the patterns or keys distinct"]
        }
        section("iOS only", iosOnly) { ["  \(Self.describe($0))"] }
        section("Android only", androidOnly) { ["  \(Self.describe($0))"] }
        section("Allowed by the allow-list", allowed) {
            ["  \($0.side == .ios ? "iOS    " : "Android") \(Self.describe($0.route))"]
        }
        section("Unused allow-list entries, safe to remove", unusedAllowListEntries) { ["  \(e($0))"] }
        section("On both", onBoth) { pair in
            let classes = "(\(e(pair.ios.className)) / \(e(pair.android.className)))  [\(pair.kind.rawValue)]"
            return pair.ios.path == pair.android.path
                ? ["  \(Self.shown(pair.ios.path))  \(classes)"]
                : ["  \(Self.shown(pair.ios.path)) → \(Self.shown(pair.android.path))  \(classes)"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A path as printed: escaped, and `""` when empty so that an empty key stays visible.
    static func shown(_ path: String) -> String { path.isEmpty ? "\"\"" : TerminalText.escaped(path) }

    private static func describe(_ route: Route) -> String {
        "\(shown(route.path))  (\(TerminalText.escaped(route.className)))"
    }

    private static func describe(_ group: AndroidRouteTable.RepeatedKey) -> [String] {
        let e = TerminalText.escaped
        var lines: [String] = []
        if let kept = group.kept {
            lines.append("  \(shown(group.key))  Android keeps the last: entry \(kept.index) (\(e(kept.className)))")
        }
        for entry in group.entries {
            let description = entry.description.isEmpty ? "" : "  \"\(e(entry.description))\""
            lines.append("    entry \(entry.index)  \(shown(entry.path))  (\(e(entry.className)))\(description)")
        }
        if group.hasDifferentClasses {
            lines.append("    two classes under one key: only the last opens; give each class its own key")
        }
        return lines
    }

    private static func describe(_ difference: Difference) -> String {
        let e = TerminalText.escaped
        if difference.field == "params" {
            return "    params keys: iOS [\(e(difference.ios))] ≠ Android [\(e(difference.android))]"
        }
        if difference.field == "kind" {
            return
                "    kind: iOS \(difference.ios) ≠ Android \(difference.android); make both pages, or an iOS RouteHandler for an Android action"
        }
        return "    \(difference.field): iOS \"\(e(difference.ios))\" ≠ Android \"\(e(difference.android))\""
    }
}
