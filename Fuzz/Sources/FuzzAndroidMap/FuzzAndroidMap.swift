import Foundation
import FuzzSupport
import _AndroidCrossCheck
@_spi(JSON) import _RouteMap
@_spi(JSON) import SwitchyardJSON

/// Route map readers. For every input: the readers never trap; an Android map that reads keeps
/// its entries in file order, loads into one route per key as Android does (each key kept,
/// empty or unreachable, once), and its report against an empty iOS map lists every route as
/// Android-only with one summary line and no control character; a Switchyard `routes.json` that reads renders to
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
        for (position, entry) in android.entries.enumerated() where entry.index != position {
            propertyFailed("entry \(position) has index \(entry.index)", input: input)
        }
        // Android's table: one route per key (one trailing '/' removed), each key in one place.
        let table = AndroidRouteTable(android)
        let keys = Set(android.entries.map(\.lookupKey))
        if table.routes.count + table.emptyKeyRoutes.count + table.unreachableRoutes.count != keys.count {
            propertyFailed("\(keys.count) keys but \(table.routes.count) routes, \(table.emptyKeyRoutes.count) empty, \(table.unreachableRoutes.count) unreachable", input: input)
        }
        if Set(table.routes.map(\.lookupKey)).count != table.routes.count || table.routes.contains(where: { $0.lookupKey.isEmpty }) {
            propertyFailed("a key kept twice, or an empty key compared", input: input)
        }
        for group in table.repeatedKeys where group.entries.count < 2 || group.entries.contains(where: { $0.lookupKey != group.key }) {
            propertyFailed("repeated key group \(group.key) is wrong", input: input)
        }
        // Against an empty iOS map every reachable or empty-keyed route is Android-only, and the
        // text report prints one summary line and no terminal control character.
        let report = RouteMapComparison(ios: [], android: android).report()
        if report.androidOnly.count != table.routes.count + table.emptyKeyRoutes.count {
            propertyFailed("\(report.androidOnly.count) Android-only routes for \(table.routes.count + table.emptyKeyRoutes.count)", input: input)
        }
        let text = report.text
        if text.split(separator: "\n").filter({ $0.hasPrefix("maps ") }).count != 1 {
            propertyFailed("the text report has more than one summary line:\n\(text)", input: input)
        }
        if text.unicodeScalars.contains(where: { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }) {
            propertyFailed("the text report prints a control character:\n\(text)", input: input)
        }
    }

    if let map = try? RouteMap(jsonData: bytes) {
        let rendered = JSON.render(map.jsonValue)
        do {
            let again = try RouteMap(jsonData: Data(rendered.utf8))
            if again != map { propertyFailed("routes.json round trip differs:\n\(rendered)", input: input) }
            if JSON.render(again.jsonValue) != rendered { propertyFailed("render not stable", input: input) }
        } catch {
            propertyFailed("rendered map does not read back: \(error)\n\(rendered)", input: input)
        }
    }

    if let value = try? JSON.parse(bytes) {
        let rendered = JSON.render(value)
        guard let again = try? JSON.parse(Array(rendered.utf8)) else {
            propertyFailed("canonical rendering does not parse:\n\(rendered)", input: input)
        }
        if again != value { propertyFailed("canonical JSON round trip differs:\n\(rendered)", input: input) }
    }
    return 0
}
