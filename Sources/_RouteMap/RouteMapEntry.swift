/// One route of a Switchyard route map: one entry per pattern a `Routable` type declares.
///
/// The first five keys are those of Android TheRouter's `assets/therouter/routeMap.json`, with
/// the same meaning and types, so Android tooling reads a `routes.json` as it reads its own map.
/// The rest are Switchyard's own. In JSON every key is always present except `navigation`,
/// which is left out when the route has no default navigation, and `pathName`, present only when
/// the type names the pattern's path constant in `routePathNames`. `Schemas/routes.schema.json`
/// describes the same shape; a test keeps the two in sync.
///
/// | key           | type              | meaning                                                        |
/// |---------------|-------------------|----------------------------------------------------------------|
/// | `path`        | string            | the pattern, e.g. `myapp://shop/item/:id`; `:name`, `*`, `**`  |
/// | `className`   | string            | the Swift qualified name `Module.Type`                         |
/// | `action`      | string            | TheRouter action string; `handler` for a handler route; `""` if none |
/// | `description` | string            | human description; `""` if none                                |
/// | `params`      | {string: string}  | default parameters, as on Android                              |
/// | `priority`    | integer           | match priority (higher wins a tie)                             |
/// | `module`      | string            | the Swift module that declares the type                        |
/// | `parameters`  | [string]          | the `:name`s of `path`, in order                               |
/// | `navigation`  | string (optional) | default navigation action, e.g. `push`                         |
/// | `internal`    | boolean           | `true`: not reachable from external deep links                 |
/// | `pathName`    | string (optional) | the path constant's name from `routePathNames`, if it names one |
/// | `file`        | string            | declaring file, relative to the package root                   |
/// | `line`        | integer ≥ 1 (optional) | only in maps written before 0.2.0; read, never written    |
///
/// The map holds no line numbers, so it changes only when a route changes: adding an `import`
/// above a page leaves it byte-identical. A map written before 0.2.0 still reads (its `line`
/// keys are kept on read); running `export-routes` once rewrites it without them.
public struct RouteMapEntry: Codable, Hashable, Sendable {
    /// The route pattern, e.g. `myapp://shop/item/:id`.
    public var path: String
    /// The Swift qualified name of the routable type, `Module.Type`.
    public var className: String
    /// TheRouter's action string; empty when there is none.
    public var action: String
    /// A human description; empty when there is none.
    public var description: String
    /// Default parameters (string to string, as on Android).
    public var params: [String: String]
    /// Match priority; higher wins when two patterns are equally specific.
    public var priority: Int
    /// The Swift module that declares the type.
    public var module: String
    /// The names of the `:name` segments of `path`, in order.
    public var parameters: [String]
    /// The default navigation action name (e.g. `push`, `modal`), if the route declares one.
    public var navigation: String?
    /// `true` when the route must not be opened from an external deep link.
    public var `internal`: Bool
    /// The name of the pattern's path constant when the type chooses it in `routePathNames`;
    /// otherwise the constant takes the type's name (see PathConstants.md).
    public var pathName: String?
    /// The file that declares the route, relative to the package root.
    public var file: String
    /// The 1-based declaring line of a map written before 0.2.0; `nil` in the maps Switchyard
    /// writes now, so that editing above a page does not change the map.
    public var line: Int?

    /// The JSON keys, in the order the writers emit them.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        /// `path`
        case path
        /// `className`
        case className
        /// `action`
        case action
        /// `description`
        case description
        /// `params`
        case params
        /// `priority`
        case priority
        /// `module`
        case module
        /// `parameters`
        case parameters
        /// `navigation` (optional)
        case navigation
        /// `internal`
        case `internal`
        /// `pathName` (optional)
        case pathName
        /// `file`
        case file
        /// `line` (optional: only in maps written before 0.2.0)
        case line
    }

    /// The `action` of a Switchyard handler route (``RouteHandler`` or a run-time closure): an
    /// entry that runs code instead of showing a page, as an Android TheRouter entry with an
    /// `action` and no class does. `check-android` pairs both kinds by path; see AndroidCrossCheck.md.
    public static let handlerAction = "handler"

    /// The keys that may be left out of an entry.
    public static let optionalKeys: Set<CodingKeys> = [.navigation, .pathName, .line]

    /// Creates an entry. `parameters` defaults to the `:name`s found in `path`.
    public init(
        path: String,
        className: String,
        action: String = "",
        description: String = "",
        params: [String: String] = [:],
        priority: Int = 1000,
        module: String,
        parameters: [String]? = nil,
        navigation: String? = nil,
        internal: Bool = false,
        pathName: String? = nil,
        file: String,
        line: Int? = nil
    ) {
        self.path = path
        self.className = className
        self.action = action
        self.description = description
        self.params = params
        self.priority = priority
        self.module = module
        self.parameters = parameters ?? Self.parameterNames(inPattern: path)
        self.navigation = navigation
        self.internal = `internal`
        self.pathName = pathName
        self.file = file
        self.line = line
    }

    /// The names of the `:name` path segments of `pattern`, in order
    /// (`app://host/a/:id/b/:tab?x=1` → `["id", "tab"]`). Query and fragment are ignored.
    public static func parameterNames(inPattern pattern: String) -> [String] {
        RoutePathShape(pattern).segments.compactMap {
            if case .parameter(let name) = $0 { return name }
            return nil
        }
    }
}
