import Foundation
import Switchyard
import SwitchyardRelocation

extension Router {
    /// Applies a JSON batch (a versioned envelope, or a bare array with `version`). See
    /// `RelocationBatch.init(json:version:)` and `applyRelocation(_:)`.
    ///
    /// - Throws: `RelocationError` listing every problem; nothing changes then.
    @discardableResult
    public func applyRelocation(json: Data, version: Int? = nil) throws(RelocationError) -> RelocationReport {
        let batch: RelocationBatch
        do {
            batch = try RelocationBatch(json: json, version: version)
        } catch {
            emit(.relocation(.refused(error)))
            throw error
        }
        return try applyRelocation(batch)
    }
}
