// swift-tools-version:6.0
//
// libFuzzer targets for Switchyard. A separate package, so `swift build` / `swift test` of the
// main package never build them. Build and run with `Scripts/fuzz.sh TARGET SECONDS` (release,
// `-sanitize=fuzzer,address`, its own scratch path); see RELIABILITY.md.

import PackageDescription

// `-parse-as-library`: the targets have no top-level code. Each defines `<Target>_main`, which
// SwiftPM makes the program's `main`, and runs libFuzzer's driver from it (FuzzerDriver).
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "SwitchyardFuzz",
    platforms: [.macOS(.v12)],
    dependencies: [.package(name: "Switchyard", path: "..")],
    targets: [
        // libFuzzer's driver entry point, declared for Swift (see include/FuzzerDriver.h).
        .target(name: "FuzzerDriver"),
        // Shared checks: the failure reporter and the reference matcher.
        .target(name: "FuzzSupport", dependencies: ["FuzzerDriver", .product(name: "Switchyard", package: "Switchyard")]),
        .executableTarget(name: "FuzzURL", dependencies: ["FuzzSupport"], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzPattern", dependencies: ["FuzzSupport"], swiftSettings: fuzzTarget),
        .executableTarget(
            name: "FuzzResolve",
            dependencies: ["FuzzSupport", .product(name: "SwitchyardRelocation", package: "Switchyard")],
            swiftSettings: fuzzTarget),
        .executableTarget(
            name: "FuzzRelocation",
            dependencies: [
                "FuzzSupport", .product(name: "SwitchyardRelocation", package: "Switchyard"),
                .product(name: "SwitchyardRelocationDelivery", package: "Switchyard"),
            ],
            swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzServiceCall", dependencies: ["FuzzSupport"], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzAndroidMap", dependencies: ["FuzzSupport", .product(name: "_SwitchyardTools", package: "Switchyard")], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzRecords", dependencies: ["FuzzSupport", .product(name: "_SwitchyardTools", package: "Switchyard")], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzScanner", dependencies: ["FuzzSupport", .product(name: "_SwitchyardTools", package: "Switchyard")], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzSummary", dependencies: ["FuzzSupport", .product(name: "_SwitchyardTools", package: "Switchyard")], swiftSettings: fuzzTarget),
    ],
    swiftLanguageModes: [.v6]
)
