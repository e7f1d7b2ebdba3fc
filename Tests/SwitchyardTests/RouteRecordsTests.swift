import Foundation
import SwitchyardRelocation
import Testing
import _RouteScannerCore

@_spi(Generated) @testable import Switchyard

/// Pre-compiled route records (what the build plugin generates): they compile back to the
/// runtime's own patterns, and a table installed from them behaves exactly like the same table
/// installed from pattern strings.
@Suite("Route records")
struct RouteRecordsTests {
    /// Patterns with every segment kind, encodings, default schemes and mistakes.
    static let patterns = [
        "app://home", "app://product/:id", "app://product/:id/reviews", "app://item/:id", "app://web/**",
        "https://m.example.com/p/:id", "HTTPS://M.Example.COM/Help", "product/:id/edit/:section", "/orders/*",
        "app://files/*/raw/**", "app://caf%C3%A9/menu", "app://a%2Fb/c", "app://%3Aliteral/%2A", "app:///",
        "app://", "app://with%20space/%0Anewline", "app://x/y/z/a/b/c/d/e/f/g/h/:deep", "app://日本/語",
        // Mistakes: the router reports the compiler's own error.
        "", "app://a/**/b", "app://a/:", "app://a/:x/:x", "app://a/b*c", "1app://x",
    ]

    /// A string table and the same table as records written by the build plugin's writer.
    static func tables(
        _ entries: [(type: String, patterns: [String], priority: Int)], module: String = "M"
    ) -> (strings: RouteTable, records: RouteTable) {
        var writer = RouteRecordWriter()
        var listed: [RouteEntry] = []
        for (index, entry) in entries.enumerated() {
            writer.entry(
                index: index, priority: entry.priority, isInternal: index % 3 == 2, isHandler: false,
                action: index % 2 == 0 ? "push" : "sheet", typeName: module + "." + entry.type,
                description: "about \(entry.type)", patternCount: entry.patterns.count)
            for pattern in entry.patterns { writer.pattern(pattern) }
            listed.append(
                RouteEntry(
                    target: .closure({ _ in index }), typeName: module + "." + entry.type, patterns: entry.patterns,
                    priority: entry.priority, description: "about \(entry.type)",
                    action: index % 2 == 0 ? .push : .sheet, isInternal: index % 3 == 2))
        }
        let count = entries.count
        let records = RouteRecords(
            bytes: [Array(writer.chunk.utf8)],
            targets: { index in index < count ? .closure({ _ in index }) : nil })
        return (RouteTable(module: module, entries: listed), RouteTable(module: module, records: records))
    }

    @Test(arguments: ["app", "shop"])
    func everyRecordCompilesBackToTheRuntimePattern(defaultScheme: String) {
        for text in Self.patterns {
            var writer = RouteRecordWriter()
            writer.pattern(text)
            let bytes = Array(writer.chunk.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var reader = RouteRecordReader(base: base, count: buffer.count)
                let tagged = reader.readMagic()
                #expect(tagged)
                guard let header = reader.pattern() else {
                    Issue.record("no pattern record for '\(text)'")
                    return
                }
                #expect(String(decoding: header.text, as: UTF8.self) == text)
                let expected = try? RoutePattern(text, defaultScheme: defaultScheme)
                #expect(header.compiled == (expected != nil), "\(text)")
                guard let expected else { return }
                let decoded = reader.routePattern(header, defaultScheme: defaultScheme)
                #expect(decoded == expected, "\(text)")
                #expect(decoded?.hasExplicitScheme == expected.hasExplicitScheme, "\(text)")
                #expect(decoded?.description == expected.description, "\(text)")
                let more = reader.hasMore()
                #expect(!more)
            }
        }
    }

    @Test func everyContractActionIsReadAsItsNavigationAction() {
        for action in GeneratedCodeContract.Action.allCases {
            let read = Array(action.rawValue.utf8).withUnsafeBufferPointer { RouteRecords.action($0) }
            #expect(read == RouteRecords.navigationAction(action), "\(action)")
        }
        #expect(Array("present".utf8).withUnsafeBufferPointer { RouteRecords.action($0) } == nil)
    }

