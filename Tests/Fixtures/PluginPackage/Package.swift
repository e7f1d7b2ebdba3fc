// swift-tools-version:6.0
//
// Switchyard's plugin fixture: the recommended layout in miniature, built through the real build
// plugins by Scripts/plugin-fixture.sh (a step of .ci/run). Each scenario in ../PluginScenarios
// edits a fresh copy of this package, builds it, and checks what the build says.
//
// - Routes:  the routes module; RoutePathsPlugin generates `RoutePaths` from its routes.json.
// - Home, Profile: feature modules that never import each other; they link through `RoutePaths`.
// - App:     the composition root; it registers with one line and opens every path constant.

import PackageDescription

let package = Package(
    name: "PluginPackage",
    dependencies: [.package(name: "Switchyard", path: "../../..")],
    targets: [
        .target(
            name: "Routes", exclude: ["routes.json"],
            plugins: [.plugin(name: "RoutePathsPlugin", package: "Switchyard")]),
        .target(
            name: "Home", dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes"],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
        .target(
            name: "Profile", dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes"],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes", "Home", "Profile"],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
    ],
    swiftLanguageModes: [.v6]
)
