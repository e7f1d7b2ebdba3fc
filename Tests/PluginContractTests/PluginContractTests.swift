import Testing

/// The plugins' platform-neutral decisions (PluginContract.swift, compiled here through the
/// PluginsShared symlink): which files are scanned, what module name an Xcode target gets,
/// where the route map is looked for. The Xcode-only shells call exactly these.
@Suite("Plugin contract")
struct PluginContractTests {
    @Test(
        arguments: [
            ("Feature", nil, "Feature"),
            ("My Feature", nil, "My_Feature"),
            ("My-Feature", nil, "My_Feature"),
            ("2FA Kit", nil, "_2FA_Kit"),
            ("Shop", "Shop.app", "Shop"),
            ("Shop Display", "ShopKit.framework", "ShopKit"),
            ("Core", "libCore.a", "Core"),
            ("Café", nil, "Café"),
            ("a.b+c", nil, "a_b_c"),
            ("", nil, "_"),
            ("Widget", "", "Widget"),
        ] as [(String, String?, String)])
    func xcodeNamesBecomeSwiftModuleNames(displayName: String, productName: String?, expected: String) {
        #expect(PluginContract.moduleName(productName: productName, displayName: displayName) == expected)
    }

    @Test func bothBuildSystemsScanTheSameFiles() {
        #expect(PluginContract.scansFile(named: "Page.swift", isSource: true))
        // Xcode lists resources and linked frameworks among a target's input files.
        #expect(!PluginContract.scansFile(named: "Template.swift", isSource: false))
        #expect(!PluginContract.scansFile(named: "Core.framework", isSource: false))
        #expect(!PluginContract.scansFile(named: "notes.txt", isSource: true))
        #expect(!PluginContract.scansFile(named: "Page.swiftinterface", isSource: true))
        #expect(!PluginContract.scansFile(named: "Pageswift", isSource: true))
        #expect(!PluginContract.scansFile(named: ".swift", isSource: true))
    }

    @Test func theRouteMapIsLookedForBesideTheTargetThenAtTheRoot() {
        #expect(
            PluginContract.routeMapCandidates(
                targetFiles: [], targetDirectory: "/p/Sources/Routes", rootDirectory: "/p/") == [
                    "/p/Sources/Routes/routes.json", "/p/routes.json",
                ])
        #expect(
            PluginContract.routeMapCandidates(
                targetFiles: ["/x/Routes/RoutesAnchor.swift", "/x/Routes/routes.json", "/x/Routes/my-routes.json"],
                targetDirectory: nil, rootDirectory: "/x") == ["/x/Routes/routes.json", "/x/routes.json"])
        #expect(
            PluginContract.routeMapCandidates(targetFiles: [], targetDirectory: "/p", rootDirectory: "/p") == [
                "/p/routes.json"
            ])
        let message = PluginContract.missingRouteMapMessage(target: "Routes", candidates: ["/p/routes.json"])
        #expect(message.contains("/p/routes.json") && message.contains("export-routes"))
    }
}
