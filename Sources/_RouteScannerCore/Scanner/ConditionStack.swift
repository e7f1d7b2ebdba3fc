/// Tracks `#if`/`#elseif`/`#else`/`#endif` and the conditions of the active branch.
struct ConditionStack: Sendable {
    private struct Frame {
        /// Conditions of the branches seen so far in this `#if` chain.
        var previous: [String]
        /// Conditions describing the current branch.
        var current: [String]
    }

    private var frames: [Frame] = []
    /// The conditions in effect, outermost first.
    var active: [String] { frames.flatMap(\.current) }

    /// Number of open `#if` blocks.
    var depth: Int { frames.count }

    /// Negation of a condition: `DEBUG` → `!(DEBUG)`.
    static func negate(_ condition: String) -> String { "!(\(condition))" }

    /// Collapses whitespace runs to one space.
    static func normalize(_ condition: String) -> String {
        condition.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// Handles `#if condition`.
    mutating func pushIf(_ condition: String) {
        let c = ConditionStack.normalize(condition)
        frames.append(Frame(previous: [c], current: [c]))
    }

    /// Handles `#elseif condition`; returns false if there is no open `#if`.
    mutating func elseIf(_ condition: String) -> Bool {
        guard let last = frames.indices.last else { return false }
        let c = ConditionStack.normalize(condition)
        frames[last].current = frames[last].previous.map(ConditionStack.negate) + [c]
        frames[last].previous.append(c)
        return true
    }

    /// Handles `#else`; returns false if there is no open `#if`.
    mutating func elseBranch() -> Bool {
        guard let last = frames.indices.last else { return false }
        frames[last].current = frames[last].previous.map(ConditionStack.negate)
        return true
    }

    /// Handles `#endif`; returns false if there is no open `#if`.
    mutating func endIf() -> Bool { frames.popLast() != nil }
}
