import FuzzerDriver
import Switchyard

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reports a broken property and aborts, so libFuzzer saves the input as a crash.
public func propertyFailed(_ message: @autoclosure () -> String, input: String) -> Never {
    let text = "PROPERTY FAILED: \(message())\n  input: \(String(reflecting: input))\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    abort()
}

/// The fuzzer's bytes as a String (invalid UTF-8 becomes U+FFFD, as any String from outside would).
public func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// A reference matcher, written independently of the trie: does `pattern` match `url`?
/// Levels are the scheme, the host, then the path segments. `*` and `:name` take one level,
/// `**` takes the rest (one or more levels), literals compare exactly (the pattern's scheme and host
/// literals are already lowercased, as the URL's are).
public func referenceMatches(_ pattern: RoutePattern, _ url: RouteURL) -> Bool {
    let levels = [url.scheme, url.host] + url.pathSegments
    let segments = pattern.segments
    for (index, segment) in segments.enumerated() {
        switch segment {
        case .catchAll:
            return index < levels.count
        case .literal(let text):
            guard index < levels.count, levels[index] == text else { return false }
        case .parameter, .wildcard:
            guard index < levels.count else { return false }
        }
    }
    return segments.count == levels.count
}

/// The rank vector the router's precedence orders by: literal > parameter > wildcard > catch-all
/// at the first level where two matching patterns differ, and a pattern that ends exactly at
/// the URL's last level beats one that continues with a catch-all.
public func precedence(_ pattern: RoutePattern) -> [Int] {
    var ranks: [Int] = pattern.segments.map {
        switch $0 {
        case .literal: return 3
        case .parameter: return 2
        case .wildcard: return 1
        case .catchAll: return 0
        }
    }
    if pattern.segments.last != .catchAll { ranks.append(4) }
    return ranks
}

/// The path parameters `pattern` captures from `url` (call only when it matches).
public func referenceParameters(_ pattern: RoutePattern, _ url: RouteURL) -> [String: String] {
    let levels = [url.scheme, url.host] + url.pathSegments
    var result: [String: String] = [:]
    for (index, segment) in pattern.segments.enumerated() {
        switch segment {
        case .parameter(let name): result[name] = levels[index]
        case .catchAll: result["**"] = levels[index...].joined(separator: "/")
        case .literal, .wildcard: break
        }
    }
    return result
}

/// Runs libFuzzer with `callback` as `LLVMFuzzerTestOneInput`. Call it from the target's
/// `<Target>_main` (see FuzzerDriver.h for why the targets define their own `main`).
public func runLibFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}
