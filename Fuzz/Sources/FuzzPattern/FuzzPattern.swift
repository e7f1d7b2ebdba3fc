import FuzzSupport
@_spi(Generated) import Switchyard

/// Pattern compiler: never traps; a compiled pattern is well formed (scheme and host first,
/// `**` only last, unique parameter names); `description` compiles to an equal pattern with the
/// same description and shape; and a router holding only this pattern resolves the pattern's
/// witness URL (literals as written, `x1`… for parameters and wildcards, `1` for a parameter
/// called `jumpType`, which the router reads as a navigation number) to it, with the
/// parameters the reference matcher captures.
/// The program's entry point (SwiftPM makes `FuzzPattern_main` the `main`): runs libFuzzer.
@_cdecl("FuzzPattern_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = text(data, size)
    let pattern: RoutePattern
    do {
        pattern = try RoutePattern(input)
    } catch {
        return 0
    }
    let segments = pattern.segments
    guard segments.count >= 2 else { propertyFailed("fewer than 2 segments", input: input) }
    if let index = segments.firstIndex(of: .catchAll), index != segments.count - 1 {
        propertyFailed("** not last", input: input)
    }
    let parameterNames = segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    if Set(parameterNames).count != parameterNames.count { propertyFailed("duplicate parameter", input: input) }
    let canonical = pattern.description
    let again: RoutePattern
    do {
        again = try RoutePattern(canonical)
    } catch {
        propertyFailed("description \(String(reflecting: canonical)) does not compile: \(error)", input: input)
    }
    if again != pattern { propertyFailed("round trip differs: \(again.segments) vs \(segments)", input: input) }
    if again.description != canonical { propertyFailed("description not stable: \(again.description)", input: input) }
    if matchingKey(again) != matchingKey(pattern) { propertyFailed("matching key not stable", input: input) }

    // The witness URL.
    var levels: [String] = []
    for (index, segment) in segments.enumerated() {
        switch segment {
        case .literal(let text): levels.append(text)
        // The router reads a parameter called `jumpType` as TheRouter's navigation number.
        case .parameter("jumpType"): levels.append("1")
        case .parameter, .wildcard: levels.append("x\(index)")
        // `**` takes one or more segments: the witness gives it one.
        case .catchAll: levels.append("rest\(index)")
        }
    }
    guard levels.count >= 2 else { return 0 }
    let witness = levels[0] + "://" + levels[1] + levels.dropFirst(2).map { "/" + encodeSegment($0) }.joined()
    guard let url = try? RouteURL(witness), url.scheme == levels[0], url.host == levels[1],
        url.pathSegments == Array(levels.dropFirst(2))
    else { return 0 }  // A literal a URL cannot spell (e.g. a host with '!'): no witness.
    if !referenceMatches(pattern, url) { propertyFailed("reference matcher rejects the witness \(witness)", input: input) }
    // A route on the service host is refused at install by design (service calls are answered
    // before routing): its witness opens nothing, and the install's refusal is tested elsewhere.
    if levels[1].lowercased() == RouterConfiguration().serviceHost { return 0 }
    let router = Router()
    router.register([RouteTable(module: "Fuzz", entries: [RouteEntry(FuzzPage.self, typeName: "Fuzz.Page", patterns: [input])])])
    switch router.resolve(witness) {
    case .success(let resolution):
        let parameters = resolution.request.parameters
        for (name, value) in referenceParameters(pattern, url) where parameters.get(name, as: String.self) != value {
            propertyFailed("parameter \(name) is \(String(describing: parameters.item(name)?.value)), expected \(value) for \(witness)", input: input)
        }
    case .failure(let failure):
        propertyFailed("the witness \(String(reflecting: witness)) of a sole pattern does not resolve: \(failure)", input: input)
    }
    return 0
}

/// Percent-encodes everything but unreserved characters.
func encodeSegment(_ segment: String) -> String {
    var result = ""
    for byte in segment.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
            result.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            let hex = Array("0123456789ABCDEF".unicodeScalars)
            result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
        }
    }
    return result
}

enum FuzzPage: Routable {
    static let routePatterns: [String] = []
    static func makeDestination(for request: RouteRequest) throws -> Any { request.url.description }
}

/// The pattern with parameter names erased, as the router compares patterns for conflicts.
func matchingKey(_ pattern: RoutePattern) -> String {
    pattern.segments.map { if case .parameter = $0 { ":" } else { $0.description } }.joined(separator: "/")
}
