// swift-tools-version:6.0
//
// Switchyard's upgrade fixture: an app written against Switchyard 0.1.0 (commit 65960f6), as its
// Getting Started article laid it out, with the route map 0.1.0's export wrote at the package root
// (entries with "line" keys). Scripts/upgrade-check.sh (a step of .ci/run) builds a copy against
// this checkout, follows exactly what the build says, and checks that the app then opens every URL.
// Do not modernise these sources: they are the API of last round on purpose.
//
// - Routes:   RoutePathsPlugin generates `RoutePaths` from routes.json.
// - Services: the service protocols features share.
// - Catalog, Account: feature modules that never import each other; Catalog ships a relocation
//             batch for its legacy links (0.1.0 declared relocation rules in Switchyard).
// - App:      the composition root; registers with one line, applies relocation through 0.1.0's
//             SwitchyardRelocation product (the store and the JSON codec), opens the URLs it is given.

import PackageDescription

let package = Package(
    name: "UpgradePackage",
    dependencies: [.package(name: "Switchyard", path: "../../..")],
    targets: [
        .target(name: "Routes", plugins: [.plugin(name: "RoutePathsPlugin", package: "Switchyard")]),
        .target(name: "Services", dependencies: [.product(name: "Switchyard", package: "Switchyard")]),
        .target(
            name: "Catalog",
            dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes", "Services"],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
        .target(
            name: "Account",
            dependencies: [.product(name: "Switchyard", package: "Switchyard"), "Routes", "Services"],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
        .executableTarget(
            name: "App",
            dependencies: [
                .product(name: "Switchyard", package: "Switchyard"), "Routes", "Services", "Catalog", "Account",
                .product(name: "SwitchyardRelocation", package: "Switchyard"),
            ],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
    ],
    swiftLanguageModes: [.v6]
)
