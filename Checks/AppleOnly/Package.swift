// swift-tools-version:6.1
//
// Switchyard's Apple-only files, compiled on Linux against the open stand-ins for Apple's
// frameworks: swift-crypto for CryptoKit, OpenCombine for Combine. A package of its own, like
// Benchmarks/: the library depends on neither. Run with Scripts/apple-check.sh, which builds and
// tests it against each swift-crypto version below.
//
// The library's files are symlinked in, never copied (Sources/*Check). `import CryptoKit` and
// `import Combine` in them resolve to the two shim modules here, which re-export the stand-ins.

import PackageDescription

// 3.12.3 lacks `Sendable` on CryptoKit's keys, as Xcode 16's SDK does; 4.5.2 has it.
let cryptoVersion = Context.environment["APPLE_CHECK_CRYPTO"] ?? "4.5.2"

let package = Package(
    name: "SwitchyardAppleOnlyCheck",
    dependencies: [
        .package(name: "Switchyard", path: "../.."),
        .package(url: "https://github.com/apple/swift-crypto", exact: Version(stringLiteral: cryptoVersion)),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .target(name: "CryptoKit", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // Sources/SwitchyardRelocationDelivery/RelocationSignature.swift: the signature verifiers.
        .target(name: "RelocationSignatureCheck", dependencies: ["CryptoKit"]),
        // Sources/SwitchyardNavigation, whole: RoutePathModel's `ObservableObject` conformance.
        .target(
            name: "NavigationCheck",
            dependencies: ["Combine", .product(name: "Switchyard", package: "Switchyard")]),
        .testTarget(name: "AppleOnlyCheckTests", dependencies: ["RelocationSignatureCheck", "NavigationCheck"]),
    ],
    swiftLanguageModes: [.v6]
)
