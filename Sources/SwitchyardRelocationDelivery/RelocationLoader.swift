import Foundation
import Switchyard
import SwitchyardRelocation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches relocation batches over HTTPS, verifies them, applies them and (through the router's
/// attached store) persists them.
///
/// ```swift
/// router.restoreRelocation(from: RelocationStore(directory: supportDirectory))   // at launch
/// let loader = RelocationLoader(router: router, configuration: .init(url: rulesURL), verifier: verifier)
/// Task { try? await loader.refresh() }
/// ```
///
/// Each refresh sends `If-None-Match` with the entity tag of the batch in effect (304: nothing to
/// do), retries 5xx answers, timeouts and dropped connections with exponential backoff, refuses
/// a body that is incomplete, too large or badly signed, then applies the batch (see
/// `Router.applyRelocation(_:)`). Every failure is also a `RelocationEvent.loadFailed(url:reason:)`.
public struct RelocationLoader: Sendable {
    /// Where and how to fetch: set once, with the initializer's arguments.
    public struct Configuration: Sendable {
        // What each field means: see the initializer's parameters.
        package let url: URL
        let timeout: TimeInterval
        let maxAttempts: Int
        let initialBackoff: TimeInterval
        let maxBackoff: TimeInterval
        let maxBodySize: Int
        let signatureHeader: String
        let headers: [String: String]

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - url: the rules' URL: `https`, or `http` on the loopback interface (tests, local servers).
        ///   - timeout: the timeout of one attempt, in seconds.
        ///   - maxAttempts: how many attempts one refresh makes, at least 1.
        ///   - initialBackoff: the wait before the second attempt, in seconds; it doubles for each
        ///     later one, up to `maxBackoff`.
        ///   - maxBackoff: the longest wait between attempts, in seconds.
        ///   - maxBodySize: the largest body accepted, in bytes.
        ///   - signatureHeader: the response header that carries the signature.
        ///   - headers: extra request headers (an API key, the app version…).
        public init(
            url: URL, timeout: TimeInterval = 15, maxAttempts: Int = 3, initialBackoff: TimeInterval = 1,
            maxBackoff: TimeInterval = 30, maxBodySize: Int = 1 << 20, signatureHeader: String = "X-Signature",
            headers: [String: String] = [:]
        ) {
            self.url = url
            self.timeout = timeout
            self.maxAttempts = max(1, maxAttempts)
            self.initialBackoff = initialBackoff
            self.maxBackoff = maxBackoff
            self.maxBodySize = maxBodySize
            self.signatureHeader = signatureHeader
            self.headers = headers
        }
    }

    /// What a refresh did.
    public enum Outcome: Sendable, Hashable {
        /// A batch was downloaded and applied (or re-applied without change, or skipped because it
        /// is for other app versions: `RelocationReport.skipped`).
        case applied(RelocationReport)
        /// The server answered 304: the batch in effect is current.
        case notModified
    }

    /// The router batches go to.
    let router: Router
    /// Where and how to fetch.
    package let configuration: Configuration
    private let verifier: (any RelocationSignatureVerifier)?
    private let session: URLSession

    /// Creates a loader. Without a `verifier` bodies are not checked: use HTTPS pinning then.
    public init(router: Router, configuration: Configuration, verifier: (any RelocationSignatureVerifier)? = nil) {
        self.router = router
        self.configuration = configuration
        self.verifier = verifier
        let settings = URLSessionConfiguration.ephemeral
        settings.timeoutIntervalForRequest = configuration.timeout
        settings.timeoutIntervalForResource = configuration.timeout
        // The loader does its own conditional requests; a cache would turn a 304 into a 200.
        settings.urlCache = nil
        settings.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = URLSession(configuration: settings)
    }

    /// Fetches the rules once (with retries) and applies them.
    ///
    /// - Complexity: at most `maxAttempts` requests (see ``Configuration``); applying costs what
    ///   `Router.applyRelocation(_:)` costs.
    /// - Throws: ``RelocationLoadError``; the table in effect is unchanged then.
    @discardableResult
    public func refresh() async throws(RelocationLoadError) -> Outcome {
        do {
            return try await fetchAndApply()
        } catch {
            router.emit(.relocation(.loadFailed(url: configuration.url.absoluteString, reason: error.description)))
            throw error
        }
    }

    private func fetchAndApply() async throws(RelocationLoadError) -> Outcome {
        let url = configuration.url
        let scheme = url.scheme?.lowercased() ?? ""
        let host = url.host?.lowercased() ?? ""
        guard scheme == "https" || (scheme == "http" && ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host))
        else {
            throw RelocationLoadError(kind: .insecureURL(url.absoluteString), attempts: 0)
        }
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: configuration.timeout)
        for (name, value) in configuration.headers { request.setValue(value, forHTTPHeaderField: name) }
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let etag = router.relocationETag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }

        var attempt = 0
        while true {
            attempt += 1
            let failure: RelocationLoadError.Kind
            do {
                let (data, response) = try await session.data(for: request)
                guard let http = response as? HTTPURLResponse else {
                    throw RelocationLoadError(kind: .transport("not an HTTP response"), attempts: attempt)
                }
                switch http.statusCode {
                case 304:
                    router.emit(.relocation(.notModified(url: url.absoluteString)))
                    return .notModified
                case 200:
                    return .applied(try apply(data, response: http, attempt: attempt))
                case 500...599:
                    failure = .httpStatus(http.statusCode)
                default:
                    throw RelocationLoadError(kind: .httpStatus(http.statusCode), attempts: attempt)
                }
            } catch let error as RelocationLoadError {
                throw error
            } catch let error as URLError {
                switch error.code {
                case .timedOut: failure = .timedOut
                case .networkConnectionLost, .cannotConnectToHost, .notConnectedToInternet, .dnsLookupFailed,
                    .cannotFindHost:
                    failure = .transport(error.localizedDescription)
                default:
                    throw RelocationLoadError(kind: .transport(error.localizedDescription), attempts: attempt)
                }
            } catch {
                throw RelocationLoadError(kind: .transport(String(describing: error)), attempts: attempt)
            }
            guard attempt < configuration.maxAttempts else {
                throw RelocationLoadError(kind: failure, attempts: attempt)
            }
            let delay = min(configuration.maxBackoff, configuration.initialBackoff * Double(1 << min(attempt - 1, 20)))
            do {
                try await Task.sleep(nanoseconds: UInt64(max(0, delay) * 1_000_000_000))
            } catch {
                throw RelocationLoadError(kind: .cancelled, attempts: attempt)
            }
        }
    }

    private func apply(
        _ data: Data, response: HTTPURLResponse, attempt: Int
    ) throws(RelocationLoadError) -> RelocationReport {
        if Self.bodyIsAsSent(contentEncoding: response.value(forHTTPHeaderField: "Content-Encoding")),
            response.expectedContentLength >= 0 && Int64(data.count) != response.expectedContentLength
        {
            throw RelocationLoadError(
                kind: .incompleteBody(expected: Int(response.expectedContentLength), received: data.count),
                attempts: attempt)
        }
        guard data.count <= configuration.maxBodySize else {
            throw RelocationLoadError(kind: .tooLarge(data.count, limit: configuration.maxBodySize), attempts: attempt)
        }
        if let verifier {
            let signature = response.value(forHTTPHeaderField: configuration.signatureHeader)
            guard verifier.isValid(signature: signature, for: data) else {
                throw RelocationLoadError(kind: .badSignature(header: configuration.signatureHeader), attempts: attempt)
            }
        }
        do {
            return try router.applyRelocation(etag: response.value(forHTTPHeaderField: "ETag")) {
                () throws(RelocationError) in try RelocationBatch.decode(json: data, version: nil)
            }
        } catch {
            throw RelocationLoadError(kind: .refused(error), attempts: attempt)
        }
    }
}

