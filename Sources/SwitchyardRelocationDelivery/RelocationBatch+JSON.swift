import Foundation
import Switchyard
@_spi(JSON) import SwitchyardJSON
import SwitchyardRelocation

extension RelocationBatch {
    /// Reads a batch from JSON: either a bare array of TheRouter rule dictionaries (give its
    /// `version`), or the versioned envelope
    ///
    /// ```json
    /// {"format": 1, "version": 42, "description": "optional", "appVersions": ["2.3.0..<2.5"], "rules": [{"routerType": 1, …}]}
    /// ```
    ///
    /// `format` is optional and must be 1 when present (a later format is refused rather than
    /// misread); `version` (an integer ≥ 0) and `rules` are required; `appVersions`, optional, is
    /// a non-empty array of versions and ranges (see `RelocationBatch.appVersions`; a malformed
    /// entry is an error naming it); other keys are errors.
    ///
    /// The JSON is read by Switchyard's own strict reader, not `JSONSerialization`, so a batch
    /// means the same on every platform: a number without fraction or exponent is an integer
    /// (`JSONValue.integer(_:)`) and any other number a `JSONValue.number(_:)`; an
    /// integer outside the 64-bit range is refused, naming it and where it is, rather than
    /// rounded; a repeated key in an object and a string that is not UTF-8 are refused.
    ///
    /// - Parameters:
    ///   - data: the JSON document, UTF-8.
    ///   - version: the version of a bare array; ignored for an envelope.
    /// - Complexity: O(*n*) in the size of `data`.
    /// - Throws: `RelocationError` listing every problem.
    public init(json data: Data, version: Int? = nil) throws(RelocationError) {
        self = try Self.decode(
            json: data, version: version, bareArrayHint: "or pass its version: RelocationBatch(json:version:)"
        ).get()
    }

    /// Reads a batch from JSON as ``init(json:version:)`` does, keeping the rules that were read
    /// when others were not, so applying it reports their problems too.
    ///
    /// - Parameter bareArrayHint: the caller's own way to give a bare array its version, added to
    ///   the error that asks for one (the codec names no API: a tool's caller has none to pass).
    /// - Throws: `RelocationError` when the data is not JSON, or not a batch at all.
    package static func decode(
        json data: Data, version: Int?, bareArrayHint: String? = nil
    ) throws(RelocationError) -> DecodedRelocationBatch {
        let value: JSONValue
        do {
            value = try JSON.parse(data)
        } catch {
            let what =
                error.isIntegerOutOfRange ? "a number in the data cannot be read exactly" : "the data is not valid JSON"
            throw RelocationError(version: nil, .malformed("\(what) (\(data.count) bytes): \(error)"))
        }
        return try decode(jsonValue: value, version: version, bareArrayHint: bareArrayHint)
    }

    /// The batch as the versioned JSON envelope (format 1), byte-for-byte deterministic: keys are
    /// sorted and numbers printed the same on every platform. ``init(json:version:)`` reads it back
    /// into an equal batch.
    ///
    /// - Complexity: O(*n*) in the size of the rules.
    public func jsonData() -> Data {
        let appVersions = self.appVersions.map { [("appVersions", JSONValue.array($0.map(JSONValue.string)))] } ?? []
        let envelope: JSONValue = .object(
            appVersions + [
                ("format", .integer(1)),
                ("rules", .array(rules.map { JSONValue.object(Self.dictionary($0)).withKeysSorted })),
                ("version", .integer(version)),
            ])
        return Data(JSON.render(envelope, style: .compact).utf8)
    }

    /// Reads a batch from a parsed JSON document, as ``decode(json:version:)`` does.
    static func decode(
        jsonValue value: JSONValue, version: Int?, bareArrayHint: String? = nil
    ) throws(RelocationError) -> DecodedRelocationBatch {
        var issues: [RelocationError.Issue] = []
        func issue(_ key: String?, _ reason: RelocationError.Reason, at index: Int? = nil) {
            issues.append(.init(index: index, key: key, reason: reason))
        }
        var batchVersion = version
        var list: [JSONValue] = []
        var appVersions: AppVersionScope?
        switch value {
        case .array(let array):
            guard version != nil else {
                throw RelocationError(
                    version: nil, key: "version",
                    .malformed(
                        "a bare array of rules carries no version; wrap it as {\"version\": N, \"rules\": [...]}"
                            + (bareArrayHint.map { ", " + $0 } ?? "")))
            }
            list = array
        case .object(let envelope):
            batchVersion = nil
            let known = ["format", "version", "rules", "description", "appVersions"]
            for key in envelope.map(\.key).sorted() where !known.contains(key) {
                issue(key, .unknownKey(suggestion: nil))
            }
            if let format = value["format"], format != .integer(1) {
                let detail = "format \(format.plainValue) is not supported; this Switchyard reads format 1"
                issue("format", .malformed(detail))
            }
            switch value["version"] {
            case .none: issue("version", .missingKey)
            case .some(.integer(let number)) where number >= 0: batchVersion = number
            case .some(let other):
                issue("version", .wrongType(expected: "an integer ≥ 0", found: Self.jsonTypeName(other)))
            }
            switch value["appVersions"] {
            case .none: break
            case .some(.array(let entries)): appVersions = AppVersionScope(entries, issues: &issues)
            case .some(let other):
                issue("appVersions", .wrongType(expected: "an array of strings", found: Self.jsonTypeName(other)))
            }
            switch value["rules"] {
            case .array(let rules)?: list = rules
            case let found:
                issue(
                    "rules", found.map { .wrongType(expected: "an array", found: Self.jsonTypeName($0)) } ?? .missingKey
                )
            }
        default:
            throw RelocationError(
                version: nil, .malformed("expected an array of rules or {\"version\": N, \"rules\": [...]}"))
        }
        let rules = list.enumerated().map { index, element -> RelocationRule? in
            guard case .object(let members) = element else {
                issue(nil, .wrongType(expected: "an object", found: Self.jsonTypeName(element)), at: index)
                return nil
            }
            let dictionary = Dictionary(members.map { ($0.key, Optional($0.value)) }, uniquingKeysWith: { $1 })
            return Self.decodeRule(dictionary, index: index, issues: &issues)
        }
        return DecodedRelocationBatch(version: batchVersion, rules: rules, issues: issues, appVersions: appVersions)
    }
}
