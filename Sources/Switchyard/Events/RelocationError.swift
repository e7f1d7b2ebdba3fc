/// Why a relocation batch was refused. A refused batch changes nothing; ``issues`` lists every
/// problem found, not only the first, so one round trip to the server fixes them all.
public struct RelocationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One problem: where it is and what is wrong.
    public struct Issue: Sendable, Hashable, CustomStringConvertible {
        /// The index of the rule in the batch, or `nil` for a problem with the batch as a whole.
        public let index: Int?
        /// The key at fault (`orginPath`, `className`, `version`…), when there is one.
        public let key: String?
        /// What is wrong (for the message, and the package's tests).
        package let reason: Reason

        /// Creates an issue.
        package init(index: Int?, key: String?, reason: Reason) {
            self.index = index
            self.key = key
            self.reason = reason
        }

        /// `rule 3, 'className': …`.
        public var description: String {
            var place: [String] = []
            if let index { place.append("rule \(index)") }
            if let key { place.append("'\(key)'") }
            return (place.isEmpty ? "batch" : place.joined(separator: ", ")) + ": " + reason.description
        }
    }

    /// What is wrong, with a message that says how to fix it (for ``Issue/description``, and the
    /// package's tests). Each case's message is its documentation. Thrown as an error inside the
    /// planner, before it knows the rule index and key.
    package enum Reason: Error, Hashable, CustomStringConvertible {
        case malformed(String)
        case missingKey
        case wrongType(expected: String, found: String)
        case unknownKey(suggestion: String?)
        case unknownRouterType(Int)
        case invalidPattern(RoutePatternError)
        case invalidTarget(String)
        case unknownPlaceholder(String)
        case unknownType(String, similar: [String] = [])
        case ambiguousType(String, candidates: [String])
        case internalRoute(String)
        case alreadyRouted(pattern: String, typeName: String)
        case noSuchRoute(pattern: String, similar: String?)
        case duplicateRedirect(pattern: String, otherPattern: String)
        case cycle([String])
        case targetNotAllowed(String)
        case targetMatchesNoRoute(String)
        case staleVersion(offered: Int, applied: Int)
        case versionConflict(Int)
        case tooManyRules(count: Int, limit: Int)
        case tooManyRulesInEffect(count: Int, limit: Int)
        case persistenceFailed(String)
        case refusedValue(JSONValue.Refusal)
        case unmatchable(String)

        /// The message.
        package var description: String {
            switch self {
            case .malformed(let detail): return detail
            case .missingKey: return "this key is required"
            case .wrongType(let expected, let found): return "expected \(expected), found \(found)"
            case .unknownKey(let suggestion):
                return "unknown key" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; remove it")
            case .unknownRouterType(let type):
                return "unknown routerType \(type); use 1 redirect, 2 add, 3 remove, 4 restore, 5 restore all"
            case .invalidPattern(let error): return error.description
            case .invalidTarget(let detail): return "invalid redirect target: \(detail)"
            case .unknownPlaceholder(let name):
                return
                    "the target uses ':\(name)', which the source pattern does not capture; capture it or write a literal"
            case .unknownType(let name, let similar):
                return "no route table knows the type '\(name)'; name a routable type as in the route map (Module.Type)"
                    + (similar.isEmpty
                        ? "" : "; did you mean " + similar.map { "'\($0)'" }.joined(separator: " or ") + "?")
            case .ambiguousType(let name, let candidates):
                return
                    "'\(name)' could name any of \(candidates.joined(separator: ", ")); name one as in the route map "
                    + "(Module.Type)"
            case .internalRoute(let name):
                return "'\(name)' is an internal route; relocation cannot give it new patterns"
            case .alreadyRouted(let pattern, let typeName):
                return "'\(pattern)' already routes to \(typeName); remove it first (routerType 3) in the same batch"
            case .noSuchRoute(let pattern, let similar):
                return "no installed route has the pattern '\(pattern)'"
                    + (similar.map { "; did you mean '\($0)'?" } ?? "")
            case .duplicateRedirect(let pattern, let other):
                return "redirects from '\(pattern)' and '\(other)' match the same URLs; keep one"
            case .cycle(let patterns):
                return
                    "redirects form a loop: \(patterns.joined(separator: " -> ")); break it (routerType 4 restores a redirect)"
            case .targetNotAllowed(let detail): return detail
            case .targetMatchesNoRoute(let target):
                return "the target '\(target)' matches no route of the app; fix the target or add its route first"
            case .staleVersion(let offered, let applied):
                return "version \(offered) is older than the applied version \(applied); publish a higher version"
            case .versionConflict(let version):
                return "version \(version) is already applied with different rules; publish a higher version"
            case .tooManyRules(let count, let limit):
                return "\(count) rules exceed the policy's limit of \(limit)"
            case .tooManyRulesInEffect(let count, let limit):
                return "the rules in effect would be saved as \(count) rules (restoreAll, then one per redirect, added "
                    + "and removed pattern), over the policy's limit of \(limit), so the next launch could not restore "
                    + "them; start the batch with restoreAll (routerType 5) to replace earlier rules, or raise "
                    + "RelocationPolicy.maxRules"
            case .refusedValue(let refusal): return refusal.description
            case .unmatchable(let detail): return "no link can match this pattern: \(detail)"
            case .persistenceFailed(let detail):
                return "the batch could not be saved (\(detail)); nothing changed, the previous batch stays in effect"
            }
        }
    }

    /// The version of the refused batch, when it was known.
    public let version: Int?
    /// Every problem found, in rule order; problems of the batch as a whole come first.
    public let issues: [Issue]

    /// Creates an error; the issues are put in rule order (stable within one rule).
    package init(version: Int?, issues: [Issue]) {
        self.version = version
        self.issues = issues.enumerated()
            .sorted { ($0.element.index ?? -1, $0.offset) < ($1.element.index ?? -1, $1.offset) }
            .map(\.element)
    }

    /// An error with one problem of the batch as a whole, at `key` when there is one.
    package init(version: Int?, key: String? = nil, _ reason: Reason) {
        self.init(version: version, issues: [Issue(index: nil, key: key, reason: reason)])
    }

    /// A header line, then one indented line per issue.
    public var description: String {
        let head =
            "relocation batch" + (version.map { " version \($0)" } ?? "") + " refused ("
            + (issues.count == 1 ? "1 problem" : "\(issues.count) problems") + "):"
        return ([head] + issues.map { "  " + $0.description }).joined(separator: "\n")
    }
}
