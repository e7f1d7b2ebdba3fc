// swift-tools-version:6.0
//
// libFuzzer targets for Switchyard. A separate package, so `swift build` / `swift test` of the
// main package never build them. Build and run with `Scripts/fuzz.sh TARGET SECONDS` (release,
// `-sanitize=fuzzer,address`, its own scratch path); see RELIABILITY.md.

import PackageDescription

// `-parse-as-library`: the targets have no top-level code; libFuzzer provides `main`.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "SwitchyardFuzz",
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "Switchyard", path: "..")],
    targets: [
        // The build-time scanner is not a product of the main package; `Sources/_RouteScannerCore`
        // here is a symbolic link to the main package's sources, compiled against its Switchyard product.
        .target(name: "_RouteScannerCore", dependencies: [.product(name: "Switchyard", package: "Switchyard")]),
        // Shared checks: the failure reporter and the reference matcher.
        .target(name: "FuzzSupport", dependencies: [.product(name: "Switchyard", package: "Switchyard")]),
        .executableTarget(name: "FuzzURL", dependencies: ["FuzzSupport"], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzPattern", dependencies: ["FuzzSupport"], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzResolve", dependencies: ["FuzzSupport"], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzRelocation", dependencies: ["FuzzSupport"], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzAndroidMap", dependencies: ["FuzzSupport", "_RouteScannerCore"], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzScanner", dependencies: ["FuzzSupport", "_RouteScannerCore"], swiftSettings: fuzzTarget),
    ],
    swiftLanguageModes: [.v6]
)
