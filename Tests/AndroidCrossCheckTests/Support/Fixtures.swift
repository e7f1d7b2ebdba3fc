import Foundation

/// Test fixtures in `Tests/RouteScannerCoreTests/Fixtures/`, found relative to this file.
enum Fixtures {
    /// The Fixtures folder.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of fixture `name`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The text of fixture `name`.
    static func text(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }

    /// The package root (for files such as `Schemas/routes.schema.json`).
    static let packageRoot =
        directory
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
