/// What discovery found in one module: its routes and services, ready to render.
public struct RouteManifest: Hashable, Sendable {
    /// The module's name.
    public var module: String
    /// Routable types, sorted by type name.
    public var routes: [ManifestRoute]
    /// Service implementations, sorted by type name.
    public var services: [ManifestService]

    /// Creates a manifest.
    public init(module: String, routes: [ManifestRoute] = [], services: [ManifestService] = []) {
        self.module = module
        self.routes = routes
        self.services = services
    }

    /// Whether the module declares anything the router installs.
    public var isEmpty: Bool { routes.isEmpty && services.isEmpty }
}

/// One routable type, with the literals read from its declaration.
public struct ManifestRoute: Hashable, Sendable {
    /// The type's name within its module (`Outer.Inner`).
    public var typeName: String
    /// The module.
    public var module: String
    /// `routePatterns`, as written.
    public var patterns: [String]
    /// `routePriority`, 0 when not declared.
    public var priority: Int
    /// `routeDescription`, "" when not declared.
    public var description: String
    /// `routeAction` as a case name (`push`, `present`, …), `push` when not declared.
    public var action: String
    /// `routeIsInternal`, false when not declared.
    public var isInternal: Bool
    /// Whether the type is a `RouteHandler` (it runs instead of showing a page).
    public var isHandler: Bool = false
    /// `#if` conditions around the declaration, outermost first.
    public var conditions: [String]
    /// Where the type is declared.
    public var file: String
    /// The declaration's line.
    public var line: Int
    /// The module generated code names the type with, when the type is not this module's (an
    /// extension of `Kit.Page`, or of a type a context file declares); nil for the module's own.
    public var typeModule: String? = nil
    /// Modules the generated file imports to name the type: the imports of the file of the
    /// extension that made a type of another module routable (an Objective-C class).
    public var imports: [String] = []
    /// `routePathNames`: the path constant's name of a pattern (as written) that does not take the
    /// type's name (``PathNaming``).
    public var pathNames: [String: String] = [:]

    /// Creates a route.
    public init(
        typeName: String, module: String, patterns: [String], priority: Int = 0, description: String = "",
        action: String = "push", isInternal: Bool = false, conditions: [String] = [], file: String = "", line: Int = 0
    ) {
        self.typeName = typeName
        self.module = module
        self.patterns = patterns
        self.priority = priority
        self.description = description
        self.action = action
        self.isInternal = isInternal
        self.conditions = conditions
        self.file = file
        self.line = line
    }

    /// `Module.Type`, as in the exported route map and `RouteEntry.typeName`.
    public var qualifiedName: String {
        let owner = typeModule ?? module
        return owner.isEmpty ? typeName : owner + "." + typeName
    }

    /// The type as generated code spells it: qualified with ``typeModule`` when it has one.
    public var spelledName: String { typeModule.map { $0 + "." + typeName } ?? typeName }
}

/// One service implementation: the service protocols it provides.
public struct ManifestService: Hashable, Sendable {
    /// The type's name within its module.
    public var typeName: String
    /// The module.
    public var module: String
    /// The service protocols (refining `RouterService`) it provides, sorted.
    public var provides: [String]
    /// `#if` conditions around the declaration.
    public var conditions: [String]
    /// Where the type is declared.
    public var file: String
    /// The declaration's line.
    public var line: Int

    /// `Module.Type`.
    public var qualifiedName: String { module.isEmpty ? typeName : module + "." + typeName }
}
