import FuzzSupport
import Switchyard

/// URL parser: never traps; errors point inside the input; a parsed URL is canonical
/// (lowercase scheme and host, no empty or dot segments, within the limits) and
/// parse → `description` → parse gives an equal URL whose description is the same text.
/// The program's entry point (SwiftPM makes `FuzzURL_main` the `main`): runs libFuzzer.
@_cdecl("FuzzURL_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = text(data, size)
    let tight = URLLimits(maxLength: 256, maxPathSegments: 6, maxQueryItems: 6)
    let url: RouteURL
    do {
        url = try RouteURL(input)
    } catch {
        guard error.offset >= 0, error.offset <= input.utf8.count else {
            propertyFailed("error offset \(error.offset) outside the input (\(input.utf8.count) bytes)", input: input)
        }
        // Tighter limits never accept what the default limits refuse.
        if (try? RouteURL(input, limits: tight)) != nil { propertyFailed("tight limits accept a refused URL", input: input) }
        return 0
    }
    if url.scheme != url.scheme.lowercased() { propertyFailed("scheme not lowercased: \(url.scheme)", input: input) }
    if url.host.utf8.contains(where: { $0 >= 65 && $0 <= 90 }) { propertyFailed("host not lowercased: \(url.host)", input: input) }
    for segment in url.pathSegments where segment.isEmpty || segment == "." || segment == ".." {
        propertyFailed("segment \(String(reflecting: segment)) kept", input: input)
    }
    if url.pathSegments.count > URLLimits.default.maxPathSegments || url.queryItems.count > URLLimits.default.maxQueryItems {
        propertyFailed("limits exceeded", input: input)
    }
    if url.pathSegments.contains(where: { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }) {
        propertyFailed("control character in a path segment", input: input)
    }
    if url.queryItems.contains(where: { $0.value.unicodeScalars.contains { $0.value == 0 } }) {
        propertyFailed("NUL in a query value", input: input)
    }
    let canonical = url.description
    let again: RouteURL
    do {
        again = try RouteURL(canonical, limits: URLLimits(maxLength: .max, maxPathSegments: .max, maxQueryItems: .max))
    } catch {
        propertyFailed("description \(String(reflecting: canonical)) does not parse: \(error)", input: input)
    }
    if again != url { propertyFailed("round trip differs: \(String(reflecting: canonical)) → \(again)", input: input) }
    if again.description != canonical { propertyFailed("description not stable: \(again.description)", input: input) }
    // Tighter limits accept a subset, and agree when they accept.
    if let limited = try? RouteURL(input, limits: tight), limited != url {
        propertyFailed("tight limits parse differently", input: input)
    }
    return 0
}
