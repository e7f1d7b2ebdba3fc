// bench-runner: Switchyard's lookup, parse and install costs next to routing-kit, Hummingbird,
// a linear scanner and a dictionary. Prints one markdown table to stdout; progress to stderr.
//
//   bench-runner [--quick] [--sizes 100,1000,10000]
//   bench-runner --profile lookup|canopen|parse|constant|constant-canopen|dictionary|routingkit|install|deadend|deadend-last|reloc|reloc-resolve|reloc-lookup [--routes N] [--ops K]
//       (for `valgrind --tool=callgrind --instr-atstart=no`: only the loop is instrumented;
//        `install` builds max(1, K / 100,000) routers, the others run K lookups; `constant` and
//        `constant-canopen` use the constant-only table, `dictionary` looks its URLs up in a
//        `Dictionary<String, Int>` (the floor), `routingkit` is routing-kit pre-split; `deadend` and
//        `deadend-last` look up the contrived table's dead-end URLs, see ContrivedTable.swift;
//        `reloc` applies the relocation benchmark's 1,000-rule batch to max(1, K / 10,000)
//        freshly installed routers, then opens once (the rebuild), and prints the median time;
//        `reloc-resolve` times `resolve` with the batch applied against none, in alternating
//        rounds, and prints the median ratio; `reloc-lookup` is `lookup` with the batch applied)

import CMallocCounter
import Foundation
import RoutingKit
import Switchyard
import SwitchyardRelocation
@_spi(Internal) import Hummingbird

var arguments = CommandLine.arguments.dropFirst()
var quick = false
var sizes = [100, 1_000, 10_000]
var profile: String?
var profileRoutes = 10_000
var profileOps = 200_000
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--sizes": sizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--profile": profile = arguments.popFirst()
    case "--routes": profileRoutes = Int(arguments.popFirst() ?? "") ?? profileRoutes
    case "--ops": profileOps = Int(arguments.popFirst() ?? "") ?? profileOps
    case "-h", "--help":
        print("usage: bench-runner [--quick] [--sizes 100,1000,10000] | --profile lookup|canopen|parse|constant|constant-canopen|dictionary|routingkit|install|deadend|deadend-last|reloc|reloc-resolve|reloc-lookup [--routes N] [--ops K]")
        exit(0)
    default:
        FileHandle.standardError.write("unknown argument \(argument); try --help\n".data(using: .utf8)!)
        exit(2)
    }
}

func log(_ message: String) {
    FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
}

func installedRouter(_ tables: [RouteTable]) -> Switchyard.Router {
    let router = Switchyard.Router()
    router.register(tables)
    do {
        try router.install()
    } catch {
        log("install reported: \(error)")
        exit(1)
    }
    return router
}

/// The relocation benchmark's batch: 1,000 redirects from legacy links (`app://legacy<i>/item/:id`)
/// to real pages of a table of `routeCount` routes. The request mix never hits them, so a
/// resolve with them active measures the cost of having them.
func relocationBatch(routeCount: Int) -> RelocationBatch {
    let rules = (0..<1_000).map { index in
        RelocationRule.redirect(
            from: "app://legacy\(index)/item/:id", to: "app://m\(index % max(1, routeCount / 100))/p1/:id")
    }
    return RelocationBatch(version: 1, rules: rules)
}

/// Applies the relocation batch to an installed router and opens once, which builds the new snapshot.
func applyAndOpen(_ router: Switchyard.Router, _ batch: RelocationBatch) -> Int {
    let report = try? router.applyRelocation(batch)
    return (report?.redirectCount ?? 0) &+ (router.canOpenURL("app://legacy1/item/7") ? 1 : 0)
}

// MARK: Profile mode

if let profile, profile.hasPrefix("deadend") {
    let last = profile == "deadend-last"
    let table = last ? ContrivedTable(depth: 8, finalLiteral: true) : ContrivedTable(depth: 9)
    let router = installedRouter(table.tables())
    let url = last ? table.deadEndLastSegment : table.deadEndTooLong
    var sink = router.canOpenURL(url) ? 1 : 0
    mc_profile_start()
    for _ in 0..<max(1, profileOps / 1_000) { sink &+= router.canOpenURL(url) ? 1 : 0 }
    mc_profile_stop()
    print("done \(sink)")
    exit(0)
}

