import Foundation
import _RouteMap
import _RouteMapRelease
import _RouteScannerCLI

/// Whether relocation batches keep a link of ``RouteMapDiff`` working on the NEW map.
/// (Until the relocation preview exists, no batch can be read: `--covered-by` is refused.)
struct BatchCoverage {
    init(batches: [String], map: RouteMap, mapFile: String) throws(CommandFailure) {
        guard batches.isEmpty else {
            throw CommandFailure("\(PluginContract.Argument.coveredBy) is not available yet")
        }
    }

    func covering(_ change: RouteMapDiff.Change) -> (batch: String, opens: String)? { nil }
}
