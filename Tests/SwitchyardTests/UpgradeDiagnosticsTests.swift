import Foundation
import Testing

/// Code written against 0.1.0 fails to compile with a message that says what to do: the compiler
/// type-checks snippets against the modules this build made, and the test reads its errors.
/// Scripts/upgrade-check.sh follows the same messages on a whole 0.1.0 app.
@Suite("Upgrading from 0.1.0: the compiler names what to write")
struct UpgradeDiagnosticsTests {
    /// The build's products folder: the one whose `Modules` holds `Switchyard.swiftmodule`.
    static var productsDirectory: URL? {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        if let argument = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        // Where the test bundle is not the process (swift-testing's helper on macOS runs it), the
        // package's default build folder: `.build/debug` links to this platform's debug products.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/Modules"))
        for directory in candidates {
            var current = directory
            for _ in 0..<5 {
                let module = current.appendingPathComponent("Modules/Switchyard.swiftmodule")
                if FileManager.default.fileExists(atPath: module.path) { return current }
                current = current.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// The errors and warnings `swiftc -typecheck` prints for `source`, one per line.
    static func diagnostics(of source: String) throws -> [String] {
        let products = try #require(
            productsDirectory, "the built modules were not found near the tests; run `swift build --build-tests`")
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("switchyard-upgrade-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Switchyard imports this C module internally; the compiler still loads it.
        let sections = products.appendingPathComponent("SwitchyardImages.build/module.modulemap")
        process.arguments = [
            "swiftc", "-typecheck", "-I", products.appendingPathComponent("Modules").path,
            "-Xcc", "-fmodule-map-file=" + sections.path, file.path,
        ]
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
            .filter { $0.hasPrefix(file.path) && ($0.contains(" error: ") || $0.contains(" warning: ")) }
            .map { String($0.dropFirst(file.path.count)) }
    }

    @Test func remoteValueCasesNameTheirJSONValueSpelling() throws {
        let found = try Self.diagnostics(
            of: """
                import Switchyard
                let count: JSONValue = .int(1)
                let ratio: JSONValue = .double(0.5)
                let values: RemoteValue = .list([.void, .record(["a": 1])])
                """)
        #expect(
            found == [
                ":2:25: error: 'int' has been renamed to 'integer'",
                ":3:25: error: 'double' has been renamed to 'number'",
                ":4:13: error: 'RemoteValue' has been renamed to 'JSONValue'",
                ":4:28: error: 'list' has been renamed to 'array'",
                ":4:35: error: 'void' has been renamed to 'null'",
                ":4:42: error: 'record' has been renamed to 'object'",
            ], "\(found)")
    }

    @Test func navigationTypesNameTheirProductWithSwitchyardOnly() throws {
        let moved =
            "is unavailable: moved to the SwitchyardNavigation product: add it to this target's dependencies beside Switchyard, and import SwitchyardNavigation"
        let found = try Self.diagnostics(
            of: """
                import Switchyard
                func picture(_ state: NavigationState) -> String { "" }
                let model: RoutePathModel? = nil
                let error: NavigationError? = nil
                @MainActor func screen() -> Any { NavigationScreen(destination: 1, request: nil) }
                """)
        #expect(
            found == [
                ":2:23: error: 'NavigationState' \(moved)",
                ":3:12: error: 'RoutePathModel' \(moved)",
                ":4:12: error: 'NavigationError' \(moved)",
                ":5:35: error: 'NavigationScreen' \(moved)",
                ":5:35: error: 'init(destination:request:)' \(moved)",
            ], "\(found)")
    }

    @Test func navigationTypesAreSwitchyardNavigationsOnceImported() throws {
        // A module's declarations shadow those of a module it imports: the placeholders in
        // Switchyard never hide the real types.
        let found = try Self.diagnostics(
            of: """
                import Switchyard
                import SwitchyardNavigation
                @MainActor func launch(_ destination: Any) -> NavigationState {
                    .tabs([[NavigationScreen(destination: destination, request: nil)]])
                }
                @MainActor func model() -> RoutePathModel { RoutePathModel() }
                """)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func relocationTypesNameTheirProductWithSwitchyardOnly() throws {
        let found = try Self.diagnostics(
            of: """
                import Switchyard
                let batch: RelocationBatch? = nil
                let rules = RelocationBatch(version: 1, rules: [.redirect(from: "app://a", to: "app://b")])
                """)
        let delivery = try Self.diagnostics(
            of: """
                import Switchyard
                import Foundation
                import SwitchyardRelocation
                func restore(_ router: Router) { router.restoreRelocation(from: RelocationStore(fileURL: URL(fileURLWithPath: "/tmp/x"))) }
                """)
        let moved =
            "is unavailable: moved to the SwitchyardRelocation product (rules, apply and revert; its JSON codec is in SwitchyardRelocationDelivery): add it to this target's dependencies beside Switchyard, and import SwitchyardRelocation"
        #expect(
            found == [
                ":2:12: error: 'RelocationBatch' \(moved)", ":3:13: error: 'RelocationBatch' \(moved)",
                ":3:13: error: 'init(version:rules:)' \(moved)",
            ], "\(found)")
        #expect(
            delivery == [
                ":4:65: error: 'RelocationStore' is unavailable: moved to the SwitchyardRelocationDelivery product (the store, the loader, the JSON codec): add it to this target's dependencies, and import SwitchyardRelocationDelivery",
                ":4:65: error: 'init(fileURL:maxFileSize:)' is unavailable: moved to the SwitchyardRelocationDelivery product (the store, the loader, the JSON codec): add it to this target's dependencies, and import SwitchyardRelocationDelivery",
            ], "\(delivery)")
    }

