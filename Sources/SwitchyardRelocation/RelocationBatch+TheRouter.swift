import Foundation
import Switchyard
@_spi(JSON) import SwitchyardJSON

extension RelocationBatch {
    /// The keys TheRouter's rule dictionaries use (`orginPath` is TheRouter's spelling).
    static let knownKeys: Set<String> = ["routerType", "orginPath", "targetPath", "path", "className", "params"]
    /// The known key an unknown one was probably meant to be, by its lowercased spelling.
    private static let suggestions = [
        "originpath": "orginPath", "orignpath": "orginPath", "orginpath": "orginPath", "type": "routerType",
        "routertype": "routerType", "classname": "className", "class": "className", "target": "targetPath",
        "targetpath": "targetPath", "param": "params", "parameters": "params", "params": "params",
    ]

    /// Reads TheRouter's rule dictionaries (see ``decode(theRouterRules:version:)``).
    ///
    /// - Throws: `RelocationError` listing every bad entry (index, key, reason).
    package init(theRouterRules: [[String: Any]], version: Int) throws(RelocationError) {
        self = try Self.decode(theRouterRules: theRouterRules, version: version).get()
    }

    /// Reads TheRouter's rule dictionaries, with the keys `Router.applyRelocation(theRouterRules:version:)`
    /// lists, as they are: ``DecodedRelocationBatch/get()`` gives the batch or every bad entry.
    ///
    /// - Complexity: O(*n*) in the total size of the dictionaries.
    package static func decode(theRouterRules: [[String: Any]], version: Int) -> DecodedRelocationBatch {
        var issues: [RelocationError.Issue] = []
        var rules: [RelocationRule?] = []
        rules.reserveCapacity(theRouterRules.count)
        for (index, dictionary) in theRouterRules.enumerated() {
            var values: [String: JSONValue?] = [:]
            var refused: Set<String> = []
            for key in dictionary.keys.sorted() {
                values[key] = jsonValue(fromFoundation: dictionary[key] as Any) { path, reason in
                    issues.append(.init(index: index, key: key + path, reason: reason))
                    refused.insert(key)
                }
            }
            let known = issues.count
            let rule = decodeRule(values, index: index, issues: &issues)
            // A refused value was reported where it is; reading its key would report it again, vaguely.
            issues[known...].removeAll { refused.contains($0.key ?? "") }
            rules.append(refused.isEmpty ? rule : nil)
        }
        return DecodedRelocationBatch(version: version, rules: rules, issues: issues)
    }

    /// The rules as TheRouter's dictionaries (`routerType`, `orginPath`, `targetPath`, `path`,
    /// `className`, `params`), e.g. to hand them to code that still speaks TheRouter.
    package var theRouterRules: [[String: any Sendable]] {
        rules.map { Self.dictionary($0).mapValues(\.plainValue) }
    }

    /// One rule as TheRouter's dictionary (also what the JSON codec writes).
    package static func dictionary(_ rule: RelocationRule) -> [String: JSONValue] {
        var result: [String: JSONValue] = ["routerType": .integer(rule.routerType)]
        switch rule {
        case .redirect(let from, let to, let params):
            result["orginPath"] = .string(from)
            result["targetPath"] = .string(to)
            if !params.isEmpty { result["params"] = .object(params) }
        case .add(let pattern, let typeName):
            result["path"] = .string(pattern)
            result["className"] = .string(typeName)
        case .remove(let pattern):
            result["path"] = .string(pattern)
        case .restore(let pattern):
            result["orginPath"] = .string(pattern)
        case .restoreAll:
            break
        }
        return result
    }

    /// One of TheRouter's rule dictionaries as JSON values (a `nil` value is one that is not
    /// JSON), or `nil` when it has a problem (added to `issues`).
    package static func decodeRule(
        _ dictionary: [String: JSONValue?], index: Int, issues: inout [RelocationError.Issue]
    ) -> RelocationRule? {
        let known = issues.count
        func issue(_ key: String, _ reason: RelocationError.Reason) {
            issues.append(.init(index: index, key: key, reason: reason))
        }
        for key in dictionary.keys.sorted() where !knownKeys.contains(key) {
            issue(key, .unknownKey(suggestion: suggestions[key.lowercased()]))
        }
        /// The string at `key`; "" after an issue, which drops the rule.
        func string(_ key: String, required: Bool = true) -> String {
            guard let raw = dictionary[key] else {
                if required { issue(key, .missingKey) }
                return ""
            }
            guard case .string(let text)? = raw else {
                issue(key, .wrongType(expected: "a string", found: jsonTypeName(raw)))
                return ""
            }
            if required && text.isEmpty { issue(key, .missingKey) }
            return text
        }
        var params: [String: JSONValue] = [:]
        switch dictionary["params"] {
        case .none, .null??: break
        case .object(let members)??:
            // Refused as it is read, so a batch that reads back also writes and reloads: the
            // envelope of `jsonData()` and the store's file nest a rule's `params` deeper still.
            if let refusal = JSONValue.object(members).firstRefusal {
                issue("params" + refusal.path, .refusedValue(refusal.refusal))
            } else {
                params = JSONValue.dictionary(members)
            }
        case .some(let other): issue("params", .wrongType(expected: "an object", found: jsonTypeName(other)))
        }
        let rule: RelocationRule?
        switch dictionary["routerType"] {
        case .none:
            issue("routerType", .missingKey)
            rule = nil
        case .integer(1)??:
            rule = .redirect(from: string("orginPath"), to: string("targetPath"), params: params)
            _ = (string("path", required: false), string("className", required: false))
        case .integer(2)??: rule = .add(pattern: string("path"), typeName: string("className"))
        case .integer(3)??: rule = .remove(pattern: string("path"))
        case .integer(4)??: rule = .restore(pattern: string("orginPath"))
        case .integer(5)??: rule = .restoreAll
        case .integer(let type)??:
            issue("routerType", .unknownRouterType(type))
            rule = nil
        case .some(let other):
            issue("routerType", .wrongType(expected: "an integer", found: jsonTypeName(other)))
            rule = nil
        }
        return issues.count == known ? rule : nil
    }
}

