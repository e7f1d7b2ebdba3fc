// The navigation types 0.1.0 declared here, which are now in the SwitchyardNavigation product. Code
// written against 0.1.0 with `import Switchyard` only then fails with "'NavigationState' is
// unavailable: moved to …", naming the product and the import, not with "cannot find type in
// scope". A file that imports SwitchyardNavigation sees its real types: a module's declarations
// shadow those of a module it imports (UpgradeDiagnosticsTests checks both). Placeholders, not API.

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
