import Foundation
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

    /// Every target in `Sources/` named `Switchyard…` is one whose sources no plugin run reads, and
    /// only those: a new runtime target joins the list or fails here.
    @Test func noPluginRunReadsSwitchyardsOwnSources() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(component: "Sources")
        let own = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
            $0.hasPrefix("Switchyard")
        }
        #expect(Set(own) == PluginContract.switchyardModules)
        #expect(!PluginContract.readsSources(ofModule: "Switchyard"))
        #expect(PluginContract.readsSources(ofModule: "SwitchyardDemoFeature"))
        #expect(PluginContract.readsSources(ofModule: "Kit"))
    }

    @Test func aDependencysSummaryAndItsSwiftMarkerLieInTheTargetsWorkDirectory() {
        let summary = PluginContract.summaryPath(workDirectory: "/b/outputs/app/App/destination/P", module: "Home")
        #expect(summary == "/b/outputs/app/App/destination/P/Home.summary")
        #expect(PluginContract.summaryPath(workDirectory: "/w/", module: "Kit") == "/w/Kit.summary")
        // The marker is the command's declared output: a Swift file compiles to nothing, where any
        // other file would be bundled into the target as a resource. It never names the table.
        #expect(PluginContract.summaryMarkerPath(summaryPath: summary) == summary + ".swift")
        #expect(
            PluginContract.summaryMarkerPath(
                summaryPath: PluginContract.summaryPath(workDirectory: "/w", module: "SwitchyardRoutes"))
                != "/w/" + PluginContract.tableFileName)
        #expect(PluginContract.buildCommands == ["generate-table", "summarize", "export-generated"])
        #expect(PluginContract.Argument.dependencySummary == "--dependency-summary")
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
        let message = PluginContract.missingRouteMapMessage(candidates: ["/p/routes.json"])
        #expect(message.contains("/p/routes.json") && message.contains("export-routes"))
    }
}

