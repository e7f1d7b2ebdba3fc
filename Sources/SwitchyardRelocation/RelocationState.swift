import Switchyard

/// The relocation state of a router: what all applied batches add up to.
struct RelocationState: Sendable, Equatable {
    /// Canonical `from` pattern → redirect, compiled once, by the batch that set it.
    var redirects: [String: CompiledRedirect] = [:]
    /// Canonical pattern → type name, bound by `add` rules.
    var added: [String: String] = [:]
    /// Canonical build-time patterns removed by `remove` rules.
    var removed: Set<String> = []
    /// The app version the state holds on, when a batch scoped to app versions set part of it:
    /// saved as the stored batch's `appVersions`, so that after an update the stored state is
    /// skipped rather than applied to a version it was not written for.
    var appVersion: String?

    var isEmpty: Bool { redirects.isEmpty && added.isEmpty && removed.isEmpty }

    /// The state as one self-contained batch: `restoreAll`, then every rule, sorted.
    func batch(version: Int) -> RelocationBatch {
        var rules: [RelocationRule] = [.restoreAll]
        for (from, redirect) in redirects.sorted(by: { $0.key < $1.key }) {
            rules.append(.redirect(from: from, to: redirect.text, params: redirect.params))
        }
        for (pattern, typeName) in added.sorted(by: { $0.key < $1.key }) {
            rules.append(.add(pattern: pattern, typeName: typeName))
        }
        for pattern in removed.sorted() { rules.append(.remove(pattern: pattern)) }
        return RelocationBatch(version: version, rules: rules, appVersions: appVersion.map { [$0] })
    }
}

/// A validated batch, ready to swap in.
struct RelocationPlan: Sendable {
    /// `report.changed` is `false` when the batch re-applies the version in place with the same result.
    let report: RelocationReport
    let state: RelocationState
    let matcher: RedirectMatcher
    let addedTables: [RouteTable]
}
