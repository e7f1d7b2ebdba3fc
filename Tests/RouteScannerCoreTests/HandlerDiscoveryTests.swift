import Testing

@testable import _RouteMap
@testable import _RouteScannerCore

@Suite("Handler routes: discovered like pages, rendered as handler entries, exported with an action")
struct HandlerDiscoveryTests {
    static let source = """
        import Switchyard

        enum Logout: RouteHandler {
            static let routePatterns = ["app://logout"]
            static let routeDescription = "Signs out"
            static let routeIsInternal = true
            static func handle(_ request: RouteRequest) async throws {}
        }

        final class HomePage: Routable {
            static let routePatterns = ["app://home"]
        }

        enum Broken: RouteHandler {
            static func handle(_ request: RouteRequest) async throws {}
        }
        """

    static func discover() -> RouteDiscovery.Result {
        RouteDiscovery.discover(module: "App", sources: [SourceFile(path: "App/Routes.swift", text: source)])
    }

    @Test func aHandlerIsAManifestRouteMarkedAsHandler() {
        let result = Self.discover()
        let logout = result.manifest.routes.first { $0.typeName == "Logout" }
        #expect(logout?.isHandler == true)
        #expect(logout?.patterns == ["app://logout"])
        #expect(logout?.isInternal == true)
        #expect(logout?.description == "Signs out")
        #expect(result.manifest.routes.first { $0.typeName == "HomePage" }?.isHandler == false)
        #expect(
            result.diagnostics.map(\.description) == [
                #"App/Routes.swift:14:6: error: Broken conforms to RouteHandler but declares no routePatterns; add `static let routePatterns = ["app://…"]` to the type or an extension"#
            ])
    }

    @Test func theTableRegistersItAsAHandlerAndTheMapExportsItsAction() {
        var manifest = Self.discover().manifest
        manifest.routes.removeAll { $0.typeName == "Broken" }
        let table = RouteTableRenderer.render(manifest, dependencies: [])
        // The record flags it internal (1) and a handler (2); the target function names the type.
        #expect(table.contains(#"|1|4:push28:0|3|10:App.Logout9:Signs out"#))
        #expect(table.contains(#"P12:app://logout1|2|"#))
        #expect(table.contains(#"return .handler(Logout.self)"#))
        let map = RouteMap(manifests: [manifest], root: "")
        let logout = map.entries.first { $0.className == "App.Logout" }
        #expect(logout?.action == RouteMapEntry.handlerAction)
        #expect(logout?.navigation == nil)
        #expect(map.entries.first { $0.className == "App.HomePage" }?.action == "")
    }
}
