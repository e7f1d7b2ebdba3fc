import Foundation
import Testing

@testable import Switchyard
@testable import SwitchyardRelocation

@Suite("Relocation: batches swapped in while URLs open")
struct RelocationConcurrencyTests {
    enum Seen: Sendable, Equatable {
        case old
        case new(generation: Int)
        case inconsistent(String)
    }

    /// Classifies one result of `app://router/demo`: the old table opens DemoPage directly; the new
    /// one redirects it to `app://router/demo33`, a pattern the same batch adds for YellowPage.
    /// Any mix (the redirect without the added route, a missing rule parameter…) is inconsistent.
    static func classify(_ request: RouteRequest?, _ failure: RouteFailure?) -> Seen {
        guard let request else { return .inconsistent("failed: \(String(describing: failure))") }
        switch (request.route.typeName, request.redirectedFrom) {
        case ("Tests.DemoPage", []) where request.parameters.origin(of: "gen") == nil:
            return .old
        case ("Tests.YellowPage", ["app://router/demo"]) where request.url.description == "app://router/demo33":
            if let generation = request.parameters.get("gen", as: Int.self) { return .new(generation: generation) }
            return .inconsistent("no generation")
        default:
            return .inconsistent("\(request.route.typeName) via \(request.redirectedFrom)")
        }
    }

    @Test func everyOpenSeesTheOldOrTheNewTableNeverAMix() async throws {
        let (router, _) = relocationRouter()
        let rounds = 40
        let perTask = 150
        let results = await withTaskGroup(of: [Seen].self) { group in
            group.addTask {
                for generation in 1...rounds {
                    let batch = RelocationBatch(
                        version: generation,
                        rules: [
                            .add(pattern: "app://router/demo33", typeName: "Tests.YellowPage"),
                            .redirect(
                                from: "app://router/demo", to: "app://router/demo33",
                                params: ["gen": .integer(generation)]),
                        ])
                    do {
                        try router.applyRelocation(batch)
                    } catch {
                        return [.inconsistent("apply \(generation) failed: \(error)")]
                    }
                    await Task.yield()
                    router.restoreBuildTimeRoutes()
                    await Task.yield()
                }
                return []
            }
            for task in 0..<8 {
                group.addTask {
                    var seen: [Seen] = []
                    for _ in 0..<perTask {
                        if task % 2 == 0 {
                            switch router.resolve("app://router/demo") {
                            case .success(let resolution): seen.append(Self.classify(resolution.request, nil))
                            case .failure(let failure): seen.append(Self.classify(nil, failure))
                            }
                        } else {
                            let outcome = await router.openURL("app://router/demo")
                            seen.append(Self.classify(outcome.request, outcome.failure))
                        }
                    }
                    return seen
                }
            }
            var all: [Seen] = []
            for await part in group { all += part }
            return all
        }
        #expect(results.count == 8 * perTask)  // none lost
        let inconsistent = results.filter { if case .inconsistent = $0 { true } else { false } }
        #expect(inconsistent.isEmpty, "\(inconsistent.prefix(5))")
        for case .new(let generation) in results { #expect((1...rounds).contains(generation)) }
        // The writer finished: the last revert is in effect, with the version floor at the last batch.
        #expect(router.relocationVersion == rounds)
        #expect(Self.classify(router.request("app://router/demo"), nil) == .old)
    }
}
