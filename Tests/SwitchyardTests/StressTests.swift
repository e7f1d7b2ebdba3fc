import Foundation
import SwitchyardRelocation
import Testing

@_spi(Generated) @testable import Switchyard

/// Concurrency stress, meant to run under `swift test --sanitize=thread` and `--sanitize=address`
/// (`.ci/run` runs it under TSan; see RELIABILITY.md). Eight workers — four OS threads calling
/// `resolve`/`canOpenURL` and four tasks calling `openURL` — start together on a fresh router,
/// so their first calls race the lazy install.
/// Once each worker has finished its first call, a ninth thread applies and reverts relocation
/// batches and adds and removes a route while the workers go on.
///
/// Checked: every call gives exactly one outcome (none lost, none duplicated: outcomes, `.opening`
/// events and created destinations are counted); every outcome is what the old or the new table
/// gives, never a mix; the trie was built exactly once before the first change. A second test
/// races the first resolves of a lazily registered scope against its (slow) loader.
@Suite("Stress: opens and resolves racing install, relocation and route changes", .serialized)
struct StressTests {
    static let workers = 8
    static let callsPerWorker = 120
    static let rounds = 30

    /// What one call saw, classified against the tables it may legitimately have seen.
    enum Seen: Hashable, Sendable {
        case product
        case oldDemo
        case newDemo(generation: Int)
        case dynamic
        case dynamicAbsent
        case internalRefused
        case inconsistent(String)
    }

    static let urls = [
        "app://product/7?from=stress", "app://router/demo", "app://dyn/5", "app://settings/a/detail",
    ]

    static func classify(url: String, request: RouteRequest?, failure: RouteFailure?, source: RouteSource) -> Seen {
        switch (url, request, failure?.reason) {
        case ("app://product/7?from=stress", let request?, _)
        where request.route.typeName == "Tests.ProductPage" && request.parameters.get("id", as: Int.self) == 7
            && request.parameters.get("from", as: String.self) == "stress":
            return .product
        case ("app://router/demo", let request?, _)
        where request.route.typeName == "Tests.DemoPage" && request.redirectedFrom.isEmpty:
            return .oldDemo
        case ("app://router/demo", let request?, _)
        where request.route.typeName == "Tests.YellowPage" && request.redirectedFrom == ["app://router/demo"]
            && request.url.description == "app://router/demo33":
            guard let generation = request.parameters.get("gen", as: Int.self) else {
                return .inconsistent("new table without gen")
            }
            return .newDemo(generation: generation)
        case ("app://dyn/5", let request?, _)
        where request.route.typeName == "Tests.DynamicPage" && request.parameters.get("id", as: Int.self) == 5:
            return .dynamic
        case ("app://dyn/5", nil, .noMatch?):
            return .dynamicAbsent
        case ("app://settings/a/detail", let request?, _)
        where source == .app && request.route.typeName == "Tests.SettingsPage":
            // From inside it opens; from outside (below) it is refused. Both are the expected outcome.
            return .internalRefused
        case ("app://settings/a/detail", nil, .notAllowedFromOutside?) where source == .external:
            return .internalRefused
        default:
            return .inconsistent(
                "\(url) from \(source): \(request.map { "\($0.route.typeName) via \($0.redirectedFrom)" } ?? "") \(failure.map(\.description) ?? "")"
            )
        }
    }

