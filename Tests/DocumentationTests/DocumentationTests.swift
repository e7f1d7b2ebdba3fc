import Foundation
import Testing

/// Every `swift` code block of the DocC articles must appear verbatim in `ArticleSnippets.swift`
/// (which this target compiles), imports aside. Blocks that start with `// Package.swift` are
/// manifests: they cannot compile inside a test target and are skipped.
@Suite("Documentation")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/Switchyard/Switchyard.docc")

    static func swiftBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    static func normalized(_ code: String) -> String {
        code.components(separatedBy: "\n")
            .filter { !$0.hasPrefix("import ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .joined(separator: "\n")
    }

    @Test func everyArticleBlockCompilesInThisTarget() throws {
        let snippets = Self.normalized(
            try String(
                contentsOf: Self.root.appendingPathComponent("Tests/DocumentationTests/ArticleSnippets.swift"),
                encoding: .utf8))
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter {
            $0.hasSuffix(".md")
        }.sorted()
        #expect(articles.count >= 5)
        var checked = 0
        for article in articles {
            let text = try String(contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)
            for block in Self.swiftBlocks(in: text) where !block.hasPrefix("// Package.swift") {
                #expect(
                    snippets.contains(Self.normalized(block)),
                    "a swift block of \(article) is not in ArticleSnippets.swift:\n\(block)")
                checked += 1
            }
        }
        #expect(checked >= 5)
    }

    /// Registration is spelled one way, with services, in every article, the README and the demo:
    /// `Router.shared.registerLinkedModules()`. The aggregate's `SwitchyardRoutes.register()` is
    /// named only where the article explains compilers before Swift 6.3.
    @Test func registrationIsSpelledOneWayEverywhere() throws {
        var texts: [(String, String)] = []
        for article in try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path)
        where article.hasSuffix(".md") {
            texts.append(
                (article, try String(contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)))
        }
        for file in ["README.md", "Examples/Demo/DemoApp/DemoApp.swift"] {
            texts.append((file, try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)))
        }
        for (name, text) in texts {
            #expect(
                !text.contains("register(SwitchyardRoutes.tables)"), "\(name) registers the tables without services")
            let outsidePre63 = text.components(separatedBy: "## Before Swift 6.3").first ?? text
            let rest =
                text.components(separatedBy: "## Before Swift 6.3").dropFirst().first?.components(separatedBy: "\n## ")
                .dropFirst().joined() ?? ""
            #expect(
                !(outsidePre63 + rest).contains("SwitchyardRoutes.register"),
                "\(name) spells registration the pre-6.3 way")
        }
        for name in ["GettingStarted.md", "MultiModuleApps.md", "README.md", "Examples/Demo/DemoApp/DemoApp.swift"] {
            #expect(
                texts.first { $0.0 == name }?.1.contains("registerLinkedModules()") == true,
                "\(name) does not show the registration line")
        }
        let gettingStarted = texts.first { $0.0 == "GettingStarted.md" }?.1 ?? ""
        #expect(gettingStarted.contains("needs one Swift source file of its own"))
    }

    @Test func everyArticleIsLinkedFromTheLandingPage() throws {
        let landing = try String(contentsOf: Self.catalog.appendingPathComponent("Switchyard.md"), encoding: .utf8)
        for article in try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path)
        where article.hasSuffix(".md") && article != "Switchyard.md" {
            let name = String(article.dropLast(3))
            #expect(landing.contains("<doc:\(name)>"), "\(article) is not linked from Switchyard.md")
        }
    }

    /// `routes.json` at the root is the main job's map, the demo's, byte for byte (issue #4 put the
    /// map there; `.ci/run` compares the two with `cmp` too, naming the copy command).
    @Test func theRootRouteMapIsTheDemos() throws {
        let root = try Data(contentsOf: Self.root.appendingPathComponent("routes.json"))
        let demo = try Data(contentsOf: Self.root.appendingPathComponent("Examples/Demo/DemoRoutes/routes.json"))
        #expect(
            root == demo,
            "routes.json differs from the demo's map: cp Examples/Demo/DemoRoutes/routes.json routes.json")
    }
}