if let profile {
    let constantOnly = profile.hasPrefix("constant") || profile == "dictionary"
    let workload = Workload(routeCount: profileRoutes, constantOnly: constantOnly)
    let tables = workload.tables()
    let urls = workload.urls
    var sink = 0
    switch profile {
    case "lookup", "constant", "canopen", "constant-canopen", "reloc-lookup":
        let router = installedRouter(tables)
        if profile == "reloc-lookup" { sink &+= applyAndOpen(router, relocationBatch(routeCount: profileRoutes)) }
        let canOpen = profile.hasSuffix("canopen")
        func step(_ url: String) -> Int {
            if canOpen { return router.canOpenURL(url) ? 1 : 0 }
            if case .success = router.resolve(url) { return 1 }
            return 0
        }
        for url in urls { sink &+= step(url) }   // warm: caches, lazy globals
        mc_profile_start()
        for op in 0..<profileOps { sink &+= step(urls[op % urls.count]) }
        mc_profile_stop()
    case "dictionary":
        let dictionary = makeDictionary(workload)
        for url in urls { sink &+= dictionary[url] ?? 0 }
        mc_profile_start()
        for op in 0..<profileOps { sink &+= dictionary[urls[op % urls.count]] ?? 0 }
        mc_profile_stop()
    case "routingkit":
        let routingKit = makeRoutingKitRouter(workload)
        let logger = RoutingKit.Parameters().logger
        let segments = workload.segments
        func step(_ request: Int) -> Int {
            var parameters = RoutingKit.Parameters(logger)
            return routingKit.route(path: segments[request], parameters: &parameters) ?? 0
        }
        for request in segments.indices { sink &+= step(request) }
        mc_profile_start()
        for op in 0..<profileOps { sink &+= step(op % segments.count) }
        mc_profile_stop()
    case "parse":
        for url in urls { sink &+= (try? RouteURL(url))?.pathSegments.count ?? 0 }
        mc_profile_start()
        for op in 0..<profileOps { sink &+= (try? RouteURL(urls[op % urls.count]))?.pathSegments.count ?? 0 }
        mc_profile_stop()
    case "reloc":
        let batch = relocationBatch(routeCount: profileRoutes)
        sink &+= applyAndOpen(installedRouter(tables), batch)
        let clock = ContinuousClock()
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        for _ in 0..<max(1, profileOps / 10_000) {
            let router = installedRouter(tables)
            let start = clock.now
            let cpuStart = threadCPUNanoseconds()
            mc_profile_start()
            sink &+= applyAndOpen(router, batch)
            mc_profile_stop()
            cpuSamples.append(threadCPUNanoseconds() - cpuStart)
            samples.append(nanoseconds(clock.now - start))
        }
        samples.sort()
        cpuSamples.sort()
        log(
            "apply + open, median of \(samples.count): \(formatNanoseconds(samples[samples.count / 2])) "
                + "(min \(formatNanoseconds(samples[0])), CPU median \(formatNanoseconds(cpuSamples[cpuSamples.count / 2])))")
    case "reloc-resolve":
        let plain = installedRouter(tables)
        let relocated = installedRouter(tables)
        sink &+= applyAndOpen(relocated, relocationBatch(routeCount: profileRoutes))
        func resolve(_ router: Switchyard.Router) -> (Int) -> Int {
            { request in
                if case .success = router.resolve(urls[request]) { return 1 }
                return 0
            }
        }
        mc_profile_start()
        let ratio = measureRatio(
            .full, countA: urls.count, resolve(plain), countB: urls.count, resolve(relocated))
        mc_profile_stop()
        log(String(format: "resolve with 1,000 redirects / none: %.3f× (quartiles %.3f–%.3f)", ratio.median, ratio.lowerQuartile, ratio.upperQuartile))
    case "install":
        sink &+= installedRouter(tables).routes.count
        mc_profile_start()
        for _ in 0..<max(1, profileOps / 100_000) { sink &+= installedRouter(tables).installCount }
        mc_profile_stop()
    default:
        log("unknown profile '\(profile)': lookup, canopen, parse, constant, constant-canopen, dictionary, routingkit, install, reloc, reloc-resolve or reloc-lookup")
        exit(2)
    }
    print("done \(sink)")
    exit(0)
}

// MARK: Benchmarks

