import Switchyard

/// Where a router keeps the relocation in effect between launches: the one interface between the
/// rules (this module) and their delivery.
///
/// The router decides *what* is in effect; a persistence only stores it. `RelocationStore` (in
/// the `SwitchyardRelocation` product) is the implementation apps use: a checksummed file
/// written atomically. Attach one with `Router.restoreRelocation(from:)`; from then on:
///
/// - ``save(_:etag:)`` is called with the complete new state, as one self-contained batch (whose
///   `appVersions` is this app's version when a batch for some app versions set part of it: keep
///   it, so that after an update the state is skipped rather than applied to another version),
///   *before* a batch that changes the table is swapped in, and after every revert
///   (`Router.restoreBuildTimeRoutes()`). When it throws on apply, the batch is refused with a
///   `RelocationError` saying it could not be saved, and nothing changes; on revert the revert
///   still happens and the failure is a `RelocationEvent.storeFailed(_:)` event.
/// - ``load()`` is called once, by `Router.restoreRelocation(from:)`.
///
/// Calls are serialized: the router never saves two batches at once, and never holds its own
/// state lock while saving, so a save may take the time a file system needs.
///
/// The rest of what delivery needs is the router's public relocation API
/// (`Router.applyRelocation(_:)`, `Router.restoreBuildTimeRoutes()`,
/// `Router.relocationVersion`, `Router.relocationBatch`, `Router.relocationPolicy`) and,
/// inside this package, `applyRelocation(_:etag:)`, `relocationETag` and `emit(_:)`, so a
/// loader can send `If-None-Match` and report what it did as `RouterEvent.relocation(_:)`.
public protocol RelocationPersistence: Sendable {
    /// The stored relocation, or `nil` when nothing was saved yet.
    ///
    /// - Throws: `RelocationStoreError` when what is stored is unreadable, truncated or corrupt;
    ///   the router reports it as `RelocationEvent.storeIgnored(_:)` and keeps the build-time table.
    func load() throws(RelocationStoreError) -> PersistedRelocation?

    /// Replaces what is stored with `batch` (the complete state) and its HTTP entity tag.
    /// On failure what was stored before must be left intact.
    ///
    /// - Throws: `RelocationStoreError` (read-only directory, disk full…).
    func save(_ batch: RelocationBatch, etag: String?) throws(RelocationStoreError)
}

/// What a ``RelocationPersistence`` holds: the relocation in effect and how it was fetched.
public struct PersistedRelocation: Sendable, Hashable {
    /// The relocation state that was in effect, as one self-contained batch.
    public let batch: RelocationBatch
    /// The HTTP entity tag it was fetched with, if any.
    public let etag: String?

    /// Creates stored contents.
    public init(batch: RelocationBatch, etag: String?) {
        self.batch = batch
        self.etag = etag
    }
}