extension RelocationBatch {
    private static let foundationBooleanClass: AnyClass = type(of: NSNumber(value: true))

    /// The containers being read by ``jsonValue(fromFoundation:refuse:)``: an array, or a
    /// dictionary's values in the order of its sorted keys, and the values read so far.
    private struct Container {
        let keys: [String]?
        let elements: [Any]
        var values: [JSONValue] = []

        /// Where the element being read sits in the container: `.key` or `[index]`.
        var place: String { keys.map { "." + $0[values.count] } ?? "[\(values.count)]" }

        var value: JSONValue {
            guard let keys else { return .array(values) }
            return .object(zip(keys, values).map { (key: $0, value: $1) })
        }
    }

    /// A value of TheRouter's dictionaries (from `JSONSerialization` or made by the app) as JSON;
    /// or `nil`, after `refuse` was told where (a key path below the value, such as `.a[2]`) and
    /// why: not a JSON value, arrays and dictionaries nested deeper than `JSONValue.maxDepth`, a
    /// number that is not finite, an integer beyond 64 bits: the rules every entry obeys (see
    /// `JSONValue.firstRefusal`), checked as the value is read, so nothing below
    /// `JSONValue.maxDepth` levels is ever visited.
    ///
    /// Iterative, and arrays and dictionaries are recognised before any number: on Linux an
    /// `as? NSNumber` cast bridges a dictionary, recursively, to ask whether it is a number, so a
    /// `params` nested 10,000 deep overflowed the stack and 1,000 levels took 0.93 s of CPU.
    ///
    /// - Complexity: O(*n* log *n*) in the number of nested values (sorting each dictionary's keys).
    static func jsonValue(
        fromFoundation root: Any, refuse: (_ path: String, _ reason: RelocationError.Reason) -> Void
    ) -> JSONValue? {
        var open: [Container] = []
        func path() -> String { open.map(\.place).joined() }
        var next = root
        while true {
            var container: Container?
            if let dictionary = next as? [String: Any] {
                let members = dictionary.sorted { $0.key < $1.key }
                container = Container(keys: members.map(\.key), elements: members.map(\.value))
            } else if let array = next as? [Any] {
                container = Container(keys: nil, elements: array)
            }
            if let container {
                guard open.count < JSONValue.maxDepth else {
                    refuse(path(), .refusedValue(.tooDeep))
                    return nil
                }
                open.append(container)
            } else {
                let value: JSONValue
                do {
                    value = try scalar(fromFoundation: next)
                } catch {
                    refuse(path(), error)
                    return nil
                }
                guard !open.isEmpty else { return value }
                open[open.count - 1].values.append(value)
            }
            // Close every container that is complete, then read the next element.
            while let last = open.last, last.values.count == last.elements.count {
                open.removeLast()
                guard !open.isEmpty else { return last.value }
                open[open.count - 1].values.append(last.value)
            }
            guard let last = open.last else { return nil }
            next = last.elements[last.values.count]
        }
    }

    /// A value that is neither an array nor a dictionary, as JSON. `true` is not confused with `1`
    /// (Foundation boxes both as `NSNumber`).
    private static func scalar(fromFoundation value: Any) throws(RelocationError.Reason) -> JSONValue {
        switch value {
        case let boolean as Bool where type(of: value) == Bool.self: return .bool(boolean)
        case let integer as Int where type(of: value) == Int.self: return .integer(integer)
        case let number as Double where type(of: value) == Double.self: return try finite(number)
        case let text as String: return .string(text)
        case let number as NSNumber:
            if type(of: number) == foundationBooleanClass { return .bool(number.boolValue) }
            let kind = String(cString: number.objCType)
            if kind == "d" || kind == "f" { return try finite(number.doubleValue) }
            // JSONSerialization boxes integers above Int.max as UInt64 ("Q"), whose intValue wraps
            // (18446744073709551615 would read as -1): refused, as the JSON reader refuses them.
            if kind == "Q" && number.uint64Value > UInt64(Int.max) {
                throw .refusedValue(.integerOutOfRange(String(number.uint64Value)))
            }
            return .integer(number.intValue)
        case is NSNull: return .null
        default:
            throw .wrongType(
                expected: "a JSON value (a string, number, Boolean, array, dictionary or NSNull)",
                found: "a \(type(of: value))")
        }
    }

    private static func finite(_ number: Double) throws(RelocationError.Reason) -> JSONValue {
        guard number.isFinite else { throw .refusedValue(.notFinite(number)) }
        return .number(number)
    }

    /// "a string", "an integer"…: the value's JSON type, for error messages (`nil`: not JSON).
    package static func jsonTypeName(_ value: JSONValue?) -> String {
        switch value {
        case .string?: return "a string"
        case .integer?: return "an integer"
        case .number?: return "a number with a fraction"
        case .bool?: return "a Boolean"
        case .array?: return "an array"
        case .object?: return "an object"
        case .null?: return "null"
        case nil: return "a value that is not JSON"
        }
    }
}
