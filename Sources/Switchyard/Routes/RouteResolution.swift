/// An explained match, without side effects: no interceptor runs, nothing is created.
public struct RouteResolution: Sendable {
    /// The request that opening the URL would start with.
    public let request: RouteRequest
    /// Patterns that also end at the same trie node but lost on priority.
    public let shadowed: [RouteInfo]
}
