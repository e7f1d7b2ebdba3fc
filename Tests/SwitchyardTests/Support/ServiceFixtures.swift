@_spi(Generated) @testable import Switchyard

/// Counts calls from many threads.
final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

protocol AppConfigService: RouterService { var apiBase: String { get } }

final class AppConfig: AppConfigService {
    let apiBase = "https://api.example.com"
    init() {}
}

final class FakeConfig: AppConfigService {
    let apiBase = "http://localhost"
    init() {}
}

/// Used only by the concurrency test, so its counter is not shared.
protocol ClockService: RouterService { func now() -> Int }

final class SlowClock: ClockService {
    static let inits = Counter()
    init() {
        Self.inits.increment()
        var spin = 0
        for value in 0..<20_000 { spin &+= value }  // widen the race window
        _ = spin
    }
    func now() -> Int { 42 }
}

protocol StampService: RouterService { var id: Int { get } }

final class Stamp: StampService {
    static let inits = Counter()
    static var serviceLifetime: ServiceLifetime { .perCall }
    let id: Int
    init() {
        Self.inits.increment()
        id = Self.inits.value
    }
}

protocol MissingService: RouterService {}
protocol PlainProtocol {}
struct PlainValue: PlainProtocol {}

/// `Outer` looks up `Inner` while it is being created; `CycleA` and `CycleB` need each other.
enum ServiceGraph {
    static let router = Router()
    static let cycleErrors = Counter()
}
protocol InnerService: RouterService {}
protocol OuterService: RouterService { var inner: (any InnerService)? { get } }
protocol CycleAService: RouterService {}
protocol CycleBService: RouterService {}

final class Inner: InnerService { init() {} }
final class Outer: OuterService {
    let inner: (any InnerService)?
    init() { inner = try? ServiceGraph.router.service((any InnerService).self) }
}
final class CycleA: CycleAService {
    init() { _ = try? ServiceGraph.router.service((any CycleBService).self) }
}
final class CycleB: CycleBService {
    init() { _ = try? ServiceGraph.router.service((any CycleAService).self) }
}

struct GreeterTired: Error, CustomStringConvertible {
    var description: String { "greeter is tired" }
}

protocol GreeterService: RouterService { func greet(_ name: String, times: Int) -> String }

final class Greeter: GreeterService {
    init() {}
    func greet(_ name: String, times: Int) -> String {
        Array(repeating: "Hello, \(name)!", count: max(times, 0)).joined(separator: " ")
    }
    func secret() -> String { "not reachable by URL" }

    static var remoteMethods: [RemoteMethod<Greeter>] {
        [
            RemoteMethod(name: "greet", arguments: [("name", .string), ("times", .int)]) { service, args in
                .string(service.greet(try args.string("name"), times: try args.int("times")))
            },
            RemoteMethod(name: "ping", externallyCallable: true) { _, _ in .null },
            RemoteMethod(
                name: "scale", arguments: [("x", .double), ("factor", .double)], defaults: ["factor": .number(2)]
            ) {
                _, args in .number(try args.double("x") * args.double("factor"))
            },
            RemoteMethod(name: "toggle", arguments: [("on", .bool)]) { _, args in .bool(!(try args.bool("on"))) },
            RemoteMethod(name: "fail") { _, _ in throw GreeterTired() },
            RemoteMethod(name: "misuse") { _, args in .string(try args.string("undeclared")) },
            RemoteMethod(name: "summary") { _, _ in
                .object(["items": .array([.integer(1), .string("two")]), "ok": .bool(true)])
            },
        ]
    }
}

/// Tables shaped exactly as the build plugin generates them.
let configTable = ServiceTable(
    module: "Config",
    entries: [
        ServiceEntry(
            provides: "AppConfigService", typeName: "Config.AppConfig", lifetime: .shared, make: { AppConfig() }),
        ServiceEntry(provides: "ClockService", typeName: "Config.SlowClock", lifetime: .shared, make: { SlowClock() }),
        ServiceEntry(provides: "StampService", typeName: "Config.Stamp", lifetime: .perCall, make: { Stamp() }),
    ])

let greeterTable = ServiceTable(
    module: "Greeting",
    entries: [
        ServiceEntry(provides: "GreeterService", typeName: "Greeting.Greeter", lifetime: .shared, make: { Greeter() })
    ])

/// TheRouter's example service (`Example/TheRouter`), with Objective-C selector names.
protocol MiniProgramService: RouterService { var calls: Counter { get } }

final class MiniProgram: MiniProgramService {
    let calls = Counter()
    init() {}

    static var remoteMethods: [RemoteMethod<MiniProgram>] {
        [
            // Called by TheRouter's apps as `openMiniProgramWithInfo:`, declared without the colon.
            RemoteMethod(name: "openMiniProgramWithInfo", arguments: [("info", .object)]) { service, args in
                service.calls.increment()
                return try args.object("info")["key"] ?? .null
            },
            RemoteMethod(name: "share:to:", arguments: [("items", .array), ("extra", .json)], externallyCallable: true)
            {
                _, args in .array(try args.array("items") + [try args.json("extra")])
            },
        ]
    }
}

let miniProgramTable = ServiceTable(
    module: "Mini",
    entries: [
        ServiceEntry(
            provides: "MiniProgramService", typeName: "Mini.MiniProgram", lifetime: .shared, make: { MiniProgram() })
    ])
