import Switchyard

/// Relocation's own state in a router: what `RelocationSlot.owner` holds (the router keeps it
/// under its lock and never reads it).
struct RelocationOwner {
    /// Serializes applies, reverts and store writes; never held while the state lock is wanted
    /// by an open for long: the state lock is taken only briefly inside it.
    let gate = Lock()
    var policy = RelocationPolicy.strict
    /// The version of the last applied batch; `nil` before the first.
    var version: Int?
    var state = RelocationState()
    /// The build-time index of the last apply, kept while the tables stay the same (see
    /// `BuildTimeIndex` for the budget that needs it).
    var index: BuildTimeIndex?
    var store: (any RelocationPersistence)?
    /// The HTTP entity tag of the batch in effect, when it came from a `RelocationLoader`.
    var etag: String?
}

extension RelocationSlot {
    /// Relocation's own state in this slot; created on first use (under the router's lock).
    var relocation: RelocationOwner {
        get { owner as? RelocationOwner ?? RelocationOwner() }
        set { owner = newValue }
    }

    /// Relocation's gate, with its state created on first use (call it under the router's lock,
    /// through `Router.withRelocationSlot(_:)`, so that every caller gets the same gate).
    mutating func gate() -> Lock {
        if owner == nil { owner = RelocationOwner() }
        return relocation.gate
    }

    /// Installs `plan`'s routes and redirects and remembers it, with the entity tag it came with.
    mutating func install(_ plan: RelocationPlan, etag: String?) {
        relocation.version = plan.report.version
        relocation.state = plan.state
        relocation.etag = etag
        redirects = plan.matcher.rules.isEmpty ? nil : plan.matcher
        addedTables = plan.addedTables
        removed = plan.state.removed
    }

    /// Puts the build-time table back: no redirect, added or removed pattern. The version stays.
    mutating func clear() {
        relocation.state = RelocationState()
        relocation.etag = nil
        redirects = nil
        addedTables = []
        removed = []
    }
}
