import CMallocCounter
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long and how often to measure.
struct HarnessConfiguration {
    /// Measured rounds per benchmark; the median and the minimum of their per-op times are reported.
    var rounds: Int
    /// Target duration of one round; the op count per round is calibrated to it during warmup.
    var roundNanoseconds: Double
    /// Warmup duration (also the calibration).
    var warmupNanoseconds: Double

    // Short rounds, many of them: on a shared machine a round that gets preempted is an outlier
    // the median ignores, instead of a long round that always absorbs some preemption.
    static let full = HarnessConfiguration(rounds: 61, roundNanoseconds: 1_000_000, warmupNanoseconds: 10_000_000)
    static let quick = HarnessConfiguration(rounds: 15, roundNanoseconds: 500_000, warmupNanoseconds: 2_000_000)
}

/// One benchmark's result.
struct Measurement {
    var medianNanoseconds: Double
    var minNanoseconds: Double
    /// Median of the rounds' on-CPU time per op (CLOCK_THREAD_CPUTIME_ID): excludes time the
    /// thread spent descheduled, so it shows how much of the wall time was other processes.
    var medianCPUNanoseconds: Double
    /// Heap allocations per op (malloc, calloc, realloc, aligned), from the interposed allocator.
    var allocationsPerOp: Double
    var opsPerRound: Int
}

/// Keeps results alive so the optimizer cannot delete the work.
nonisolated(unsafe) var benchmarkSink = 0

/// This thread's CPU time in nanoseconds.
@inline(__always)
func threadCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

@inline(__always)
func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// Runs `body(i)` for requests `i` cycling over `0..<count`: warmup and calibration, then
/// `rounds` timed rounds with `ContinuousClock`, then one allocation-counting pass.
/// The cursor carries on across rounds, so every round sees a different slice of the mix and
/// all rounds together cover it.
@inline(never)
func measure(_ configuration: HarnessConfiguration, count: Int, _ body: (Int) -> Int) -> Measurement {
    let clock = ContinuousClock()
    var sink = 0
    var index = 0

    // Warmup and calibration.
    var ops = 0
    let warmupStart = clock.now
    var elapsed = 0.0
    repeat {
        for _ in 0..<16 {
            sink &+= body(index)
            index += 1
            if index == count { index = 0 }
        }
        ops += 16
        elapsed = nanoseconds(clock.now - warmupStart)
    } while elapsed < configuration.warmupNanoseconds
    let perOp = elapsed / Double(ops)
    let opsPerRound = max(1, Int(configuration.roundNanoseconds / perOp))

    var samples: [Double] = []
    var cpuSamples: [Double] = []
    samples.reserveCapacity(configuration.rounds)
    cpuSamples.reserveCapacity(configuration.rounds)
    for _ in 0..<configuration.rounds {
        let cpuStart = threadCPUNanoseconds()
        let start = clock.now
        for _ in 0..<opsPerRound {
            sink &+= body(index)
            index += 1
            if index == count { index = 0 }
        }
        let wall = nanoseconds(clock.now - start)
        let cpu = threadCPUNanoseconds() - cpuStart
        samples.append(wall / Double(opsPerRound))
        cpuSamples.append(cpu / Double(opsPerRound))
    }
    samples.sort()
    cpuSamples.sort()

    // Allocations: one untimed pass over the start of the mix (the mix is shuffled, so any
    // prefix is representative); at least 256 requests, at most one round's worth or the whole mix.
    let allocationOps = min(count, max(256, opsPerRound))
    mc_set_counting(1)
    let before = mc_read()
    for request in 0..<allocationOps { sink &+= body(request) }
    let after = mc_read()
    mc_set_counting(0)

    benchmarkSink &+= sink
    return Measurement(
        medianNanoseconds: samples[samples.count / 2], minNanoseconds: samples[0],
        medianCPUNanoseconds: cpuSamples[cpuSamples.count / 2],
        allocationsPerOp: Double(after.allocations &- before.allocations) / Double(allocationOps),
        opsPerRound: opsPerRound)
}

