@_spi(Generated) import Switchyard
import _RouteScannerCore

/// A destination type for the generated tables. The benchmark never opens anything.
final class BenchPage: Routable {
    static let routePatterns: [String] = []
    static func makeDestination(for request: RouteRequest) throws -> Any { 0 }
}

/// One route of a generated table, in Switchyard syntax, plus the host-as-first-segment path the
/// HTTP routers are given (`app://m17/p3/:id` → `m17/p3/:id`).
struct GeneratedRoute {
    let pattern: String
    let path: String
    let module: Int
}

/// A route table shaped like an app's: `modules` modules of 10 pages each, mostly constants and
/// `:id` parameters; every tenth module also has a `*` and a `**` route.
///
/// Per module `m<i>` (host `m<i>`):
/// `list`, `home`, `search`, `p0/:id`, `p1/:id`, `p2/:id/reviews`, `p3/:id/edit/:section`,
/// `settings/:tab`, and either `p4/:id/photos`, `p5/:id` or (every tenth module)
/// `media/*/thumb`, `web/**`.
struct Workload {
    let routeCount: Int
    let routes: [GeneratedRoute]
    /// Requests as URL strings: 90% hits spread over the table (a third with a query), 10% misses.
    let urls: [String]
    /// The same requests as the HTTP routers' best case: path components, host first, no query.
    let segments: [[String]]
    /// The same requests as a path string (`/m17/p3/42`), Hummingbird's input.
    let paths: [String]
    /// How many of the requests should match.
    let expectedHits: Int

    static let requestCount = 8192

    init(routeCount: Int, constantOnly: Bool = false) {
        precondition(routeCount % 10 == 0)
        self.routeCount = routeCount
        var routes: [GeneratedRoute] = []
        routes.reserveCapacity(routeCount)
        for module in 0..<(routeCount / 10) {
            let pages: [String]
            if constantOnly {
                pages = ["list", "home", "search", "cart", "settings", "help", "about/team", "about/legal",
                    "orders/history", "orders/returns"]
            } else if module % 10 == 0 {
                pages = ["list", "home", "search", "p0/:id", "p1/:id", "p2/:id/reviews", "p3/:id/edit/:section",
                    "settings/:tab", "media/*/thumb", "web/**"]
            } else {
                pages = ["list", "home", "search", "p0/:id", "p1/:id", "p2/:id/reviews", "p3/:id/edit/:section",
                    "settings/:tab", "p4/:id/photos", "p5/:id"]
            }
            for page in pages {
                routes.append(GeneratedRoute(pattern: "app://m\(module)/\(page)", path: "m\(module)/\(page)", module: module))
            }
        }
        self.routes = routes

        // Deterministic: a fixed LCG, no system randomness.
        var state: UInt64 = 0x5EED_0000 &+ UInt64(routeCount) &+ (constantOnly ? 1 : 0)
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var urls: [String] = []
        var hits = 0
        urls.reserveCapacity(Self.requestCount)
        for request in 0..<Self.requestCount {
            if request % 10 == 9 {
                // Miss: an unknown page of a known module, or an unknown module.
                let module = next() % (routeCount / 10)
                urls.append(request % 20 == 9 ? "app://m\(module)/missing\(request)" : "app://zz\(request)/list")
                continue
            }
            hits += 1
            let route = routes[next() % routeCount]
            var path = route.path
            if path.contains(":") || path.contains("*") {
                path = path.split(separator: "/").map { piece -> String in
                    if piece == "**" { return "docs/\(next() % 50)/index" }
                    if piece == "*" { return "x\(next() % 7)" }
                    if piece.hasPrefix(":") { return String(next() % 100_000) }
                    return String(piece)
                }.joined(separator: "/")
            }
            var url = "app://" + path
            if !constantOnly && request % 3 == 0 { url += "?from=home&ref=\(next() % 1000)" }
            urls.append(url)
        }
        self.urls = urls
        self.expectedHits = hits
        self.segments = urls.map(peerSegments)
        self.paths = urls.map(peerPath)
    }

    /// The tables as the build plugin generates them: one table per module, one entry per page
    /// type, as pre-compiled route records written by the plugin's own renderer.
    func tables() -> [RouteTable] {
        modules().map { module, entries in
            let manifest = RouteManifest(
                module: module,
                routes: entries.enumerated().map { offset, route in
                    ManifestRoute(typeName: "Page\(offset)", module: module, patterns: [route.pattern])
                })
            let chunks = RouteTableRenderer.recordChunks(manifest).map { Array($0.lines.joined(separator: "\n").utf8) }
            return RouteTable(module: module, records: RouteRecords(bytes: chunks, targets: { _ in .page(BenchPage.self) }))
        }
    }

    /// The same tables as pattern strings (what `register(_:)` of hand-written tables installs).
    func stringTables() -> [RouteTable] {
        modules().map { module, entries in
            RouteTable(
                module: module,
                entries: entries.enumerated().map { offset, route in
                    RouteEntry(BenchPage.self, typeName: "\(module).Page\(offset)", patterns: [route.pattern])
                })
        }
    }

    /// The routes grouped by module, in order.
    private func modules() -> [(String, ArraySlice<GeneratedRoute>)] {
        var modules: [(String, ArraySlice<GeneratedRoute>)] = []
        var start = 0
        while start < routes.count {
            var end = start
            while end < routes.count && routes[end].module == routes[start].module { end += 1 }
            modules.append(("M\(routes[start].module)", routes[start..<end]))
            start = end
        }
        return modules
    }
}

/// What an HTTP router needs from a deep link: drop `app://`, cut the query, split on `/`.
/// The host becomes the first path component.
@inline(__always)
func peerSegments(_ url: String) -> [String] {
    let utf8 = url.utf8
    var start = utf8.startIndex
    if let colon = utf8.firstIndex(of: UInt8(ascii: ":")) { start = utf8.index(colon, offsetBy: 3) }
    let end = utf8[start...].firstIndex(of: UInt8(ascii: "?")) ?? utf8.endIndex
    return url[start..<end].split(separator: "/").map(String.init)
}

/// The path Hummingbird resolves: `/host/segments`, without the query.
@inline(__always)
func peerPath(_ url: String) -> String {
    let utf8 = url.utf8
    var start = utf8.startIndex
    if let colon = utf8.firstIndex(of: UInt8(ascii: ":")) { start = utf8.index(colon, offsetBy: 2) }
    let end = utf8[start...].firstIndex(of: UInt8(ascii: "?")) ?? utf8.endIndex
    return String(url[start..<end])
}
