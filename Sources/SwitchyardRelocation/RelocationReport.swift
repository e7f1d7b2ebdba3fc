/// What applying a batch did.
public struct RelocationReport: Sendable, Hashable {
    /// The batch's version: now in effect, unless the batch was ``skipped``.
    public let version: Int
    /// The number of rules in the batch.
    public let ruleCount: Int
    /// Redirects in effect after the batch.
    public let redirectCount: Int
    /// Patterns added by relocation in effect after the batch.
    public let addedCount: Int
    /// Build-time patterns removed by relocation in effect after the batch.
    public let removedCount: Int
    /// Whether the router's table changed (`false` for an idempotent re-apply, and for a skipped batch).
    public let changed: Bool
    /// Whether the batch was skipped because it is for other app versions
    /// (`RelocationBatch.appVersions`): nothing changed, the counts are those in effect, and the
    /// version floor stays.
    public let skipped: Bool
}