// Check that the interposed allocator is really in place (see CMallocCounter/counter.c).
mc_set_counting(1)
let probe = [Int](repeating: 7, count: 64)
mc_set_counting(0)
benchmarkSink &+= probe.count
if mc_active() == 0 { log("warning: the malloc interposer is not active; allocation counts will read 0") }

let configuration = quick ? HarnessConfiguration.quick : .full
let installRounds = quick ? 5 : 31

struct Row {
    var section: String
    var benchmark: String
    var routes: Int?
    var median: String
    var minimum: String
    var cpu: String = ""
    var allocations: String
    var notes: String
}

var rows: [Row] = []
/// Median ns/op by (key, N), for ratios and targets.
var medians: [String: [Int: Double]] = [:]
/// Allocations per op by (key, N).
var allocations: [String: [Int: Double]] = [:]
/// Growth N=high / N=low by key, from alternating rounds.
var growth: [String: PairedRatio] = [:]

func formatNanoseconds(_ value: Double) -> String {
    if value >= 1_000_000 { return String(format: "%.2f ms", value / 1_000_000) }
    if value >= 10_000 { return String(format: "%.1f µs", value / 1_000) }
    if value >= 100 { return String(format: "%.0f ns", value) }
    return String(format: "%.1f ns", value)
}

@MainActor func record(
    _ section: String, _ key: String, _ name: String, routes: Int, count: Int, notes: String = "",
    _ body: (Int) -> Int
) {
    log("  \(name) @ \(routes)")
    let result = measure(configuration, count: count, body)
    medians[key, default: [:]][routes] = result.medianNanoseconds
    allocations[key, default: [:]][routes] = result.allocationsPerOp
    rows.append(
        Row(
            section: section, benchmark: name, routes: routes, median: formatNanoseconds(result.medianNanoseconds),
            minimum: formatNanoseconds(result.minNanoseconds), cpu: formatNanoseconds(result.medianCPUNanoseconds),
            allocations: String(format: "%.2f", result.allocationsPerOp),
            notes: notes))
}

/// Set when a router's hit count differs from the workload's: a wrong answer, which fails the run.
nonisolated(unsafe) var hitMismatch = false

func hitNote(_ hits: Int, _ workload: Workload) -> String {
    if hits != workload.expectedHits { hitMismatch = true }
    return hits == workload.expectedHits
        ? "hits \(hits)/\(workload.urls.count) ✓"
        : "hits \(hits)/\(workload.urls.count), expected \(workload.expectedHits) ✗"
}

