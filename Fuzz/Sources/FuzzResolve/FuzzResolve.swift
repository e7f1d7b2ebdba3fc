import FuzzSupport
@_spi(Generated) import Switchyard
import SwitchyardRelocation

/// The full resolve path, on a fixed table built to exercise precedence and backtracking, with
/// relocation redirects applied. For every fuzzed URL, from inside and from outside the app:
/// - a resolved route's pattern matches the final URL (reference matcher), and its path
///   parameters are the segments the reference matcher captures;
/// - without a redirect, the winner is the most specific matching route (literal > parameter >
///   wildcard > catch-all, then priority), and a URL some route matches is never `noMatch`;
/// - an internal route is never returned to an `.external` open;
/// - a URL that does not parse fails as `invalidURL`; `canOpenURL` is true exactly when `resolve`
///   succeeds;
/// - without a redirect, TheRouter's keys are read as a reference reads the query (`jumpType` from 0
///   to 5; for 5 the tab is `tabBarSelecIndex` or `tabIndex`, whole numbers that agree, else 0): an
///   open refused for a parameter names the key the reference refuses, and `jumpType=5` shows the
///   reference's tab.
/// The program's entry point (SwiftPM makes `FuzzResolve_main` the `main`): runs libFuzzer.
@_cdecl("FuzzResolve_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = text(data, size)
    let fixture = Fixture.shared
    let parsed = try? RouteURL(input)
    let redirected = parsed.map { url in fixture.redirectFroms.contains { referenceMatches($0, url) } } ?? false
    for source in [RouteSource.app, .external] {
        let result = fixture.router.resolve(input, source: source)
        // canOpenURL runs resolve's stages: it is true exactly when resolve succeeds.
        if fixture.router.canOpenURL(input, source: source) != ((try? result.get()) != nil) {
            propertyFailed("canOpenURL disagrees with resolve (\(source)): \(result)", input: input)
        }
        switch result {
        case .success(let resolution):
            let request = resolution.request
            let route = request.route
            if !referenceMatches(route.pattern, request.url) {
                propertyFailed("\(route.pattern) does not match \(request.url)", input: input)
            }
            for (name, value) in referenceParameters(route.pattern, request.url) {
                guard let item = request.parameters.item(name), item.origin == .path,
                    String(describing: item.value) == value
                else { propertyFailed("parameter \(name): \(String(describing: request.parameters.item(name))) vs \(value)", input: input) }
            }
            if route.isInternal && source == .external { propertyFailed("internal \(route) opened from outside", input: input) }
            if request.redirectedFrom.isEmpty {
                guard let url = parsed else { propertyFailed("resolved a URL that does not parse", input: input) }
                if redirected { propertyFailed("a redirect's from matches but no redirect happened", input: input) }
                switch jumpReference(url) {
                case .refused(let key): propertyFailed("resolved, but the reference refuses \(key)", input: input)
                case .tab(let tab) where request.action != .showTab(tab):
                    propertyFailed("\(request.action), the reference shows tab \(tab)", input: input)
                default: break
                }
                let best = fixture.best(for: url)
                if best.map({ precedence($0.pattern) }) != precedence(route.pattern) || best?.priority != route.priority {
                    propertyFailed("winner \(route), reference says \(best.map(\.description) ?? "none")", input: input)
                }
            }
        case .failure(let failure):
            switch failure.reason {
            case .invalidURL:
                if parsed != nil && !redirected { propertyFailed("invalidURL for a URL that parses", input: input) }
            case .noMatch:
                if let url = parsed, !redirected, fixture.best(for: url) != nil {
                    propertyFailed("noMatch, but a table route matches", input: input)
                }
            case .notAllowedFromOutside(let info):
                if source != .external || !info.isInternal { propertyFailed("refused \(info) from \(source)", input: input) }
            case .invalidParameter(let key, _):
                if !["jumpType", "tabBarSelecIndex", "tabIndex"].contains(key) {
                    propertyFailed("invalidParameter \(key)", input: input)
                }
                if let url = parsed, !redirected, jumpReference(url) != .refused(key) {
                    propertyFailed("refused \(key), the reference says \(jumpReference(url))", input: input)
                }
            case .tooManyRedirects:
                break
            default:
                propertyFailed("unexpected failure \(failure)", input: input)
            }
        }
    }
    return 0
}

