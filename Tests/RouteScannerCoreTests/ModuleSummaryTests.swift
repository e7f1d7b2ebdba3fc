import Testing

@testable import _RouteScannerCore

/// A module's summary: what its dependents read instead of its sources. It round-trips, it is
/// read strictly, and a dependent finds from it exactly what it finds from the sources.
@Suite("Generator: module summaries")
struct ModuleSummaryTests {
    static func module(_ name: String, _ text: String) -> ModuleSources {
        ModuleSources(name: name, files: [SourceFile(path: "\(name)/\(name).swift", text: text)])
    }

    /// The summaries of `modules`, each with the modules before it as its dependencies.
    static func summaries(_ modules: [ModuleSources]) -> [ModuleSummary] {
        var summaries: [ModuleSummary] = []
        for module in modules { summaries.append(RouteGenerator.summary(of: module, dependencies: summaries)) }
        return summaries
    }

    /// The table and diagnostics of `module` from its dependencies' sources and from their
    /// summaries must be the same; returns them.
    static func sameFromSummaries(
        _ module: ModuleSources, _ dependencies: [ModuleSources], composes: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> GeneratorOutput {
        let fromSources = RouteGenerator.routeTable(for: module, dependencies: dependencies, composes: composes)
        let read = summaries(dependencies).map { summary in
            // Through the bytes, as a dependent's build reads it.
            #expect(throws: Never.self) { try ModuleSummary(bytes: summary.bytes, file: "x.summary") }
            return (try? ModuleSummary(bytes: summary.bytes, file: "x.summary")) ?? summary
        }
        let fromSummaries = RouteGenerator.routeTable(for: module, dependencySummaries: read, composes: composes)
        #expect(fromSummaries == fromSources, sourceLocation: sourceLocation)
        return fromSummaries
    }

    static let kit = module(
        "Kit",
        """
        import Switchyard
        @_exported import struct Foundation.URL
        open class BasePage: Routable {
            open class var routePatterns: [String] { [] }
            open class var routePriority: Int { 5 }
            class var routeDescription: String { "tab\\there\\nnext \\\\ \\"q\\"" }
        }
        public protocol ProductPage: Routable {}
        extension ProductPage { public static var routeAction: NavigationAction { .modal } }
        public typealias Screen = BasePage & Sendable
        public enum Outer { public final class Inner: Routable { static let routePatterns = ["app://inner"] } }
        #if DEBUG
        final class Debug: RouteHandler, Routable {
            static let routePatterns = ["app://debug/**"]
            static let routePathNames = ["app://debug/**": "debugAll"]
            static let routeIsInternal = true
            static let routeRatio = 1.5
            static let broken = "\\(1)"
        }
        #endif
        public protocol Cart: RouterService {}
        final class CartService: Cart {}
        func local() { final class Hidden: Routable { static let routePatterns = ["app://hidden"] } }
        """)

    @Test func aSummaryRoundTripsThroughItsBytes() throws {
        let summary = RouteGenerator.summary(of: Self.kit, dependencies: [])
        #expect(summary.manifest.routes.map(\.typeName) == ["Debug", "Outer.Inner"])
        #expect(summary.manifest.services.map(\.typeName) == ["CartService"])
        #expect(summary.declarations.types.count == 8)
        #expect(summary.declarations.typealiases.count == 1 && summary.declarations.imports.count == 2)
        let read = try ModuleSummary(bytes: summary.bytes, file: "Kit.summary")
        #expect(read == summary)
        #expect(read.bytes == summary.bytes)
        // Deterministic: the same module gives the same bytes.
        #expect(RouteGenerator.summary(of: Self.kit, dependencies: []).bytes == summary.bytes)
    }

    @Test func aSummaryOfAnotherVersionOrCutShortIsAnErrorThatNamesItAndSaysToClean() {
        let good = RouteGenerator.summary(of: Self.kit, dependencies: []).bytes
        let lines = String(decoding: good, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        func failure(_ text: String) -> String? {
            do {
                _ = try ModuleSummary(bytes: Array(text.utf8), file: "/b/Kit.summary")
                return nil
            } catch {
                return error.description
            }
        }
        let clean = "the build wrote it, so clean the build (`swift package clean`) and build again"
        #expect(
            failure("switchyard-module-summary\t2\n" + lines.dropFirst().joined(separator: "\n"))
                == "/b/Kit.summary:1: cannot read this module summary (its first line is not that of format version 1: another version of the tool wrote it, or it is not a summary); \(clean)"
        )
        #expect(failure("") != nil)
        #expect(
            failure("switchyard-module-summary\t1\n")
                == "/b/Kit.summary:1: cannot read this module summary (no module name); \(clean)")
        // Each record cut at its last field.
        for index in lines.indices.dropFirst(2) where !lines[index].isEmpty {
            var cut = lines
            cut[index] = cut[index][..<(cut[index].lastIndex(of: "\t") ?? cut[index].startIndex)]
            let message = failure(cut.joined(separator: "\n"))
            #expect(message?.hasPrefix("/b/Kit.summary:\(index + 1): cannot read this module summary") == true)
        }
        #expect(failure(lines.joined(separator: "\n") + "Z\tx\n")?.contains("(an unknown record 'Z')") == true)
        #expect(failure(lines.joined(separator: "\n") + "T\tX\tclass\tt99\t0\t\t0\t0\t0\t1\t1\t0\t0\n") != nil)
    }