    @Test func theJSONCodecNamesItsProductWithRelocationOnly() throws {
        let moved =
            "is unavailable: the JSON codec moved to the SwitchyardRelocationDelivery product: add it to this target's dependencies, and import SwitchyardRelocationDelivery"
        let found = try Self.diagnostics(
            of: """
                import Foundation
                import Switchyard
                import SwitchyardRelocation
                func upgrade(_ router: Router, _ data: Data) throws {
                    let batch = try RelocationBatch(json: data)
                    _ = batch.jsonData()
                    try router.applyRelocation(json: data)
                    _ = try RelocationBatch(theRouterRules: [["routerType": 5]], version: 1)
                }
                """)
        #expect(
            found == [
                ":5:21: error: 'init(json:version:)' \(moved)",
                ":6:15: error: 'jsonData()' \(moved)",
                ":7:16: error: 'applyRelocation(json:version:)' \(moved)",
                ":8:13: error: 'init(theRouterRules:version:)' is unavailable: check TheRouter's rules against the router with router.checkRelocation(theRouterRules:version:), which applies nothing, and apply them with router.applyRelocation(theRouterRules:version:)",
            ], "\(found)")
    }

    @Test func relocationAndItsCodecAreTheProductsOnceImported() throws {
        let found = try Self.diagnostics(
            of: """
                import Foundation
                import Switchyard
                import SwitchyardRelocationDelivery
                func upgrade(_ router: Router, _ data: Data, _ store: RelocationStore) throws -> Data {
                    let batch = try RelocationBatch(json: data)
                    try router.applyRelocation(json: data)
                    _ = try router.checkRelocation(theRouterRules: [["routerType": 5]], version: 1)
                    return batch.jsonData()
                }
                """)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func parametersNameTheirNewSpelling() throws {
        let found = try Self.diagnostics(
            of: """
                import Switchyard
                func read(_ parameters: RouteParameters) -> Any? {
                    _ = parameters.items.first?.source
                    return parameters["id"]
                }
                """)
        #expect(
            found == [
                ":3:33: warning: 'source' is deprecated: renamed to 'origin' [#DeprecatedDeclaration]",
                ":4:12: error: 'subscript(_:)' is unavailable: read a typed value with get(_:as:) (parameters.get(\"id\", as: Int.self)) or require(_:as:); the untyped one is item(_:)?.value",
            ], "\(found)")
    }
}
