/// How `check-android` prints its report.
public enum CrossCheckReportFormat: String, Hashable, Sendable, CaseIterable {
    /// A readable text report, grouped, problems first.
    case text
    /// The same report as one JSON object.
    case json
}

extension CrossCheckReport {
    /// The report in `format`, ending with a newline.
    public func rendered(as format: CrossCheckReportFormat) -> String {
        switch format {
        case .text: return text
        case .json: return CanonicalJSON.render(jsonValue)
        }
    }

    /// One line: `agree` or `differ`, with counts.
    public var summary: String {
        let counts = [
            (onBoth.count, "on both"), (mismatched.count, "mismatched"), (ambiguous.count, "ambiguous"),
            (iosOnly.count, "iOS only"), (androidOnly.count, "Android only"), (allowed.count, "allowed"),
        ]
        return (agrees ? "maps agree: " : "maps differ: ") + counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }

    /// The readable report: a header, then the groups with problems, allowed routes, unused
    /// allow-list entries and finally the routes on both sides. Empty groups are left out.
    public var text: String {
        var lines = [
            "check-android: \(iosFile) (iOS, \(iosRouteCount) routes) vs \(androidFile) (Android, \(androidRouteCount) routes)",
            summary,
        ]
        func section(_ title: String, _ count: Int, _ body: [String]) {
            guard count > 0 else { return }
            lines.append("")
            lines.append("\(title) (\(count)):")
            lines += body
        }
        section("Mismatched", mismatched.count, mismatched.flatMap { mismatch in
            ["  iOS     \(Self.describe(mismatch.pair.ios))",
             "  Android \(Self.describe(mismatch.pair.android))  [\(mismatch.pair.kind.rawValue)]"]
                + mismatch.differences.map(Self.describe)
        })
        section("Ambiguous", ambiguous.count, ambiguous.flatMap { ambiguity in
            ambiguity.ios.map { "  iOS     \(Self.describe($0))" }
                + ambiguity.android.map { "  Android \(Self.describe($0))" }
                + ["    one-to-one correspondence expected; make the patterns or keys distinct"]
        })
        section("iOS only", iosOnly.count, iosOnly.map { "  \(Self.describe($0))" })
        section("Android only", androidOnly.count, androidOnly.map { "  \(Self.describe($0))" })
        section("Allowed by the allow-list", allowed.count, allowed.map {
            "  \($0.side == .ios ? "iOS    " : "Android") \(Self.describe($0.route))"
        })
        section("Unused allow-list entries, safe to remove", unusedAllowListEntries.count,
                unusedAllowListEntries.map { "  \($0)" })
        section("On both", onBoth.count, onBoth.map { pair in
            pair.ios.path == pair.android.path
                ? "  \(pair.ios.path)  (\(pair.ios.className) / \(pair.android.className))  [\(pair.kind.rawValue)]"
                : "  \(pair.ios.path) → \(pair.android.path)  (\(pair.ios.className) / \(pair.android.className))  [\(pair.kind.rawValue)]"
        })
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ route: Route) -> String { "\(route.path)  (\(route.className))" }

    private static func describe(_ difference: Difference) -> String {
        if difference.field == "params" {
            return "    params keys: iOS [\(difference.ios)] ≠ Android [\(difference.android)]"
        }
        return "    \(difference.field): iOS \"\(difference.ios)\" ≠ Android \"\(difference.android)\""
    }

    /// The report as a JSON object with the keys `result` (`agree`/`differ`), `exitCode`,
    /// `ios` and `android` (`file`, `routes`), `onBoth`, `mismatched`, `ambiguous`, `iosOnly`,
    /// `androidOnly`, `allowed` and `unusedAllowListEntries`.
    public var jsonValue: CanonicalJSON.Value {
        func route(_ route: Route) -> CanonicalJSON.Value {
            .object([("path", .string(route.path)), ("className", .string(route.className))])
        }
        func pair(_ pair: Pair) -> [(key: String, value: CanonicalJSON.Value)] {
            [("ios", route(pair.ios)), ("android", route(pair.android)), ("match", .string(pair.kind.rawValue))]
        }
        return .object([
            ("result", .string(agrees ? "agree" : "differ")),
            ("exitCode", .integer(Int(exitCode))),
            ("ios", .object([("file", .string(iosFile)), ("routes", .integer(iosRouteCount))])),
            ("android", .object([("file", .string(androidFile)), ("routes", .integer(androidRouteCount))])),
            ("onBoth", .array(onBoth.map { .object(pair($0)) })),
            ("mismatched", .array(mismatched.map { mismatch in
                .object(pair(mismatch.pair) + [("differences", .array(mismatch.differences.map {
                    .object([("field", .string($0.field)), ("ios", .string($0.ios)), ("android", .string($0.android))])
                }))])
            })),
            ("ambiguous", .array(ambiguous.map {
                .object([("ios", .array($0.ios.map(route))), ("android", .array($0.android.map(route)))])
            })),
            ("iosOnly", .array(iosOnly.map(route))),
            ("androidOnly", .array(androidOnly.map(route))),
            ("allowed", .array(allowed.map {
                .object([("side", .string($0.side.rawValue)), ("path", .string($0.route.path)), ("className", .string($0.route.className))])
            })),
            ("unusedAllowListEntries", .array(unusedAllowListEntries.map { .string($0) })),
        ])
    }
}
