import DemoApp
import DemoRoutes
import DemoServices
import Foundation
import Testing

@_spi(Generated) @testable import Switchyard
@testable import SwitchyardSyntax

/// The build plugins end to end: routes discovered in three feature modules at build time,
/// aggregated in DemoApp, installed on first use; path constants generated in DemoRoutes.
@Suite("Plugin end to end")
struct PluginEndToEndTests {
    @Test func everyFeatureModuleContributesItsTable() {
        #expect(DemoApp.routeTables.map(\.module) == ["DemoAccount", "DemoHome", "DemoProduct"])
        let router = Router()
        DemoApp.registerRoutes(on: router)
        #expect(router.installCount == 0)
        let types = Set(router.routes.map(\.typeName))
        #expect(types.isSuperset(of: ["DemoProduct.ProductPage", "DemoHome.HomePage", "DemoAccount.LoginPage"]))
        #expect(router.installCount == 1)
    }

    @Test func linkedModulesAreFoundWithoutAListAndRegisteredOnce() throws {
        // The three features are found through their records: DemoApp lists none of them.
        #expect(LinkedModules.routeTables.map(\.module) == ["DemoAccount", "DemoHome", "DemoProduct"])
        let router = Router()
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        router.registerLinkedModules()
        router.registerLinkedModules()
        // Registering a feature's table by hand as well does not install it twice.
        router.register(LinkedModules.routeTables.filter { $0.module == "DemoHome" })
        let count = LinkedModules.routeTables.reduce(0) { $0 + $1.patternCount }
        #expect(router.routes.count == count)
        #expect(try router.resolve(RoutePaths.home).get().request.route.typeName == "DemoHome.HomePage")
        #expect(log.lines.filter { $0.hasPrefix("module DemoHome was registered again") }.count == 1)
        #expect(!log.lines.contains { $0.contains("is linked into") })
    }

    @Test func aServiceLookupBeforeAnyOpenReadsTheRecords() throws {
        let router = Router()
        router.registerLinkedModules()
        #expect(try router.service((any CartService).self).count >= 0)
        #expect(router.installCount == 0)
    }

    @Test func generatedLiteralsMatchTheTypes() throws {
        let router = Router()
        DemoApp.registerRoutes(on: router)
        let product = try router.resolve(RoutePaths.product(id: 42) + "?from=test").get().request
        #expect(product.route.typeName == "DemoProduct.ProductPage")
        #expect(product.route.priority == 10)
        #expect(product.parameters.get("id", as: Int.self) == 42)
        let list = try router.resolve(RoutePaths.productList).get().request
        #expect(list.route.typeName == "DemoProduct.ProductListPage")
        let login = try router.resolve(RoutePaths.login).get().request
        #expect(login.action == .present(.automatic))
        #expect(!router.canOpenURL(RoutePaths.paymentSettings, source: .external))
    }

    @Test func aHandlerTypeInAFeatureModuleIsDiscoveredAndRuns() async throws {
        let router = Router()
        DemoApp.registerRoutes(on: router)
        #expect(
            router.routes.contains {
                $0.typeName == "DemoAccount.ShareAction" && $0.pattern.description == "app://share"
            })
        let outcome = await router.openURL("app://share?text=hello")
        guard case .handled(let request, let result) = outcome else {
            Issue.record("expected the handler to run, got \(outcome)")
            return
        }
        #expect(request.route.module == "DemoAccount")
        #expect(result as? String == "Shared: hello")
        #expect(try await router.open("app://share?text=again", expecting: String.self) == "Shared: again")
    }

    @Test func pathConstantsAreDeterministicAndEncoded() {
        #expect(RoutePaths.product == "app://product/:id")
        #expect(RoutePaths.productItem == "app://item/:id")
        #expect(RoutePaths.productItem(id: "a b") == "app://item/a%20b")
        #expect(RoutePaths.feed(tab: "new/hot") == "app://home/feed/new%2Fhot")
        #expect(RoutePaths.productReviews(id: 7) == "app://product/7/reviews")
    }
}

