/// The relocation part of a router's state (a field of `Router.State`, under its lock).
struct RelocationSlot {
    /// Serializes applies, reverts and store writes; never held while the state lock is wanted
    /// by an open for long: the state lock is taken only briefly inside it.
    let gate = Lock()
    var policy = RelocationPolicy.strict
    /// The version of the last applied batch; `nil` before the first.
    var version: Int?
    var state = RelocationState()
    var matcher = RedirectMatcher.empty
    var addedTables: [RouteTable] = []
    var store: (any RelocationPersistence)?
    /// The HTTP entity tag of the batch in effect, when it came from a ``RelocationLoader``.
    var etag: String?
}

extension Router {
    /// Follows the snapshot's relocation redirects from `url`, within that one snapshot.
    ///
    /// Each hop appends the URL it left to `hops` and the rule's parameters to `params` (a later
    /// hop's value wins). Returns a failure when a filled target is not a valid URL, or when hops
    /// exceed the number of rules (impossible after the apply-time loop check; kept as a guard).
    ///
    /// - Complexity: one trie lookup when no redirect matches; one lookup and one O(*n*) URL
    ///   build per hop otherwise.
    @inline(__always)
    func relocate(
        _ url: inout RouteURL, _ snapshot: inout RouteSnapshot, hops: inout [String],
        params: inout [(key: String, value: RelocationValue)], text: String
    ) -> RouteFailure? {
        let redirects = snapshot.redirects
        if redirects.isEmpty { return nil }
        var count = 0
        while let rule = redirects.rule(for: url) {
            guard count < redirects.rules.count else {
                return RouteFailure(url: text, reason: .tooManyRedirects(hops + [url.original]))
            }
            count += 1
            let next: RouteURL
            do {
                next = try redirects.target(of: rule, for: url, limits: configuration.limits)
            } catch {
                return RouteFailure(url: text, reason: .invalidURL(error))
            }
            hops.append(url.original)
            for (key, value) in rule.params {
                if let existing = params.firstIndex(where: { $0.key == key }) {
                    params[existing].value = value
                } else {
                    params.append((key, value))
                }
            }
            url = next
        }
        if count > 0, !snapshot.pendingScopes.isEmpty, snapshot.pendingScopes.contains(url.scheme + "://" + url.host) {
            snapshot = currentSnapshot(for: url)
        }
        return nil
    }

    /// Emits `.redirected(from:to:by: "relocation")` for the relocation hops of `request` that
    /// came after the first `count` entries of its `redirectedFrom`.
    func emitRelocationHops(of request: RouteRequest, after count: Int) {
        guard request.redirectedFrom.count > count else { return }
        let hops = Array(request.redirectedFrom.dropFirst(count)) + [request.url.original]
        for step in 0..<(hops.count - 1) { emit(.redirected(from: hops[step], to: hops[step + 1], by: "relocation")) }
    }
}

extension RouteParameters {
    /// Merges four sources: explicit > relocation rule > path > query.
    init(
        explicit: [String: any Sendable], relocation: [(key: String, value: RelocationValue)], path: [(String, String)],
        query: [QueryItem]
    ) {
        let merged = RouteParameters(explicit: explicit, path: path, query: query)
        if relocation.isEmpty {
            self = merged
            return
        }
        var items = merged.items.filter { $0.source == .explicit }
        for (key, value) in relocation { items.append(Item(key: key, value: value.plainValue, source: .relocation)) }
        items.append(contentsOf: merged.items.filter { $0.source != .explicit })
        self.init(items: items)
    }
}
