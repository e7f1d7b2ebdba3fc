// swift-tools-version:6.0
//
// The linkage fixture's feature package: one module as a dynamic library, one as a static
// product nothing references, and one in both (see ../Package.swift).

import PackageDescription

let package = Package(
    name: "Features",
    products: [
        .library(name: "FeatureDynamic", type: .dynamic, targets: ["FeatureDynamic", "FeatureShared"]),
        .library(name: "FeatureStripped", targets: ["FeatureStripped"]),
        .library(name: "FeatureShared", targets: ["FeatureShared"]),
    ],
    dependencies: [.package(name: "Switchyard", path: "../../../..")],
    targets: [
        .target(
            name: "FeatureDynamic", dependencies: [.product(name: "Switchyard", package: "Switchyard")],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
        .target(
            name: "FeatureStripped", dependencies: [.product(name: "Switchyard", package: "Switchyard")],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
        .target(
            name: "FeatureShared", dependencies: [.product(name: "Switchyard", package: "Switchyard")],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
    ],
    swiftLanguageModes: [.v6]
)
