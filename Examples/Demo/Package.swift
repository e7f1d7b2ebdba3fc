// swift-tools-version:6.0
//
// The demo app: a package of its own that depends on Switchyard as an app does. Three feature
// modules that do not import each other, a shared routes module whose path constants are
// generated from its routes.json, the composition root, and the narrated scenario.
//
//   swift run switchyard-demo                  from the repository root (a launcher runs this package)
//   swift run --package-path Examples/Demo demo
//   swift test --package-path Examples/Demo

import PackageDescription

let switchyard = "Switchyard"

let package = Package(
    name: "SwitchyardDemo",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
    products: [.executable(name: "demo", targets: ["SwitchyardDemo"])],
    dependencies: [.package(name: switchyard, path: "../..")],
    targets: [
        .target(name: "DemoKit", dependencies: [.product(name: "Switchyard", package: switchyard)], path: "DemoKit"),
        // routes.json and routes.plist are the demo's route map (`export-routes --output`); the plugin
        // reads the JSON, and neither is a resource.
        .target(
            name: "DemoRoutes", path: "DemoRoutes", exclude: ["routes.json", "routes.plist"],
            plugins: [.plugin(name: "RoutePathsPlugin", package: switchyard)]),
        .target(
            name: "DemoServices", dependencies: [.product(name: "Switchyard", package: switchyard)],
            path: "DemoServices"),
        .target(
            name: "DemoHome",
            dependencies: [.product(name: "Switchyard", package: switchyard), "DemoKit", "DemoRoutes", "DemoServices"],
            path: "DemoHome", plugins: [.plugin(name: "RouteScannerPlugin", package: switchyard)]),
        .target(
            name: "DemoProduct",
            dependencies: [.product(name: "Switchyard", package: switchyard), "DemoKit", "DemoRoutes", "DemoServices"],
            path: "DemoProduct", plugins: [.plugin(name: "RouteScannerPlugin", package: switchyard)]),
        .target(
            name: "DemoAccount",
            dependencies: [.product(name: "Switchyard", package: switchyard), "DemoKit", "DemoRoutes", "DemoServices"],
            path: "DemoAccount", plugins: [.plugin(name: "RouteScannerPlugin", package: switchyard)]),
        // The composition root: it links the features and registers them with one line, listing none.
        // It applies RouteScannerPlugin only for the build-time check across features (two features
        // claiming one pattern with one priority fail the build here).
        .target(
            name: "DemoApp",
            dependencies: [
                .product(name: "Switchyard", package: switchyard),
                .product(name: "SwitchyardNavigation", package: switchyard),
                .product(name: "SwitchyardRelocation", package: switchyard),
                "DemoRoutes", "DemoServices", "DemoHome", "DemoProduct", "DemoAccount",
            ],
            path: "DemoApp", plugins: [.plugin(name: "RouteScannerPlugin", package: switchyard)]),
        // The narrated scenario and the explanations, as a library so tests can run them.
        .target(
            name: "DemoScenario",
            dependencies: [
                .product(name: "Switchyard", package: switchyard),
                .product(name: "SwitchyardNavigation", package: switchyard),
                .product(name: "SwitchyardRelocation", package: switchyard),
                .product(name: "SwitchyardRelocationDelivery", package: switchyard),
                .product(name: "SwitchyardTesting", package: switchyard),
                .product(name: "_SwitchyardTools", package: switchyard),
                "DemoApp", "DemoKit", "DemoRoutes", "DemoServices",
            ],
            path: "DemoScenario"),
        // The main job: a thin command-line shell over DemoScenario.
        .executableTarget(name: "SwitchyardDemo", dependencies: ["DemoScenario"], path: "switchyard-demo"),
        .testTarget(
            name: "DemoAppTests",
            dependencies: [
                "DemoApp", "DemoRoutes", "DemoServices", "DemoScenario",
                .product(name: "Switchyard", package: switchyard),
                .product(name: "SwitchyardNavigation", package: switchyard),
                .product(name: "SwitchyardTesting", package: switchyard),
            ],
            path: "Tests/DemoAppTests"),
    ],
    swiftLanguageModes: [.v6]
)
