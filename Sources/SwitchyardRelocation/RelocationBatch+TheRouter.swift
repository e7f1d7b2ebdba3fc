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
                do throws(JSONValue.Unconvertible) {
                    values[key] = try JSONValue(converting: dictionary[key] as Any)
                } catch {
                    issues.append(.init(index: index, key: key + error.path, reason: .refusedValue(error.refusal)))
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
        case .integer(4)??:
            // TheRouter resets a redirect whose `targetPath` differs into a replace with that target
            // and the rule's `params` (`TheRouterManager.swift`, `addRelocationHandle`); a redirect
            // from `orginPath` replaces the one in effect, so that is restore then redirect.
            let (from, target) = (string("orginPath"), string("targetPath", required: false))
            rule =
                target.isEmpty || target == from
                ? .restore(pattern: from) : .redirect(from: from, to: target, params: params)
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