let clockStart = ContinuousClock.now
for routes in sizes {
    log("N = \(routes)")
    let workload = Workload(routeCount: routes)
    let constants = Workload(routeCount: routes, constantOnly: true)
    let count = workload.urls.count
    let urls = workload.urls
    let segments = workload.segments
    let paths = workload.paths

    let router = installedRouter(workload.tables())
    let routingKit = makeRoutingKitRouter(workload)
    let hummingbird = makeHummingbirdTrie(workload)
    let linear = makeLinearScan(workload)
    let logger = RoutingKit.Parameters().logger   // made once: the peer's best case

    // Correctness first: every router must find the same 90% (routing-kit does not backtrack,
    // but this table has no literal/parameter overlap, so it should agree).
    let switchyardHits = urls.reduce(0) { hits, url in
        if case .success = router.resolve(url) { return hits + 1 } else { return hits }
    }
    let canOpenHits = urls.reduce(0) { $0 + (router.canOpenURL($1) ? 1 : 0) }
    let routingKitHits = segments.reduce(0) { hits, path in
        var parameters = RoutingKit.Parameters(logger)
        return hits + (routingKit.route(path: path, parameters: &parameters) != nil ? 1 : 0)
    }
    let hummingbirdHits = paths.reduce(0) { $0 + (hummingbird.resolve($1) != nil ? 1 : 0) }
    let linearHits = urls.reduce(0) { $0 + (linear.match($1) != nil ? 1 : 0) }

    let lookup = "Lookup from a URL string (parse + match + parameters)"
    record(lookup, "resolve", "Switchyard `router.resolve(url)`", routes: routes, count: count,
        notes: hitNote(switchyardHits, workload)) { request in
        if case .success(let resolution) = router.resolve(urls[request]) {
            return resolution.request.parameters.items.count &+ 1
        }
        return 0
    }
    record(lookup, "canOpen", "Switchyard `router.canOpenURL(url)` (parse + match, no parameters)", routes: routes,
        count: count, notes: hitNote(canOpenHits, workload)) { request in
        router.canOpenURL(urls[request]) ? 1 : 0
    }
    let hitURLs = zip(urls, urls.map { router.canOpenURL($0) }).filter(\.1).map(\.0)
    record(lookup, "canOpen-hit", "Switchyard `router.canOpenURL(url)`, hits only", routes: routes, count: hitURLs.count,
        notes: "the allocation target: 0 per hit") { request in
        router.canOpenURL(hitURLs[request]) ? 1 : 0
    }
    record(lookup, "rk-string", "routing-kit `TrieRouter`: split URL + route", routes: routes, count: count,
        notes: hitNote(routingKitHits, workload)) { request in
        var parameters = RoutingKit.Parameters(logger)
        return routingKit.route(path: peerSegments(urls[request]), parameters: &parameters) ?? -1
    }
    record(lookup, "hb-string", "Hummingbird `RouterTrie`: cut path from URL + resolve", routes: routes, count: count,
        notes: hitNote(hummingbirdHits, workload)) { request in
        hummingbird.resolve(peerPath(urls[request]))?.value ?? -1
    }
    record(lookup, "linear", "Linear scan, TheRouter/URLNavigator-style (NOT Switchyard; written here)", routes: routes,
        count: count, notes: hitNote(linearHits, workload)) { request in
        linear.match(urls[request])?.value ?? -1
    }

    let best = "Peers' best case: path already split"
    record(best, "rk-split", "routing-kit `TrieRouter.route(path: [String])`", routes: routes, count: count,
        notes: "pre-split components, shared logger") { request in
        var parameters = RoutingKit.Parameters(logger)
        return routingKit.route(path: segments[request], parameters: &parameters) ?? -1
    }
    record(best, "hb-path", "Hummingbird `RouterTrie.resolve(path)`", routes: routes, count: count,
        notes: "path string without scheme/query") { request in
        hummingbird.resolve(paths[request])?.value ?? -1
    }

    // Constant-only table: the dictionary floor.
    let constantRouter = installedRouter(constants.tables())
    let dictionary = makeDictionary(constants)
    let constantURLs = constants.urls
    let dictionaryHits = constantURLs.reduce(0) { $0 + (dictionary[$1] != nil ? 1 : 0) }
    let constantHits = constantURLs.reduce(0) { hits, url in
        if case .success = constantRouter.resolve(url) { return hits + 1 } else { return hits }
    }
    let floor = "Constant-only table (no parameters, no query)"
    record(floor, "dict", "`Dictionary<String, Int>[url]` — the floor", routes: routes, count: count,
        notes: hitNote(dictionaryHits, constants)) { request in
        dictionary[constantURLs[request]] ?? -1
    }
    record(floor, "resolve-const", "Switchyard `router.resolve(url)`", routes: routes, count: count,
        notes: hitNote(constantHits, constants)) { request in
        if case .success = constantRouter.resolve(constantURLs[request]) { return 1 }
        return 0
    }
    record(floor, "canOpen-const", "Switchyard `router.canOpenURL(url)`", routes: routes, count: count) { request in
        constantRouter.canOpenURL(constantURLs[request]) ? 1 : 0
    }

    // Parsing: RouteURL at every N (it is subtracted from canOpenURL to estimate match-only cost),
    // URLComponents once (the URL mix barely changes with N).
    let parse = "URL parsing (same mix)"
    record(parse, "parse", "Switchyard `RouteURL(url)`", routes: routes, count: count,
        notes: "segments and query items decoded") { request in
        (try? RouteURL(urls[request]))?.pathSegments.count ?? -1
    }
    if routes == sizes[sizes.count / 2] {
        record(parse, "urlcomponents", "Foundation `URLComponents(string:)` + host, path split, queryItems",
            routes: routes, count: count, notes: "same information as RouteURL") { request in
            guard let components = URLComponents(string: urls[request]) else { return -1 }
            return (components.host?.utf8.count ?? 0) &+ components.path.split(separator: "/").count
                &+ (components.queryItems?.count ?? 0)
        }
    }
    withExtendedLifetime((router, routingKit, hummingbird, linear, constantRouter, dictionary)) {}
}

// MARK: Growth

