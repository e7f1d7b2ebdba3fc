import Foundation

/// Writes `data` to `path` only when the file does not already hold exactly these bytes, so
/// an unchanged output leaves the file (and its modification date) alone and nothing rebuilds.
/// The write is atomic: readers see the old file or the new one, never half of it.
///
/// - Returns: `true` when the file was written, `false` when it already had these bytes.
/// - Throws: ``CommandFailure`` naming the file when it cannot be written.
@discardableResult
package func replaceFileContents(at path: String, with data: Data) throws(CommandFailure) -> Bool {
    let url = URL(fileURLWithPath: path)
    if let existing = try? Data(contentsOf: url), existing == data { return false }
    do {
        try data.write(to: url, options: .atomic)
    } catch {
        throw CommandFailure("\(path): cannot write the file: \(error.localizedDescription)")
    }
    return true
}
