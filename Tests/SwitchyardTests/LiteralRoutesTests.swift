import SwitchyardRelocation
import Testing

@_spi(Generated) @testable import Switchyard

/// The literal index (`RouteTrie+Literals.swift`) gives the trie's own answers: the same route for
/// every spelling of a URL, and none of its own.
@Suite("Literal routes")
struct LiteralRoutesTests {
    static let patterns: [(name: String, pattern: String, priority: Int, isInternal: Bool)] = [
        ("List", "app://home/list", 0, false),
        ("Tab", "app://home/:tab", 0, false),
        ("ListLow", "app://home/list", -1, false),
        ("Menu", "app://shop/café/menu", 0, false),
        ("Slash", "app://shop/a%2Fb", 0, false),
        ("Pair", "app://shop/a/b", 0, false),
        ("Host", "app://shop", 0, false),
        ("Help", "https://example.com/help", 0, false),
        ("Docs", "app://docs/**", 0, false),
        ("DocsIndex", "app://docs/index", 0, false),
        ("Secret", "app://admin/panel", 0, true),
    ]

    static let urls = [
        "app://home/list", "APP://HOME/list", "App://Home//list/", "app://home/li%73t", "/home/list", "home/list",
        "app:///home/list", "app://home/List", "app://home/list?from=x&jumpType=1#top", "app://home/list/more",
        "app://home", "app://HOME", "app://shop", "app://Shop/", "app://shop/café/menu", "app://SHOP/caf%C3%A9/menu",
        "app://shop/caf%c3%a9/menu", "app://shop/cafe%CC%81/menu", "app://shop/a%2Fb", "app://shop/a%2fb",
        "app://shop/a/b", "app://shop//a//b//", "https://EXAMPLE.com/help", "HTTPS://example.com:443/help",
        "http://example.com/help", "app://docs/index", "app://docs/INDEX", "app://docs/index/more", "app://admin/panel",
        "app://nowhere/list", "app://home/%6C%69%73%74", "app://home/list%20",
    ]

    func router() -> Router {
        let router = Router()
        router.register([
            RouteTable(
                module: "Tests",
                entries: Self.patterns.map {
                    entry(ProductPage.self, $0.name, [$0.pattern], priority: $0.priority, isInternal: $0.isInternal)
                })
        ])
        return router
    }

    /// What the index and the walk answer for `text`: (through the index, index alone, walk alone).
    func answers(_ router: Router, _ text: String) throws -> (Int32, Int32, Int32) {
        let url = try RouteURL(text)
        let trie = router.snapshot().trie
        return (trie.match(url), trie.match(url, walk: false), trie.match(url, literalIndex: false))
    }

    @Test func everySpellingFindsWhatTheTrieFinds() throws {
        let router = router()
        var walked: [String] = []
        for text in Self.urls {
            let (both, index, walk) = try answers(router, text)
            #expect(both == walk, "\(text)")
            if index >= 0 {
                #expect(index == walk, "\(text)")
            } else {
                walked.append(text)
            }
        }
        // Every other spelling of a literal route is answered by the index alone.
        #expect(
            walked == [
                "app:///home/list", "app://home/List", "app://home/list/more", "app://home", "app://HOME",
                "app://shop/cafe%CC%81/menu", "http://example.com/help", "app://docs/INDEX", "app://docs/index/more",
                "app://nowhere/list", "app://home/list%20",
            ])
    }

    /// Records reuse the previous record's leading nodes (`shared`): their literal paths are the
    /// same as a string table's, and so is every answer.
    @Test func recordsTablesAreIndexedAsStringTablesAre() throws {
        let (strings, records) = RouteRecordsTests.tables(Self.patterns.map { ($0.name, [$0.pattern], $0.priority) })
        var indexed: [[String]] = []
        for table in [strings, records] {
            let router = Router()
            router.register([table])
            let trie = router.snapshot().trie
            var found: [String] = []
            for text in Self.urls {
                let url = try RouteURL(text)
                let walk = trie.match(url, literalIndex: false)
                #expect(trie.match(url) == walk, "\(text)")
                let index = trie.match(url, walk: false)
                if index >= 0 {
                    #expect(index == walk, "\(text)")
                    found.append(text)
                }
            }
            indexed.append(found)
        }
        #expect(indexed[0] == indexed[1])
        #expect(indexed[0].contains("APP://HOME/list") && indexed[0].contains("app://SHOP/caf%C3%A9/menu"))
    }

    @Test func prioritiesInternalRoutesAndSourcesAreTheTriesToo() throws {
        let router = router()
        #expect(try router.resolve("app://HOME/list").get().request.route.typeName == "Tests.List")
        #expect(try router.resolve("app://home/List").get().request.route.typeName == "Tests.Tab")
        #expect(try router.resolve("app://home/list").get().shadowed.map(\.typeName) == ["Tests.ListLow"])
        #expect(router.canOpenURL("app://admin/panel"))
        #expect(!router.canOpenURL("app://admin/panel", source: .external))
        #expect(!router.canOpenURL("app://home/list?jumpType=99"))
    }

    @Test func runTimeRelocatedAndRemovedRoutesAreIndexedWithTheirSnapshot() throws {
        let router = router()
        let token = try router.handle("app://run/time") { _ in true }
        #expect(try answers(router, "app://RUN/time").1 >= 0)
        try router.applyRelocation(
            RelocationBatch(
                version: 1,
                rules: [
                    .add(pattern: "app://added/page", typeName: "Tests.Menu"),
                    .remove(pattern: "app://shop/a/b"),
                    .redirect(from: "app://home/list", to: "app://shop/café/menu"),
                ]))
        #expect(try answers(router, "app://Added/page").1 >= 0)
        #expect(try answers(router, "app://shop/a/b") == (-1, -1, -1))
        // Relocation runs first: the literal route of the redirect's target answers.
        #expect(try router.resolve("app://home/list").get().request.route.typeName == "Tests.Menu")
        _ = router.remove(token)
        #expect(try answers(router, "app://run/time") == (-1, -1, -1))
    }
}
