import FuzzSupport
import _RouteScannerCore

/// The module summary reader (the file a module's plugin run writes for its dependents) on
/// arbitrary bytes. It never traps; it either reads the bytes or throws an error that names the
/// file and a line of it; and what it reads is written back to bytes that read as the same summary
/// and are written again byte for byte (what a dependent relies on: a summary's bytes change
/// exactly when what it says does).
/// The program's entry point (SwiftPM makes `FuzzSummary_main` the `main`): runs libFuzzer.
@_cdecl("FuzzSummary_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let input = String(decoding: bytes, as: UTF8.self)
    let summary: ModuleSummary
    do {
        summary = try ModuleSummary(bytes: bytes, file: "Fuzz.summary")
    } catch {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        if error.file != "Fuzz.summary" || error.line < 1 || error.line > max(lines, 1) || error.reason.isEmpty {
            propertyFailed("the error does not name the file and a line of it: \(error)", input: input)
        }
        return 0
    }
    let written = summary.bytes
    do {
        let reread = try ModuleSummary(bytes: written, file: "Fuzz.summary")
        if reread != summary {
            propertyFailed("the summary written back reads differently:\n  \(summary)\n  \(reread)", input: input)
        }
        if reread.bytes != written {
            propertyFailed("the summary is not written byte for byte again", input: input)
        }
    } catch {
        propertyFailed("the summary written back does not read: \(error)", input: input)
    }
    return 0
}
