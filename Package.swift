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
        // Navigation: the model every action is decided by, the UIKit navigator and the SwiftUI model.
        // Feature modules that declare pages and open URLs do not need it.
        .library(name: "SwitchyardNavigation", targets: ["SwitchyardNavigation"]),
        .library(name: "SwitchyardTesting", targets: ["SwitchyardTesting"]),
        // Not API: the build-time modules (scanner and generator, the route map, the Android
        // cross-check, release diffs and the relocation preview), published for the demo, the fuzz
        // package and tools, as swift-openapi-generator publishes `_OpenAPIGeneratorCore`. Each
        // module stays importable on its own. No stability promise.
        .library(
            name: "_SwitchyardTools",
            targets: [
                "_RouteScannerCore", "_RouteMap", "_RouteMapExport", "_AndroidCrossCheck", "_RouteMapRelease",
                "_RelocationPreview",
            ]),
        // The one tool a person runs: scan, export, check-android, diff, report, check-relocation.
        .executable(name: "switchyard-routes", targets: ["switchyard-routes"]),
        // Build plugins: discovery and the route table; the path constants.
        .plugin(name: "RouteScannerPlugin", targets: ["RouteScannerPlugin"]),
        .plugin(name: "RoutePathsPlugin", targets: ["RoutePathsPlugin"]),
        // Command plugins, by permission: the one that writes into the package, the one that reads.
        .plugin(name: "ExportRoutesPlugin", targets: ["ExportRoutesPlugin"]),
        .plugin(name: "CheckRoutesPlugin", targets: ["CheckRoutesPlugin"]),
    ],
    targets: [
        // What build time and run time must agree on, and nothing else: the pattern compiler,
        // percent-encoding, the records format, the generated-code contract and the one UTF-8
        // validator. No dependencies; the runtime and the build plugin's tool both compile it, so
        // both read patterns alike. URL parsing is the router's (Switchyard/URL): the tool never
        // parses a URL, and every app's clean build compiles this target twice (once for the tool).
        .target(name: "SwitchyardSyntax"),
        // The one JSON value type (`JSONValue`, public), a strict reader and a byte-stable writer
        // (`@_spi(JSON)`; strings checked by SwitchyardSyntax's UTF-8 validator). Shared by the route
        // map, the Android cross-check, relocation delivery and the router's services.
        .target(name: "SwitchyardJSON", dependencies: ["SwitchyardSyntax"]),
        // Runtime: the URL parser, the records reader, frozen trie, Router, LinkBuilder, interceptors,
        // the navigator seam and services. It knows relocation only through one seam
        // (Router/RelocationSeam.swift).
        // Re-exports SwitchyardSyntax and SwitchyardJSON, so apps import `Switchyard` only.
        .target(name: "Switchyard", dependencies: ["SwitchyardSyntax", "SwitchyardJSON", "SwitchyardImages"]),
        // What C must read of the loaded images: ELF sections (the linked-module descriptors; Mach-O
        // is read from Swift) and calls to type metadata accessors (the pre-6.3 markers).
        .target(name: "SwitchyardImages"),
        // Relocation rules over the router's relocation seam: rules, the pure planner, the state and
        // the apply and revert API on Router (no networking, no files).
        .target(
            name: "SwitchyardRelocation",
            dependencies: ["Switchyard", "SwitchyardSyntax", "SwitchyardJSON"]),
        // Relocation delivery over RelocationPersistence and the apply API: RelocationLoader
        // (URLSession), RelocationStore, the verifiers, the JSON codec. Re-exports SwitchyardRelocation.
        .target(
            name: "SwitchyardRelocationDelivery",
            dependencies: ["Switchyard", "SwitchyardRelocation", "SwitchyardJSON"]),
        // Navigation over the router's `Navigator` seam: NavigationState and its plan (the one place
        // that decides what each NavigationAction does), UIKitNavigator, RoutePathModel and RouteStack.
        .target(name: "SwitchyardNavigation", dependencies: ["Switchyard"]),
        // Test support for apps: a navigator that records into the navigation model.
        .target(name: "SwitchyardTesting", dependencies: ["Switchyard", "SwitchyardNavigation"]),

        // The route map (routes.json): its model, reader and writer. Generation reads it for the
        // path constants; export and the Android cross-check build on it.
        .target(name: "_RouteMap", dependencies: ["SwitchyardSyntax", "SwitchyardJSON"]),
        // Build-time discovery and the route table: all logic, pure (sources in, manifest and files
        // out). It shares the runtime's pattern compiler (SwitchyardSyntax), so build time and run
        // time agree on every pattern, and compiles nothing else of the runtime, nor the route map.
        .target(name: "_RouteScannerCore", dependencies: ["SwitchyardSyntax"]),
        // The route map from discovery, and its other files: routes.plist and apple-app-site-association.
        .target(name: "_RouteMapExport", dependencies: ["_RouteScannerCore", "_RouteMap", "SwitchyardJSON"]),
        // Compares routes.json with Android TheRouter's routeMap.json (check-android).
        .target(name: "_AndroidCrossCheck", dependencies: ["SwitchyardSyntax", "SwitchyardJSON", "_RouteMap"]),
        // Links across releases: the diff of two route maps (switchyard-routes diff) and the page of
        // every route (switchyard-routes report). Not in route-generator's chain: the build plugin's
        // tool stays lean.
        .target(
            name: "_RouteMapRelease",
            dependencies: ["SwitchyardSyntax", "SwitchyardJSON", "_RouteMap", "_AndroidCrossCheck"]),
        // The command-line layer the tools share: argument parsing, reading sources, writing files
        // only when their bytes changed, and generate-table, the command RouteScannerPlugin runs.
        .target(name: "_RouteScannerCLI", dependencies: ["_RouteScannerCore"]),
        // Path constants (RoutePaths.swift): their names and renderer, from routes.json or from
        // sources, and generate-paths, the command RoutePathsPlugin runs, which also checks that
        // the map it reads lists the package's routes.
        .target(
            name: "_RoutePathsGenerator",
            dependencies: ["_RouteScannerCore", "_RouteScannerCLI", "_RouteMap", "_RouteMapExport"]),
        // RouteScannerPlugin's tool, which every app's build compiles: discovery and the route table
        // (generate-table) only; no route map, no cross-check.
        .executableTarget(name: "route-generator", dependencies: ["_RouteScannerCLI"]),
        // RoutePathsPlugin's tool: the path constants from routes.json only (generate-paths).
        .executableTarget(name: "route-paths-generator", dependencies: ["_RoutePathsGenerator"]),
        // A router made from a route map, with the runtime's relocation reader and planner: where a
        // link opens before and after a batch (check-relocation). No build plugin's tool depends on
        // it, so no app's build compiles the runtime for its plugins.
        .target(
            name: "_RelocationPreview",
            dependencies: [
                "Switchyard", "SwitchyardRelocation", "SwitchyardRelocationDelivery", "SwitchyardJSON", "_RouteMap",
            ]),
        // The one tool a person runs: everything route-generator and route-paths-generator do, plus
        // scan, route-map export, the Android cross-check, diff, report and the relocation check.
        // The command plugins run it; the build plugins run the lean tools above.
        .executableTarget(
            name: "switchyard-routes",
            dependencies: [
                "_RouteScannerCLI", "_RouteScannerCore", "_RoutePathsGenerator", "_RouteMap", "_RouteMapExport",
                "_AndroidCrossCheck", "_RouteMapRelease", "_RelocationPreview", "SwitchyardJSON",
            ]),

        // Thin plugin shells over the tools; their shared contract is Plugins/PluginsShared.
        .plugin(name: "RouteScannerPlugin", capability: .buildTool(), dependencies: ["route-generator"]),
        .plugin(name: "RoutePathsPlugin", capability: .buildTool(), dependencies: ["route-paths-generator"]),
        .plugin(
            name: "ExportRoutesPlugin",
            capability: .command(
                intent: .custom(verb: "export-routes", description: "Write the route map (routes.json, routes.plist)"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes routes.json (and routes.plist) at the package root")
                ])),
        .plugin(
            name: "CheckRoutesPlugin",
            capability: .command(
                intent: .custom(
                    verb: "check-routes",
                    description:
                        "Read-only checks: android (routeMap.json), relocation (a batch on each shipped version), diff (links an older routes.json loses)"
                ))),

        // Test helpers, not products (Tests/Helpers): saves relocation batches in a loop until the
        // crash-safety test (CrashSafePersistenceTests) kills it; top-level code that must type-check
        // `await router.openURL(…)` as the async open.
        .executableTarget(
            name: "switchyard-store-writer",
            dependencies: ["Switchyard", "SwitchyardRelocation", "SwitchyardRelocationDelivery"],
            path: "Tests/Helpers/switchyard-store-writer"),
        .executableTarget(
            name: "switchyard-top-level-check", dependencies: ["Switchyard"],
            path: "Tests/Helpers/switchyard-top-level-check"),

        .testTarget(
            name: "SwitchyardTests",
            // _RouteScannerCore: the route records' writer, for the records reader's tests.
            dependencies: ["Switchyard", "SwitchyardNavigation", "SwitchyardRelocation", "_RouteScannerCore"]),
        .testTarget(
            name: "SwitchyardRelocationTests",
            dependencies: ["Switchyard", "SwitchyardRelocation", "SwitchyardRelocationDelivery"],
            // The loopback HTTP server the relocation loader tests start; not a resource.
            exclude: ["Support/relocation_server.py"]
        ),
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "Switchyard", "SwitchyardNavigation", "SwitchyardRelocation", "SwitchyardRelocationDelivery",
                "SwitchyardTesting",
            ]),
        .testTarget(
            name: "SwitchyardTestingTests", dependencies: ["Switchyard", "SwitchyardNavigation", "SwitchyardTesting"]),
        // The plugins' platform-neutral decisions: PluginsShared/PluginContract.swift, symlinked in.
        .testTarget(name: "PluginContractTests"),
        // One test target per build-time target. The golden and fixture helpers live once, in
        // RouteScannerCoreTests/Support and AndroidCrossCheckTests/Support, and are symlinked in.
        .testTarget(
            name: "RouteScannerCoreTests",
            // Switchyard: the runtime's records reader, which GeneratedCodeContractTests reads the
            // generated records back with.
            dependencies: ["_RouteScannerCore", "_RoutePathsGenerator", "_RouteMap", "_RouteMapExport", "Switchyard"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "RouteMapTests", dependencies: ["_RouteMap", "_RouteMapExport", "SwitchyardJSON"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "RouteMapExportTests", dependencies: ["_RouteMapExport", "_RouteMap", "SwitchyardJSON"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "AndroidCrossCheckTests",
            dependencies: ["_AndroidCrossCheck", "_RouteMap", "_RouteMapExport", "SwitchyardJSON", "SwitchyardSyntax"],
            exclude: ["Goldens", "Fixtures"]),
        .testTarget(
            name: "RouteMapReleaseTests", dependencies: ["_RouteMapRelease", "_RouteMap", "_AndroidCrossCheck"],
            exclude: ["Goldens", "Fixtures"]),
        // The CLI's option parsing, file reading and writing, run as the plugins run it.
        .testTarget(
            name: "SwitchyardRoutesTests",
            dependencies: [
                "switchyard-routes", "route-generator", "route-paths-generator", "_RouteScannerCLI",
                "_RoutePathsGenerator", "_RouteScannerCore", "_RouteMap", "_RouteMapExport",
            ]),
        // The relocation preview and switchyard-routes check-relocation, over Tests/Fixtures/Relocation.
        .testTarget(
            name: "RelocationPreviewTests",
            dependencies: ["_RelocationPreview", "switchyard-routes", "_RouteMap", "_RouteScannerCLI"],
            exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)

// `swift run switchyard-demo`, the README's main command, from the repository root: a launcher that
// builds and runs the demo app, a package of its own (Examples/Demo). The demo's modules are not
// declared here, so an app that depends on Switchyard loads none of them and builds none of their
// plugin tools.
package.products.append(.executable(name: "switchyard-demo", targets: ["DemoLauncher"]))
package.targets.append(.executableTarget(name: "DemoLauncher", path: "Examples/DemoLauncher"))

// Objective-C callers (Sources/SwitchyardObjC): a facade of its own, so no Swift-only app builds it,
// and relocation for them in a second product, so an app without relocation links none. Both read
// Foundation values with the one converter relocation and remote calls use
// (`JSONValue(converting:)`, SwitchyardJSON). The `@objc` layer is checked on Linux against
// a stand-in Objective-C runtime by Scripts/objc-check.sh (Checks/ObjC).
package.products.append(contentsOf: [
    .library(name: "SwitchyardObjC", targets: ["SwitchyardObjC"]),
    .library(name: "SwitchyardObjCRelocation", targets: ["SwitchyardObjCRelocation"]),
])
package.targets.append(contentsOf: [
    .target(name: "SwitchyardObjC", dependencies: ["Switchyard", "SwitchyardJSON"]),
    .target(
        name: "SwitchyardObjCRelocation",
        dependencies: [
            "SwitchyardObjC", "Switchyard", "SwitchyardJSON", "SwitchyardRelocation",
        ]),
    .testTarget(
        name: "SwitchyardObjCTests",
        dependencies: ["SwitchyardObjC", "SwitchyardObjCRelocation", "Switchyard", "SwitchyardRelocation"]),
])
