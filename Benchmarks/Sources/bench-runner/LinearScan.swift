/// **Not Switchyard.** A linear-scan matcher of the kind TheRouter (iOS) and URLNavigator use:
/// a priority-sorted array of patterns, each compared segment by segment against every request
/// until one matches. It is a generous version — patterns are pre-split, no regular expressions
/// (URLNavigator runs three per candidate), the scheme is compared once — so its cost is a lower
/// bound for those routers, and it still grows as O(N).
struct LinearScanMatcher {
    enum Segment {
        case literal(String)
        case parameter(String)
        case wildcard
        case catchAll
    }

    struct Pattern {
        let scheme: String
        let segments: [Segment]   // host first
        let priority: Int
        let value: Int
    }

    private var patterns: [Pattern] = []

    /// Adds a pattern and keeps the array sorted by priority, highest first (stable), as TheRouter does.
    mutating func add(_ text: String, priority: Int, value: Int) {
        let schemeEnd = text.range(of: "://")!
        let scheme = String(text[..<schemeEnd.lowerBound])
        let segments = text[schemeEnd.upperBound...].split(separator: "/").map { piece -> Segment in
            if piece == "**" { return .catchAll }
            if piece == "*" { return .wildcard }
            if piece.hasPrefix(":") { return .parameter(String(piece.dropFirst())) }
            return .literal(String(piece))
        }
        patterns.append(Pattern(scheme: scheme, segments: segments, priority: priority, value: value))
    }

    mutating func finish() {
        // A stable sort by priority (insertion order breaks ties).
        patterns = patterns.enumerated().sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(\.element)
    }

    /// Parses `url` (scheme, then `/`-split components up to the query) and scans every pattern.
    /// Returns the matched value and the number of captured parameters, or nil.
    func match(_ url: String) -> (value: Int, parameters: [(String, String)])? {
        let utf8 = url.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = url[..<colon]
        let start = utf8.index(colon, offsetBy: 3)
        let end = utf8[start...].firstIndex(of: UInt8(ascii: "?")) ?? utf8.endIndex
        let components = url[start..<end].split(separator: "/")
        candidates: for pattern in patterns {
            guard pattern.scheme == scheme else { continue }
            var parameters: [(String, String)] = []
            for (index, segment) in pattern.segments.enumerated() {
                if case .catchAll = segment {
                    parameters.append(("**", components[index...].joined(separator: "/")))
                    return (pattern.value, parameters)
                }
                guard index < components.count else { continue candidates }
                switch segment {
                case .literal(let text):
                    if components[index] != text { continue candidates }
                case .parameter(let name):
                    parameters.append((name, String(components[index])))
                case .wildcard, .catchAll:
                    break
                }
            }
            if pattern.segments.count == components.count { return (pattern.value, parameters) }
        }
        return nil
    }
}
