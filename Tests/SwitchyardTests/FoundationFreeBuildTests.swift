import Foundation
import Testing

/// What an app's clean build compiles — the runtime and RouteScannerPlugin's tool — imports
/// Foundation only inside `#if canImport(Darwin)`, where Foundation is part of every app. On Linux
/// the first module that imports it makes the build compile (and index) Foundation's modules, on
/// the build's critical path (issue #22's build budget).
@Suite("Foundation-free app build")
struct FoundationFreeBuildTests {
    /// The targets of the runtime products and of route-generator, and their dependencies.
    static let appBuildTargets = [
        "Switchyard", "SwitchyardSyntax", "SwitchyardJSON", "SwitchyardImages", "_RouteScannerCore",
        "_RouteScannerCLI", "route-generator",
    ]
    /// The only `#if` conditions that may hold an import of Foundation: Apple platforms, and a
    /// plugin's compilation (`PluginsShared/PluginContract.swift`, symlinked into `_RouteScannerCLI`).
    static let allowedConditions: Set<String> = ["canImport(Darwin)", "canImport(PackagePlugin)"]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The 1-based lines of `text` that import Foundation or one of its modules (`Foundation…`,
    /// `CoreFoundation`) outside the first branch of an `#if` with an allowed condition.
    static func foundationImports(in text: String) -> [Int] {
        // One entry per open `#if`: whether the branch being read is an allowed condition's.
        var branches: [Bool] = []
        var lines: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = words.first else { continue }
            let condition = words.dropFirst().joined(separator: " ")
            switch first {
            case "#if": branches.append(allowedConditions.contains(condition))
            case "#elseif" where !branches.isEmpty: branches[branches.count - 1] = allowedConditions.contains(condition)
            case "#else" where !branches.isEmpty: branches[branches.count - 1] = false
            case "#endif" where !branches.isEmpty: branches.removeLast()
            default:
                // `import Foundation`, `@preconcurrency import Foundation`, `import struct Foundation.Data`.
                guard let importIndex = words.firstIndex(of: "import"),
                    words[..<importIndex].allSatisfy({ $0.hasPrefix("@") })
                else { continue }
                let module = words.dropFirst(importIndex + 1).last?.split(separator: ".").first ?? ""
                if (module.hasPrefix("Foundation") || module == "CoreFoundation") && !branches.contains(true) {
                    lines.append(index + 1)
                }
            }
        }
        return lines
    }

    /// The Swift files under `directory`, following symbolic links (`PluginsShared`).
    static func swiftFiles(in directory: URL) throws -> [URL] {
        var files: [URL] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                files += try swiftFiles(in: url)
            } else if name.hasSuffix(".swift") {
                files.append(url)
            }
        }
        return files
    }

    @Test func theAppBuildsTargetsImportFoundationOnlyOnApplePlatforms() throws {
        var found: [String] = []
        var read = 0
        for target in Self.appBuildTargets {
            for file in try Self.swiftFiles(in: Self.sources.appendingPathComponent(target)) {
                read += 1
                for line in Self.foundationImports(in: try String(contentsOf: file, encoding: .utf8)) {
                    found.append(
                        "Sources/\(target)/\(file.path.dropFirst(Self.sources.path.count + target.count + 2)):\(line)")
                }
            }
        }
        #expect(read > 100, "the check read \(read) files: is \(Self.sources.path) the package's Sources?")
        #expect(
            found.isEmpty,
            """
            these lines import Foundation outside `#if canImport(Darwin)`: \(found.joined(separator: ", ")). \
            Every app's clean build compiles these targets; on Linux an import of Foundation makes it compile \
            Foundation's modules first. Use the C library (see _RouteScannerCLI/Files/FileIO.swift) or the \
            standard library instead.
            """)
    }

    @Test func theCheckFindsImportsOutsideAppleOnlyBlocks() {
        let text = """
            import Foundation
            @preconcurrency import FoundationEssentials
            import struct Foundation.Data
            import Dispatch
            #if canImport(Darwin)
            import Foundation
            #if DEBUG
            import CoreFoundation
            #endif
            #else
            import Foundation
            #endif
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Foundation
            #elseif canImport(Musl)
            import Foundation
            #endif
            #if canImport(PackagePlugin)
            import Foundation
            #endif
            """
        #expect(Self.foundationImports(in: text) == [1, 2, 3, 11, 18])
    }
}
