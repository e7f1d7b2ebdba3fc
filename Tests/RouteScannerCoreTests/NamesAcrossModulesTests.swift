import Testing

@testable import _RouteScannerCore

/// Modules that declare the same names (issue #24, item 9), in shapes written here: each file sees
/// its own module and what it imports, as Swift resolves names, not every module scanned.
enum SharedNames {
    static func module(_ name: String, _ files: [(String, String)]) -> ModuleSources {
        ModuleSources(name: name, files: files.map { SourceFile(path: "\(name)/\($0.0)", text: $0.1) })
    }

    /// A design kit whose `NotificationCategory` is a value type, and whose `Screen` is a page.
    static let kit = module(
        "Kit",
        [
            (
                "Category.swift",
                """
                import Switchyard
                public struct NotificationCategory: Codable, Hashable { public var name: String }
                public protocol Screen: Routable {}
                """
            )
        ])

    /// A feature with its own protocols of the same names: its controllers are neither `Codable`
    /// nor pages.
    static let inbox = module(
        "Inbox",
        [
            (
                "Inbox.swift",
                """
                import Kit
                import UIKit

                protocol NotificationCategory { var title: String { get } }
                protocol Screen {}
                final class MessagesViewController: UIViewController, NotificationCategory, Screen { var title: String { "" } }
                final class AlertsViewController: UIViewController, NotificationCategory { var title: String { "" } }
                """
            )
        ])

    /// A module that still has its own `Routable` (TheRouter's era), with a page-like type.
    static let legacy = module(
        "Legacy",
        [
            ("Routable.swift", "public protocol Routable { static var routePatterns: [String] { get } }"),
            (
                "OrderPage.swift",
                "final class OrderPage: Routable {\n    static let routePatterns = [\"app://order\"]\n}"
            ),
        ])

    static func scan(_ files: [SourceFile], module: String, conformingTo: [String]) -> ScanResult {
        _RouteScannerCore.scan(files, request: ScanRequest(conformingTo: conformingTo, moduleName: module))
    }
}

@Suite("Scanner: names resolve per module")
struct NamesAcrossModulesTests {
    /// The dependency's `struct NotificationCategory: Codable` made the feature's controllers
    /// `Codable` and `Hashable`, with the dependency passed as context as the plugin passes it.
    @Test func aDependencysTypeDoesNotLendItsConformancesToAModulesOwnProtocol() {
        let files = SharedNames.inbox.files(asContext: false) + SharedNames.kit.files(asContext: true)
        let result = SharedNames.scan(files, module: "Inbox", conformingTo: ["Codable", "Hashable"])
        #expect(result.types.isEmpty, "\(result.types.map(\.qualifiedName))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // Kit's own files still see Kit's type.
        let kit = SharedNames.scan(SharedNames.kit.files(asContext: false), module: "Kit", conformingTo: ["Codable"])
        #expect(kit.types.map(\.qualifiedName) == ["NotificationCategory"])
    }

    /// The same through the build: Kit's `Screen` refines `Routable`, so Inbox's own `Screen`
    /// made its controller a page without patterns, an error that failed Inbox's build.
    @Test func aModulesOwnProtocolShadowsAnImportedOneInTheBuild() {
        let output = RouteGenerator.routeTable(for: SharedNames.inbox, dependencies: [SharedNames.kit])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(!String(decoding: output.contents ?? [], as: UTF8.self).contains("MessagesViewController"))
        // A page of a module that uses Kit's Screen is still found.
        let feed = SharedNames.module(
            "Feed",
            [("Feed.swift", "import Kit\nfinal class FeedPage: Screen { static let routePatterns = [\"app://feed\"] }")]
        )
        let discovered = RouteDiscovery.discover(modules: [feed, SharedNames.inbox, SharedNames.kit])
        #expect(discovered.diagnostics.isEmpty, "\(discovered.diagnostics)")
        #expect(discovered.manifests.flatMap(\.routes).map(\.qualifiedName) == ["Feed.FeedPage"])
    }

