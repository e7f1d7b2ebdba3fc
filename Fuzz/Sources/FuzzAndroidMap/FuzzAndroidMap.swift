import Foundation
import FuzzSupport
import _RouteScannerCore

/// Route map readers. For every input: the readers never trap; an Android map that reads has
/// non-empty, unique paths in file order; a Switchyard `routes.json` that reads renders to
/// canonical JSON that reads back to an equal map and renders to the same bytes; and any JSON
/// value the canonical parser accepts renders to text that parses back equal.
/// The program's entry point (SwiftPM makes `FuzzAndroidMap_main` the `main`): runs libFuzzer.
@_cdecl("FuzzAndroidMap_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let input = String(decoding: bytes, as: UTF8.self)

    if let android = try? AndroidRouteMap(jsonData: bytes) {
        var seen: Set<String> = []
        for (position, entry) in android.entries.enumerated() {
            if entry.path.isEmpty { propertyFailed("empty Android path accepted", input: input) }
            if !seen.insert(entry.path).inserted { propertyFailed("duplicate Android path \(entry.path) accepted", input: input) }
            if entry.index < position { propertyFailed("entry indexes out of file order", input: input) }
        }
    }

    if let map = try? RouteMap(jsonData: bytes) {
        let rendered = CanonicalJSON.render(map.jsonValue)
        do {
            let again = try RouteMap(jsonData: Data(rendered.utf8))
            if again != map { propertyFailed("routes.json round trip differs:\n\(rendered)", input: input) }
            if CanonicalJSON.render(again.jsonValue) != rendered { propertyFailed("render not stable", input: input) }
        } catch {
            propertyFailed("rendered map does not read back: \(error)\n\(rendered)", input: input)
        }
    }

    if let value = try? CanonicalJSON.parse(bytes) {
        let rendered = CanonicalJSON.render(value)
        guard let again = try? CanonicalJSON.parse(Array(rendered.utf8)) else {
            propertyFailed("canonical rendering does not parse:\n\(rendered)", input: input)
        }
        if again != value { propertyFailed("canonical JSON round trip differs:\n\(rendered)", input: input) }
    }
    return 0
}
