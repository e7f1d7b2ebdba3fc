import Foundation
import Switchyard
@_spi(JSON) import SwitchyardJSON
import SwitchyardRelocation

extension RelocationBatch {
    /// Reads a batch from JSON: either a bare array of TheRouter rule dictionaries (give its
    /// `version`), or the versioned envelope
    ///
    /// ```json
    /// {"format": 1, "version": 42, "description": "optional", "rules": [{"routerType": 1, …}]}
    /// ```
    ///
    /// `format` is optional and must be 1 when present (a later format is refused rather than
    /// misread); `version` (an integer ≥ 0) and `rules` are required; other keys are errors.
    ///
    /// The JSON is read by Switchyard's own strict reader, not `JSONSerialization`, so a batch
    /// means the same on every platform: a number without fraction or exponent is an integer
    /// (`RelocationValue.int(_:)`) and any other number a `RelocationValue.double(_:)`; an
    /// integer outside the 64-bit range is refused, naming it and where it is, rather than
    /// rounded; a repeated key in an object and a string that is not UTF-8 are refused.
    ///
    /// - Parameters:
    ///   - data: the JSON document, UTF-8.
    ///   - version: the version of a bare array; ignored for an envelope.
    /// - Complexity: O(*n*) in the size of `data`.
    /// - Throws: `RelocationError` listing every problem.
    public init(json data: Data, version: Int? = nil) throws(RelocationError) {
        let object: Any
        do {
            object = Self.foundationObject(try JSON.parse(data))
        } catch {
            let what =
                error.isIntegerOutOfRange ? "a number in the data cannot be read exactly" : "the data is not valid JSON"
            throw RelocationError(
                version: nil,
                issues: [.init(index: nil, key: nil, reason: .malformed("\(what) (\(data.count) bytes): \(error)"))])
        }
        try self.init(jsonObject: object, version: version)
    }

    /// The reader's value as the Foundation objects TheRouter's dictionaries are made of
    /// (`Int`, `Double`, `String`, `Bool`, `NSNull`, arrays, dictionaries), which
    /// ``init(theRouterRules:version:)`` reads without confusing `true` with `1`.
    static func foundationObject(_ value: JSON.Value) -> Any {
        switch value {
        case .string(let text): return text
        case .integer(let number): return number
        case .number(let number): return number
        case .bool(let flag): return flag
        case .null: return NSNull()
        case .array(let elements): return elements.map(foundationObject)
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for (key, element) in members { dictionary[key] = foundationObject(element) }
            return dictionary
        }
    }

    init(jsonObject object: Any, version: Int?) throws(RelocationError) {
        if let array = object as? [Any] {
            guard let version else {
                throw RelocationError(
                    version: nil,
                    issues: [
                        .init(
                            index: nil, key: "version",
                            reason: .malformed(
                                "a bare array of rules carries no version; wrap it as {\"version\": N, \"rules\": [...]} or pass version:"
                            ))
                    ])
            }
            try self.init(theRouterRules: try Self.dictionaries(array, version: version), version: version)
            return
        }
        guard let envelope = object as? [String: Any] else {
            throw RelocationError(
                version: nil,
                issues: [
                    .init(
                        index: nil, key: nil,
                        reason: .malformed("expected an array of rules or {\"version\": N, \"rules\": [...]}"))
                ])
        }
        var issues: [RelocationError.Issue] = []
        for key in envelope.keys.sorted() where !["format", "version", "rules", "description"].contains(key) {
            issues.append(.init(index: nil, key: key, reason: .unknownKey(suggestion: nil)))
        }
        if let format = envelope["format"] {
            if case .int(let number)? = JSONValue.classify(format), number == 1 {
            } else {
                issues.append(
                    .init(
                        index: nil, key: "format",
                        reason: .malformed("format \(format) is not supported; this Switchyard reads format 1")))
            }
        }
        var batchVersion: Int?
        switch envelope["version"].map(JSONValue.classify) {
        case .none: issues.append(.init(index: nil, key: "version", reason: .missingKey))
        case .some(.int(let number)?) where number >= 0: batchVersion = number
        case .some(let other):
            issues.append(
                .init(
                    index: nil, key: "version",
                    reason: .wrongType(expected: "an integer ≥ 0", found: JSONValue.name(other))))
        }
        var rules: [[String: Any]] = []
        if let list = envelope["rules"] as? [Any] {
            do {
                rules = try Self.dictionaries(list, version: batchVersion)
            } catch {
                issues.append(contentsOf: error.issues)
            }
        } else {
            let found = envelope["rules"].map { JSONValue.name(JSONValue.classify($0)) }
            issues.append(
                .init(
                    index: nil, key: "rules",
                    reason: found.map { .wrongType(expected: "an array", found: $0) } ?? .missingKey))
        }
        do {
            let batch = try RelocationBatch(theRouterRules: rules, version: batchVersion ?? 0)
            if issues.isEmpty {
                self = batch
                return
            }
        } catch {
            issues.append(contentsOf: error.issues)
        }
        throw RelocationError(version: batchVersion, issues: issues)
    }

    private static func dictionaries(_ array: [Any], version: Int?) throws(RelocationError) -> [[String: Any]] {
        var result: [[String: Any]] = []
        var issues: [RelocationError.Issue] = []
        for (index, element) in array.enumerated() {
            if let dictionary = element as? [String: Any] {
                result.append(dictionary)
            } else {
                issues.append(
                    .init(
                        index: index, key: nil,
                        reason: .wrongType(expected: "an object", found: JSONValue.name(JSONValue.classify(element)))))
            }
        }
        guard issues.isEmpty else { throw RelocationError(version: version, issues: issues) }
        return result
    }

}
