import Foundation
@_spi(JSON) import SwitchyardJSON

@testable import _AndroidCrossCheck
@testable import _RouteMap

/// Builders for cross-check tests.
enum CrossCheckSupport {
    /// An iOS entry with the defaults that do not matter to matching.
    static func ios(
        _ path: String, _ className: String = "App.Page", description: String = "",
        params: [String: String] = [:], priority: Int = 1000
    ) -> RouteMapEntry {
        RouteMapEntry(
            path: path, className: className, description: description, params: params,
            priority: priority, module: "App", file: "Sources/App/Page.swift", line: 1)
    }

    /// An Android entry; `index` is its position.
    static func android(
        _ path: String, _ className: String = "com.app.Page", description: String = "",
        params: [String: String] = [:], index: Int = 0
    ) -> AndroidRouteEntry {
        AndroidRouteEntry(path: path, className: className, description: description, params: params, index: index)
    }

    /// Compares in-memory maps.
    static func compare(
        _ ios: [RouteMapEntry], _ android: [AndroidRouteEntry],
        options: CrossCheckOptions = CrossCheckOptions(),
        allowList: CrossCheckAllowList = CrossCheckAllowList()
    ) -> CrossCheckReport {
        let indexed = android.enumerated().map { offset, entry in
            var entry = entry
            entry.index = offset
            return entry
        }
        return RouteMapComparison(
            ios: ios, android: AndroidRouteMap(file: "routeMap.json", entries: indexed), options: options
        )
        .report(iosFile: "routes.json", allowList: allowList)
    }

    /// The Android fixture with `extra` entries appended (as JSON objects), as bytes.
    static func androidFixture(adding extra: [(path: String, className: String)] = []) throws -> Data {
        guard case .array(var elements) = try JSON.parse(try Fixtures.data("therouter-demo-routeMap.json"))
        else {
            return Data()
        }
        for entry in extra {
            elements.append(
                .object([
                    ("path", .string(entry.path)), ("className", .string(entry.className)),
                    ("action", .string("")), ("description", .string("")), ("params", .object([])),
                ]))
        }
        return Data(JSON.render(.array(elements)).utf8)
    }

    /// Runs the whole check over the fixtures.
    static func runFixtures(
        androidData: Data? = nil, allow: Bool = false, options: CrossCheckOptions = CrossCheckOptions(),
        format: CrossCheckReportFormat = .text
    ) throws -> CrossCheckOutcome {
        AndroidCrossCheck.run(
            ios: CrossCheckInputFile(name: "ios-routes.json", data: try Fixtures.data("ios-routes.json")),
            android: CrossCheckInputFile(
                name: "routeMap.json", data: try androidData ?? Fixtures.data("therouter-demo-routeMap.json")),
            allowList: allow
                ? CrossCheckInputFile(name: "allow-list.txt", data: try Fixtures.data("allow-list.txt")) : nil,
            options: options, format: format
        )
    }

    /// `(iOS path, Android path)` of each pair.
    static func pairs(_ pairs: [CrossCheckReport.Pair]) -> [String] {
        pairs.map { "\($0.ios.path) = \($0.android.path) [\($0.kind.rawValue)]" }
    }
}