    @Test func literalsAreReadDecoded() {
        var writer = RouteRecordWriter()
        writer.pattern("app://caf%C3%A9/menu/:id")
        let bytes = Array(writer.chunk.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var reader = RouteRecordReader(base: base, count: buffer.count)
            _ = reader.readMagic()
            guard let header = reader.pattern() else { return }
            var literals: [String] = []
            for _ in 0..<header.segmentCount {
                if case .literal(let text) = reader.segment() {
                    literals.append(String(decoding: text, as: UTF8.self))
                }
            }
            #expect(literals == ["app", "café", "menu"])
        }
    }

    /// Numbers of one or two digits take a shorter path than longer ones (`RouteRecordReader.digits`):
    /// each reads what a plain parse reads, at a chunk's end and before a wrong terminator too.
    @Test(arguments: [
        "7|", "42|", "0|", "05|", "123|", "-3|", "-42|", "7", "42", "4x", "42x", "4|x", "|", "", "-|", "9:", "99|rest",
        "999999999999999999|", "1234567890123456789|",
    ])
    func numbersReadAsAPlainParseReadsThem(text: String) {
        let bytes = Array(text.utf8)
        let sign = bytes.first == UInt8(ascii: "-") ? 1 : 0
        let digits = bytes.dropFirst(sign).prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        let fits = (1...18).contains(digits.count) && bytes.dropFirst(sign + digits.count).first == UInt8(ascii: "|")
        let expected = fits ? Int(String(decoding: digits, as: UTF8.self)).map { sign == 1 ? -$0 : $0 } : nil
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return #expect(expected == nil) }
            var reader = RouteRecordReader(base: base, count: buffer.count)
            #expect(reader.number() == expected)
            if expected != nil { #expect(reader.position == sign + digits.count + 1) }
        }
    }

