// Every compatibility declaration of the Switchyard module, in one place: each keeps code written
// against an earlier release compiling, or fails it with a message that names the fix. None is
// API to build on. Each section names the release that may remove it: 0.4.0 at the earliest, since
// the upgrade from 0.1.0 (Scripts/upgrade-check.sh, UpgradeDiagnosticsTests) follows them all.

// MARK: - Renamed in 0.2.0 (deprecated; may be removed in 0.4.0)

extension Router {
    /// The old name of ``setFailureObserver(_:)``: "handler" names routes that run code.
    @available(*, deprecated, renamed: "setFailureObserver(_:)")
    public func setFailureHandler(_ handler: (@Sendable (RouteFailure) -> Void)?) {
        setFailureObserver(handler)
    }

    /// Opens `url` from synchronous code.
    @available(
        *, deprecated, renamed: "open(_:params:source:action:completion:)",
        message: "use open(_:completion:) from synchronous code and `await openURL(_:)` from async code"
    )
    public func openURL(
        _ url: String, params: [String: any Sendable] = [:], source: RouteSource = .app,
        action: NavigationAction? = nil,
        completion: @escaping @Sendable (RouteOutcome) -> Void
    ) {
        open(url, params: params, source: source, action: action, completion: completion)
    }
}

extension RouteParameters {
    /// The old name of ``Origin``.
    @available(*, deprecated, renamed: "Origin")
    public typealias Source = Origin
}

/// The old name of ``LinkBuilder``: it builds a link, not a router.
@available(*, deprecated, renamed: "LinkBuilder")
public typealias RouterBuilder = LinkBuilder

// MARK: - Renamed or hidden in 0.2.0 (may be removed in 0.4.0)

extension RouteParameters.Item {
    /// 0.1.0's name of ``origin``.
    @available(*, deprecated, renamed: "origin")
    public var source: RouteParameters.Origin { origin }
}

extension RouteParameters {
    /// 0.1.0's untyped subscript, so `parameters["id"]` names what to call instead of "'subscript'
    /// is inaccessible due to 'package' protection level".
    @available(
        *, unavailable,
        message:
            "read a typed value with get(_:as:) (parameters.get(\"id\", as: Int.self)) or require(_:as:); the untyped one is item(_:)?.value"
    )
    public subscript(key: String) -> (any Sendable)? { item(key)?.value }
}

// MARK: - Moved to the SwitchyardRelocation product in 0.2.0 (unavailable; may be removed in 0.4.0)

// 0.1.0 declared the relocation rules in this module. Code written against it with `import
// Switchyard` only fails with the product to add rather than "cannot find 'RelocationBatch' in
// scope" and the unrelated errors that follow. A file that imports the product sees its real type
// (a module's declarations shadow those of a module it imports; UpgradeDiagnosticsTests checks both).

/// In the SwitchyardRelocation product since 0.2.0.
@available(
    *, unavailable,
    message: """
        moved to the SwitchyardRelocation product (rules, apply and revert; its JSON codec is in \
        SwitchyardRelocationDelivery): add it to this target's dependencies beside Switchyard, and import SwitchyardRelocation
        """
)
public struct RelocationBatch: Sendable {
    /// 0.1.0's initializer, so a call names the product too, not "initializer is inaccessible".
    @available(
        *, unavailable,
        message: """
            moved to the SwitchyardRelocation product (rules, apply and revert; its JSON codec is in \
            SwitchyardRelocationDelivery): add it to this target's dependencies beside Switchyard, and import SwitchyardRelocation
            """
    )
    public init(version: Int, rules: [RelocationRule]) {}
}

/// In the SwitchyardRelocation product since 0.2.0: 0.1.0's cases, so a batch written with them
/// reads and the build names the product, not "type 'Any' has no member 'redirect'".
@available(
    *, unavailable,
    message: """
        moved to the SwitchyardRelocation product (rules, apply and revert; its JSON codec is in \
        SwitchyardRelocationDelivery): add it to this target's dependencies beside Switchyard, and import SwitchyardRelocation
        """
)
public enum RelocationRule: Sendable {
    /// Sends `from` to `to`.
    case redirect(from: String, to: String, params: [String: JSONValue] = [:])
    /// Adds a pattern for a type.
    case add(pattern: String, typeName: String)
    /// Removes a pattern.
    case remove(pattern: String)
    /// Undoes the rules of one pattern.
    case restore(pattern: String)
    /// Undoes every rule.
    case restoreAll
}

// MARK: - Moved to the SwitchyardNavigation product in 0.2.0 (unavailable; may be removed in 0.4.0)

// The navigation types 0.1.0 declared here. Code written against 0.1.0 with `import Switchyard`
// only then fails with "'NavigationState' is unavailable: moved to …", naming the product and the
// import, not with "cannot find type in scope". A file that imports SwitchyardNavigation sees its
// real types: a module's declarations shadow those of a module it imports
// (UpgradeDiagnosticsTests checks both). Placeholders, not API.

/// In the SwitchyardNavigation product since 0.2.0.
@available(
    *, unavailable,
    message: """
        moved to the SwitchyardNavigation product: add it to this target's dependencies beside Switchyard, \
        and import SwitchyardNavigation
        """
)
public struct NavigationState {}

/// In the SwitchyardNavigation product since 0.2.0.
@available(
    *, unavailable,
    message: """
        moved to the SwitchyardNavigation product: add it to this target's dependencies beside Switchyard, \
        and import SwitchyardNavigation
        """
)
public struct NavigationError {}

/// In the SwitchyardNavigation product since 0.2.0.
@available(
    *, unavailable,
    message: """
        moved to the SwitchyardNavigation product: add it to this target's dependencies beside Switchyard, \
        and import SwitchyardNavigation
        """
)
public struct RoutePathModel {}

/// In the SwitchyardNavigation product since 0.2.0.
@available(
    *, unavailable,
    message: """
        moved to the SwitchyardNavigation product: add it to this target's dependencies beside Switchyard, \
        and import SwitchyardNavigation
        """
)
public struct NavigationScreen {
    /// 0.1.0's initializer, so a call names the product too, not "initializer is inaccessible".
    @available(
        *, unavailable,
        message: """
            moved to the SwitchyardNavigation product: add it to this target's dependencies beside Switchyard, \
            and import SwitchyardNavigation
            """
    )
    public init(typeName: String, title: String? = nil) {}
    /// 0.1.0's initializer, so a call names the product too, not "initializer is inaccessible".
    @available(
        *, unavailable,
        message: """
            moved to the SwitchyardNavigation product: add it to this target's dependencies beside Switchyard, \
            and import SwitchyardNavigation
            """
    )
    public init(destination: Any, request: RouteRequest?) {}
}

#if canImport(UIKit) && !os(watchOS)
/// In the SwitchyardNavigation product since 0.2.0.
@available(
    *, unavailable,
    message: """
        moved to the SwitchyardNavigation product: add it to this target's dependencies beside Switchyard, \
        and import SwitchyardNavigation
        """
)
public struct UIKitNavigator {}
#endif

#if canImport(SwiftUI)
/// In the SwitchyardNavigation product since 0.2.0.
@available(
    *, unavailable,
    message: """
        moved to the SwitchyardNavigation product: add it to this target's dependencies beside Switchyard, \
        and import SwitchyardNavigation
        """
)
public struct RouteStack {}
#endif
