import Testing

@testable import Switchyard

@Suite("URL parser")
struct URLParserTests {
    @Test func parsesSchemeHostPathQueryFragment() throws {
        let url = try RouteURL("APP://Product.Example/42/Reviews?from=home&tag=a&tag=b#top")
        #expect(url.scheme == "app")
        #expect(url.host == "product.example")
        #expect(url.pathSegments == ["42", "Reviews"])
        #expect(
            url.queryItems == [
                .init(name: "from", value: "home"), .init(name: "tag", value: "a"), .init(name: "tag", value: "b"),
            ])
        #expect(url.queryValues("tag") == ["a", "b"])
        #expect(url.fragment == "top")
        #expect(url.hasExplicitScheme)
    }

    @Test func pathIsCaseSensitiveAndEmptySegmentsDrop() throws {
        let url = try RouteURL("app://h//A/b/")
        #expect(url.pathSegments == ["A", "b"])
    }

    @Test func percentDecodingKeepsEncodedSlashInsideSegment() throws {
        let url = try RouteURL("app://files/a%2Fb/caf%C3%A9")
        #expect(url.pathSegments == ["a/b", "café"])
    }

    @Test func plusIsSpaceInQueryButNotInPath() throws {
        let url = try RouteURL("app://search/c++?q=swift+router&r=a%2Bb")
        #expect(url.pathSegments == ["c++"])
        #expect(url.queryValues("q") == ["swift router"])
        #expect(url.queryValues("r") == ["a+b"])
    }

    @Test func emptyValuesAndFlags() throws {
        let url = try RouteURL("app://x?flag&empty=&=v&&a=1=2")
        #expect(
            url.queryItems == [
                .init(name: "flag", value: ""), .init(name: "empty", value: ""), .init(name: "", value: "v"),
                .init(name: "a", value: "1=2"),
            ])
    }

    @Test func fragmentNeverBecomesPath() throws {
        let url = try RouteURL("app://page/a#/b/c")
        #expect(url.pathSegments == ["a"])
        #expect(url.fragment == "/b/c")
    }

    @Test func ipv6HostAndPort() throws {
        let url = try RouteURL("https://[2001:DB8::1]:8443/x")
        #expect(url.host == "[2001:db8::1]")
        #expect(url.port == 8443)
        #expect(url.pathSegments == ["x"])
        let plain = try RouteURL("http://localhost:80")
        #expect(plain.host == "localhost" && plain.port == 80 && plain.pathSegments.isEmpty)
    }

    @Test func unicodeSurvives() throws {
        let url = try RouteURL("app://商品/详情?名字=值")
        #expect(url.host == "商品")
        #expect(url.pathSegments == ["详情"])
        #expect(url.queryValues("名字") == ["值"])
    }

    @Test func schemeLessUsesDefaultScheme() throws {
        let url = try RouteURL("/product/42", defaultScheme: "shop")
        #expect(url.scheme == "shop" && url.host == "product" && url.pathSegments == ["42"])
        #expect(!url.hasExplicitScheme)
        #expect(try RouteURL("product/42", defaultScheme: "shop") == url)
    }

    @Test func emptyHost() throws {
        let url = try RouteURL("app:///settings")
        #expect(url.host == "")
        #expect(url.pathSegments == ["settings"])
    }

    @Test func descriptionRoundTrips() throws {
        for text in [
            "app://product/42?from=home", "APP://H/a%2Fb/caf%C3%A9?q=a+b&x=%26%3D", "https://[::1]:8080/x#frag",
            "app:///x", "app://h/c++/%25", "app://h?=v&flag",
        ] {
            let url = try RouteURL(text)
            let again = try RouteURL(url.description)
            #expect(again == url, "\(text) -> \(url.description)")
        }
    }

    @Test(arguments: [
        ("", "the URL is empty"),
        ("   ", "the URL is empty"),
        ("app://pro duct/1", "a space may not appear unencoded"),
        ("app://h/a%zz", "'%' must be followed by two hex digits"),
        ("app://h/a%4", "'%' must be followed by two hex digits"),
        ("://x", "the scheme may hold only"),
        ("1app://x", "the scheme may hold only"),
        ("app:/x", "must be followed by '//'"),
        ("app:x", "must be followed by '//'"),
        ("app://evil@host/x", "user info"),
        ("app://h/a%00b", "control character"),
        ("app://h/a\u{0}b", "the byte 0x0"),
        ("app://h/%C3%28", "not valid UTF-8"),
        ("app://h/%C0%AF", "not valid UTF-8"),
        ("app://h/%ED%A0%80", "not valid UTF-8"),
        ("app://h/a/../b", "'..' path segments"),
        ("app://h/%2E%2E/b", "'..' path segments"),
        ("app://h\\x/y", "a backslash"),
        ("app://[::1/x", "the host is malformed"),
        ("app://[zz]/x", "the host is malformed"),
        ("app://h:99999/x", "the port must be"),
        ("app://h:8a/x", "the port must be"),
        ("app://h/x?q=%0", "'%' must be followed"),
    ])
    func malformedURLsGiveClearErrors(input: String, message: String) {
        #expect(throws: URLParseError.self) { try RouteURL(input) }
        do {
            _ = try RouteURL(input)
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(error.offset >= 0 && error.offset <= input.utf8.count)
        }
    }

    @Test func limitsAreEnforced() {
        let long = "app://h/" + String(repeating: "a", count: 20_000)
        #expect { try RouteURL(long) } throws: {
            ($0 as? URLParseError)?.kind == .tooLong(length: 20_008, limit: 16_384)
        }
        let manySegments = "app://h/" + Array(repeating: "s", count: 10_000).joined(separator: "/")
        #expect {
            try RouteURL(manySegments, limits: URLLimits(maxLength: 1 << 20))
        } throws: { ($0 as? URLParseError)?.kind == .tooManySegments(limit: 128) }
        let manyItems = "app://h?" + Array(repeating: "a=1", count: 600).joined(separator: "&")
        #expect { try RouteURL(manyItems) } throws: { ($0 as? URLParseError)?.kind == .tooManyQueryItems(limit: 512) }
    }

    @Test func trimsSurroundingWhitespace() throws {
        let url = try RouteURL("  app://h/x\n")
        #expect(url.pathSegments == ["x"])
    }

    @Test func controlBytesInQueryValuesAreKeptExceptNUL() throws {
        let url = try RouteURL("app://h?text=a%0Ab")
        #expect(url.queryValues("text") == ["a\nb"])
        #expect(throws: URLParseError.self) { try RouteURL("app://h?text=a%00b") }
    }
}
