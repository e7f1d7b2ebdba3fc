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
        try applyRelocation { () throws(RelocationError) in
            try RelocationBatch.decode(
                json: json, version: version, bareArrayHint: "or pass its version: applyRelocation(json:version:)")
        }
    }
}
