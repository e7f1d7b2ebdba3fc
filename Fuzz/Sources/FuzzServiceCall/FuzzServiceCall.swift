import Dispatch
import FuzzSupport
@_spi(Generated) import Switchyard
@_spi(JSON) import SwitchyardJSON

/// Service calls by URL with JSON arguments. The input is the query after
/// `app://services?protocol=EchoService&`; for every input, from inside and from outside the app:
/// - a call never traps; it returns a value or throws a `ServiceError`;
/// - `echo` (a `json` argument) returns exactly what the strict JSON reader makes of the URL's last
///   `value` item, when at most 64 arrays and objects deep, and fails when the reader refuses it or
///   it is deeper; `resultType=0` returns `null`;
/// - the echoed value survives two round trips: rendered and sent back as URL text, and handed back
///   as plain Swift values (`[String: any Sendable]`, `[any Sendable]`, `nil`) in `ivar1`, read by
///   the one converter from Swift values to JSON;
/// - `count:` (not `externallyCallable`) never answers a call from outside.
/// The program's entry point (SwiftPM makes `FuzzServiceCall_main` the `main`): runs libFuzzer.
@_cdecl("FuzzServiceCall_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

protocol EchoService: RouterService {}

final class Echo: EchoService {
    init() {}
    static var remoteMethods: [RemoteMethod<Echo>] {
        [
            RemoteMethod(name: "echo", arguments: [("value", .json)], externallyCallable: true) { _, args in
                try args.json("value")
            },
            RemoteMethod(name: "count:", arguments: [("items", .array), ("options", .object)], defaults: ["options": [:]]) {
                _, args in .integer(try args.array("items").count + args.object("options").count)
            },
        ]
    }
}

let router: Router = {
    let router = Router()
    router.register(services: [
        ServiceTable(
            module: "Fuzz", entries: [ServiceEntry(provides: "EchoService", typeName: "Fuzz.Echo", make: { Echo() })])
    ])
    return router
}()

let base = "app://services?protocol=EchoService&"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = text(data, size)
    let url = base + input
    let items = (try? RouteURL(url))?.queryItems ?? []
    let method = items.last { $0.name == "method" }?.value
    let resultType = items.last { $0.name == "resultType" }?.value
    for source in [RouteSource.app, .external] {
        let result = call(url, source: source)
        if source == .external, method == "count" || method == "count:", case .success(let value) = result {
            propertyFailed("count: answered a call from outside with \(value)", input: input)
        }
        guard method == "echo" || method == "echo:", let value = items.last(where: { $0.name == "value" })?.value else {
            continue
        }
        // The reader's numbers are finite 64-bit ones; a value from outside is at most 64 containers deep.
        var expected = try? JSON.parse(value.utf8)
        if let parsed = expected, nesting(parsed) > 64 { expected = nil }
        guard case .success(let answer) = result else { continue }
        guard let expected else { propertyFailed("echoed \(answer) for a value the reader refuses", input: input) }
        if answer != (resultType.flatMap { Int($0) } == 0 ? .null : expected) {
            propertyFailed("echoed \(answer), the reader gives \(expected)", input: input)
        }
        guard resultType == nil else { continue }
        // Sent again as URL text, when that URL is within the limits (encoding lengthens it).
        let resent = base + "method=echo&value=" + encoded(JSON.render(expected, style: .compact))
        let again = call(resent, source: source)
        if (try? RouteURL(resent)) != nil, again != .success(expected) {
            propertyFailed("rendered and sent again: \(again)", input: input)
        }
        let plain = call(base + "method=echo", params: ["ivar1": plainValue(expected)], source: source)
        if plain != .success(expected) { propertyFailed("as Swift values: \(plain)", input: input) }
    }
    return 0
}

/// The call's result, waited for.
func call(
    _ url: String, params: [String: any Sendable] = [:], source: RouteSource
) -> Result<JSONValue, ServiceError> {
    final class Box: @unchecked Sendable { var result: Result<JSONValue, ServiceError> = .success(.null) }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Task {
        do throws(ServiceError) {
            box.result = .success(try await router.callService(url: url, params: params, source: source))
        } catch {
            box.result = .failure(error)
        }
        done.signal()
    }
    done.wait()
    return box.result
}

/// `value` as the plain Swift values an app hands over, `null` as `nil`.
func plainValue(_ value: JSONValue) -> any Sendable {
    switch value {
    case .string(let text): return text
    case .integer(let number): return number
    case .number(let number): return number
    case .bool(let flag): return flag
    case .null: return Int?.none
    case .array(let elements): return elements.map(plainValue)
    case .object(let members):
        return [String: any Sendable](members.map { ($0.key, plainValue($0.value)) }, uniquingKeysWith: { $1 })
    }
}

/// How many arrays and objects deep `value` is: `1` is 0 deep, `[1]` 1 (the reader stops at 72).
func nesting(_ value: JSONValue) -> Int {
    switch value {
    case .array(let elements): return 1 + (elements.map(nesting).max() ?? 0)
    case .object(let members): return 1 + (members.map { nesting($0.value) }.max() ?? 0)
    default: return 0
    }
}

/// Every byte but letters and digits percent-encoded.
func encoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in text.utf8 {
        if (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) {
            bytes.append(byte)
        } else {
            bytes += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