// N=low and N=high measured in alternating rounds, one ratio per pair: the median ratio, with
// its quartiles and extremes, instead of a ratio of medians taken apart.
let growthSection = "Growth (alternating rounds)"
if let low = sizes.min(), let high = sizes.max(), low != high {
    log("growth \(low) → \(high)")
    let small = Workload(routeCount: low)
    let large = Workload(routeCount: high)
    let smallRouter = installedRouter(small.tables())
    let largeRouter = installedRouter(large.tables())
    let smallKit = makeRoutingKitRouter(small)
    let largeKit = makeRoutingKitRouter(large)
    let smallConstants = Workload(routeCount: low, constantOnly: true)
    let largeConstants = Workload(routeCount: high, constantOnly: true)
    let smallDictionary = makeDictionary(smallConstants)
    let largeDictionary = makeDictionary(largeConstants)
    let logger = RoutingKit.Parameters().logger
    let count = Workload.requestCount
    func resolveBody(_ router: Switchyard.Router, _ urls: [String]) -> (Int) -> Int {
        { request in
            if case .success(let resolution) = router.resolve(urls[request]) { return resolution.request.parameters.items.count &+ 1 }
            return 0
        }
    }
    let cases: [(String, String, (Int) -> Int, (Int) -> Int)] = [
        ("resolve", "Switchyard `router.resolve(url)`", resolveBody(smallRouter, small.urls), resolveBody(largeRouter, large.urls)),
        ("canOpen", "Switchyard `router.canOpenURL(url)`",
            { smallRouter.canOpenURL(small.urls[$0]) ? 1 : 0 }, { largeRouter.canOpenURL(large.urls[$0]) ? 1 : 0 }),
        ("rk-split", "routing-kit `TrieRouter.route(path:)`, pre-split",
            { request in
                var parameters = RoutingKit.Parameters(logger)
                return smallKit.route(path: small.segments[request], parameters: &parameters) ?? -1
            },
            { request in
                var parameters = RoutingKit.Parameters(logger)
                return largeKit.route(path: large.segments[request], parameters: &parameters) ?? -1
            }),
        ("dict", "`Dictionary<String, Int>` (constant-only)",
            { smallDictionary[smallConstants.urls[$0]] ?? -1 }, { largeDictionary[largeConstants.urls[$0]] ?? -1 }),
    ]
    for (key, name, a, b) in cases {
        log("  \(name)")
        let ratio = measureRatio(configuration, countA: count, a, countB: count, b)
        growth[key] = ratio
        rows.append(
            Row(
                section: growthSection, benchmark: "\(name): N=\(high) / N=\(low)", routes: nil,
                median: String(format: "%.2f×", ratio.median), minimum: String(format: "%.2f×", ratio.minimum), allocations: "",
                notes: String(
                    format: "quartiles %.2f–%.2f×, range %.2f–%.2f× over %d round pairs", ratio.lowerQuartile,
                    ratio.upperQuartile, ratio.minimum, ratio.maximum, configuration.rounds)))
    }
    withExtendedLifetime((smallRouter, largeRouter, smallKit, largeKit, smallDictionary, largeDictionary)) {}
}

// MARK: Worst case

// The contrived table: every literal/`:name`/`*` combination. A hit takes the first branch;
// the dead ends show what backtracking costs.
let worstSection = "Worst case: contrived table (every literal/`:name`/`*` combination)"
do {
    for table in [ContrivedTable(depth: 9), ContrivedTable(depth: 8, finalLiteral: true)] {
        let n = table.patterns.count
        log("contrived @ \(n)")
        let router = installedRouter(table.tables())
        let shape = table.finalLiteral ? "3^\(table.depth) + `/end`" : "3^\(table.depth)"
        var cases = [
            ("hit, first branch", table.directHit, true),
            ("hit after backtracking at every level (`:name` branch)", table.lateHit, true),
            ("dead end: one segment longer than every pattern", table.deadEndTooLong, false),
        ]
        if table.finalLiteral { cases.append(("dead end: last segment fits nothing", table.deadEndLastSegment, false)) }
        for (label, url, expected) in cases {
            let hit = router.canOpenURL(url)
            if hit != expected { hitMismatch = true }
            let key = "contrived-\(table.depth)-\(label)"
            record(worstSection, key, "\(shape): `canOpenURL`, \(label)", routes: n, count: 1,
                notes: (hit == expected ? "✓ " : "✗ ") + url) { _ in router.canOpenURL(url) ? 1 : 0 }
        }
        withExtendedLifetime(router) {}
    }
}