    /// A text's length, of any digits, is checked against the bytes left.
    @Test func aTextLongerThanTheBytesLeftIsNotRead() {
        let cases = [("3:abc", "abc"), ("12:abcdefghijkl", "abcdefghijkl"), ("12:abc", nil), ("4:abc", nil)]
        for (text, expected) in cases {
            Array(text.utf8).withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var reader = RouteRecordReader(base: base, count: buffer.count)
                #expect(reader.text().map { String(decoding: $0, as: UTF8.self) } == expected, "\(text)")
            }
        }
    }

    /// Everything the router says about a table: routes, trie, issues, and what URLs resolve to.
    static func behaviour(of table: RouteTable, defaultScheme: String = "app") -> [String] {
        let router = Router(configuration: RouterConfiguration(defaultScheme: defaultScheme))
        router.register([table])
        let issues = Locked([String]())
        let token = router.addEventObserver { event in
            if case .installIssue(let issue) = event { issues.withLock { $0.append(issue.description) } }
        }
        var lines = [router.dump()]
        lines += router.routes.map { "\($0) \($0.module) \($0.routeDescription) \($0.action) \($0.isInternal)" }
        for url in [
            "app://home", "app://product/42", "shop://product/42", "app://product/42/reviews", "app://web/a/b",
            "app://web", "https://m.example.com/p/7?x=1", "https://M.EXAMPLE.com/help", "app://product/1/edit/s",
            "shop://product/1/edit/s", "app://orders/anything", "app://files/a/raw/b/c", "app://café/menu",
            "app://a%2Fb/c", "app://:literal/*", "app://x/y/z/a/b/c/d/e/f/g/h/deep", "app://日本/語", "app://nothing",
        ] {
            switch router.resolve(url) {
            case .success(let resolution):
                lines.append(
                    "\(url) -> \(resolution.request.route) \(resolution.request.parameters) \(resolution.request.action)"
                )
            case .failure(let failure):
                lines.append("\(url) -> \(failure)")
            }
            lines.append("can \(url): \(router.canOpenURL(url, source: .external))")
        }
        router.remove(token)
        return lines + issues.withLock { $0 }.sorted()
    }

    @Test(arguments: ["app", "shop"])
    func aRecordsTableBehavesLikeTheSameStringTable(defaultScheme: String) {
        let entries: [(type: String, patterns: [String], priority: Int)] = [
            ("Home", ["app://home"], 0), ("Product", ["app://product/:id", "product/:id/edit/:section"], 5),
            ("Reviews", ["app://product/:id/reviews"], 0), ("Web", ["app://web/**", "https://m.example.com/p/:id"], 0),
            ("Help", ["HTTPS://M.Example.COM/Help"], 0), ("Orders", ["/orders/*"], 0),
            ("Files", ["app://files/*/raw/**"], 0), ("Cafe", ["app://caf%C3%A9/menu", "app://a%2Fb/c"], 0),
            ("Odd", ["app://%3Aliteral/%2A", "app://x/y/z/a/b/c/d/e/f/g/h/:deep", "app://日本/語"], 0),
            // A conflict (same pattern, same priority, another type) and a shadowed lower priority.
            ("Clash", ["app://home", "app://product/:other"], 0),
            // Mistakes.
            ("Broken", ["app://a/**/b", "", "app://a/:x/:x"], 0),
        ]
        let (strings, records) = Self.tables(entries)
        let expected = Self.behaviour(of: strings, defaultScheme: defaultScheme)
        #expect(Self.behaviour(of: records, defaultScheme: defaultScheme) == expected)
        #expect(expected.contains { $0.contains("both claim 'app://home'") })
        #expect(expected.contains { $0.contains("'**' must be the last segment") || $0.contains("**") })
    }

    @Test func entriesReadBackFromRecordsAreTheListedEntries() {
        let (strings, records) = Self.tables([("A", ["app://a", "b/:id"], 3), ("B", ["app://c/**"], -2)])
        let describe: (RouteEntry) -> String = {
            "\($0.typeName) \($0.patterns) \($0.priority) \($0.description) \($0.action) \($0.isInternal)"
        }
        #expect(records.entries.map(describe) == strings.entries.map(describe))
        #expect(records.patternCount == 3)
    }

    @Test func aRouteIsMadeOnceAndSharedByEveryLookup() async {
        let (_, records) = Self.tables([("A", ["app://a/:id"], 0)])
        let router = Router()
        router.register([records])
        let infos = await withTaskGroup(of: RouteInfo?.self) { group in
            for index in 0..<64 {
                group.addTask {
                    if case .success(let found) = router.resolve("app://a/\(index)") {
                        found.request.route
                    } else {
                        nil
                    }
                }
            }
            var infos: [RouteInfo?] = []
            for await info in group { infos.append(info) }
            return infos
        }
        let first = infos.first ?? nil
        #expect(first != nil && infos.allSatisfy { $0 === first })
    }

    @Test func unreadableRecordsAreReportedAndTheRestInstalls() {
        let (_, good) = Self.tables([("A", ["app://a"], 0)], module: "Good")
        var writer = RouteRecordWriter()
        writer.entry(
            index: 0, priority: 0, isInternal: false, isHandler: false, action: "push", typeName: "Bad.A",
            description: "", patternCount: 2)
        writer.pattern("app://bad/one")
        writer.pattern("app://bad/two")
        var damaged = Array(writer.chunk.utf8)
        damaged.removeLast(5)  // cut inside the second pattern's last literal
        let cases: [(RouteRecords, String)] = [
            (RouteRecords(bytes: [damaged], targets: { _ in .closure({ _ in () }) }), "cannot be read at byte"),
            (RouteRecords(bytes: [Array("SWR9\n".utf8)], targets: { _ in nil }), "does not start with 'SWR1'"),
            (RouteRecords(bytes: [Array(writer.chunk.utf8)], targets: { _ in nil }), "has no page or handler type"),
        ]
        for (records, message) in cases {
            let router = Router()
            router.register([good, RouteTable(module: "Bad", records: records)])
            let issues = Locked([String]())
            let token = router.addEventObserver { event in
                if case .installIssue(let issue) = event { issues.withLock { $0.append(issue.description) } }
            }
            #expect(router.canOpenURL("app://a"))
            let reported = issues.withLock { $0 }
            #expect(reported.count == 1 && reported[0].contains(message), "\(reported)")
            // What was read before the damage is installed.
            #expect(router.canOpenURL("app://bad/one") == (message == "cannot be read at byte"))
            #expect(!router.canOpenURL("app://bad/two"))
            router.remove(token)
        }
    }

    @Test func theSameRecordsRegisteredTwiceAreInstalledOnce() {
        let (_, records) = Self.tables([("A", ["app://a"], 0)])
        let router = Router()
        router.register([records])
        router.register([records])
        #expect(router.routes.count == 1)
    }

    @Test func removedPatternsStayRemovedForRecordsTables() {
        // Consecutive records share leading segments; removing the middle one must not lead the
        // next one astray.
        let (_, records) = Self.tables([
            ("A", ["app://a", "b/:id", "app://s/a/1", "app://s/a/2/x", "app://s/a/2/y", "app://s/b"], 0)
        ])
        let router = Router()
        router.register([records])
        #expect(router.canOpenURL("app://b/1"))
        #expect((try? router.remove(pattern: "app://b/:id")) == true)
        #expect((try? router.remove(pattern: "app://s/a/2/x")) == true)
        #expect(!router.canOpenURL("app://b/1") && !router.canOpenURL("app://s/a/2/x"))
        for url in ["app://a", "app://s/a/1", "app://s/a/2/y", "app://s/b"] {
            #expect(router.canOpenURL(url), "\(url)")
        }
        #expect(router.routes.map(\.pattern.description) == ["app://a", "app://s/a/1", "app://s/a/2/y", "app://s/b"])
    }

    @Test func recordsShareLeadingSegmentsWithThePreviousOne() {
        var writer = RouteRecordWriter()
        for pattern in ["app://s/a/1", "app://s/a/2/x", "s/a/3", "app://s/**", "app://s/b", "app://t"] {
            writer.pattern(pattern)
        }
        // app://s/a/1 (none), app://s/a/2/x (3), s/a/3 (the default scheme is not `app`: none),
        // app://s/** (none after a default scheme), app://s/b (2: `**` is never shared), app://t (1).
        let shared = writer.lines.dropFirst().map { line in
            line.split(separator: "|").dropFirst(2).first.map(String.init) ?? "?"
        }
        #expect(shared == ["0", "3", "0", "0", "2", "1"])
    }

    @Test func relocationReadsRecordsTablesLikeStringTables() throws {
        for useRecords in [false, true] {
            let (strings, records) = Self.tables([("Home", ["app://home"], 0), ("Product", ["app://product/:id"], 0)])
            let router = Router()
            router.register([useRecords ? records : strings])
            let batch = RelocationBatch(
                version: 1,
                rules: [
                    .redirect(from: "app://old/:id", to: "app://product/:id"),
                    .add(pattern: "app://start", typeName: "M.Home"),
                    .remove(pattern: "app://home"),
                ])
            let report = try router.applyRelocation(batch)
            #expect(report.redirectCount == 1)
            if case .success(let found) = router.resolve("app://old/7") {
                #expect(found.request.route.typeName == "M.Product")
                #expect(found.request.parameters.item("id")?.value as? String == "7")
            } else {
                Issue.record("app://old/7 should be redirected (records: \(useRecords))")
            }
            #expect(router.canOpenURL("app://start") && !router.canOpenURL("app://home"), "records: \(useRecords)")
            // A redirect to no route of the table is refused the same way.
            #expect(throws: RelocationError.self) {
                try router.applyRelocation(
                    RelocationBatch(version: 2, rules: [.redirect(from: "app://x", to: "app://nowhere")]))
            }
        }
    }
}
