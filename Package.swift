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
        // Relocation rules: validation, planning, apply and revert on a router. No networking, no files.
        .library(name: "SwitchyardRelocation", targets: ["SwitchyardRelocation"]),
        // Relocation delivery: the HTTP loader, the on-disk store, signature verifiers, the JSON codec.
        // Apps that apply rules from memory leave it out and link no networking.
        .library(name: "SwitchyardRelocationDelivery", targets: ["SwitchyardRelocationDelivery"]),
        .library(name: "SwitchyardTesting", targets: ["SwitchyardTesting"]),
        // Not API: the build-time scanner and generator, published for the fuzz package and tools,
        // as swift-openapi-generator publishes `_OpenAPIGeneratorCore`. No stability promise.
        .library(name: "_RouteScannerCore", targets: ["_RouteScannerCore"]),
        .executable(name: "route-scanner", targets: ["route-scanner"]),
        .executable(name: "switchyard-demo", targets: ["switchyard-demo"]),
        .plugin(name: "RouteScannerPlugin", targets: ["RouteScannerPlugin"]),
        .plugin(name: "RoutePathsPlugin", targets: ["RoutePathsPlugin"]),
        .plugin(name: "ExportRoutesPlugin", targets: ["ExportRoutesPlugin"]),
        .plugin(name: "CheckAndroidPlugin", targets: ["CheckAndroidPlugin"]),
    ],
    targets: [
        // URLs and patterns: the parser, percent-encoding and the pattern compiler. No dependencies;
        // shared by the runtime and the build-time scanner, so both compile patterns alike.
        .target(name: "SwitchyardSyntax"),
        // Runtime: frozen trie, Router, RouterBuilder, interceptors, navigation and services. It knows
        // relocation only through one seam (Router/RelocationSeam.swift).
        // Re-exports SwitchyardSyntax, so apps import `Switchyard` only.
        .target(name: "Switchyard", dependencies: ["SwitchyardSyntax", "SwitchyardSections"]),
        // Finds the linked-module records in every loaded ELF image (Mach-O is read from Swift).
        .target(name: "SwitchyardSections"),
        // Relocation rules over the router's relocation seam: rules, the pure planner, the state and
        // the apply and revert API on Router (no networking, no files).
        .target(name: "SwitchyardRelocation", dependencies: ["Switchyard", "SwitchyardSyntax"]),
        // Relocation delivery over RelocationPersistence and the apply API: RelocationLoader
        // (URLSession), RelocationStore, the verifiers, the JSON codec. Re-exports SwitchyardRelocation.
        .target(
            name: "SwitchyardRelocationDelivery",
            dependencies: ["Switchyard", "SwitchyardSyntax", "SwitchyardRelocation"]),
        // Test support for apps: a navigator that records into the navigation model.
        .target(name: "SwitchyardTesting", dependencies: ["Switchyard"]),

        // Build-time discovery: all logic, pure (sources in, manifest and files out).
        // It shares the runtime's pattern compiler (SwitchyardSyntax), so build time and run time
        // agree on every pattern, and compiles nothing else of the runtime.
        .target(name: "_RouteScannerCore", dependencies: ["SwitchyardSyntax"]),
        // Thin CLI over the core, used by the plugins.
        .executableTarget(name: "route-scanner", dependencies: ["_RouteScannerCore"]),

        // Thin plugin shells over route-scanner; their shared contract is Plugins/PluginsShared.
        .plugin(name: "RouteScannerPlugin", capability: .buildTool(), dependencies: ["route-scanner"]),
        .plugin(name: "RoutePathsPlugin", capability: .buildTool(), dependencies: ["route-scanner"]),
        .plugin(
            name: "ExportRoutesPlugin",
            capability: .command(
                intent: .custom(verb: "export-routes", description: "Write the route map (routes.json, routes.plist)"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes routes.json (and routes.plist) at the package root")
                ]),
            dependencies: ["route-scanner"]),
        .plugin(
            name: "CheckAndroidPlugin",
            capability: .command(
                intent: .custom(
                    verb: "check-android-routes",
                    description: "Compare routes.json with Android TheRouter's routeMap.json")),
            dependencies: ["route-scanner"]),

        // The demo app: three feature modules that do not import each other, a shared routes
        // module with path constants generated from routes.json, and the composition root.
        .target(name: "DemoKit", dependencies: ["Switchyard"]),
        .target(name: "DemoRoutes", plugins: ["RoutePathsPlugin"]),
        .target(name: "DemoServices", dependencies: ["Switchyard"]),
        .target(
            name: "DemoHome", dependencies: ["Switchyard", "DemoKit", "DemoRoutes", "DemoServices"],
            plugins: ["RouteScannerPlugin"]),
        .target(
            name: "DemoProduct", dependencies: ["Switchyard", "DemoKit", "DemoRoutes", "DemoServices"],
            plugins: ["RouteScannerPlugin"]),
        .target(
            name: "DemoAccount", dependencies: ["Switchyard", "DemoKit", "DemoRoutes", "DemoServices"],
            plugins: ["RouteScannerPlugin"]),
        // The composition root: it links the features and registers them with one line, listing none.
        // It applies RouteScannerPlugin only for the build-time check across features (two
        // features claiming one pattern with one priority fail the build here).
        .target(
            name: "DemoApp",
            dependencies: [
                "Switchyard", "SwitchyardRelocation", "DemoRoutes", "DemoServices", "DemoHome", "DemoProduct",
                "DemoAccount",
            ],
            plugins: ["RouteScannerPlugin"]),
        // The narrated scenario and the explanations, as a library so tests can run them.
        .target(
            name: "DemoScenario",
            dependencies: [
                "Switchyard", "SwitchyardRelocation", "SwitchyardRelocationDelivery", "SwitchyardTesting", "DemoApp",
                "DemoKit", "DemoRoutes",
                "DemoServices",
                "_RouteScannerCore",
            ]),
        // The main job: a thin command-line shell over DemoScenario.
        .executableTarget(name: "switchyard-demo", dependencies: ["DemoScenario"]),
        // Test helper, not a product: saves relocation batches in a loop until the crash-safety
        // test (CrashSafePersistenceTests) kills it.
        .executableTarget(
            name: "switchyard-store-writer",
            dependencies: ["Switchyard", "SwitchyardRelocation", "SwitchyardRelocationDelivery"]),
        // Top-level code that must type-check `await router.openURL(…)` as the async open.
        .executableTarget(name: "switchyard-top-level-check", dependencies: ["Switchyard"]),

        .testTarget(name: "SwitchyardTests", dependencies: ["Switchyard", "SwitchyardRelocation"]),
        .testTarget(
            name: "SwitchyardRelocationTests",
            dependencies: ["Switchyard", "SwitchyardRelocation", "SwitchyardRelocationDelivery"],
            // The loopback HTTP server the relocation loader tests start; not a resource.
            exclude: ["Support/relocation_server.py"]
        ),
        .testTarget(
            name: "DocumentationTests",
            dependencies: ["Switchyard", "SwitchyardRelocation", "SwitchyardRelocationDelivery", "SwitchyardTesting"]),
        .testTarget(
            name: "DemoAppTests",
            dependencies: ["DemoApp", "DemoRoutes", "DemoServices", "DemoScenario", "Switchyard", "SwitchyardTesting"]),
        .testTarget(name: "SwitchyardTestingTests", dependencies: ["Switchyard", "SwitchyardTesting"]),
        // The plugins' platform-neutral decisions: PluginsShared/PluginContract.swift, symlinked in.
        .testTarget(name: "PluginContractTests"),
        .testTarget(
            name: "RouteScannerCoreTests",
            dependencies: ["_RouteScannerCore"],
            exclude: ["Goldens", "Fixtures"]
        ),
        // The CLI's option parsing, file reading and writing, run as the plugins run it.
        .testTarget(name: "RouteScannerTests", dependencies: ["route-scanner", "_RouteScannerCore"]),
    ],
    swiftLanguageModes: [.v6]
)
