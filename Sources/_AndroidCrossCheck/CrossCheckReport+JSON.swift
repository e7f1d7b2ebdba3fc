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
    @_spi(JSON) public var jsonValue: JSONValue {
        func members(_ route: Route) -> [(key: String, value: JSONValue)] {
            [("path", .string(route.path)), ("className", .string(route.className))]
        }
        func route(_ route: Route) -> JSONValue { .object(members(route)) }
        func pair(_ pair: Pair) -> [(key: String, value: JSONValue)] {
            [("ios", route(pair.ios)), ("android", route(pair.android)), ("match", .string(pair.kind.rawValue))]
        }
        func difference(_ difference: Difference) -> JSONValue {
            .object([
                ("field", .string(difference.field)), ("ios", .string(difference.ios)),
                ("android", .string(difference.android)),
            ])
        }
        func mismatch(_ mismatch: Mismatch) -> JSONValue {
            .object(pair(mismatch.pair) + [("differences", .array(mismatch.differences.map(difference)))])
        }
        func ambiguity(_ ambiguity: Ambiguity) -> JSONValue {
            .object([("ios", .array(ambiguity.ios.map(route))), ("android", .array(ambiguity.android.map(route)))])
        }
        func entry(_ entry: AndroidRouteEntry) -> JSONValue {
            .object([
                ("index", .integer(entry.index)), ("path", .string(entry.path)),
                ("className", .string(entry.className)), ("description", .string(entry.description)),
            ])
        }
        func repeated(_ group: AndroidRouteTable.RepeatedKey) -> JSONValue {
            .object([
                ("key", .string(group.key)), ("kept", group.kept.map(entry) ?? .null),
                ("differentClasses", .bool(group.hasDifferentClasses)), ("entries", .array(group.entries.map(entry))),
            ])
        }
        func strings(_ strings: [String]) -> JSONValue { .array(strings.map { .string($0) }) }
        return .object([
            ("result", .string(agrees ? "agree" : "differ")),
            ("exitCode", .integer(Int(exitCode))),
            ("ios", .object([("file", .string(iosFile)), ("routes", .integer(iosRouteCount))])),
            ("android", .object([("file", .string(androidFile)), ("routes", .integer(androidRouteCount))])),
            ("onBoth", .array(onBoth.map { .object(pair($0)) })),
            ("mismatched", .array(mismatched.map(mismatch))),
            ("ambiguous", .array(ambiguous.map(ambiguity))),
            ("iosOnly", .array(iosOnly.map(route))),
            ("androidOnly", .array(androidOnly.map(route))),
            ("allowed", .array(allowed.map { .object([("side", .string($0.side.rawValue))] + members($0.route)) })),
            ("unusedAllowListEntries", strings(unusedAllowListEntries)),
            ("repeatedKeys", .array(repeatedKeys.map(repeated))),
            ("unreachableOnAndroid", .array(unreachableOnAndroid.map(route))),
            ("warnings", strings(warnings)),
        ])
    }
}
