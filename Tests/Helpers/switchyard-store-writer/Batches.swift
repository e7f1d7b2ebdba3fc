import Switchyard
import SwitchyardRelocation

/// How many distinct batches the writer cycles through.
let storeWriterBatchCount = 8

/// Batch `index % storeWriterBatchCount`. Keep in step with `CrashSafePersistenceTests.batch(_:)`,
/// which rebuilds the same batches to recognize what it reads back. Sizes range from a few bytes
/// to ~300 KB, so a kill often lands in the middle of a write.
func storeWriterBatch(_ index: Int) -> RelocationBatch {
    let number = index % storeWriterBatchCount
    let ruleCount = number % 2 == 0 ? 1 + number : 500 * number
    var rules: [RelocationRule] = [.restoreAll]
    for rule in 0..<ruleCount {
        rules.append(
            .redirect(
                from: "app://old\(number)/r\(rule)/:id", to: "app://router/demo",
                params: ["n": .integer(number), "r": .integer(rule)]))
    }
    return RelocationBatch(version: number, rules: rules)
}
