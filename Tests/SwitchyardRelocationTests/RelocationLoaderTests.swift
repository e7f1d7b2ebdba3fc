import Foundation
import Testing

@testable import Switchyard
@testable import SwitchyardRelocation
@testable import SwitchyardRelocationDelivery

@Suite("Relocation: loading over HTTP from a loopback server")
struct RelocationLoaderTests {
    func loader(
        _ router: Router, _ server: RelocationServer, _ path: String, timeout: TimeInterval = 5, attempts: Int = 3
    )
        -> RelocationLoader
    {
        RelocationLoader(
            router: router,
            configuration: .init(url: server.url(path), timeout: timeout, maxAttempts: attempts, initialBackoff: 0.01),
            verifier: CRCVerifier())
    }

    @Test func freshDownloadThenNotModifiedAlsoAfterARelaunch() async throws {
        let server = try RelocationServer()
        defer { server.stop() }
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = RelocationStore(directory: directory)

        let (router, log) = relocationRouter()
        router.restoreRelocation(from: store)
        let first = try await loader(router, server, "/fresh").refresh()
        guard case .applied(let report) = first else {
            Issue.record("expected a download, got \(first)")
            return
        }
        #expect(report.version == 1 && report.redirectCount == 1 && report.changed)
        let request = try #require(router.request("app://item/5"))
        #expect(request.route.typeName == "Tests.ProductPage")
        #expect(request.parameters.get("via", as: String.self) == "server")
        #expect(try await loader(router, server, "/fresh").refresh() == .notModified)
        #expect(
            log.relocationEvents.map(\.description).contains("relocation rules at \(server.url("/fresh")) not modified")
        )

        // Relaunch: the entity tag was stored with the batch, so the first request is conditional.
        let (relaunched, _) = relocationRouter()
        #expect(relaunched.restoreRelocation(from: store)?.version == 1)
        #expect(try await loader(relaunched, server, "/fresh").refresh() == .notModified)
        let stats = try await server.stats()
        #expect(stats.counts["/fresh"] == 3)
        #expect(stats.etags["/fresh"] == [nil, "\"v1\"", "\"v1\""])
    }

    @Test func serverErrorsAreRetriedWithBackoff() async throws {
        let server = try RelocationServer()
        defer { server.stop() }
        let (router, _) = relocationRouter()
        let outcome = try await loader(router, server, "/flaky").refresh()
        #expect(outcome != .notModified)
        #expect(router.relocationVersion == 2)
        #expect(try await server.stats().counts["/flaky"] == 2)

        do {
            try await loader(router, server, "/down", attempts: 3).refresh()
            Issue.record("expected a failure")
        } catch {
            #expect(error.kind == .httpStatus(503))
            #expect(error.attempts == 3)
        }
        #expect(try await server.stats().counts["/down"] == 3)
        #expect(router.relocationVersion == 2)
    }

    @Test func aSlowServerTimesOut() async throws {
        let server = try RelocationServer()
        defer { server.stop() }
        let (router, log) = relocationRouter()
        do {
            try await loader(router, server, "/slow", timeout: 0.5, attempts: 2).refresh()
            Issue.record("expected a timeout")
        } catch {
            #expect(error.kind == .timedOut)
            #expect(error.attempts == 2)
        }
        #expect(router.relocationVersion == nil)
        #expect(log.relocationEvents.contains { if case .loadFailed = $0 { true } else { false } })
    }

    /// The built-in verifiers (Apple platforms) check the header's bytes only; what the bytes are
    /// is decided here, on every platform: standard base64, padded, with nothing around it.
    @Test func theVerifiersReadTheSignatureHeaderAsPaddedBase64Only() {
        #expect(signatureBytes(header: "AAEC/w==") == Data([0, 1, 2, 255]))
        #expect(signatureBytes(header: "") == Data())
        for header in [nil, "AAEC_w==", "AAEC/w", " AAEC/w==", "AAEC/w==\n", "crc32:00000000"] {
            #expect(signatureBytes(header: header) == nil, "\(String(describing: header))")
        }
    }

    @Test func aBadSignatureIsRefused() async throws {
        let server = try RelocationServer()
        defer { server.stop() }
        let (router, _) = relocationRouter()
        do {
            try await loader(router, server, "/badsig").refresh()
            Issue.record("expected a refusal")
        } catch {
            #expect(error.kind == .badSignature(header: "X-Signature"))
            #expect(error.attempts == 1)
        }
        #expect(router.relocationVersion == nil)
        #expect(router.typeName("app://item/5") == "Tests.ProductPage")
        #expect(router.request("app://item/5")?.redirectedFrom == [])
    }

    @Test func aTruncatedBodyIsNeverApplied() async throws {
        let server = try RelocationServer()
        defer { server.stop() }
        let (router, _) = relocationRouter()
        do {
            try await loader(router, server, "/truncated", attempts: 2).refresh()
            Issue.record("expected a failure")
        } catch {
            switch error.kind {
            case .incompleteBody, .transport: break
            default: Issue.record("unexpected \(error)")
            }
        }
        #expect(router.relocationVersion == nil)
    }

    /// A CDN that gzips the rules: `Content-Length` counts the compressed bytes, URLSession returns
    /// the decoded body, and the batch must still apply.
    @Test func aGzipEncodedBodyIsApplied() async throws {
        let server = try RelocationServer()
        defer { server.stop() }
        let (router, _) = relocationRouter()
        let outcome = try await loader(router, server, "/gzip").refresh()
        guard case .applied(let report) = outcome else {
            Issue.record("expected an applied batch, got \(outcome)")
            return
        }
        #expect(report.version == 6)
        #expect(router.typeName("app://item/5") == "Tests.ProductPage")
    }

    @Test(arguments: [
        (nil, true), ("", true), ("identity", true), (" Identity ", true), ("gzip", false), ("br", false),
        ("deflate, gzip", false),
    ])
    func contentLengthIsComparedOnlyWithoutAContentCoding(encoding: String?, compared: Bool) {
        #expect(RelocationLoader.bodyIsAsSent(contentEncoding: encoding) == compared)
    }

    @Test func onlyHTTPSOrLoopbackIsFetched() async throws {
        let (router, _) = relocationRouter()
        let remote = RelocationLoader(
            router: router, configuration: .init(url: try #require(URL(string: "http://example.com/rules"))))
        do {
            try await remote.refresh()
            Issue.record("expected a refusal")
        } catch {
            #expect(error.kind == .insecureURL("http://example.com/rules"))
            #expect(error.attempts == 0)
        }
    }
}
