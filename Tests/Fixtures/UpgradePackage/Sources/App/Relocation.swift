import Catalog
import Foundation
import Switchyard
import SwitchyardRelocation

/// Relocation at launch: TheRouter's rules from the server validated, Catalog's batch saved to a
/// store, sent through the JSON codec and applied; returns the batch as JSON.
func applyRelocation(on router: Router) throws -> String {
    let rules: [[String: Any]] = [["routerType": 1, "orginPath": "app://old/:id", "targetPath": "app://product/:id"]]
    _ = try RelocationBatch(theRouterRules: rules, version: 1)
    let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("upgrade-\(getpid()).relocation")
    router.restoreRelocation(from: RelocationStore(fileURL: file))
    let data = LegacyLinks.batch.jsonData()
    try router.applyRelocation(json: data)
    return String(decoding: try RelocationBatch(json: data).jsonData(), as: UTF8.self)
}
