import Foundation

#if canImport(CryptoKit)
import CryptoKit
#endif

/// Checks that a downloaded batch was signed by the app's server, before anything is applied.
///
/// The loader passes the body exactly as received and the value of the signature header
/// (the configuration's `signatureHeader`, `X-Signature` by default), `nil` when
/// the header is missing. Return `false` to refuse the batch.
public protocol RelocationSignatureVerifier: Sendable {
    /// Whether `signature` is a valid signature of `body`.
    func isValid(signature: String?, for body: Data) -> Bool
}

/// The bytes a verifier checks: the signature header's value decoded from base64 (the standard
/// alphabet, padded, nothing else around it); `nil`, so the batch is refused, when the header is
/// missing or is not base64. The verifiers below share it and check only the bytes with CryptoKit.
func signatureBytes(header value: String?) -> Data? {
    value.flatMap { Data(base64Encoded: $0) }
}

#if canImport(CryptoKit)
// No `@available` needed: each CryptoKit call below is older than the package's deployment
// targets (iOS 15, macOS 12, tvOS 15, watchOS 8; visionOS 1). Per Apple's documentation,
// `HMAC.isValidAuthenticationCode(_:authenticating:using:)` with a `ContiguousBytes` code needs
// iOS 13.2, tvOS 13.2, watchOS 6.1, macOS 10.15; `P256.Signing.PublicKey(derRepresentation:)`
// iOS 14, tvOS 14, watchOS 7, macOS 11; `SymmetricKey(data:)`, `P256.Signing.PublicKey(
// rawRepresentation:)`, its `rawRepresentation`, `P256.Signing.ECDSASignature(derRepresentation:)`
// and `isValidSignature(_:for:)` iOS 13, tvOS 13, watchOS 6, macOS 10.15.
// Annotate them if the deployment targets ever go below those versions.
//
// The verifiers keep their keys as bytes and make the CryptoKit key at each check: CryptoKit's
// keys are `Sendable` only in newer SDKs (not Xcode 16's, nor swift-crypto 3), and a verifier
// must be `Sendable` with every SDK since the deployment targets. Checks/AppleOnly compiles this
// file against swift-crypto 3 and 4 (Scripts/apple-check.sh).

/// Verifies an HMAC-SHA256 of the body, sent base64-encoded in the signature header.
/// (Apple platforms; on Linux supply your own ``RelocationSignatureVerifier``.)
public struct RelocationHMACVerifier: RelocationSignatureVerifier {
    private let key: Data

    /// A verifier for the shared secret `key`.
    public init(key: Data) {
        self.key = key
    }

    /// Whether `signature` is the base64 HMAC-SHA256 of `body`, compared in constant time.
    public func isValid(signature: String?, for body: Data) -> Bool {
        guard let mac = signatureBytes(header: signature) else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: body, using: SymmetricKey(data: key))
    }
}

/// Verifies a P-256 ECDSA signature (DER, base64-encoded) of the body: the server keeps the
/// private key, the app ships only the public key.
public struct RelocationP256Verifier: RelocationSignatureVerifier {
    /// The public key's raw form (x and y, 64 bytes), checked when the verifier is made.
    private let publicKey: Data

    /// A verifier for a public key in DER (SubjectPublicKeyInfo) form.
    public init(publicKeyDER: Data) throws {
        self.publicKey = try P256.Signing.PublicKey(derRepresentation: publicKeyDER).rawRepresentation
    }

    /// Whether `signature` is a valid DER ECDSA signature of `body`.
    public func isValid(signature: String?, for body: Data) -> Bool {
        guard let der = signatureBytes(header: signature),
            let parsed = try? P256.Signing.ECDSASignature(derRepresentation: der),
            let key = try? P256.Signing.PublicKey(rawRepresentation: publicKey)
        else { return false }
        return key.isValidSignature(parsed, for: body)
    }
}
#endif
