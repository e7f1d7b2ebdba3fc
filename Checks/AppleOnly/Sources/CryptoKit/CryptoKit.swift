// Stands in for Apple's CryptoKit: swift-crypto's `Crypto` has the same API, so the library's
// `import CryptoKit` files compile here unchanged.
@_exported import Crypto
