// swift-tools-version:6.0
//
// Switchyard: a build-time-discovered URL router for modular iOS apps.
// The main package has no package dependencies: the toolchain only.

import PackageDescription

let package = Package(
    name: "Switchyard",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "Switchyard", targets: ["Switchyard"]),
        .executable(name: "route-scanner", targets: ["route-scanner"]),
        .executable(name: "switchyard-demo", targets: ["switchyard-demo"]),
    ],
    targets: [
        // Runtime: URL model, patterns, frozen trie, Router, RouterBuilder, interceptors.
        .target(name: "Switchyard"),

        // Build-time discovery: all logic, pure (sources in, manifest and files out).
        .target(name: "_RouteScannerCore"),
        // Thin CLI over the core, used by the plugins.
        .executableTarget(name: "route-scanner", dependencies: ["_RouteScannerCore"]),

        // The main job.
        .executableTarget(name: "switchyard-demo", dependencies: ["Switchyard"]),

        .testTarget(
            name: "SwitchyardTests",
            dependencies: ["Switchyard"],
            // The loopback HTTP server the relocation loader tests start; not a resource.
            exclude: ["Support/relocation_server.py"]
        ),
        .testTarget(
            name: "RouteScannerCoreTests",
            dependencies: ["_RouteScannerCore"],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
