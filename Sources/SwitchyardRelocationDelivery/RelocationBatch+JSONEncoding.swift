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
        let envelope: JSON.Value = .object([
            ("format", .integer(1)),
            ("rules", .array(rules.map { Self.jsonValue(.object(Self.dictionary($0))) })),
            ("version", .integer(version)),
        ])
        return Data(JSON.render(envelope, style: .compact).utf8)
    }

    /// `value` as a JSON value, object keys sorted so the bytes never depend on hashing.
    static func jsonValue(_ value: RelocationValue) -> JSON.Value {
        switch value {
        case .string(let string): return .string(string)
        case .int(let number): return .integer(number)
        // JSON has no NaN or infinity (they cannot come from JSON input either): the writer
        // renders them as null.
        case .double(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .array(let values): return .array(values.map(jsonValue))
        case .object(let values):
            return .object(values.keys.sorted().map { key in (key, jsonValue(values[key] ?? .null)) })
        }
    }
}
