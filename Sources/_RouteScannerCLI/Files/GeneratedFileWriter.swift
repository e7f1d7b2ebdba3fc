import _RouteScannerCore

/// The end of every generating subcommand: print the diagnostics, write the file if its bytes
/// changed.
package enum GeneratedFileWriter {
    /// Prints `output`'s diagnostics in the compiler's format, then writes its file to `path` when
    /// there is one and its bytes changed.
    ///
    /// - Parameter announce: print `wrote PATH` or `unchanged PATH` (for commands a person runs).
    /// - Returns: 1 when a diagnostic is an error (nothing is written), 0 otherwise.
    package static func finish(
        _ output: GeneratorOutput, writingTo path: String, announce: Bool = false
    ) throws(CommandFailure) -> Int32 {
        Console.print(output.diagnostics)
        guard let contents = output.contents else { return 1 }
        let written = try replaceFileContents(at: path, with: contents)
        if announce { Console.output(written ? "wrote \(path)" : "unchanged \(path)") }
        return 0
    }
}

/// Writes `bytes` to `path` only when the file does not already hold exactly these bytes, so
/// an unchanged output leaves the file (and its modification date) alone and nothing rebuilds.
/// The write is atomic: readers see the old file or the new one, never half of it.
///
/// - Returns: `true` when the file was written, `false` when it already had these bytes.
/// - Throws: ``CommandFailure`` naming the file when it cannot be written.
@discardableResult
package func replaceFileContents(
    at path: String, with bytes: some Collection<UInt8>
) throws(CommandFailure) -> Bool {
    let bytes = Array(bytes)
    if let existing = FileIO.contents(atPath: path), existing == bytes { return false }
    try FileIO.replace(path, with: bytes)
    return true
}