@Suite("Plugin contract: the route map")
struct PluginContractRouteMapTests {
    @Test func theExportPassesAppIDsAndHostsOnlyForAnAppSiteAssociation() {
        #expect(
            PluginContract.routeMapArguments(
                format: "aasa", root: "/p", output: "/p/routes.aasa.json", appIDs: ["T.a", "T.b"], hosts: ["h"],
                check: false) == [
                    "route-map", "--root", "/p", "--output", "/p/routes.aasa.json", "--format", "aasa", "--app-id",
                    "T.a", "--app-id", "T.b", "--host", "h",
                ])
        #expect(
            PluginContract.routeMapArguments(
                format: "json", root: "/p", output: "/p/routes.json", appIDs: ["T.a"], hosts: ["h"], check: true) == [
                    "route-map", "--root", "/p", "--output", "/p/routes.json", "--format", "json", "--check",
                ])
    }

    @Test func diffRoutesComparesWithThePackagesMapWhenGivenOnlyTheOldOne() {
        let map = "/pkg/routes.json"
        let (diff, covered, allow, format) = (
            PluginContract.Command.diff, PluginContract.Argument.coveredBy, PluginContract.Argument.allow,
            PluginContract.Argument.format
        )
        #expect(PluginContract.diffArguments(["old.json"], packageRouteMap: map) == [diff, "old.json", map])
        // Option values are not maps.
        #expect(
            PluginContract.diffArguments(
                [covered, "b.json", "old.json", allow, "allow.txt", format, "json"], packageRouteMap: map)
                == [diff, covered, "b.json", "old.json", allow, "allow.txt", format, "json", map])
        // Both maps given: NEW is the user's.
        #expect(
            PluginContract.diffArguments(["a.json", "b.json"], packageRouteMap: map) == [diff, "a.json", "b.json"])
        #expect(
            PluginContract.diffArguments(["--", "-old.json"], packageRouteMap: map) == [diff, "--", "-old.json", map])
        // No map at all: the tool's usage error, not a diff of the package's map with itself.
        #expect(PluginContract.diffArguments([], packageRouteMap: map) == [diff])
    }

    @Test func thePackagesMapIsAtTheRootElseInATargetsFolder() {
        let targets = ["/p/Sources/App", "/p/Routes"]
        func found(_ existing: Set<String>) -> String {
            PluginContract.packageRouteMap(rootDirectory: "/p", targetDirectories: targets, exists: existing.contains)
        }
        #expect(found(["/p/routes.json", "/p/Routes/routes.json"]) == "/p/routes.json")
        #expect(found(["/p/Routes/routes.json"]) == "/p/Routes/routes.json")
        #expect(found([]) == "/p/routes.json")
    }

    @Test func theAppComposesAndNeitherAFeatureNorAKitDoes() {
        // The recommended layout: Routes and Kit below two features, the app above them.
        let layout: [String: Set<String>] = [
            "Routes": [], "Kit": [], "Home": ["Routes", "Kit"], "Profile": ["Routes", "Kit"],
            "App": ["Routes", "Kit", "Home", "Profile"],
        ]
        #expect(layout.keys.filter { PluginContract.composes($0, dependencies: layout) } == ["App"])
        // The demo: the composition root under a scenario library and the executable over it.
        let demo: [String: Set<String>] = [
            "Routes": [], "Home": ["Routes"], "Shop": ["Routes"], "DemoApp": ["Routes", "Home", "Shop"],
            "Scenario": ["DemoApp", "Routes", "Home", "Shop"],
            "demo": ["Scenario", "DemoApp", "Routes", "Home", "Shop"],
        ]
        #expect(PluginContract.composes("DemoApp", dependencies: demo))
        #expect(!PluginContract.composes("Home", dependencies: demo))
        // A second app beside the first sees a feature the first does not: neither feature composes.
        let twoApps: [String: Set<String>] = ["A": [], "B": [], "AppA": ["A"], "AppB": ["A", "B"]]
        #expect(!PluginContract.composes("A", dependencies: twoApps))
        #expect(PluginContract.composes("AppA", dependencies: twoApps))
    }

    @Test func theMapsFolderIsAnInputUntilTheMapExists() {
        let candidates = ["/p/Sources/Routes/routes.json", "/p/routes.json"]
        #expect(
            PluginContract.routeMapInputs(candidates: candidates) { _ in false } == ["/p/Sources/Routes", "/p"])
        #expect(
            PluginContract.routeMapInputs(candidates: candidates) { $0 == "/p/routes.json" } == [
                "/p/Sources/Routes", "/p/routes.json",
            ])
        #expect(PluginContract.routeMapInputs(candidates: candidates) { _ in true } == [candidates[0]])
    }

    @Test func aMissingMapIsAWarningThatNamesTheExport() {
        let message = PluginContract.missingRouteMapMessage(candidates: ["/p/routes.json"])
        #expect(message.contains("so RoutePaths is empty"))
        #expect(message.contains("run `swift package --allow-writing-to-package-directory export-routes`"))
    }

    @Test func noBuildPluginsToolAnswersTheRelocationCheck() {
        // switchyard-routes links the runtime's planner; route-generator, which every app's build
        // compiles, must not answer its subcommand.
        let tools = [PluginContract.buildToolName, PluginContract.pathsToolName, PluginContract.toolName]
        #expect(Set(tools).count == tools.count)
        #expect(
            !(PluginContract.buildCommands + PluginContract.pathsCommands).contains(
                PluginContract.Command.checkRelocation))
        #expect(PluginContract.Argument.map != PluginContract.Argument.mapHost)
    }

    @Test func checkRoutesFirstArgumentChoosesTheCheck() throws {
        let map = "/pkg/routes.json"
        let android = try #require(
            PluginContract.checkRoutesArguments(["android", "--ios", "a.json"], packageRouteMap: map))
        #expect(android.check == .android && android.arguments == ["check-android", "--ios", "a.json"])
        let relocation = try #require(
            PluginContract.checkRoutesArguments(["relocation", "--map", "r.json", "b.json"], packageRouteMap: map))
        #expect(relocation.arguments == ["check-relocation", "--map", "r.json", "b.json"])
        // diff given only OLD compares it with the package's map.
        let diff = try #require(PluginContract.checkRoutesArguments(["diff", "old.json"], packageRouteMap: map))
        #expect(diff.check == .diff && diff.arguments == ["diff", "old.json", map])
        // No check, or an old verb: the usage, which names every check.
        #expect(PluginContract.checkRoutesArguments([], packageRouteMap: map) == nil)
        #expect(PluginContract.checkRoutesArguments(["check-android"], packageRouteMap: map) == nil)
        #expect(PluginContract.Check.allCases.allSatisfy { PluginContract.checkRoutesUsage.contains($0.rawValue) })
        // Each check runs a distinct subcommand of the person's tool, none of a build plugin's tool.
        let commands = PluginContract.Check.allCases.map(\.command)
        #expect(Set(commands).count == commands.count)
        #expect(Set(commands).isDisjoint(with: PluginContract.buildCommands + PluginContract.pathsCommands))
    }
}