@Suite("Services end to end")
struct ServicesEndToEndTests {
    @Test func servicesAreDiscoveredAndCreatedLazily() async throws {
        #expect(
            DemoApp.serviceTables.flatMap(\.entries).map(\.description) == [
                "SessionService -> DemoAccount.Session (shared)", "CartService -> DemoProduct.Cart (shared)",
            ])
        let router = Router()
        DemoApp.registerRoutes(on: router)
        let cart = try router.service((any CartService).self)
        #expect(cart.add(productID: 1) == 1)
        #expect(try router.service((any CartService).self).count == 1)
        let count = try await router.callService(url: "app://services?protocol=CartService&method=add&productID=42")
        #expect(count == .integer(2))
    }
}

/// What the route scanner reads across modules, end to end through the plugins.
@Suite("Plugin end to end: discovery across modules")
struct DiscoveryAcrossModulesEndToEndTests {
    @Test func pagesConformingThroughAKitProtocolGetPathConstants() throws {
        // HomePage and ProfilePage conform through DemoKit's TabRootPage: export-routes reads the
        // features' dependencies as context, and RoutePaths come from its map (this file does not
        // compile otherwise).
        #expect(RoutePaths.home == "app://home")
        #expect(RoutePaths.profile == "app://account/profile")
        let router = Router()
        DemoApp.registerRoutes(on: router)
        #expect(try router.resolve(RoutePaths.profile).get().request.route.typeName == "DemoAccount.ProfilePage")
    }

    @Test @MainActor func presentWithAStyleIsReadAsTheRouteAction() throws {
        // LoginPage declares `NavigationAction.present(.automatic)`.
        let router = Router()
        DemoApp.registerRoutes(on: router)
        #expect(try router.resolve(RoutePaths.login).get().request.route.action == .present(.automatic))
        #expect(SheetPage.routeAction == .present(.sheet))
    }

    @Test @MainActor func theAbstractBaseSpellingCompiles() {
        // The spelling the scanner reads as an abstract base (not registered, no diagnostic).
        #expect(AbstractBasePage.routePatterns.isEmpty)
        #expect(ConcretePage.routePatterns == ["app://concrete/:id"])
    }
}

/// An abstract base page, spelled as the scanner's messages and RouteDiscovery's rules say.
open class AbstractBasePage: Routable {
    open class var routePatterns: [String] { [] }
    open class func makeDestination(for request: RouteRequest) throws -> Any { String(describing: self) }
}

/// A page that inherits from it and names its patterns.
final class ConcretePage: AbstractBasePage {
    override class var routePatterns: [String] { ["app://concrete/:id"] }
}

/// The line the scanner's routeAction message suggests, compiled as written.
final class SheetPage: Routable {
    static let routePatterns = ["app://sheet"]
    static let routeAction = NavigationAction.present(.sheet)
    static func makeDestination(for request: RouteRequest) throws -> Any { "sheet" }
}

/// Collects a router's events, from any thread.
final class EventLog: @unchecked Sendable {
    // `storage` is only touched with `lock` held.
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ event: RouterEvent) { lock.withLock { storage.append(event.description) } }
    var lines: [String] { lock.withLock { storage } }
}

/// The plugin's real output: every module's table is pre-compiled records, and every record
/// compiles back to the pattern the runtime compiles from the same text.
@Suite("Plugin records")
struct PluginRecordsTests {
    @Test func everyGeneratedRecordIsTheRuntimesPattern() {
        var checked = 0
        for table in DemoApp.routeTables {
            guard let records = table.records else {
                Issue.record("\(table.module) was not generated as records")
                continue
            }
            for chunk in records.chunks.indices {
                guard var reader = records.reader(chunk) else {
                    Issue.record("\(table.module): chunk \(chunk) has no tag")
                    continue
                }
                while reader.hasMore() {
                    guard let entry = reader.entry() else {
                        Issue.record("\(table.module): unreadable entry")
                        break
                    }
                    #expect(records.targets(entry.index) != nil)
                    for _ in 0..<entry.patternCount {
                        guard let header = reader.pattern() else { break }
                        let text = String(decoding: header.text, as: UTF8.self)
                        let decoded = reader.routePattern(header, defaultScheme: "app")
                        #expect(decoded != nil && decoded == (try? RoutePattern(text)), "\(table.module): \(text)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == DemoApp.routeTables.reduce(0) { $0 + $1.patternCount } && checked >= 15)
    }
}
