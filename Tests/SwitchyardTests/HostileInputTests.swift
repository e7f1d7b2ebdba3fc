import Foundation
import Testing

@_spi(Generated) @testable import Switchyard

/// Hostile deep links and the exact outcome of each. Every case is bounded: the parser makes one
/// pass over at most `URLLimits.maxLength` bytes (16 KiB by default; longer input is refused
/// before it is scanned), keeps at most `maxPathSegments` segments and `maxQueryItems` items,
/// and matching costs one trie step per segment. RELIABILITY.md lists the cases and why.
@Suite("Hostile deep links")
struct HostileInputTests {
    /// What a hostile link must lead to.
    enum Expected: Sendable, CustomStringConvertible {
        /// Refused by the parser with this error kind.
        case refused(URLParseError.Kind)
        /// Parsed, but no route matches.
        case noMatch
        /// Routed to this type with exactly these parameter values (and sources where it matters).
        case routed(String, [String: String])
        /// Matched an internal route and refused because the open came from outside.
        case internalRefused(String)
        /// A parameter the router reads itself has an invalid value.
        case invalidParameter(String)

        var description: String {
            switch self {
            case .refused(let kind): return "refused (\(kind))"
            case .noMatch: return "no match"
            case .routed(let type, let parameters): return "routed to \(type) \(parameters.sorted { $0.key < $1.key })"
            case .internalRefused(let type): return "internal \(type) refused"
            case .invalidParameter(let key): return "invalid \(key)"
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let url: String
        let source: RouteSource
        let expected: Expected
        let why: String
        init(_ url: String, _ expected: Expected, from source: RouteSource = .external, _ why: String) {
            self.url = url
            self.source = source
            self.expected = expected
            self.why = why
        }
        var testDescription: String { "\(url.debugDescription) → \(expected)" }
    }

    static let cases: [Case] = [
        // Path traversal, encoded or not.
        Case("app://files/../etc/passwd", .refused(.dotSegment), "a '..' segment is refused, never resolved"),
        Case("app://files/%2e%2e/etc/passwd", .refused(.dotSegment), "dot segments are refused after decoding too"),
        Case("app://files/%2E%2e/x", .refused(.dotSegment), "mixed-case escapes decode the same"),
        Case("app://files/.%2e/x", .refused(.dotSegment), "half-encoded '..'"),
        Case("app://files/%2e/x", .refused(.dotSegment), "an encoded '.' segment"),
        Case(
            "app://files/..%2fetc%2fpasswd", .routed("Tests.FilesPage", ["**": "../etc/passwd"]),
            "%2F stays inside its segment, so this is ONE segment '../etc/passwd', not a walk; the catch-all value is its text (see RELIABILITY.md: never use ** as a file path)"
        ),
        Case(
            "app://files/a/%2e%2e%2f%2e%2e%2fsecret", .routed("Tests.FilesPage", ["**": "a/../../secret"]),
            "same: one segment holding slashes"),
        // Double encoding is decoded once.
        Case(
            "app://files/%252e%252e/x", .routed("Tests.FilesPage", ["**": "%2e%2e/x"]),
            "decoded once: the segment is the text '%2e%2e'"),
        Case("app://product/%2541", .routed("Tests.ProductPage", ["id": "%41"]), "decoded once"),
        // NUL and control bytes.
        Case("app://product/\u{0}", .refused(.invalidCharacter(0x00)), "a raw NUL"),
        Case("app://product/4\u{1}2", .refused(.invalidCharacter(0x01)), "a raw control byte"),
        Case("app://product/4\u{7F}2", .refused(.invalidCharacter(0x7F)), "a raw DEL"),
        Case(
            "app://product/42\r\nSet-Cookie:x", .refused(.invalidCharacter(0x0D)),
            "CR LF inside a link (header injection)"),
        Case("app://product/%00", .refused(.controlCharacter), "an encoded NUL in a segment"),
        Case("app://product/%0A", .refused(.controlCharacter), "an encoded LF in a segment"),
        Case("app://product/42?q=%00", .refused(.controlCharacter), "an encoded NUL in a query value"),
        Case("app://product/42?%01=x", .refused(.controlCharacter), "an encoded control byte in a query name"),
        Case(
            "app://product/42?q=a%0Ab", .routed("Tests.ProductPage", ["id": "42", "q": "a\nb"]),
            "query values may hold line breaks (form text), never NUL"),
        Case("app://product/4 2", .refused(.invalidCharacter(0x20)), "an unencoded space"),
        Case("app://product\\42", .refused(.invalidCharacter(0x5C)), "a backslash (some parsers read it as '/')"),
        // Overlong and invalid UTF-8.
        Case("app://files/%C0%AE%C0%AE/x", .refused(.invalidUTF8), "overlong '.', the classic IIS traversal"),
        Case("app://files/%C0%AF", .refused(.invalidUTF8), "overlong '/'"),
        Case("app://files/%E0%80%AE", .refused(.invalidUTF8), "three-byte overlong '.'"),
        Case("app://files/%ED%A0%80", .refused(.invalidUTF8), "a UTF-16 surrogate"),
        Case("app://files/%F4%90%80%80", .refused(.invalidUTF8), "above U+10FFFF"),
        Case("app://files/%FF", .refused(.invalidUTF8), "a lone invalid byte"),
        Case("app://product/42?q=%C0%80", .refused(.invalidUTF8), "overlong NUL in a query value"),
        Case("app://files/%E4%B8%AD", .routed("Tests.FilesPage", ["**": "中"]), "valid UTF-8 decodes"),
        Case("app://files/%", .refused(.invalidPercentEscape), "a truncated escape"),
        Case("app://files/%4", .refused(.invalidPercentEscape), "a truncated escape"),
        Case("app://files/%zz", .refused(.invalidPercentEscape), "a non-hex escape"),
        // Scheme confusion.
        Case("APP://PRODUCT/42", .routed("Tests.ProductPage", ["id": "42"]), "scheme and host are case-insensitive"),
        Case("app:/product/42", .refused(.missingAuthority), "one slash: refused rather than guessed"),
        Case("app:product/42", .refused(.missingAuthority), "no slash"),
        Case("app:", .refused(.missingAuthority), "a bare scheme"),
        Case("app:///product/42", .noMatch, "three slashes: the host is empty and 'product' is a path segment"),
        Case("javascript:alert(1)", .refused(.missingAuthority), "not a deep link"),
        Case("1app://product/42", .refused(.invalidScheme), "a scheme must start with a letter"),
        Case("ap p://product/42", .refused(.invalidCharacter(0x20)), "a space in the scheme"),
        Case("://product/42", .refused(.invalidScheme), "an empty scheme"),
        Case("product/42", .routed("Tests.ProductPage", ["id": "42"]), "no scheme: read against the default scheme"),
        Case("//product/42", .routed("Tests.ProductPage", ["id": "42"]), "leading slashes are ignored"),
        Case("other://product/42", .noMatch, "another app's scheme matches nothing here"),
        // Host tricks.
        Case(
            "app://evil@product/42", .refused(.userInfoNotAllowed), "user info makes a link look like it goes elsewhere"
        ),
        Case("app://product@evil/42", .refused(.userInfoNotAllowed), "either way round"),
        Case("app://[::1]/42", .noMatch, "an IPv6 literal is a host like any other"),
        Case("app://[::1/42", .refused(.invalidHost), "an unclosed IPv6 literal"),
        Case("app://[::1]x/42", .refused(.invalidHost), "junk after an IPv6 literal"),
        Case("app://[evil.com]/42", .refused(.invalidHost), "only hex digits, ':' and '.' inside brackets"),
        Case("app://product:99999/42", .refused(.invalidPort), "a port above 65535"),
        Case("app://product:-1/42", .refused(.invalidPort), "a negative port"),
        Case("app://product:/42", .refused(.invalidPort), "an empty port"),
        Case("app://product:0x50/42", .refused(.invalidPort), "a hex port"),
        Case(
            "app://product:8080/42", .routed("Tests.ProductPage", ["id": "42"]), "a valid port is kept but not matched"),
        Case("app://prod%75ct/42", .refused(.invalidHost), "the host is never percent-decoded"),
        Case("app://product./42", .noMatch, "a trailing dot is not stripped: 'product.' is another host"),
        Case("app://pro_duct/42", .noMatch, "'_' is allowed in a host, and is another host"),
        // Names that collide with keys routers use internally.
        Case(
            "app://product/42?id=666", .routed("Tests.ProductPage", ["id": "42"]),
            "a path parameter beats a query item of the same name"),
        Case(
            "app://files/a/b?**=evil", .routed("Tests.FilesPage", ["**": "a/b"]),
            "the catch-all beats a query item called '**'"),
        Case(
            "app://product/42?requestURLKey=app://evil",
            .routed("Tests.ProductPage", ["id": "42", "requestURLKey": "app://evil"]),
            "TheRouter's requestURLKey is an ordinary query item here; the request's url is the link"),
        Case(
            "app://product/42?jumpType=abc", .invalidParameter("jumpType"),
            "jumpType is read by the router: a non-number is refused"),
        Case("app://product/42?jumpType=99", .invalidParameter("jumpType"), "an unknown jumpType is refused"),
        Case("app://product/42?jumpType=../../x", .invalidParameter("jumpType"), "a path as jumpType is refused"),
        Case("app://product/42?jumpType=-1", .invalidParameter("jumpType"), "a negative jumpType is refused"),
        Case(
            "app://product/42?jumpType=9223372036854775808", .invalidParameter("jumpType"),
            "an overflowing jumpType is refused"),
        // Internal routes from outside.
        Case("app://settings/x/detail", .internalRefused("Tests.SettingsPage"), "internal: refused from outside"),
        Case("APP://SETTINGS/x/detail", .internalRefused("Tests.SettingsPage"), "whatever the case"),
        Case("app://settings/x/detail", .routed("Tests.SettingsPage", [:]), from: .app, "internal: fine from inside"),
        Case(
            "app://settings/x/detail?jumpType=1", .internalRefused("Tests.SettingsPage"),
            "refused before jumpType is read"),
    ]

    static func router(configuration: RouterConfiguration = RouterConfiguration()) -> Router {
        let router = Router(configuration: configuration)
        router.register([sampleTable()])
        router.register([RouteTable(module: "Tests", entries: [entry(FilesPage.self, "FilesPage", ["app://files/**"])])]
        )
        return router
    }

    @Test(arguments: cases)
    func hostileLink(_ hostile: Case) throws {
        let router = Self.router()
        let result = router.resolve(hostile.url, source: hostile.source)
        switch (hostile.expected, result) {
        case (.refused(let kind), .failure(let failure)):
            guard case .invalidURL(let error) = failure.reason else {
                Issue.record("expected a parse error \(kind), got \(failure)")
                return
            }
            #expect(error.kind == kind, "\(hostile.why)")
            #expect(error.offset >= 0 && error.offset <= hostile.url.utf8.count)
        case (.noMatch, .failure(let failure)):
            guard case .noMatch = failure.reason else {
                Issue.record("expected noMatch, got \(failure)")
                return
            }
        case (.routed(let type, let parameters), .success(let resolution)):
            let request = resolution.request
            #expect(request.route.typeName == type, "\(hostile.why)")
            for (key, value) in parameters {
                #expect(request.parameters.get(key, as: String.self) == value, "\(key): \(hostile.why)")
            }
            if case .routed = hostile.expected, parameters["id"] != nil {
                #expect(request.parameters.origin(of: "id") == .path)
            }
            if parameters["**"] != nil { #expect(request.parameters.origin(of: "**") == .path) }
            #expect(request.redirectedFrom.isEmpty)
        case (.internalRefused(let type), .failure(let failure)):
            guard case .notAllowedFromOutside(let info) = failure.reason else {
                Issue.record("expected a refusal, got \(failure)")
                return
            }
            #expect(info.typeName == type)
        case (.invalidParameter(let key), .failure(let failure)):
            guard case .invalidParameter(let found, _) = failure.reason else {
                Issue.record("expected invalid \(key), got \(failure)")
                return
            }
            #expect(found == key)
        default:
            Issue.record("expected \(hostile.expected), got \(result) — \(hostile.why)")
        }
        // canOpenURL agrees: it refuses what resolve and openURL refuse, an invalid jumpType too.
        let canOpen = router.canOpenURL(hostile.url, source: hostile.source)
        switch hostile.expected {
        case .routed: #expect(canOpen)
        case .refused, .noMatch, .internalRefused, .invalidParameter: #expect(!canOpen)
        }
    }

    /// `canOpenURL` is true exactly when `resolve` succeeds, from inside and from outside, for
    /// every hostile link: the cases above and FuzzResolve's saved corpus, each also with a
    /// `jumpType` the router cannot read, its name plain or escaped. (`canOpenURL` stopped before reading `jumpType`, so it
    /// said yes to `app://product/42?jumpType=../../x`, which `resolve` and `openURL` refuse.)
    @Test func canOpenURLIsTrueExactlyWhenResolveSucceeds() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/FuzzResolve")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        #expect(files.count >= 30)
        var links = Self.cases.map(\.url)
        for file in files {
            links.append(String(decoding: try Data(contentsOf: corpus.appendingPathComponent(file)), as: UTF8.self))
        }
        // A plain `jumpType`, and one whose name is escaped: `canOpenURL` skips stage 5 only when no
        // query name can decode to `jumpType`.
        let plain = links
        for bad in ["jumpType=../../x", "jump%54ype=../../x"] {
            links += plain.map { $0 + ($0.contains("?") ? "&" : "?") + bad }
        }
        let router = Self.router()
        var refusedByStageFive = 0
        for link in links {
            for source in [RouteSource.app, .external] {
                let result = router.resolve(link, source: source)
                if case .failure(let failure) = result, case .invalidParameter = failure.reason {
                    refusedByStageFive += 1
                }
                let resolves = (try? result.get()) != nil
                #expect(router.canOpenURL(link, source: source) == resolves, "\(link.debugDescription) from \(source)")
            }
        }
        #expect(refusedByStageFive > 0)
    }

    // MARK: Size limits

    @Test func aOneMegabyteURLIsRefusedBeforeItIsScanned() {
        let url = "app://product/" + String(repeating: "a", count: 1 << 20)
        let router = Self.router()
        guard case .failure(let failure) = router.resolve(url, source: .external),
            case .invalidURL(let error) = failure.reason
        else {
            Issue.record("a 1 MB URL was not refused")
            return
        }
        #expect(error.kind == .tooLong(length: url.utf8.count, limit: URLLimits.default.maxLength))
        #expect(error.offset == 0)
        #expect(error.input.count <= 121, "the error keeps 120 characters of the input, not a megabyte")
        #expect(!router.canOpenURL(url, source: .external))
    }

    @Test func oneHundredThousandQueryItemsAreRefused() {
        let query = (0..<100_000).map { "k\($0)=v" }.joined(separator: "&")
        let url = "app://product/42?" + query
        // With the default limits the link is too long before the items are counted.
        guard case .failure(let failure) = Self.router().resolve(url, source: .external),
            case .invalidURL(let error) = failure.reason
        else {
            Issue.record("not refused")
            return
        }
        #expect(error.kind == .tooLong(length: url.utf8.count, limit: URLLimits.default.maxLength))
        // An app that raises maxLength still has maxQueryItems: item 513 stops the parse.
        let roomy = Self.router(configuration: RouterConfiguration(limits: URLLimits(maxLength: 4 << 20)))
        guard case .failure(let second) = roomy.resolve(url, source: .external),
            case .invalidURL(let limited) = second.reason
        else {
            Issue.record("not refused with a raised maxLength")
            return
        }
        #expect(limited.kind == .tooManyQueryItems(limit: URLLimits.default.maxQueryItems))
        // Exactly at the limit is fine.
        let atLimit =
            "app://product/42?" + (0..<URLLimits.default.maxQueryItems).map { "k\($0)=v" }.joined(separator: "&")
        #expect(roomy.request(atLimit)?.parameters.get("k511", as: String.self) == "v")
    }

    @Test func tooManySegmentsAreRefused() {
        let url = "app://files/" + Array(repeating: "a", count: 200).joined(separator: "/")
        guard case .failure(let failure) = Self.router().resolve(url, source: .external),
            case .invalidURL(let error) = failure.reason
        else {
            Issue.record("not refused")
            return
        }
        #expect(error.kind == .tooManySegments(limit: URLLimits.default.maxPathSegments))
    }

    @Test func aLongRunOfSlashesOrEscapesStaysWithinTheLimits() {
        // Empty segments are dropped, so slashes cost nothing but the byte scan.
        let slashes = "app://files/" + String(repeating: "/", count: 16_000) + "x"
        #expect(Self.router().request(slashes)?.parameters.get("**", as: String.self) == "x")
        // 5,000 escapes decode in the same single pass.
        let escapes = "app://files/" + String(repeating: "%41", count: 5_000)
        #expect(
            Self.router().request(escapes)?.parameters.get("**", as: String.self)
                == String(repeating: "A", count: 5_000))
    }
}

/// A catch-all route for the traversal cases.
final class FilesPage: Routable {
    static let routePatterns = ["app://files/**"]
    static func makeDestination(for request: RouteRequest) throws -> Any { Page("FilesPage", request) }
}

/// Hosts outside ASCII: the URL parser lowercases ASCII only, so the pattern compiler must too.
@Suite("Hostile deep links: non-ASCII hosts")
struct NonASCIIHostTests {
    @Test func aNonASCIIHostPatternMatchesTheSameHostInALink() {
        let router = Router()
        router.register([
            RouteTable(module: "Tests", entries: [entry(ProductPage.self, "Accent", ["app://Éclair/:id"])])
        ])
        #expect(router.request("app://Éclair/1")?.route.typeName == "Tests.Accent")
        #expect(router.request("app://ÉCLAIR/1")?.route.typeName == "Tests.Accent")
    }