// MARK: Install and memory

let installSection = "Install (build the lookup structure)"
let memorySection = "Memory per installed route"
let installSize = sizes.max() ?? 10_000
do {
    let workload = Workload(routeCount: installSize)
    let tables = workload.tables()
    let n = installSize
    log("install @ \(n)")
    func addInstall(_ key: String, _ name: String, notes: String, _ timing: (median: Double, min: Double, cpu: Double)) {
        medians[key, default: [:]][n] = timing.median
        rows.append(
            Row(
                section: installSection, benchmark: name, routes: n, median: formatNanoseconds(timing.median),
                minimum: formatNanoseconds(timing.min), cpu: formatNanoseconds(timing.cpu), allocations: "", notes: notes))
    }
    addInstall("install", "Switchyard `Router()` + `register(tables)` + `install()`", notes: "generated tables: pre-compiled records",
        measureOnce(rounds: installRounds, setup: { tables }) { installedRouter($0) })
    let stringTables = workload.stringTables()
    addInstall("install-strings", "Switchyard, the same tables as pattern strings", notes: "hand-written tables: every pattern compiled",
        measureOnce(rounds: installRounds, setup: { stringTables }) { installedRouter($0) })
    let patternTexts = workload.routes.map(\.pattern)
    addInstall("compile", "  of which: `RoutePattern(text)` for every pattern (public API)", notes: "pattern compilation alone",
        measureOnce(rounds: installRounds, setup: { patternTexts }) { texts in
            texts.reduce(0) { $0 &+ ((try? RoutePattern($1))?.segments.count ?? 0) }
        })
    addInstall("rk-install", "routing-kit `TrieRouter` + `register(_:at: path.pathComponents)`", notes: "",
        measureOnce(rounds: installRounds, setup: { workload }) { makeRoutingKitRouter($0) })
    addInstall("hb-install", "Hummingbird `RouterPathTrieBuilder` + `build()`", notes: "",
        measureOnce(rounds: installRounds, setup: { workload }) { makeHummingbirdTrie($0) })
    addInstall("dict-install", "`Dictionary<String, Int>` of the pattern strings (reference)", notes: "hashing 10k strings, no parsing",
        measureOnce(rounds: installRounds, setup: { workload }) { makeDictionary($0) })
    addInstall("linear-install", "Linear scan: add + priority sort", notes: "",
        measureOnce(rounds: installRounds, setup: { workload }) { makeLinearScan($0) })

    func addMemory(_ name: String, _ bytes: Int, notes: String) {
        rows.append(
            Row(
                section: memorySection, benchmark: name, routes: n, median: String(format: "%.0f B", Double(bytes) / Double(n)),
                minimum: "", allocations: "", notes: "\(bytes) B retained; " + notes))
    }
    let registered = Switchyard.Router()
    registered.register(tables)
    let snapshot = retainedBytes { () -> Int in (try? registered.install()) == nil ? 0 : 1 }
    medians["heap-snapshot", default: [:]][n] = Double(snapshot.bytes) / Double(n)
    addMemory("Switchyard snapshot (`install()` delta)", snapshot.bytes, notes: "generated tables (records): trie + route references; tables not counted")
    // Record routes are made when a lookup first lands on them: what the request mix adds.
    var looked = Set<ObjectIdentifier>()
    let made = retainedBytes { () -> Int in
        for url in workload.urls {
            if case .success(let found) = registered.resolve(url) { looked.insert(ObjectIdentifier(found.request.route)) }
        }
        return looked.count
    }
    addMemory(
        "  + routes made on first lookup (per route looked up)", made.bytes * n / max(1, looked.count),
        notes: "\(looked.count) routes looked up by the request mix")
    let registeredStrings = Switchyard.Router()
    registeredStrings.register(stringTables)
    let stringSnapshot = retainedBytes { () -> Int in (try? registeredStrings.install()) == nil ? 0 : 1 }
    medians["heap-snapshot-strings", default: [:]][n] = Double(stringSnapshot.bytes) / Double(n)
    addMemory("Switchyard snapshot, pattern-string tables", stringSnapshot.bytes, notes: "trie + compiled routes and their info")
    let whole = retainedBytes { installedRouter(tables) }
    addMemory("Switchyard router incl. registration", whole.bytes, notes: "Router + tables list + snapshot")
    let routingKit = retainedBytes { makeRoutingKitRouter(workload) }
    addMemory("routing-kit `TrieRouter`", routingKit.bytes, notes: "")
    let hummingbird = retainedBytes { makeHummingbirdTrie(workload) }
    addMemory("Hummingbird `RouterTrie`", hummingbird.bytes, notes: "builder dropped")
    let linear = retainedBytes { makeLinearScan(workload) }
    addMemory("Linear scan array", linear.bytes, notes: "")
    withExtendedLifetime((registered, registeredStrings, whole.result, routingKit.result, hummingbird.result, linear.result)) {}
}