extension RelocationLoader {
    /// Whether the body URLSession returns is the one `Content-Length` counts: only when no
    /// content coding applies. With `Content-Encoding: gzip` (a CDN compressing the rules)
    /// URLSession returns the decoded body, longer than the encoded bytes the header counts.
    static func bodyIsAsSent(contentEncoding: String?) -> Bool {
        let coding = (contentEncoding ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        return coding.isEmpty || coding == "identity"
    }
}

/// Why a refresh did not apply a batch. The table in effect is unchanged.
public struct RelocationLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong (for the message, and the package's tests); each case's message is its
    /// documentation.
    package enum Kind: Sendable, Hashable {
        case insecureURL(String)
        case httpStatus(Int)
        case timedOut
        case transport(String)
        /// The body is shorter or longer than its `Content-Length` (checked when no
        /// `Content-Encoding` applies).
        case incompleteBody(expected: Int, received: Int)
        case tooLarge(Int, limit: Int)
        case badSignature(header: String)
        case refused(RelocationError)
        case cancelled
    }

    /// What went wrong.
    package let kind: Kind
    /// How many requests were made.
    public let attempts: Int

    /// A message that says what went wrong and how many attempts were made.
    public var description: String {
        let what: String
        switch kind {
        case .insecureURL(let url): what = "'\(url)' is not https; relocation rules must be fetched over https"
        case .httpStatus(let status): what = "the server answered \(status)"
        case .timedOut: what = "the request timed out"
        case .transport(let detail): what = "the connection failed: \(detail)"
        case .incompleteBody(let expected, let received): what = "the body has \(received) of \(expected) bytes"
        case .tooLarge(let size, let limit): what = "the body is \(size) bytes, over the \(limit)-byte limit"
        case .badSignature(let header): what = "the \(header) signature is missing or does not match the body"
        case .refused(let error): what = error.description
        case .cancelled: what = "the refresh was cancelled"
        }
        return what + " (after \(attempts) attempt\(attempts == 1 ? "" : "s"))"
    }
}
