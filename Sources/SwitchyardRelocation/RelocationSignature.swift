import Foundation

#if canImport(CryptoKit)
import CryptoKit
#endif

/// Checks that a downloaded batch was signed by the app's server, before anything is applied.
///
/// The loader passes the body exactly as received and the value of the signature header
/// (``RelocationLoader/Configuration/signatureHeader``, `X-Signature` by default), `nil` when
/// the header is missing. Return `false` to refuse the batch.
public protocol RelocationSignatureVerifier: Sendable {
    /// Whether `signature` is a valid signature of `body`.
    func isValid(signature: String?, for body: Data) -> Bool
}

#if canImport(CryptoKit)
/// Verifies an HMAC-SHA256 of the body, sent base64-encoded in the signature header.
/// (Apple platforms; on Linux supply your own ``RelocationSignatureVerifier``.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
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
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
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