// MARK: Relocation

let relocationSection = "Relocation"
do {
    let workload = Workload(routeCount: installSize)
    let tables = workload.tables()
    let n = installSize
    log("relocation @ \(n)")
    let batch = relocationBatch(routeCount: n)
    // The next use rebuilds the snapshot with the redirects: part of the cost.
    let apply = measureOnce(rounds: installRounds, setup: { installedRouter(tables) }) { applyAndOpen($0, batch) }
    medians["reloc-apply", default: [:]][n] = apply.median
    rows.append(
        Row(
            section: relocationSection, benchmark: "Apply a 1,000-rule batch (validate + swap + rebuild the snapshot)", routes: n,
            median: formatNanoseconds(apply.median), minimum: formatNanoseconds(apply.min), cpu: formatNanoseconds(apply.cpu),
            allocations: "", notes: "\(n)-route table already installed"))
    let plain = installedRouter(tables)
    let relocated = installedRouter(tables)
    _ = try? relocated.applyRelocation(batch)
    let urls = workload.urls
    record(relocationSection, "reloc-none", "`resolve(url)` with no redirects", routes: n, count: urls.count) { request in
        if case .success = plain.resolve(urls[request]) { return 1 }
        return 0
    }
    record(relocationSection, "reloc-1000", "`resolve(url)` with 1,000 redirects active", routes: n, count: urls.count) { request in
        if case .success = relocated.resolve(urls[request]) { return 1 }
        return 0
    }
    withExtendedLifetime((plain, relocated)) {}
}

// MARK: Ratios and targets

@MainActor func ratio(_ numerator: String, _ denominator: String, _ n: Int) -> Double? {
    guard let top = medians[numerator]?[n], let bottom = medians[denominator]?[n], bottom > 0 else { return nil }
    return top / bottom
}

let ratioSection = "Ratios (medians)"
for n in sizes {
    func add(_ name: String, _ value: Double?, _ notes: String = "") {
        guard let value else { return }
        rows.append(Row(section: ratioSection, benchmark: name, routes: n, median: String(format: "%.2f×", value),
            minimum: "", allocations: "", notes: notes))
    }
    add("routing-kit (split URL) / Switchyard resolve", ratio("rk-string", "resolve", n), "> 1: Switchyard faster")
    add("routing-kit (pre-split) / Switchyard resolve", ratio("rk-split", "resolve", n), "peer's best case")
    add("routing-kit (pre-split) / Switchyard canOpenURL", ratio("rk-split", "canOpen", n), "peer's best case")
    add("Hummingbird (cut path) / Switchyard resolve", ratio("hb-string", "resolve", n))
    add("Linear scan / Switchyard resolve", ratio("linear", "resolve", n))
    add("Switchyard resolve / dictionary floor (constant-only)", ratio("resolve-const", "dict", n))
    add("Switchyard canOpenURL / dictionary floor (constant-only)", ratio("canOpen-const", "dict", n))
    if let canOpen = medians["canOpen"]?[n], let parse = medians["parse"]?[n] {
        rows.append(Row(section: ratioSection, benchmark: "Switchyard match only ≈ canOpenURL − RouteURL parse",
            routes: n, median: formatNanoseconds(max(0, canOpen - parse)), minimum: "", allocations: "",
            notes: "derived; no public match-only entry point"))
    }
}
if let low = sizes.min(), let high = sizes.max(), low != high {
    for (key, name) in [("resolve", "Switchyard resolve"), ("canOpen", "Switchyard canOpenURL"),
        ("rk-split", "routing-kit (pre-split)"), ("hb-path", "Hummingbird (path)"), ("linear", "Linear scan"),
        ("dict", "Dictionary floor")] {
        if let a = medians[key]?[high], let b = medians[key]?[low] {
            rows.append(Row(section: ratioSection, benchmark: "Flatness \(name): N=\(high) / N=\(low)", routes: nil,
                median: String(format: "%.2f×", a / b), minimum: "", allocations: "", notes: ""))
        }
    }
}

