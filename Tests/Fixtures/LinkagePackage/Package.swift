// swift-tools-version:6.0
//
// Switchyard's linkage fixture: three feature modules linked three ways, registered with one
// line and no list of modules. Built and run by Scripts/linkage.sh (a step of .ci/run), in debug
// and in release with `-Xlinker --gc-sections`.
//
// - FeatureStatic:   a target of this package, linked into the executable as object files.
// - FeatureDynamic:  a `.dynamic` library product of Features, loaded as libFeatureDynamic.so.
// - FeatureStripped: a static product of Features that no code references: only its record
//                    keeps it, which dead stripping must not drop.
// - FeatureShared:   linked twice, into the executable (its static product) and into
//                    libFeatureDynamic.so: reported, registered once.
// - FeatureLate, FeatureLateExtra: a `.dynamic` library product the app does not link; it loads
//   libFeatureLate with `dlopen` after its first open and calls `registerLinkedModules()` again.
//   FeatureLate links FeatureShared (a third copy): reported, not installed again.
// - FeatureStatic's UnreachablePage declares no patterns: its one warning is the only diagnostic
//   the build may print, and exactly once.

import PackageDescription

let package = Package(
    name: "LinkagePackage",
    products: [.library(name: "FeatureLate", type: .dynamic, targets: ["FeatureLate", "FeatureLateExtra"])],
    dependencies: [
        .package(name: "Switchyard", path: "../../.."),
        .package(path: "Features"),
    ],
    targets: [
        .target(
            name: "FeatureStatic", dependencies: [.product(name: "Switchyard", package: "Switchyard")],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
        .target(
            name: "FeatureLate",
            dependencies: [
                .product(name: "Switchyard", package: "Switchyard"),
                .product(name: "FeatureShared", package: "Features"),
            ],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
        .target(
            name: "FeatureLateExtra", dependencies: [.product(name: "Switchyard", package: "Switchyard")],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
        .executableTarget(
            name: "LinkageApp",
            dependencies: [
                .product(name: "Switchyard", package: "Switchyard"), "FeatureStatic",
                .product(name: "FeatureDynamic", package: "Features"),
                .product(name: "FeatureStripped", package: "Features"),
                .product(name: "FeatureShared", package: "Features"),
            ],
            // The composing module applies the plugin too: a dependency's diagnostic must still be
            // printed once per build (Scripts/linkage.sh counts it).
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
    ],
    swiftLanguageModes: [.v6]
)