/// What the router must make of TheRouter's keys in a URL's query, read independently of it (the
/// last value of a key wins; the fixture's patterns capture none of these names).
enum JumpReference: Equatable {
    /// No `jumpType`, or one other than 5.
    case other
    /// `jumpType=5`, showing this tab.
    case tab(Int)
    /// The key that refuses the open.
    case refused(String)
}

func jumpReference(_ url: RouteURL) -> JumpReference {
    var last: [String: String] = [:]
    for item in url.queryItems { last[item.name] = item.value }
    guard let jump = last["jumpType"] else { return .other }
    guard let number = Int(jump), (0...5).contains(number) else { return .refused("jumpType") }
    guard number == 5 else { return .other }
    var tab: Int?
    for key in ["tabBarSelecIndex", "tabIndex"] {
        guard let text = last[key] else { continue }
        guard let value = Int(text), tab == nil || tab == value else { return .refused(key) }
        tab = value
    }
    return .tab(tab ?? 0)
}

/// The router under test: built once, used by every input.
final class Fixture: Sendable {
    static let shared = Fixture()

    let router: Router
    let table: [RouteInfo]
    let redirectFroms: [RoutePattern]

    static let entries: [(String, Int, Bool, String)] = [
        ("app://home", 0, false, "Home"),
        ("app://product/:id", 0, false, "Product"),
        ("app://product/:id/reviews", 0, false, "Reviews"),
        ("app://product/featured", 0, false, "Featured"),
        ("app://:provider", 0, false, "Provider"),
        ("app://google/callback", 0, false, "Callback"),
        ("app://files/**", 0, false, "Files"),
        ("app://files/docs/:name", 0, false, "Doc"),
        ("app://*/settings", 0, false, "Settings"),
        ("app://user/:uid/post/:pid", 0, false, "Post"),
        ("app://user/*/post/latest", 0, false, "Latest"),
        ("app://a/b/c/d", 0, false, "ABCD"),
        ("app://a/:x/c/:y", 0, false, "AXCY"),
        ("app://a/*/*/e", 0, false, "AWWE"),
        ("app://a/**", 0, false, "ARest"),
        ("*://any/path", 0, false, "AnyScheme"),
        ("other://host/x", 0, false, "Other"),
        ("app://admin/panel", 0, true, "Admin"),
        ("app://admin/:section/edit", 0, true, "AdminEdit"),
        ("app:///empty/host", 0, false, "EmptyHost"),
        ("app://dup/:id", 1, false, "DupLow"),
        ("app://dup/:other", 5, false, "DupHigh"),
        ("app://q/%2Fslash", 0, false, "Slash"),
        ("app://q/%E4%B8%AD", 0, false, "Unicode"),
        ("app://**", 0, false, "Everything"),
    ]

    init() {
        router = Router()
        let entries = Self.entries.map { pattern, priority, isInternal, name in
            RouteEntry(FixturePage.self, typeName: "Fuzz.\(name)", patterns: [pattern], priority: priority, isInternal: isInternal)
        }
        router.register([RouteTable(module: "Fuzz", entries: entries)])
        let redirects: [(String, String)] = [
            ("app://old/:id", "app://product/:id"),
            ("app://legacy/**", "app://files/**"),
            ("app://sneaky/:section", "app://admin/:section/edit"),
            ("app://hop1/:id", "app://hop2/:id"),
            ("app://hop2/:id", "app://product/:id/reviews"),
        ]
        let batch = RelocationBatch(version: 1, rules: redirects.map { .redirect(from: $0.0, to: $0.1) })
        do {
            try router.applyRelocation(batch)
        } catch {
            propertyFailed("the fixture's batch is refused: \(error)", input: "")
        }
        table = router.routes.filter { $0.typeName.hasPrefix("Fuzz.") }
        redirectFroms = redirects.compactMap { try? RoutePattern($0.0) }
        guard table.count == Self.entries.count, redirectFroms.count == redirects.count else {
            propertyFailed("the fixture table did not install whole", input: "")
        }
    }

    /// The most specific matching route, by the reference precedence, then priority.
    func best(for url: RouteURL) -> RouteInfo? {
        var best: RouteInfo?
        for info in table where referenceMatches(info.pattern, url) {
            guard let current = best else { best = info; continue }
            let (a, b) = (precedence(info.pattern), precedence(current.pattern))
            if a.lexicographicallyPrecedes(b) { continue }
            if a == b && info.priority <= current.priority { continue }
            best = info
        }
        return best
    }
}

enum FixturePage: Routable {
    static let routePatterns: [String] = []
    static func makeDestination(for request: RouteRequest) throws -> Any { request.url.description }
}
