import Foundation
@_spi(JSON) import SwitchyardJSON
import Testing

@testable import _RouteMap
@testable import _RouteMapExport

@Suite("apple-app-site-association")
struct RouteMapAppSiteAssociationTests {
    static let options = AppSiteAssociationOptions(appIDs: ["ABCDE12345.com.example.app"], hosts: ["example.com"])

    @Test func matchesGolden() throws {
        let data = try renderRouteMap(SampleRouteMap.map, format: .appSiteAssociation(Self.options))
        assertMatchesGolden(String(decoding: data, as: UTF8.self), named: "apple-app-site-association")
    }

    @Test func keepsOnlyExternalHTTPSRoutesOfTheGivenHosts() throws {
        let entries = [
            RouteMapEntry(path: "https://example.com/a/:id", className: "M.A", module: "M", file: "f", line: 1),
            RouteMapEntry(path: "https://example.com/a/*", className: "M.B", module: "M", file: "f", line: 2),
            RouteMapEntry(path: "https://example.com/", className: "M.Root", module: "M", file: "f", line: 3),
            RouteMapEntry(
                path: "https://example.com/secret", className: "M.S", module: "M", internal: true, file: "f", line: 4),
            RouteMapEntry(path: "http://example.com/plain", className: "M.P", module: "M", file: "f", line: 5),
            RouteMapEntry(path: "https://other.com/x", className: "M.O", module: "M", file: "f", line: 6),
        ]
        let value = try AppSiteAssociation.value(for: RouteMap(entries: entries), options: Self.options)
        #expect(
            value["applinks"]?["details"]
                == .array([
                    .object([
                        ("appIDs", .array([.string("ABCDE12345.com.example.app")])),
                        (
                            "components",
                            .array([
                                .object([("/", .string("/")), ("comment", .string("M.Root"))]),
                                .object([("/", .string("/a/*")), ("comment", .string("M.A, M.B"))]),
                            ])
                        ),
                    ])
                ]))
    }

    @Test func needsAppIDsAndHosts() {
        #expect(
            throws: RouteMapRenderError(
                message: "apple-app-site-association needs at least one app ID; pass --app-id TEAMID.bundle.id")
        ) {
            try renderRouteMap(
                SampleRouteMap.map, format: .appSiteAssociation(.init(appIDs: [], hosts: ["example.com"])))
        }
        #expect(
            throws: RouteMapRenderError(
                message: "apple-app-site-association needs at least one host; pass --host example.com")
        ) {
            try renderRouteMap(SampleRouteMap.map, format: .appSiteAssociation(.init(appIDs: ["A.b"], hosts: [])))
        }
    }
}