    @Test func aPageSubclassingADependencysBasePageIsFoundThroughItsSummary() throws {
        let feature = Self.module(
            "Feature",
            """
            import Kit
            final class Detail: BasePage { override class var routePatterns: [String] { ["app://detail/:id"] } }
            struct Promo: ProductPage { static let routePatterns = ["app://promo"] }
            final class Tab: Screen { override class var routePatterns: [String] { ["app://tab"] } }
            """)
        let output = Self.sameFromSummaries(feature, [Self.kit])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let routes = RouteDiscovery.discover(
            module: "Feature", sources: feature.files(asContext: false),
            declared: Self.summaries([Self.kit]).map(\.declarations), defaultScheme: "app"
        ).result.manifest.routes
        #expect(routes.map(\.typeName) == ["Detail", "Promo", "Tab"])
        // Through a typealias the superclass's members are not read, from the sources or the summary.
        #expect(routes.map(\.priority) == [5, 0, 0])
        #expect(routes.map(\.action) == ["push", "modal", "push"])
        #expect(routes[0].description == "tab\there\nnext \\ \"q\"")
    }

    @Test func diagnosticsThatPointIntoADependencyAreTheSameFromItsSummary() {
        // A name two imported modules declare, a legacy protocol named like Switchyard's, a nested
        // requested name, a pattern inherited from a dependency that does not parse, and claims
        // across modules: every message that reads a dependency's declarations or positions.
        let shop = Self.module(
            "Shop",
            """
            import Switchyard
            open class BasePage: Routable { open class var routePatterns: [String] { ["app://shop/:x/:x"] } }
            public protocol Routable {}
            public enum Legacy { public protocol RouterService {} }
            final class Deal: Switchyard.Routable { static let routePatterns = ["app://promo/:code"] }
            """)
        let feature = Self.module(
            "Feature",
            """
            import Kit
            import Shop
            final class Page: BasePage {}
            final class Old: Shop.Routable { static let routePatterns = ["app://old"] }
            final class Promo: Routable { static let routePatterns = ["app://promo/:id"] }
            """)
        let output = Self.sameFromSummaries(feature, [Self.kit, shop], composes: true)
        #expect(output.diagnostics.count >= 3, "\(output.diagnostics)")
        _ = Self.sameFromSummaries(Self.module("App", "import Feature"), [Self.kit, shop, feature], composes: true)
    }
}
