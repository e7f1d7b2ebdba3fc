import Foundation

/// Finds and reads `*.swift` files for the command line.
public enum SourceCollector {
    /// Expands files and directories (recursively, skipping hidden directories) into sorted, unique `.swift` paths.
    /// Returns the paths and one error diagnostic per path that does not exist.
    public static func swiftFiles(in paths: [String]) -> (files: [String], missing: [String]) {
        var found = Set<String>()
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                found.insert(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let full = (path as NSString).appendingPathComponent(relative)
                if name.hasPrefix(".") {
                    var dir: ObjCBool = false
                    if manager.fileExists(atPath: full, isDirectory: &dir), dir.boolValue { enumerator.skipDescendants() }
                    continue
                }
                if name.hasSuffix(".swift") { found.insert(full) }
            }
        }
        return (found.sorted(), missing)
    }

    /// Reads files into ``SourceFile``s; unreadable files become error diagnostics.
    public static func load(_ paths: [String], isContext: Bool) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            if let data = FileManager.default.contents(atPath: path) {
                files.append(SourceFile(path: path, contents: [UInt8](data), isContext: isContext))
            } else {
                diagnostics.append(Diagnostic(file: path, line: 1, column: 1, severity: .error, message: "cannot read file"))
            }
        }
        return (files, diagnostics)
    }
}
