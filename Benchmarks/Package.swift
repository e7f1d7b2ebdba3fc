// swift-tools-version:6.1
//
// Switchyard benchmarks: a separate package so the runtime keeps no dependencies.
// Run with `Scripts/bench.sh` (release mode). Peers are here only to be measured against.

import PackageDescription

let package = Package(
    name: "SwitchyardBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Switchyard", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
        // No default traits: the router trie needs neither swift-configuration nor full Foundation.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
    ],
    targets: [
        // Counts malloc/calloc/realloc/aligned allocations by interposing glibc's allocator.
        .target(name: "CMallocCounter"),
        .executableTarget(
            name: "bench-runner",
            dependencies: [
                "CMallocCounter",
                .product(name: "Switchyard", package: "Switchyard"),
                .product(name: "SwitchyardRelocation", package: "Switchyard"),
                // The build plugin's renderer, to write the benchmark's tables as generated records.
                .product(name: "_SwitchyardTools", package: "Switchyard"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
