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
    private(set) var active: [String] = []

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
        recompute()
    }

    /// Handles `#elseif condition`; returns false if there is no open `#if`.
    mutating func elseIf(_ condition: String) -> Bool {
        guard var frame = frames.popLast() else { return false }
        let c = ConditionStack.normalize(condition)
        frame.current = frame.previous.map(ConditionStack.negate) + [c]
        frame.previous.append(c)
        frames.append(frame)
        recompute()
        return true
    }

    /// Handles `#else`; returns false if there is no open `#if`.
    mutating func elseBranch() -> Bool {
        guard var frame = frames.popLast() else { return false }
        frame.current = frame.previous.map(ConditionStack.negate)
        frames.append(frame)
        recompute()
        return true
    }

    /// Handles `#endif`; returns false if there is no open `#if`.
    mutating func endIf() -> Bool {
        guard frames.popLast() != nil else { return false }
        recompute()
        return true
    }

    private mutating func recompute() {
        active = frames.flatMap(\.current)
    }
}
