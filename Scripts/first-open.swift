// The app of Scripts/scale-bench.sh: the first open in a fresh process, in phases.
//
//   App open   registerLinkedModules(), then the first resolve (what an app pays at launch)
//   App scan   the records read alone (LinkedModules.routeTables), then those tables installed
//              and the first resolve
//
// Prints one line: mode, total µs, scan µs, install µs, then what the process paid over the
// measured span (getrusage): minor and major page faults, blocks read from disk, voluntary and involuntary context
// switches, and the number of routes.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(Generated) import Switchyard

func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func usage() -> rusage {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage
}

func micros(_ from: UInt64, _ to: UInt64) -> String { String(Double(to - from) / 1000) }

let mode = CommandLine.arguments.dropFirst().first ?? "open"
let router = Router()
let before = usage()
let start = now()
var middle = start
if mode == "scan" {
    let tables = LinkedModules.routeTables
    middle = now()
    router.register(tables)
} else {
    router.registerLinkedModules()
}
let resolved = router.resolve("app://f1/p1/1")
let end = now()
let after = usage()
guard case .success = resolved else {
    print("scale-bench: app://f1/p1/1 did not resolve: \(resolved)")
    exit(1)
}
print(
    mode, micros(start, end), mode == "scan" ? micros(start, middle) : "-",
    mode == "scan" ? micros(middle, end) : "-",
    after.ru_minflt - before.ru_minflt, after.ru_majflt - before.ru_majflt, after.ru_inblock - before.ru_inblock,
    after.ru_nvcsw - before.ru_nvcsw, after.ru_nivcsw - before.ru_nivcsw, router.routes.count)
