/// The redirects one open has followed, oldest first.
///
/// A fallback URL or an interceptor's `.redirect` counts in `appHops`, bounded by
/// ``RouterConfiguration/maxRedirects`` (Router+Open.swift). Relocation hops are bounded per
/// walk of the redirect table by the number of active rules (Router+Pipeline.swift); loops are
/// refused when a batch is applied, so that bound is only a guard.
struct RedirectChain: Sendable {
    /// The URLs left behind, oldest first (a request's `redirectedFrom`).
    var urls: [String] = []
    /// How many fallback and interceptor redirects were followed.
    var appHops = 0
}
