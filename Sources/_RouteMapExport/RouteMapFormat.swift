import Foundation
@_spi(JSON) import SwitchyardJSON
@_spi(JSON) import _RouteMap

/// A file a ``RouteMap`` can be rendered to.
public enum RouteMapFormat: Hashable, Sendable {
    /// `routes.json`: the JSON array described by `Schemas/routes.schema.json`.
    case json
    /// `routes.plist`: the same content as an XML property list.
    case plist
    /// `apple-app-site-association`: universal links for the https routes of some hosts.
    case appSiteAssociation(AppSiteAssociationOptions)
}

/// A route map that cannot be rendered in the requested format.
public struct RouteMapRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is missing and how to supply it.
    public var message: String
    /// Creates an error.
    public init(message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

/// Renders `map` in `format`. The bytes depend only on the map's content: rendering twice, or
/// on another machine, gives identical bytes.
///
/// - JSON: two-space indentation, keys in ``RouteMapEntry/CodingKeys`` order, `params` sorted,
///   slashes and non-ASCII characters unescaped, trailing newline.
/// - Property list: XML, the same keys in the same order, tab indentation as Xcode writes.
/// - Throws: ``RouteMapRenderError`` for an app site association without app IDs or hosts.
/// - Complexity: O(n) in the size of the output.
public func renderRouteMap(_ map: RouteMap, format: RouteMapFormat) throws(RouteMapRenderError) -> Data {
    switch format {
    case .json:
        return Data(JSON.render(map.jsonValue).utf8)
    case .plist:
        return Data(RouteMapPlist.render(map.jsonValue).utf8)
    case .appSiteAssociation(let options):
        return Data(JSON.render(try AppSiteAssociation.value(for: map, options: options)).utf8)
    }
}
