import _RouteScannerCore

/// Reads the files the command line names, for the core to scan in memory. (switchyard-routes's
/// `scan` adds the walk of directories.)
package enum SourceCollector {
    /// Reads files into ``SourceFile``s; a file that cannot be read becomes an error diagnostic.
    package static func load(_ paths: [String], isContext: Bool) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            if let bytes = FileIO.contents(atPath: path) {
                files.append(SourceFile(path: path, contents: bytes, isContext: isContext))
            } else {
                diagnostics.append(
                    Diagnostic(
                        file: path, line: 1, column: 1, severity: .error,
                        message: "cannot read file; check that it exists and is readable"))
            }
        }
        return (files, diagnostics)
    }

    /// The bytes of the file a person named (`--input`, `--ios`, …), or a failure naming it.
    package static func contents(of path: String) throws(CommandFailure) -> [UInt8] {
        guard let bytes = FileIO.contents(atPath: path) else {
            throw CommandFailure("\(path): cannot read the file; check the path")
        }
        return bytes
    }

    /// Reads files the plugins named; a file that cannot be read fails the command.
    package static func read(_ paths: [String], isContext: Bool = false) throws(CommandFailure) -> [SourceFile] {
        let loaded = load(paths, isContext: isContext)
        if let failure = loaded.diagnostics.first {
            throw CommandFailure("cannot read \(failure.file); check that the file exists")
        }
        return loaded.files
    }

    /// Reads `MODULE=PATH` values (`--module`, `--dependency`) into modules, in first-seen order.
    package static func modules(_ values: [String]) throws(CommandFailure) -> [ModuleSources] {
        let pairs = try values.map { value throws(CommandFailure) in
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                throw CommandFailure("'\(value)' is not MODULE=PATH")
            }
            return (name: String(value[..<equals]), path: String(value[value.index(after: equals)...]))
        }
        let groups = Dictionary(grouping: pairs.indices) { pairs[$0].name }.values.sorted { $0[0] < $1[0] }
        return try groups.map { group throws(CommandFailure) in
            ModuleSources(name: pairs[group[0]].name, files: try read(group.map { pairs[$0].path }))
        }
    }

    /// The context of an export or a map check: files seen by every file (`--context PATH`), and
    /// dependencies' files (`--dependency MODULE=PATH`), seen by the files that import their module.
    package static func context(files: [String], dependencies: [String]) throws(CommandFailure) -> [SourceFile] {
        try read(files, isContext: true)
            + modules(dependencies).flatMap { dependency in
                dependency.files.map { file in
                    var file = file
                    file.isContext = true
                    file.module = dependency.name
                    return file
                }
            }
    }
}
