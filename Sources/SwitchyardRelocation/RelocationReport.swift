/// What applying a batch did.
public struct RelocationReport: Sendable, Hashable {
    /// The version now in effect.
    public let version: Int
    /// The number of rules in the batch.
    public let ruleCount: Int
    /// Redirects in effect after the batch.
    public let redirectCount: Int
    /// Patterns added by relocation in effect after the batch.
    public let addedCount: Int
    /// Build-time patterns removed by relocation in effect after the batch.
    public let removedCount: Int
    /// Whether the router's table changed (`false` for an idempotent re-apply).
    public let changed: Bool
}
