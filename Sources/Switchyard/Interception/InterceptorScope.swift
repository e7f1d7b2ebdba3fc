/// Which routes an interceptor sees.
public enum InterceptorScope: Sendable, Hashable {
    /// Every route.
    case all
    /// Only routes with these patterns.
    case patterns([String])
    /// Every route except these patterns (TheRouter's white list).
    case excluding([String])
    /// Only routes declared in these modules.
    case modules([String])
}