    @Test func opensAndResolvesSurviveInstallRelocationAndRouteChanges() async throws {
        let counters = StressCounters()
        let router = Router()
        var table = sampleTable().entries
        table.append(entry(DemoPage.self, "DemoPage", ["app://router/demo"]))
        table.append(entry(YellowPage.self, "YellowPage", ["app://router/yellow"]))
        router.register([RouteTable(module: "Tests", entries: table)])
        let token = router.addEventObserver { event in
            if case .opening = event { counters.openingEvents.increment() }
        }
        defer { router.remove(token) }
        StressDynamicPage.created.reset()
        #expect(router.installCount == 0)

        let start = StressLatch(count: 1)
        let firstCallsDone = StressLatch(count: Self.workers)
        let results = StressResults()

        // Four OS threads: resolve and canOpenURL, from inside and from outside the app.
        var threads: [Thread] = []
        let threadsDone = StressLatch(count: 4)
        for worker in 0..<4 {
            let thread = Thread {
                start.wait()
                for call in 0..<Self.callsPerWorker {
                    let url = Self.urls[(worker + call) % Self.urls.count]
                    let source: RouteSource = call % 3 == 0 ? .external : .app
                    let seen: Seen
                    switch router.resolve(url, source: source) {
                    case .success(let resolution):
                        seen = Self.classify(url: url, request: resolution.request, failure: nil, source: source)
                    case .failure(let failure):
                        seen = Self.classify(url: url, request: nil, failure: failure, source: source)
                    }
                    _ = router.canOpenURL(url, source: source)
                    results.append(worker: worker, seen)
                    if call == 0 { firstCallsDone.countDown() }
                }
                threadsDone.countDown()
            }
            thread.stackSize = 1 << 20
            threads.append(thread)
        }

        // The mutator waits until every worker finished its first call, then changes the table.
        let installsBeforeFirstChange = StressCounter()
        let mutatorDone = StressLatch(count: 1)
        let mutatorErrors = StressResults()
        let mutator = Thread {
            firstCallsDone.wait()
            installsBeforeFirstChange.set(router.installCount)
            for generation in 1...Self.rounds {
                let batch = RelocationBatch(
                    version: generation,
                    rules: [
                        .add(pattern: "app://router/demo33", typeName: "Tests.YellowPage"),
                        .redirect(
                            from: "app://router/demo", to: "app://router/demo33", params: ["gen": .integer(generation)]),
                    ])
                do {
                    try router.applyRelocation(batch)
                } catch {
                    mutatorErrors.append(worker: 0, .inconsistent("apply \(generation): \(error)"))
                }
                do {
                    try router.register(entry(StressDynamicPage.self, "DynamicPage", ["app://dyn/:id"]))
                } catch {
                    mutatorErrors.append(worker: 0, .inconsistent("register \(generation): \(error)"))
                }
                router.restoreBuildTimeRoutes()
                do {
                    _ = try router.remove(pattern: "app://dyn/:id")
                } catch {
                    mutatorErrors.append(worker: 0, .inconsistent("remove \(generation): \(error)"))
                }
            }
            mutatorDone.countDown()
        }

        for thread in threads { thread.start() }
        mutator.start()
        start.countDown()
        // Four tasks: openURL, racing the threads from the first call on.
        let opened = await withTaskGroup(of: Int.self) { group in
            for worker in 4..<Self.workers {
                group.addTask {
                    var openedCount = 0
                    for call in 0..<Self.callsPerWorker {
                        let url = Self.urls[(worker + call) % Self.urls.count]
                        let source: RouteSource = call % 3 == 0 ? .external : .app
                        let outcome = await router.openURL(url, source: source)
                        if outcome.request != nil { openedCount += 1 }
                        results.append(
                            worker: worker,
                            Self.classify(url: url, request: outcome.request, failure: outcome.failure, source: source))
                        if call == 0 { firstCallsDone.countDown() }
                    }
                    return openedCount
                }
            }
            var total = 0
            for await count in group { total += count }
            return total
        }
        await StressLatch.waitAsync(threadsDone)
        await StressLatch.waitAsync(mutatorDone)

        // No call lost or duplicated.
        let all = results.all
        #expect(all.count == Self.workers * Self.callsPerWorker)
        for worker in 0..<Self.workers { #expect(results.count(worker: worker) == Self.callsPerWorker) }
        #expect(counters.openingEvents.value == (Self.workers - 4) * Self.callsPerWorker)
        // Every open that succeeded created exactly one destination (counted for the two stress pages).
        let openedDynamic = results.opened(kind: .dynamic, workers: 4..<Self.workers)
        #expect(StressDynamicPage.created.value == openedDynamic)
        #expect(opened > 0)
        // Every outcome fits the old or the new table.
        let inconsistent = all.filter { if case .inconsistent = $0 { true } else { false } }
        #expect(inconsistent.isEmpty, "\(inconsistent.count) inconsistent outcomes, e.g. \(inconsistent.prefix(3))")
        #expect(mutatorErrors.all.isEmpty, "\(mutatorErrors.all.prefix(3))")
        for case .newDemo(let generation) in all { #expect((1...Self.rounds).contains(generation)) }
        // The lazy install ran exactly once before the first change.
        #expect(installsBeforeFirstChange.value == 1)
        // The end state is the build-time table (the last step reverted and removed).
        #expect(router.relocationVersion == Self.rounds)
        #expect(
            Self.classify(
                url: "app://router/demo", request: router.request("app://router/demo"), failure: nil, source: .app)
                == .oldDemo)
        #expect(router.request("app://dyn/5") == nil)
    }

    /// Many threads make the very first call at once: the trie is built exactly once.
    @Test func firstCallsRacingTheLazyInstallBuildOnce() {
        for _ in 0..<20 {
            let router = Router()
            router.register([sampleTable()])
            let start = StressLatch(count: 1)
            let done = StressLatch(count: Self.workers)
            let failures = StressResults()
            for worker in 0..<Self.workers {
                let thread = Thread {
                    start.wait()
                    if router.request("app://product/\(worker)")?.route.typeName != "Tests.ProductPage" {
                        failures.append(worker: worker, .inconsistent("worker \(worker) did not resolve"))
                    }
                    done.countDown()
                }
                thread.start()
            }
            start.countDown()
            done.wait()
            #expect(failures.all.isEmpty)
            #expect(router.installCount == 1)
        }
    }
}

extension StressTests {
    /// Eight threads ask for a lazily registered scope at once while its loader is slow: the loader
    /// runs exactly once, and every call resolves (none sees the scope's routes missing).
    @Test func lazyScopeLoadsOnceAndNoCallMissesItsRoutes() {
        for round in 0..<5 {
            let router = Router()
            router.register([sampleTable()])
            let loads = StressCounter()
            router.registerLazily(scope: "app://lazy", module: "Lazy") {
                loads.increment()
                usleep(20_000)  // a slow loader widens the window in which other threads ask for the scope
                return RouteTable(
                    module: "Lazy", entries: [entry(StressLazyPage.self, "LazyPage", ["app://lazy/page/:n"])])
            }
            let start = StressLatch(count: 1)
            let done = StressLatch(count: Self.workers)
            let failures = StressResults()
            for worker in 0..<Self.workers {
                Thread {
                    start.wait()
                    let request = router.request("app://lazy/page/\(worker)")
                    if request?.route.typeName != "Tests.LazyPage"
                        || request?.parameters.get("n", as: Int.self) != worker
                    {
                        failures.append(
                            worker: worker,
                            .inconsistent(
                                "round \(round) worker \(worker): \(router.resolve("app://lazy/page/\(worker)"))"))
                    }
                    done.countDown()
                }.start()
            }
            start.countDown()
            done.wait()
            #expect(
                failures.all.isEmpty,
                "\(failures.all.count) calls missed the lazy scope, e.g. \(failures.all.prefix(2))")
            #expect(loads.value == 1)
        }
    }
}

final class StressLazyPage: Routable {
    static let routePatterns = ["app://lazy/page/:n"]
    nonisolated static let created = StressCounter()
    static func makeDestination(for request: RouteRequest) throws -> Any {
        created.increment()
        return Page("LazyPage", request)
    }
}

final class StressDynamicPage: Routable {
    static let routePatterns = ["app://dyn/:id"]
    nonisolated static let created = StressCounter()
    static func makeDestination(for request: RouteRequest) throws -> Any {
        created.increment()
        return Page("DynamicPage", request)
    }
}

final class StressCounter: @unchecked Sendable {
    private let lock = Lock()
    private var storage = 0
    func increment() { lock.withLock { storage += 1 } }
    func reset() { lock.withLock { storage = 0 } }
    func set(_ value: Int) { lock.withLock { storage = value } }
    var value: Int { lock.withLock { storage } }
}

final class StressCounters: Sendable {
    let lazyLoads = StressCounter()
    let openingEvents = StressCounter()
}

final class StressResults: @unchecked Sendable {
    private let lock = Lock()
    private var storage: [(worker: Int, seen: StressTests.Seen)] = []
    func append(worker: Int, _ seen: StressTests.Seen) { lock.withLock { storage.append((worker, seen)) } }
    var all: [StressTests.Seen] { lock.withLock { storage.map(\.seen) } }
    func count(worker: Int) -> Int { lock.withLock { storage.filter { $0.worker == worker }.count } }
    func opened(kind: StressTests.Seen, workers: Range<Int>) -> Int {
        lock.withLock { storage.filter { workers.contains($0.worker) && $0.seen == kind }.count }
    }
}

/// A count-down latch over a condition variable (blocking; used from OS threads and, briefly,
/// from tasks before they start their work).
final class StressLatch: @unchecked Sendable {
    private let condition = NSCondition()
    private var count: Int
    init(count: Int) { self.count = count }
    func countDown() {
        condition.lock()
        count -= 1
        if count <= 0 { condition.broadcast() }
        condition.unlock()
    }
    func wait() {
        condition.lock()
        while count > 0 { condition.wait() }
        condition.unlock()
    }
    /// Waits without holding a cooperative thread.
    static func waitAsync(_ latch: StressLatch) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                latch.wait()
                continuation.resume()
            }.start()
        }
    }
}
