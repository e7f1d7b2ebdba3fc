import Crypto
import Foundation
import OpenCombine
import Testing

@testable import NavigationCheck
@testable import RelocationSignatureCheck

// The library's Apple-only code run on the stand-ins: what compiling alone cannot show.

/// A batch body signed by a server outside Swift (Python's `hmac` and `cryptography`, OpenSSL):
/// HMAC-SHA256 with the key `relocation-secret`, and ECDSA P-256 with SHA-256.
private let body = Data(#"{"version":1,"rules":[]}"#.utf8)
private let hmacHeader = "H/f2UWfsjzAb4I1EX3VCAIRZIM+Jz02PsbeB6rgcHtQ="
private let publicKeyDER = Data(
    base64Encoded:
        "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEn62Erq4Iu+9/AQAU2CzvagneKwz4cbXODE8dE6WaWTQHy0V2nxBw4sJHD+Wxv+YxM8CwzcZOpL83kajsKgf9Tw=="
)
private let ecdsaHeader =
    "MEUCIBYht9WhcGjJURZNZqK2rn7TCzbUrS2d9AcV4rB/KEetAiEA1YwFLV9aBS9sYPQrzL6cRSSv0zTXjQGGN3CkhNUBLe8="

@Suite("Apple-only code on the open stand-ins (swift-crypto, OpenCombine)")
struct AppleOnlyCheckTests {
    @Test func hmacVerifierAcceptsTheServersSignatureOnly() {
        let verifier = RelocationHMACVerifier(key: Data("relocation-secret".utf8))
        #expect(verifier.isValid(signature: hmacHeader, for: body))
        #expect(!verifier.isValid(signature: hmacHeader, for: body + Data(" ".utf8)))
        #expect(!verifier.isValid(signature: nil, for: body))
        #expect(!verifier.isValid(signature: "not base64!", for: body))
        #expect(!RelocationHMACVerifier(key: Data("another".utf8)).isValid(signature: hmacHeader, for: body))
    }

    @Test func p256VerifierAcceptsTheServersSignatureOnly() throws {
        let verifier = try RelocationP256Verifier(publicKeyDER: try #require(publicKeyDER))
        #expect(verifier.isValid(signature: ecdsaHeader, for: body))
        #expect(!verifier.isValid(signature: ecdsaHeader, for: body + Data(" ".utf8)))
        #expect(!verifier.isValid(signature: nil, for: body))
        #expect(!verifier.isValid(signature: hmacHeader, for: body))
        let other = try RelocationP256Verifier(publicKeyDER: P256.Signing.PrivateKey().publicKey.derRepresentation)
        #expect(!other.isValid(signature: ecdsaHeader, for: body))
        #expect(throws: (any Error).self) { try RelocationP256Verifier(publicKeyDER: Data("not a key".utf8)) }
    }

    @Test @MainActor func routePathModelPublishesEachChange() throws {
        let model = RoutePathModel()
        var changes = 0
        let subscription = model.objectWillChange.sink { changes += 1 }
        try model.apply(.push, destination: "home", screen: NavigationScreen(typeName: "App.Home"))
        try model.apply(.push, destination: "list", screen: NavigationScreen(typeName: "App.List"))
        #expect(changes == 2)
        subscription.cancel()
    }
}
