import Foundation
import Switchyard
import SwitchyardRelocation

extension RelocationBatch {
    /// The batch as the versioned JSON envelope (format 1), byte-for-byte deterministic: keys are
    /// sorted and numbers printed the same on every platform. ``init(json:version:)`` reads it back
    /// into an equal batch.
    ///
    /// - Complexity: O(*n*) in the size of the rules.
    public func jsonData() -> Data {
        var text = "{\"format\":1,\"rules\":["
        for (index, rule) in rules.enumerated() {
            if index > 0 { text += "," }
            Self.encode(.object(Self.dictionary(rule)), into: &text)
        }
        text += "],\"version\":\(version)}"
        return Data(text.utf8)
    }

    static func encode(_ value: RelocationValue, into text: inout String) {
        switch value {
        case .string(let string): encodeString(string, into: &text)
        case .int(let number): text += String(number)
        case .double(let number):
            // JSON has no NaN or infinity; they cannot come from JSON input either.
            text += number.isFinite ? String(number) : "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .null: text += "null"
        case .array(let values):
            text += "["
            for (index, element) in values.enumerated() {
                if index > 0 { text += "," }
                encode(element, into: &text)
            }
            text += "]"
        case .object(let values):
            text += "{"
            for (index, key) in values.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                encodeString(key, into: &text)
                text += ":"
                encode(values[key] ?? .null, into: &text)
            }
            text += "}"
        }
    }

    private static func encodeString(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
