@_spi(JSON) import SwitchyardJSON

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
        case .json: return JSON.render(jsonValue)
        }
    }

    /// The report as a JSON object with the keys `result` (`agree`/`differ`), `exitCode`,
    /// `ios` and `android` (`file`, `routes`), `onBoth`, `mismatched`, `ambiguous`, `iosOnly`,
    /// `androidOnly`, `allowed`, `unusedAllowListEntries`, `repeatedKeys` (each with `key`,
    /// `kept`, `differentClasses` and its `entries`, each with `index`, `path`, `className`,
    /// `description`), `unreachableOnAndroid` and `warnings`.
    @_spi(JSON) public var jsonValue: JSON.Value {
        func route(_ route: Route) -> JSON.Value {
            .object([("path", .string(route.path)), ("className", .string(route.className))])
        }
        func pair(_ pair: Pair) -> [(key: String, value: JSON.Value)] {
            [("ios", route(pair.ios)), ("android", route(pair.android)), ("match", .string(pair.kind.rawValue))]
        }
        func entry(_ entry: AndroidRouteEntry) -> JSON.Value {
            .object([
                ("index", .integer(entry.index)), ("path", .string(entry.path)),
                ("className", .string(entry.className)), ("description", .string(entry.description)),
            ])
        }
        return .object([
            ("result", .string(agrees ? "agree" : "differ")),
            ("exitCode", .integer(Int(exitCode))),
            ("ios", .object([("file", .string(iosFile)), ("routes", .integer(iosRouteCount))])),
            ("android", .object([("file", .string(androidFile)), ("routes", .integer(androidRouteCount))])),
            ("onBoth", .array(onBoth.map { .object(pair($0)) })),
            (
                "mismatched",
                .array(
                    mismatched.map { mismatch in
                        .object(
                            pair(mismatch.pair) + [
                                (
                                    "differences",
                                    .array(
                                        mismatch.differences.map {
                                            .object([
                                                ("field", .string($0.field)), ("ios", .string($0.ios)),
                                                ("android", .string($0.android)),
                                            ])
                                        })
                                )
                            ])
                    })
            ),
            (
                "ambiguous",
                .array(
                    ambiguous.map {
                        .object([("ios", .array($0.ios.map(route))), ("android", .array($0.android.map(route)))])
                    })
            ),
            ("iosOnly", .array(iosOnly.map(route))),
            ("androidOnly", .array(androidOnly.map(route))),
            (
                "allowed",
                .array(
                    allowed.map {
                        .object([
                            ("side", .string($0.side.rawValue)), ("path", .string($0.route.path)),
                            ("className", .string($0.route.className)),
                        ])
                    })
            ),
            ("unusedAllowListEntries", .array(unusedAllowListEntries.map { .string($0) })),
            (
                "repeatedKeys",
                .array(
                    repeatedKeys.map { group in
                        .object([
                            ("key", .string(group.key)),
                            ("kept", group.kept.map(entry) ?? .null),
                            ("differentClasses", .bool(group.hasDifferentClasses)),
                            ("entries", .array(group.entries.map(entry))),
                        ])
                    })
            ),
            ("unreachableOnAndroid", .array(unreachableOnAndroid.map(route))),
            ("warnings", .array(warnings.map { .string($0) })),
        ])
    }
}
