import Testing

@testable import Switchyard

/// URLs that leave `RouteURL`'s inline fast path: more than eight segments, segments that end
/// past 64 KiB (the inline bounds are 16-bit offsets), a host that needed lowercasing, decoded
/// segments and a fragment. They must read and match exactly as short plain links do.
@Suite("RouteURL: segments past the inline bounds")
struct RouteURLStorageTests {
    static let limits = URLLimits(maxLength: 300_000)
    static let long = String(repeating: "a", count: 70_000)

    @Test func segmentsPast64KiBReadInOrder() throws {
        let tail = ["c", "d", "e", "f", "g", "h", "i", "j", "k"]
        let text = "app://Files/x/\(Self.long)/" + tail.joined(separator: "/") + "?q=1#top"
        let url = try RouteURL(text, limits: Self.limits)
        #expect(url.host == "files")
        #expect(url.pathSegments == ["x", Self.long] + tail)
        #expect(url.queryItems == [QueryItem(name: "q", value: "1")])
        #expect(url.fragment == "top")
        #expect(try RouteURL(url.description, limits: Self.limits) == url)
    }

    @Test func decodedSegmentsPastTheEighthAndPast64KiB() throws {
        let text = "app://files/1/2/3/4/5/6/7/8/9/\(Self.long)/b%2Fc/caf%C3%A9"
        let url = try RouteURL(text, limits: Self.limits)
        #expect(url.pathSegments == ["1", "2", "3", "4", "5", "6", "7", "8", "9", Self.long, "b/c", "café"])
        #expect(url.fragment == nil)
    }

    @Test func aParameterEndingPast64KiBIsCapturedWhole() {
        let router = HostileInputTests.router(configuration: RouterConfiguration(limits: Self.limits))
        let request = router.request("APP://Product/\(Self.long)")
        #expect(request?.route.typeName == "Tests.ProductPage")
        #expect(request?.parameters.get("id", as: String.self) == Self.long)
    }

    @Test func aCatchAllTakesEverySegmentPastTheInlineOnes() {
        let router = HostileInputTests.router(configuration: RouterConfiguration(limits: Self.limits))
        let segments = (1...12).map(String.init) + [Self.long, "z"]
        let request = router.request("app://files/" + segments.joined(separator: "/"))
        #expect(request?.route.typeName == "Tests.FilesPage")
        #expect(request?.parameters.get("**", as: String.self) == segments.joined(separator: "/"))
        #expect(router.canOpenURL("app://files/" + segments.joined(separator: "/")))
    }
}
