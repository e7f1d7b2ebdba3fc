/// The redirects one open has followed, oldest first, with what caused each.
///
/// Every redirect — a relocation rule, the fallback URL, an interceptor — goes through
/// `Router.follow(_:from:to:by:origin:)` (Router+Open.swift) or relocation, which bound it here.
struct RedirectChain: Sendable {
    /// What sent an open on to another URL.
    enum Cause: Sendable, Equatable {
        /// A relocation redirect; bounded by the number of active rules (loops are refused when
        /// a batch is applied, so the bound is only a guard).
        case relocation
        /// The router's fallback URL for a failed open; bounded by `maxRedirects`.
        case fallback
        /// An interceptor's `.redirect`; bounded by `maxRedirects`.
        case interceptor(String)

        /// The name events use: `relocation`, `fallback`, or the interceptor's name.
        var name: String {
            switch self {
            case .relocation: return "relocation"
            case .fallback: return "fallback"
            case .interceptor(let name): return name
            }
        }
    }

    /// The URLs left behind, oldest first (a request's `redirectedFrom`).
    private(set) var urls: [String] = []
    private(set) var causes: [Cause] = []

    /// How many hops of the bounded kind (fallbacks and interceptors) were made.
    private(set) var appHops = 0

    /// Records a hop away from `url` if it stays within `limit` hops of its kind.
    /// Relocation hops are counted per walk of the redirect table (`relocationHops`).
    mutating func record(from url: String, by cause: Cause, limit: Int, relocationHops: Int = 0) -> Bool {
        if cause == .relocation {
            guard relocationHops < limit else { return false }
        } else {
            guard appHops < limit else { return false }
            appHops += 1
        }
        urls.append(url)
        causes.append(cause)
        return true
    }
}
