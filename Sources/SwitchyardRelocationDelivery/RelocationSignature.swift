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

#if canImport(CryptoKit)
// No `@available` needed: each CryptoKit call below is older than the package's deployment
// targets (iOS 15, macOS 12, tvOS 15, watchOS 8; visionOS 1). Per Apple's documentation,
// `HMAC.isValidAuthenticationCode(_:authenticating:using:)` with a `ContiguousBytes` code needs
// iOS 13.2, tvOS 13.2, watchOS 6.1, macOS 10.15; `P256.Signing.PublicKey(derRepresentation:)`
// iOS 14, tvOS 14, watchOS 7, macOS 11; `SymmetricKey(data:)`, `P256.Signing.ECDSASignature(
// derRepresentation:)` and `isValidSignature(_:for:)` iOS 13, tvOS 13, watchOS 6, macOS 10.15.
// Annotate them if the deployment targets ever go below those versions.

/// Verifies an HMAC-SHA256 of the body, sent base64-encoded in the signature header.
/// (Apple platforms; on Linux supply your own ``RelocationSignatureVerifier``.)
public struct RelocationHMACVerifier: RelocationSignatureVerifier {
    private let key: SymmetricKey

    /// A verifier for the shared secret `key`.
    public init(key: Data) {
        self.key = SymmetricKey(data: key)
    }

    /// Whether `signature` is the base64 HMAC-SHA256 of `body`, compared in constant time.
    public func isValid(signature: String?, for body: Data) -> Bool {
        guard let signature, let mac = Data(base64Encoded: signature) else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: body, using: key)
    }
}

/// Verifies a P-256 ECDSA signature (DER, base64-encoded) of the body: the server keeps the
/// private key, the app ships only the public key.
public struct RelocationP256Verifier: RelocationSignatureVerifier {
    private let publicKey: P256.Signing.PublicKey

    /// A verifier for a public key in DER (SubjectPublicKeyInfo) form.
    public init(publicKeyDER: Data) throws {
        self.publicKey = try P256.Signing.PublicKey(derRepresentation: publicKeyDER)
    }

    /// Whether `signature` is a valid DER ECDSA signature of `body`.
    public func isValid(signature: String?, for body: Data) -> Bool {
        guard let signature, let der = Data(base64Encoded: signature),
            let parsed = try? P256.Signing.ECDSASignature(derRepresentation: der)
        else { return false }
        return publicKey.isValidSignature(parsed, for: body)
    }
}
#endif
