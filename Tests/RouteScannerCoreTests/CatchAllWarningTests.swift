import SwitchyardSyntax
import Testing
import _RouteScannerCore

@Suite struct CatchAllWarningTests {
    static func route(_ type: String, _ module: String, _ patterns: [String], line: Int = 1) -> ManifestRoute {
        ManifestRoute(typeName: type, module: module, patterns: patterns, file: "\(module)/\(type).swift", line: line)
    }

    @Test func aCatchAllWhosePrefixAnotherModuleAnswersIsReported() {
        let shop = RouteManifest(module: "Shop", routes: [Self.route("ItemPage", "Shop", ["app://shop/:id"])])
        let lists = RouteManifest(
            module: "Lists", routes: [Self.route("ListPage", "Lists", ["app://shop/list/**"], line: 3)])
        let warnings = RouteDiscovery.catchAllPrefixWarnings(in: lists, dependencies: [shop])
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.file == "Lists/ListPage.swift")
        #expect(warnings.first?.line == 3)
        #expect(
            warnings.first?.message
                == "'app://shop/list/**' of ListPage (Lists) takes one or more segments after 'app://shop/list', so 'app://shop/list' itself opens ItemPage of Shop ('app://shop/:id', Shop/ItemPage.swift:1); add 'app://shop/list' to ListPage.routePatterns if it should answer the bare link"
        )
        // A module that owns neither route is not told, unless it composes the app: there sibling
        // features that never import each other are both visible.
        let app = RouteManifest(module: "App")
        #expect(RouteDiscovery.catchAllPrefixWarnings(in: app, dependencies: [shop, lists]).isEmpty)
        #expect(
            RouteDiscovery.catchAllPrefixWarnings(in: app, dependencies: [shop, lists], betweenDependencies: true)
                == warnings)
        #expect(RouteDiscovery.catchAllPrefixWarnings(in: shop, dependencies: [lists]).count == 1)
    }

    @Test func theComposingModuleReportsSiblingsThatNeverImportEachOther() {
        let shop = ModuleSources(
            name: "Shop",
            files: [
                SourceFile(
                    path: "Shop/ItemPage.swift",
                    text: "struct ItemPage: Routable { static let routePatterns = [\"app://shop/:id\"] }")
            ])
        let lists = ModuleSources(
            name: "Lists",
            files: [
                SourceFile(
                    path: "Lists/ListPage.swift",
                    text: "struct ListPage: Routable { static let routePatterns = [\"app://shop/list/**\"] }")
            ])
        let app = ModuleSources(name: "App", files: [SourceFile(path: "App/main.swift", text: "")])
        let quiet = RouteGenerator.routeTable(for: app, dependencies: [shop, lists])
        #expect(quiet.diagnostics.isEmpty)
        let composed = RouteGenerator.routeTable(for: app, dependencies: [shop, lists], composes: true)
        #expect(composed.diagnostics.map(\.file) == ["Lists/ListPage.swift"])
        #expect(composed.diagnostics.first?.message.contains("'app://shop/list' itself opens ItemPage of Shop") == true)
    }

    @Test func listingThePrefixOrStayingInOneModuleIsQuiet() {
        let shop = RouteManifest(module: "Shop", routes: [Self.route("ItemPage", "Shop", ["app://shop/:id"])])
        let both = RouteManifest(
            module: "Lists", routes: [Self.route("ListPage", "Lists", ["app://shop/list", "app://shop/list/**"])])
        #expect(RouteDiscovery.catchAllPrefixWarnings(in: both, dependencies: [shop]).isEmpty)
        let same = RouteManifest(
            module: "Shop",
            routes: [
                Self.route("ItemPage", "Shop", ["app://shop/:id"]),
                Self.route("ListPage", "Shop", ["app://shop/list/**"]),
            ])
        #expect(RouteDiscovery.catchAllPrefixWarnings(in: same, dependencies: []).isEmpty)
        let unrelated = RouteManifest(module: "Help", routes: [Self.route("HelpPage", "Help", ["app://help/:topic"])])
        let lists = RouteManifest(module: "Lists", routes: [Self.route("ListPage", "Lists", ["app://shop/list/**"])])
        #expect(RouteDiscovery.catchAllPrefixWarnings(in: lists, dependencies: [unrelated]).isEmpty)
    }

    /// The check indexes patterns by segment instead of crossing every catch-all with every route
    /// (issue #25); over random manifests it reports exactly what the cross product did.
    @Test func theIndexedCheckAgreesWithTheCrossProduct() {
        var generator = SplitMix64(seed: 0x5759_4431)
        let literals = ["shop", "list", "item", "a", "b"]
        var reported = 0
        func segment(_ generator: inout SplitMix64, last: Bool) -> String {
            switch generator.next() % 10 {
            case 0: return ":id"
            case 1: return "*"
            case 2 where last: return "**"
            default: return literals[Int(generator.next() % UInt64(literals.count))]
            }
        }
        for round in 0..<200 {
            let modules = ["App", "Shop", "Lists", "Help"]
            var manifests: [RouteManifest] = []
            for module in modules {
                var routes: [ManifestRoute] = []
                for type in 0..<Int(generator.next() % 4) {
                    var patterns: [String] = []
                    for _ in 0...Int(generator.next() % 2) {
                        let count = 1 + Int(generator.next() % 4)
                        let path = (0..<count).map { segment(&generator, last: $0 == count - 1) }
                        patterns.append("app://" + path.joined(separator: "/"))
                    }
                    var route = Self.route("Page\(type)", module, patterns, line: type + 1)
                    if generator.next() % 5 == 0 { route.conditions = ["DEBUG"] }
                    routes.append(route)
                }
                manifests.append(RouteManifest(module: module, routes: routes))
            }
            for (position, manifest) in manifests.enumerated() {
                let dependencies = manifests.enumerated().filter { $0.offset != position }.map(\.element)
                for between in [false, true] {
                    let indexed = RouteDiscovery.catchAllPrefixWarnings(
                        in: manifest, dependencies: dependencies, betweenDependencies: between)
                    let crossed = Self.crossProduct(
                        in: manifest, dependencies: dependencies, betweenDependencies: between)
                    #expect(indexed == crossed, "round \(round), module \(manifest.module), between \(between)")
                    reported += crossed.count
                }
            }
        }
        // The rounds report pairs, through literals, parameters and other modules' catch-alls.
        #expect(reported > 100)
    }

    /// The check as it was first written: every catch-all against every route of another module.
    static func crossProduct(
        in manifest: RouteManifest, dependencies: [RouteManifest], betweenDependencies: Bool
    ) -> [Diagnostic] {
        func mayMatch(_ segments: [RoutePattern.Segment], _ prefix: [RoutePattern.Segment]) -> Bool {
            for (index, segment) in segments.enumerated() {
                if segment == .catchAll { return index < prefix.count }
                guard index < prefix.count else { return false }
                if case .literal(let text) = segment, case .literal(let other) = prefix[index], text != other {
                    return false
                }
            }
            return segments.count == prefix.count
        }
        let all = ([manifest] + dependencies.filter { $0.module != manifest.module }).flatMap(\.routes)
        let compiled = all.map { route in (route, route.patterns.compactMap { try? RoutePattern($0) }) }
        var diagnostics: [Diagnostic] = []
        for (owner, patterns) in compiled {
            for pattern in patterns where pattern.segments.last == .catchAll {
                let prefix = Array(pattern.segments.dropLast())
                guard prefix.count >= 2, !patterns.contains(where: { $0.segments == prefix }) else { continue }
                for (other, otherPatterns) in compiled where other.module != owner.module {
                    guard betweenDependencies || owner.module == manifest.module || other.module == manifest.module,
                        owner.conditions == other.conditions || owner.conditions.isEmpty || other.conditions.isEmpty,
                        let taker = otherPatterns.first(where: { mayMatch($0.segments, prefix) })
                    else { continue }
                    let bare = String(pattern.description.dropLast(3))
                    diagnostics.append(
                        Diagnostic(
                            file: owner.file, line: owner.line, column: 1, severity: .warning,
                            message:
                                "'\(pattern)' of \(owner.typeName) (\(owner.module)) takes one or more segments after '\(bare)', so '\(bare)' itself opens \(other.typeName) of \(other.module) ('\(taker)', \(other.file):\(other.line)); add '\(bare)' to \(owner.typeName).routePatterns if it should answer the bare link"
                        ))
                }
            }
        }
        return diagnostics.sorted()
    }
}
