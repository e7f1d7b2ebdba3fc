import Switchyard
import SwitchyardJSON
import SwitchyardRelocation

extension Router {
    /// Applies TheRouter's relocation payload as an Objective-C caller hands it over — an
    /// `NSArray` of rule `NSDictionary`s — through ``Router/applyRelocation(theRouterRules:version:)``,
    /// so the policy and the planner apply unchanged, all or nothing.
    ///
    /// - Returns: `nil` when the batch applied (or was skipped, as not for this app version), or
    ///   why nothing changed: an element that is not a dictionary with string keys (by index), or
    ///   the relocation error, which lists every problem.
    func applyRelocationForObjC(theRouterRules payload: [Any], version: Int) -> String? {
        var rules: [[String: Any]] = []
        var problems: [String] = []
        for (index, element) in payload.enumerated() {
            guard let dictionary = element as? [AnyHashable: Any] else {
                // Named by its JSON type: Foundation's class names (`__NSCFString`) say less.
                let kind = (try? JSONValue(converting: element)).map(RelocationBatch.jsonTypeName)
                problems.append("rule \(index) is \(kind ?? "a \(type(of: element))"), not a dictionary")
                continue
            }
            var rule: [String: Any] = [:]
            for (key, value) in dictionary {
                guard let name = key.base as? String else {
                    problems.append("rule \(index) has the key \(key.base), which is not a string")
                    continue
                }
                rule[name] = value
            }
            rules.append(rule)
        }
        guard problems.isEmpty else {
            return "relocation refused, nothing changed: " + problems.sorted().joined(separator: "; ")
        }
        do {
            try applyRelocation(theRouterRules: rules, version: version)
            return nil
        } catch {
            return error.description
        }
    }
}