    /// Scanning two libraries together, one's `struct View` hid SwiftUI's `View` from the other.
    @Test func aLibrarysTypeDoesNotHideAnImportedNameFromAnotherLibrary() {
        let charts = SourceFile(
            path: "Charts/View.swift", text: "public struct View { public init() {} }", isContext: true,
            module: "Charts")
        let profile = SourceFile(
            path: "Profile/ProfileScreen.swift",
            text: "import SwiftUI\n\nstruct ProfileScreen: View { var body: some View { Text(\"\") } }")
        let result = SharedNames.scan([profile, charts], module: "Profile", conformingTo: ["View"])
        #expect(result.types.map(\.qualifiedName) == ["ProfileScreen"])
        // A file that imports Charts does mean Charts' struct, as Swift reads it.
        let importing = SourceFile(
            path: "Profile/Chart.swift", text: "import Charts\nstruct Chart: View {}")
        #expect(SharedNames.scan([importing, charts], module: "Profile", conformingTo: ["View"]).types.isEmpty)
    }

    /// A legacy module's own `protocol Routable` made its pages Switchyard pages; now a note
    /// says why such a page is not registered.
    @Test func aModulesOwnRoutableIsNotSwitchyards() {
        let result = RouteDiscovery.discover(module: "Legacy", sources: SharedNames.legacy.files(asContext: false))
        #expect(result.manifest.routes.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "Legacy/OrderPage.swift:1:13: note: 'OrderPage' conforms to 'Legacy.Routable' (Legacy/Routable.swift:1), not to the 'Switchyard.Routable' asked for, so it is not counted as one; to make it one, write 'Switchyard.Routable' ('Routable' alone means 'Legacy.Routable' there)"
            ])
        // A page that names Switchyard's protocol in the same module is one.
        var qualified = SharedNames.legacy
        qualified.files.append(
            SourceFile(
                path: "Legacy/NewPage.swift",
                text:
                    "import Switchyard\nfinal class NewPage: Switchyard.Routable { static let routePatterns = [\"app://new\"] }"
            ))
        let fixed = RouteDiscovery.discover(module: "Legacy", sources: qualified.files(asContext: false))
        #expect(fixed.manifest.routes.map(\.typeName) == ["NewPage"])
        // Another module that imports Switchyard but not Legacy writes `Routable` and means Switchyard's.
        let modern = SharedNames.module(
            "Modern",
            [
                (
                    "Page.swift",
                    "import Switchyard\nfinal class Page: Routable { static let routePatterns = [\"app://page\"] }"
                )
            ])
        let both = RouteDiscovery.discover(modules: [modern, SharedNames.legacy])
        #expect(both.manifests.flatMap(\.routes).map(\.qualifiedName) == ["Modern.Page"])
    }

    /// The plugin passes Switchyard's own sources as a dependency: its declared `Routable` and
    /// `RouterService` are the ones asked for, and a service provides its own protocol only.
    @Test func switchyardsOwnSourcesAsADependencyDeclareTheRequestedProtocols() {
        let switchyard = SharedNames.module(
            "Switchyard",
            [
                ("Routable.swift", "public protocol Routable {}"),
                ("RouterService.swift", "public protocol RouterService: AnyObject, Sendable {}"),
            ])
        let shop = SharedNames.module(
            "Shop",
            [
                (
                    "Shop.swift",
                    """
                    import Switchyard
                    protocol CartService: RouterService {}
                    final class Cart: CartService {}
                    final class CartPage: Routable { static let routePatterns = ["app://cart"] }
                    """
                )
            ])
        let result = RouteDiscovery.discover(modules: [shop], context: []).manifests[0]
        let withSources = RouteDiscovery.discover(modules: [shop, switchyard]).manifests[0]
        #expect(withSources == result)
        #expect(withSources.services.map(\.provides) == [["CartService"]])
        #expect(withSources.routes.map(\.typeName) == ["CartPage"])
    }

    /// A name two imported modules declare is ambiguous, as Swift says: a warning names both
    /// declarations and the qualified spellings, and the scanner follows neither.
    @Test func aNameTwoImportedModulesDeclareIsAWarningThatNamesBoth() {
        let alerts = SourceFile(
            path: "Alerts/Category.swift", text: "public protocol NotificationCategory: Routable {}", isContext: true,
            module: "Alerts")
        let app = SourceFile(
            path: "App/Settings.swift",
            text: """
                import Alerts
                import Kit

                final class SettingsPage: NotificationCategory { static let routePatterns = ["app://settings"] }
                final class AlertsPage: Alerts.NotificationCategory { static let routePatterns = ["app://alerts"] }
                """)
        let result = RouteDiscovery.discover(
            module: "App", sources: [app, alerts] + SharedNames.kit.files(asContext: true))
        #expect(result.manifest.routes.map(\.typeName) == ["AlertsPage"])
        #expect(
            result.diagnostics.map(\.description) == [
                "App/Settings.swift:4:13: warning: 'NotificationCategory' is ambiguous here: this file imports it from Alerts (Alerts/Category.swift:1) and Kit (Kit/Category.swift:2); Swift rejects it unqualified, and the scanner follows neither: write 'Alerts.NotificationCategory' or 'Kit.NotificationCategory'"
            ])
        // Importing Switchyard and a module with its own Routable is ambiguous too.
        let mixed = SourceFile(
            path: "App/Mixed.swift",
            text:
                "import Legacy\nimport Switchyard\nfinal class Mixed: Routable { static let routePatterns = [\"app://mixed\"] }"
        )
        let mixedResult = RouteDiscovery.discover(
            module: "App", sources: [mixed] + SharedNames.legacy.files(asContext: true))
        #expect(mixedResult.manifest.routes.isEmpty)
        #expect(
            mixedResult.diagnostics.map(\.message) == [
                "'Routable' is ambiguous here: this file imports it from Legacy (Legacy/Routable.swift:1) and Switchyard; Swift rejects it unqualified, and the scanner follows neither: write 'Legacy.Routable' or 'Switchyard.Routable'"
            ])
    }

    /// `@testable`, `@_spi` and access-level imports import; `@_exported` re-exports (to the
    /// module's own files too); `import struct Kit.Base` imports that one declaration.
    @Test func everyFormOfImportIsRead() {
        let kit = SourceFile(
            path: "Kit/Base.swift", text: "open class BasePage: Routable {}\npublic protocol Other: Routable {}",
            isContext: true, module: "Kit")
        let umbrella = SourceFile(
            path: "Umbrella/Exports.swift", text: "@_exported import Kit", isContext: true, module: "Umbrella")
        func pages(_ imports: String, _ types: String = "BasePage") -> [String] {
            let page = SourceFile(path: "App/Page.swift", text: "\(imports)\nfinal class Page: \(types) {}")
            return SharedNames.scan([page, kit, umbrella], module: "App", conformingTo: ["Routable"]).types.map(
                \.qualifiedName)
        }
        #expect(pages("") == [])
        #expect(pages("import Kit") == ["Page"])
        #expect(pages("@testable import Kit") == ["Page"])
        #expect(pages("@_spi(Internal) @preconcurrency public import Kit") == ["Page"])
        #expect(pages("import Umbrella") == ["Page"])
        #expect(pages("import class Kit.BasePage") == ["Page"])
        #expect(pages("import class Kit.BasePage", "Other") == [])
        #expect(pages("import Kit.Submodule") == ["Page"])
        // The module's own `@_exported import`, in another of its files.
        let exports = SourceFile(path: "App/Exports.swift", text: "@_exported import Kit")
        let page = SourceFile(path: "App/Page.swift", text: "final class Page: BasePage {}")
        #expect(SharedNames.scan([page, exports, kit], module: "App", conformingTo: ["Routable"]).types.count == 1)
    }

    /// A nested protocol asked for by its last name, or a class, returned nothing and said nothing.
    @Test func aNestedTargetAskedForByItsShortNameIsAWarningAndAClassFindsItsSubclasses() {
        let source = """
            enum Kit { protocol Page {} }
            enum Models { struct Page {} }
            struct Home: Kit.Page {}
            class BaseController {}
            final class Detail: BaseController {}
            """
        let nested = scanSource(source, conformingTo: ["Page"])
        #expect(nested.types.isEmpty)
        #expect(
            nested.diagnostics.map(\.description) == [
                "App.swift:1:21: warning: 'Page' was asked for, but no top-level type of that name is declared; this one is 'Kit.Page': ask for 'Kit.Page' to find what conforms to it or inherits from it"
            ])
        #expect(names(scanSource(source, conformingTo: ["Kit.Page"])) == ["Home"])
        let subclasses = scanSource(source, conformingTo: ["BaseController"])
        #expect(names(subclasses) == ["Detail"])
        #expect(subclasses.diagnostics.isEmpty)
    }
}