let targetSection = "Targets"
@MainActor func target(_ name: String, _ met: Bool?, _ detail: String) {
    rows.append(Row(section: targetSection, benchmark: name, routes: nil,
        median: met == nil ? "n/a" : met! ? "✅ met" : "❌ missed", minimum: "", allocations: "", notes: detail))
}
let high = sizes.max() ?? 10_000
let low = sizes.min() ?? 100
if let value = ratio("rk-split", "resolve", high) {
    target("`resolve` ≥ 3× faster than routing-kit pre-split (N=\(high))", value >= 3,
        String(format: "%.2f× (%@ vs %@; routing-kit splitting the URL itself: %.2f×)", value,
            formatNanoseconds(medians["resolve"]?[high] ?? 0), formatNanoseconds(medians["rk-split"]?[high] ?? 0),
            ratio("rk-string", "resolve", high) ?? 0))
}
if let value = ratio("rk-split", "canOpen", high) {
    target("`canOpenURL` ≥ 5× faster than routing-kit pre-split (N=\(high))", value >= 5,
        String(format: "%.2f× (%@)", value, formatNanoseconds(medians["canOpen"]?[high] ?? 0)))
}
if let value = ratio("canOpen-const", "dict", high) {
    target("Constant-only: `canOpenURL` ≤ 3× the `Dictionary` lookup (N=\(high))", value <= 3, String(format: "%.2f×", value))
}
if let value = ratio("resolve-const", "dict", high) {
    target("Constant-only: `resolve` ≤ 5× the `Dictionary` lookup (N=\(high))", value <= 5, String(format: "%.2f×", value))
}
if let value = growth["resolve"] {
    target("Growth N=\(low) → \(high) ≤ 1.2× (median of alternating rounds, `resolve`)", value.median <= 1.2,
        String(format: "%.2f× (quartiles %.2f–%.2f×); canOpenURL %.2f×", value.median, value.lowerQuartile,
            value.upperQuartile, growth["canOpen"]?.median ?? 0))
}
if let value = medians["install"]?[installSize] {
    target("Install of \(installSize) routes < 1 ms", value < 1_000_000, formatNanoseconds(value))
}
if let value = medians["heap-snapshot"]?[installSize] {
    target("Heap ≤ 150 B per installed route (live, after install)", value <= 150, String(format: "%.0f B", value))
}
if let value = medians["reloc-apply"]?[installSize] {
    target("Relocation batch of 1,000 rules < 5 ms", value < 5_000_000, formatNanoseconds(value))
}
if let value = ratio("reloc-1000", "reloc-none", installSize) {
    target("Resolve with 1,000 redirects active ≤ 1.1 × none", value <= 1.1, String(format: "%.2f×", value))
}
if let value = allocations["canOpen-hit"]?[high] {
    target("0 allocations per `canOpenURL` hit (N=\(high))", value == 0, String(format: "%.2f per hit", value))
}

// MARK: Output

let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n").first { $0.hasPrefix("model name") }
    .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
let elapsed = ContinuousClock.now - clockStart
print("Switchyard benchmarks — \(quick ? "quick" : "full") run, \(configuration.rounds) rounds; CPU: \(cpu), "
    + "\(ProcessInfo.processInfo.activeProcessorCount) cores; \(String(format: "%.0f", nanoseconds(elapsed) / 1e9)) s; "
    + "allocations counted by an interposed malloc (\(mc_active() != 0 ? "active" : "INACTIVE"))")
print("")
print("| Section | Benchmark | N | median/op | min/op | CPU median/op | allocs/op | Notes |")
print("|---|---|---:|---:|---:|---:|---:|---|")
for row in rows {
    let n = row.routes.map { String($0) } ?? ""
    print("| \(row.section) | \(row.benchmark) | \(n) | \(row.median) | \(row.minimum) | \(row.cpu) | \(row.allocations) | \(row.notes) |")
}

if hitMismatch {
    log("error: a router's hit count differs from the expected one (see the ✗ in the Notes column)")
    exit(1)
}
