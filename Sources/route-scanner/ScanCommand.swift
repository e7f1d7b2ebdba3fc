import Foundation
import _RouteScannerCore

/// `route-scanner scan`: a thin shell over `_RouteScannerCore.scan`.
enum ScanCommand {
    static func run(_ args: [String]) -> Int32 {
        if args.contains("-h") || args.contains("--help") {
            print(ScanOptions.usage)
            return 0
        }
        let options: ScanOptions
        switch ScanOptions.parse(args) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            FileHandleOutput.standardError("route-scanner scan: \(error.message)\n\(ScanOptions.usage)")
            return 2
        }
        let scanned = SourceCollector.swiftFiles(in: options.paths)
        let context = SourceCollector.swiftFiles(in: options.contextPaths)
        let missing = scanned.missing + context.missing
        if !missing.isEmpty {
            FileHandleOutput.standardError("route-scanner scan: no such file or directory: \(missing.joined(separator: ", "))")
            return 2
        }
        let scannedSet = Set(scanned.files)
        let main = SourceCollector.load(scanned.files, isContext: false)
        let extra = SourceCollector.load(context.files.filter { !scannedSet.contains($0) }, isContext: true)
        let result = scan(main.files + extra.files, request: options.request)
        var output = ""
        for type in result.types {
            output += (options.json ? ScanOutput.jsonLine(type) : ScanOutput.humanLine(type)) + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        let diagnostics = (main.diagnostics + result.diagnostics).sorted()
        if !diagnostics.isEmpty {
            FileHandleOutput.standardError(diagnostics.map(\.description).joined(separator: "\n"))
        }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
