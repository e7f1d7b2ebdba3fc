import Foundation
import Switchyard
@_spi(JSON) import SwitchyardJSON
import SwitchyardRelocation

extension RelocationBatch {
    /// The batch as the versioned JSON envelope (format 1), byte-for-byte deterministic: keys are
    /// sorted and numbers printed the same on every platform. ``init(json:version:)`` reads it back
    /// into an equal batch.
    ///
    /// - Complexity: O(*n*) in the size of the rules.
    public func jsonData() -> Data {
        let envelope: JSONValue = .object([
            ("format", .integer(1)),
            ("rules", .array(rules.map { JSONValue.object(Self.dictionary($0)).withKeysSorted })),
            ("version", .integer(version)),
        ])
        return Data(JSON.render(envelope, style: .compact).utf8)
    }
}
