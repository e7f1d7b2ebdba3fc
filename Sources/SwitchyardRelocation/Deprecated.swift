// Every compatibility declaration of the SwitchyardRelocation module, in one place: each fails code
// written against an earlier release with a message that names the fix. None is API to build on.

import Foundation
import Switchyard

// MARK: - Moved to SwitchyardRelocationDelivery or removed in 0.2.0 (unavailable; may be removed in 0.4.0)

// 0.1.0 declared the store, the loader and the JSON codec in this module; they are in the
// SwitchyardRelocationDelivery product since 0.2.0. A target that imports SwitchyardRelocation only
// gets these, which name the product to add, instead of "cannot find 'RelocationStore' in scope",
// "extra argument 'json'" or "cannot convert Data to [[String: Any]]"; a file that imports the
// product sees its real declarations (a module's declarations shadow those of a module it imports; UpgradeDiagnosticsTests
// checks both). Scripts/upgrade-check.sh follows them.

/// In the SwitchyardRelocationDelivery product since 0.2.0 (0.1.0 declared it here).
@available(
    *, unavailable,
    message: """
        moved to the SwitchyardRelocationDelivery product (the store, the loader, the JSON codec): add it \
        to this target's dependencies, and import SwitchyardRelocationDelivery
        """
)
public struct RelocationStore: RelocationPersistence {
    /// 0.1.0's initializer, so a call names the product too, not "initializer is inaccessible".
    @available(
        *, unavailable,
        message: """
            moved to the SwitchyardRelocationDelivery product (the store, the loader, the JSON codec): add it \
            to this target's dependencies, and import SwitchyardRelocationDelivery
            """
    )
    public init(fileURL: URL, maxFileSize: Int = 8 << 20) {}

    /// Never called: there is no such store to call it on.
    public func load() throws(RelocationStoreError) -> PersistedRelocation? { nil }
    /// Never called: there is no such store to call it on.
    public func save(_ batch: RelocationBatch, etag: String?) throws(RelocationStoreError) {}
}

extension RelocationBatch {
    /// In the SwitchyardRelocationDelivery product since 0.2.0.
    @available(
        *, unavailable,
        message: """
            the JSON codec moved to the SwitchyardRelocationDelivery product: add it to this target's \
            dependencies, and import SwitchyardRelocationDelivery
            """
    )
    public init(json data: Data, version: Int? = nil) throws(RelocationError) {
        throw RelocationError(version: version, .malformed("the JSON codec is in SwitchyardRelocationDelivery"))
    }

    /// In the SwitchyardRelocationDelivery product since 0.2.0.
    @available(
        *, unavailable,
        message: """
            the JSON codec moved to the SwitchyardRelocationDelivery product: add it to this target's \
            dependencies, and import SwitchyardRelocationDelivery
            """
    )
    public func jsonData() -> Data { Data() }

    /// 0.1.0's reader of TheRouter's rule dictionaries, which applied nothing.
    @available(
        *, unavailable,
        message: """
            check TheRouter's rules against the router with router.checkRelocation(theRouterRules:version:), \
            which applies nothing, and apply them with router.applyRelocation(theRouterRules:version:)
            """
    )
    public init(theRouterRules: [[String: Any]], version: Int) throws(RelocationError) {
        self = try Self.decode(theRouterRules: theRouterRules, version: version).get()
    }
}

extension Router {
    /// In the SwitchyardRelocationDelivery product since 0.2.0.
    @available(
        *, unavailable,
        message: """
            the JSON codec moved to the SwitchyardRelocationDelivery product: add it to this target's \
            dependencies, and import SwitchyardRelocationDelivery
            """
    )
    @discardableResult
    public func applyRelocation(json: Data, version: Int? = nil) throws(RelocationError) -> RelocationReport {
        throw RelocationError(version: version, .malformed("the JSON codec is in SwitchyardRelocationDelivery"))
    }
}