    @Test func theKelvinSignIsNotTheLetterK() {
        // U+212A KELVIN SIGN lowercases to ASCII "k" under Unicode rules: a pattern host written
        // with it must not capture links to the ASCII host "kiosk".
        let router = Router()
        router.register([
            RouteTable(module: "Tests", entries: [entry(ProductPage.self, "Kelvin", ["app://\u{212A}iosk/:id"])])
        ])
        #expect(router.request("app://kiosk/1") == nil)
        #expect(router.request("app://\u{212A}iosk/1")?.route.typeName == "Tests.Kelvin")
    }
}

/// The parser checks eight bytes at a time where none needs a look (#39): a refused byte, or the
/// `#` that starts the fragment, is found at its own offset wherever it sits in a word.
@Suite("Hostile deep links: every byte position")
struct RefusedBytePositionTests {
    @Test func aRefusedByteIsFoundAtItsOwnOffsetAnywhere() throws {
        let base = Array("app://shop/cafe/menu/items/latest-and-greatest?from=x".utf8)
        for offset in 6..<base.count {
            for refused: UInt8 in [0x00, 0x09, 0x1F, 0x20, 0x7F, UInt8(ascii: "\\")] {
                var bytes = base
                bytes[offset] = refused
                // A tab or space at either end is trimmed, not refused.
                guard offset < base.count - 1 || refused > 0x20 else { continue }
                do {
                    _ = try RouteURL(String(decoding: bytes, as: UTF8.self))
                    Issue.record("byte \(refused) at \(offset) was accepted")
                } catch {
                    #expect(error.kind == .invalidCharacter(refused) && error.offset == offset, "\(offset) \(refused)")
                }
            }
            var bytes = base
            bytes[offset] = UInt8(ascii: "#")
            let url = try? RouteURL(String(decoding: bytes, as: UTF8.self))
            #expect(url?.fragment == String(decoding: base[(offset + 1)...], as: UTF8.self) || url == nil)
        }
        // Non-ASCII bytes (0x80 and up) never need a look.
        #expect(try RouteURL("app://shop/caféscaféscafés/menu").pathSegments == ["caféscaféscafés", "menu"])
    }
}
