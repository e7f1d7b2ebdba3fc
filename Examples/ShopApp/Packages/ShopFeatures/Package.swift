// swift-tools-version:6.0
//
// Two feature modules of the example app, published as package products. The app target links
// both; neither imports the other: they link to each other's pages by URL only.

import PackageDescription

let package = Package(
    name: "ShopFeatures",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "CatalogFeature", targets: ["CatalogFeature"]),
        .library(name: "CartFeature", targets: ["CartFeature"]),
    ],
    dependencies: [
        // The Switchyard checkout this example lives in (Examples/ShopApp/Packages/ShopFeatures).
        .package(name: "Switchyard", path: "../../../.."),
    ],
    targets: [
        .target(
            name: "CatalogFeature",
            dependencies: [.product(name: "Switchyard", package: "Switchyard")],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
        .target(
            name: "CartFeature",
            dependencies: [.product(name: "Switchyard", package: "Switchyard")],
            plugins: [.plugin(name: "RouteScannerPlugin", package: "Switchyard")]),
    ],
    swiftLanguageModes: [.v6]
)