/// Times a one-shot operation (such as building a router) `rounds` times; `setup` runs untimed
/// before each round and its result is handed to `body`.
@inline(never)
func measureOnce<State, Result>(
    rounds: Int, setup: () -> State, _ body: (State) -> Result
) -> (median: Double, min: Double, cpu: Double) {
    let clock = ContinuousClock()
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    var keep: [Result] = []
    keep.reserveCapacity(rounds + 1)
    // One warmup round.
    keep.append(body(setup()))
    keep.removeAll(keepingCapacity: true)
    for _ in 0..<rounds {
        let state = setup()
        let cpuStart = threadCPUNanoseconds()
        let start = clock.now
        let result = body(state)
        samples.append(nanoseconds(clock.now - start))
        cpuSamples.append(threadCPUNanoseconds() - cpuStart)
        keep.append(result)   // freed after the timing, not inside it
    }
    keep.removeAll()
    samples.sort()
    cpuSamples.sort()
    return (samples[samples.count / 2], samples[0], cpuSamples[cpuSamples.count / 2])
}

/// Bytes of heap that `body`'s result keeps alive: live bytes after minus before, measured
/// from the interposed allocator's usable sizes. Transient allocations cancel out.
@inline(never)
func retainedBytes<Result>(_ body: () -> Result) -> (bytes: Int, result: Result) {
    mc_set_counting(1)
    let before = mc_read().liveBytes
    let result = body()
    let after = mc_read().liveBytes
    mc_set_counting(0)
    return (Int(after - before), result)
}

/// The ratio of two benchmarks measured in alternating rounds (`a`, then `b`, then `a`…), one
/// ratio `b / a` per pair of rounds: both sides see the same machine load, so the median ratio
/// is steadier than a ratio of two medians taken minutes apart, and the spread shows the noise.
struct PairedRatio {
    var median: Double
    var lowerQuartile: Double
    var upperQuartile: Double
    var minimum: Double
    var maximum: Double
}

@inline(never)
func measureRatio(
    _ configuration: HarnessConfiguration, countA: Int, _ a: (Int) -> Int, countB: Int, _ b: (Int) -> Int
) -> PairedRatio {
    let clock = ContinuousClock()
    var sink = 0
    func calibrate(_ count: Int, _ body: (Int) -> Int) -> Int {
        var ops = 0
        var index = 0
        let start = clock.now
        var elapsed = 0.0
        repeat {
            for _ in 0..<16 {
                sink &+= body(index)
                index = index + 1 == count ? 0 : index + 1
            }
            ops += 16
            elapsed = nanoseconds(clock.now - start)
        } while elapsed < configuration.warmupNanoseconds
        return max(1, Int(configuration.roundNanoseconds / (elapsed / Double(ops))))
    }
    let opsA = calibrate(countA, a)
    let opsB = calibrate(countB, b)
    var indexA = 0
    var indexB = 0
    func round(_ ops: Int, _ count: Int, _ index: inout Int, _ body: (Int) -> Int) -> Double {
        let start = clock.now
        for _ in 0..<ops {
            sink &+= body(index)
            index = index + 1 == count ? 0 : index + 1
        }
        return nanoseconds(clock.now - start) / Double(ops)
    }
    var ratios: [Double] = []
    ratios.reserveCapacity(configuration.rounds)
    for _ in 0..<configuration.rounds {
        let timeA = round(opsA, countA, &indexA, a)
        let timeB = round(opsB, countB, &indexB, b)
        ratios.append(timeB / timeA)
    }
    ratios.sort()
    benchmarkSink &+= sink
    let last = ratios.count - 1
    return PairedRatio(
        median: ratios[last / 2], lowerQuartile: ratios[last / 4], upperQuartile: ratios[(3 * last) / 4],
        minimum: ratios[0], maximum: ratios[last])
}
