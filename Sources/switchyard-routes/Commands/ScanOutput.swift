@_spi(JSON) import SwitchyardJSON
import _RouteScannerCore

/// Formats scan results for the command line (deterministic, hand-written JSON).
enum ScanOutput {
    /// Member names that get a short top-level JSON key.
    static let shortKeys: [(member: String, key: String)] = [
        ("routePatterns", "patterns"), ("routePriority", "priority"), ("routeDescription", "description"),
    ]

    /// One JSON object (single line) for a type:
    /// `{"type": …, "kind": …, "file": …, "line": N, "column": N, "access": …, "conditions": […], "via": […],
    /// "conformsTo": […], "patterns": […], "priority": N, "description": …, "members": {…}}`;
    /// patterns/priority/description only when found, `members` only for other extracted members.
    static func jsonLine(_ type: ScannedType) -> String {
        var fields: [String] = [
            "\"type\": \(json(type.qualifiedName))",
            "\"kind\": \(json(type.kind))",
            "\"file\": \(json(type.file))",
            "\"line\": \(type.line)",
            "\"column\": \(type.column)",
            "\"access\": \(json(type.access))",
            "\"conditions\": \(json(type.conditions))",
            "\"via\": \(json(type.via))",
            "\"conformsTo\": \(json(type.conformsTo))",
        ]
        for (member, key) in shortKeys {
            if let value = type.members[member] { fields.append("\(json(key)): \(json(value))") }
        }
        let others = type.members.keys.filter { name in !shortKeys.contains { $0.member == name } }.sorted()
        if !others.isEmpty {
            let body = others.compactMap { name in type.members[name].map { "\(json(name)): \(json($0))" } }
            fields.append("\"members\": {\(body.joined(separator: ", "))}")
        }
        return "{\(fields.joined(separator: ", "))}"
    }

    /// A human-readable line: `Outer.Inner (class) path:12:7 via Page, Routable patterns=["app://a"] priority=10`.
    static func humanLine(_ type: ScannedType) -> String {
        var line = "\(type.qualifiedName) (\(type.kind)) \(type.file):\(type.line):\(type.column)"
        if !type.via.isEmpty { line += " via \(type.via.joined(separator: ", "))" }
        if !type.conditions.isEmpty { line += " if \(type.conditions.joined(separator: " && "))" }
        for (name, value) in type.members.sorted(by: { $0.key < $1.key }) { line += " \(name)=\(json(value))" }
        return line
    }

    static func json(_ value: LiteralValue) -> String {
        switch value {
        case .string(let s): json(s)
        case .int(let i): String(i)
        case .bool(let b): b ? "true" : "false"
        case .double(let d): d.isFinite ? String(d) : "null"
        case .stringArray(let a): json(a)
        case .enumCase(let c): json(c)
        case .stringDictionary(let d):
            "{" + d.sorted { $0.key < $1.key }.map { json($0.key) + ": " + json($0.value) }.joined(separator: ", ")
                + "}"
        }
    }

    static func json(_ values: [String]) -> String { "[" + values.map(json).joined(separator: ", ") + "]" }

    /// A JSON string literal (the route map's escaping, shared).
    static func json(_ s: String) -> String { JSON.quoted(s) }
}
