import Foundation

/// Writes to the standard streams.
enum FileHandleOutput {
    static func standardError(_ text: String) {
        var line = text
        if !line.hasSuffix("\n") { line += "\n" }
        FileHandle.standardError.write(Data(line.utf8))
    }
}
