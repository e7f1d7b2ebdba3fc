/// A page registered in code at run time, TheRouter's `addRouterItem`: patterns, the type name
/// that relocation rules and the route map use, and a factory. Hand it to
/// ``Router/register(_:)-([RoutePage])``.
///
/// ```swift
/// let token = try router.register([
///     RoutePage(["app://legacy/:id"], typeName: "App.LegacyPage") { request in
///         LegacyPage(id: try request.parameters.require("id", as: Int.self))
///     },
///     RoutePage(SettingsPage.self, patterns: ["app://settings"]),
/// ])
/// ```
///
/// A page found by the build plugin needs none of this: register in code only what exists at
/// run time (a feature flag's page, a plug-in, an Objective-C class).
public struct RoutePage: Sendable {
    /// The entry the router installs, as a generated table's.
    let entry: RouteEntry

    /// A page that `make` creates on the main actor, as ``Routable/makeDestination(for:)`` would.
    ///
    /// - Parameters:
    ///   - patterns: the patterns it answers (see ``RoutePattern``).
    ///   - typeName: its name in relocation rules and the route map, `Module.Type`; the part
    ///     before the first `.` is its ``RouteInfo/module``.
    ///   - priority: breaks ties with routes of the same shape; higher wins.
    ///   - description: a human-readable description.
    ///   - action: how it is shown when an open does not ask.
    ///   - isInternal: whether only the app itself may open it.
    ///   - make: creates the destination for a matched request.
    public init(
        _ patterns: [String], typeName: String, priority: Int = 0, description: String = "",
        action: NavigationAction = .push, isInternal: Bool = false,
        make: @escaping @MainActor @Sendable (RouteRequest) throws -> Any
    ) {
        entry = RouteEntry(
            target: .factory(make), typeName: typeName, patterns: patterns, priority: priority,
            description: description, action: action, isInternal: isInternal)
    }

    /// A ``Routable`` type's page, from the type's own values: `patterns`, when given, replace
    /// its `routePatterns` (TheRouter's `addRouterItem(path, classString:)`), and `typeName`
    /// defaults to `Module.Type`.
    @MainActor
    public init(_ type: any Routable.Type, patterns: [String]? = nil, typeName: String? = nil) {
        let live = RouteEntry(type, typeName: typeName)
        entry = RouteEntry(
            type, typeName: live.typeName, patterns: patterns ?? live.patterns, priority: live.priority,
            description: live.description, action: live.action, isInternal: live.isInternal)
    }

    /// The module part of the type name: what precedes its first `.`, or "".
    var module: String {
        guard let dot = entry.typeName.firstIndex(of: ".") else { return "" }
        return String(entry.typeName[..<dot])
    }
}
