import FuzzSupport
@_spi(Generated) import Switchyard
import _RouteScannerCore

/// Pre-compiled route records, two ways:
/// - input starting with `R`: the rest is taken as record bytes as they are (damaged, truncated,
///   or from another layout). Installing them must never crash, and a router must still answer.
/// - otherwise: each line is a pattern. The build plugin's renderer writes them as records (one
///   entry per line); the table installed from the records must behave exactly like the same
///   table installed from the pattern strings: the same trie dump, the same routes, and the same
///   answer for each pattern's own text taken as a URL.
/// The program's entry point (SwiftPM makes `FuzzRecords_main` the `main`): runs libFuzzer.
@_cdecl("FuzzRecords_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

final class FuzzPage: Routable {
    static let routePatterns: [String] = []
    static func makeDestination(for request: RouteRequest) throws -> Any { 0 }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = text(data, size)
    if size > 0 && data[0] == UInt8(ascii: "R") {
        let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
        let router = Router()
        router.register([RouteTable(module: "F", records: RouteRecords(bytes: [bytes], targets: { _ in .page(FuzzPage.self) }))])
        _ = router.canOpenURL("app://a/b")
        _ = router.routes.map(\.description)
        return 0
    }
    let patterns = input.split(separator: "\n", omittingEmptySubsequences: false).prefix(32).map(String.init)
    let manifest = RouteManifest(
        module: "F",
        routes: patterns.enumerated().map { index, pattern in
            ManifestRoute(typeName: "P\(index)", module: "F", patterns: [pattern], priority: index % 3)
        })
    let chunks = RouteTableRenderer.recordChunks(manifest).map { Array($0.lines.joined(separator: "\n").utf8) }
    let records = RouteTable(module: "F", records: RouteRecords(bytes: chunks, targets: { _ in .page(FuzzPage.self) }))
    let strings = RouteTable(
        module: "F",
        entries: patterns.enumerated().map { index, pattern in
            RouteEntry(FuzzPage.self, typeName: "F.P\(index)", patterns: [pattern], priority: index % 3)
        })
    let fromRecords = Router()
    fromRecords.register([records])
    let fromStrings = Router()
    fromStrings.register([strings])
    if fromRecords.dump() != fromStrings.dump() {
        propertyFailed("trie from records:\n\(fromRecords.dump())\nfrom strings:\n\(fromStrings.dump())", input: input)
    }
    if fromRecords.routes != fromStrings.routes {
        propertyFailed("routes differ: \(fromRecords.routes) vs \(fromStrings.routes)", input: input)
    }
    for url in patterns {
        let a = fromRecords.resolve(url)
        let b = fromStrings.resolve(url)
        switch (a, b) {
        case (.success(let x), .success(let y)):
            if x.request.route != y.request.route || x.request.parameters.description != y.request.parameters.description {
                propertyFailed("\(url): \(x.request.route) \(x.request.parameters) vs \(y.request.route) \(y.request.parameters)", input: input)
            }
        case (.failure(let x), .failure(let y)):
            if x.description != y.description { propertyFailed("\(url): \(x) vs \(y)", input: input) }
        default:
            propertyFailed("\(url): \(a) vs \(b)", input: input)
        }
    }
    return 0
}
