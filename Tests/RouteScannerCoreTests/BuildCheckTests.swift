import Testing

@testable import _RouteScannerCore

/// Build-time checks of issue #23: diagnostics at the pattern's own line, scheme suggestions from
/// the app's own schemes, and services that would only fail at run time.
@Suite("Discovery: build checks")
struct BuildCheckTests {
    static func module(_ name: String, _ text: String) -> ModuleSources {
        ModuleSources(name: name, files: [SourceFile(path: "\(name)/\(name).swift", text: text)])
    }

    static let app = module("App", "enum App {}")

    /// "invalid route pattern 'news:/feed/latest'" pointed at the class line, not the pattern's.
    @Test func aBadPatternIsReportedAtItsOwnLine() {
        let result = RouteDiscovery.discover(
            module: "News",
            sources: [
                SourceFile(
                    path: "News/NewsPage.swift",
                    text: """
                        final class NewsPage: Routable {
                            static let routePatterns = [
                                "news://feed",
                                  "news:/feed/latest",
                                "feed/today",
                            ]
                            static let routePathNames = ["news:/feed/latest": "latest", "feed/today": "today"]
                        }
                        """)
            ])
        #expect(
            result.diagnostics.map { "\($0.line):\($0.column) \($0.severity)" } == ["4:11 error", "5:9 warning"])
        #expect(
            result.diagnostics.first?.message.hasPrefix("NewsPage: invalid route pattern 'news:/feed/latest'") == true)
    }

    /// A pattern inherited from a base class in another file is reported where it is written.
    @Test func anInheritedPatternIsReportedInItsOwnFile() {
        let result = RouteDiscovery.discover(
            module: "M",
            sources: [
                SourceFile(
                    path: "M/Base.swift",
                    text: "class Base: Routable {\n    class var routePatterns: [String] { [\"bad pattern\"] }\n}"),
                SourceFile(path: "M/Page.swift", text: "final class Page: Base {}"),
            ])
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map { "\($0.file):\($0.line):\($0.column)" } == [
                "M/Base.swift:2:42", "M/Base.swift:2:42",
            ])
    }

    /// The scheme-typo warning suggested `app://` whatever the app's scheme was.
    @Test func aSchemeTypoSuggestsASchemeTheAppUses() {
        let shop = Self.module(
            "Shop",
            """
            final class Cart: Routable { static let routePatterns = ["shpo://cart"] }
            final class Web: Routable { static let routePatterns = ["htps://shop.example.com/x"] }
            final class Far: Routable { static let routePatterns = ["zzzzzz://far"] }
            """)
        let home = Self.module(
            "Home",
            """
            final class Home: Routable { static let routePatterns = ["shop://home"] }
            final class Feed: Routable { static let routePatterns = ["shop://feed"] }
            """)
        let output = RouteGenerator.routeTable(for: shop, dependencies: [home])
        #expect(
            output.diagnostics.map(\.message) == [
                "Cart: the scheme 'shpo' of 'shpo://cart' is used by no other route and is not http(s); if it is a typo, write 'shop://…'",
                "Web: the scheme 'htps' of 'htps://shop.example.com/x' is used by no other route and is not http(s); if it is a typo, write 'https://…'",
                "Far: the scheme 'zzzzzz' of 'zzzzzz://far' is used by no other route and is not http(s); if it is a typo, write 'shop://…'",
            ])
    }

    /// Two modules implementing one service protocol passed the build and failed at run time.
    @Test func twoModulesProvidingOneServiceFailTheComposingBuild() {
        let kit = Self.module("Kit", "public protocol AuthService: RouterService {}")
        let account = Self.module("Account", "import Kit\nfinal class Auth: AuthService { init() {} }")
        let legacy = Self.module("Legacy", "import Kit\nfinal class OldAuth: AuthService { init() {} }")
        let output = RouteGenerator.routeTable(for: Self.app, dependencies: [kit, account, legacy])
        #expect(output.contents == nil)
        #expect(
            output.diagnostics.map(\.description) == [
                "Legacy/Legacy.swift:2:1: error: Legacy.OldAuth and Account.Auth (Account/Account.swift:2) both provide AuthService; the router would keep one and ignore the other, so remove one conformance to AuthService or put each under its own #if condition"
            ])
        // Each feature alone builds; the paths and map, which read every module, refuse it too.
        #expect(RouteGenerator.routeTable(for: legacy, dependencies: [kit]).diagnostics.isEmpty)
        #expect(RouteDiscovery.discover(modules: [account, legacy], context: kit.files).diagnostics.count == 1)
        // Under different conditions (a debug stand-in) they do not meet.
        let debug = Self.module(
            "Legacy", "import Kit\n#if DEBUG\nfinal class OldAuth: AuthService { init() {} }\n#endif")
        #expect(RouteGenerator.routeTable(for: Self.app, dependencies: [kit, account, debug]).diagnostics.isEmpty)
    }

    /// A non-final service class got only the compiler's `Self` error.
    @Test func aServiceClassMustBeFinal() {
        let result = RouteDiscovery.discover(
            module: "M",
            sources: [
                SourceFile(
                    path: "M/S.swift",
                    text: """
                        public protocol AuthService: RouterService {}
                        class Auth: AuthService { required init() {} }
                        final class Fine: AuthService { init() {} }
                        """)
            ])
        #expect(
            result.diagnostics.map(\.description) == [
                "M/S.swift:2:7: error: Auth is a service class that is not final; declare it `final class Auth`: RouterService's requirements use Self, which a class that may be subclassed cannot satisfy",
                "M/S.swift:3:1: error: M.Fine and M.Auth (M/S.swift:2) both provide AuthService; the router would keep one and ignore the other, so remove one conformance to AuthService or put each under its own #if condition",
            ])
    }
}
