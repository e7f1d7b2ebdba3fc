import SwitchyardSyntax

/// Discovery: scan a module's sources for `Routable` and `RouterService` types and turn what
/// was found into a checked ``RouteManifest``. Pure: sources in, manifest and diagnostics out.
///
/// What a routable type may declare, and how it is read:
/// - `routePatterns`, `routePriority`, `routeDescription`, `routeAction` and `routeIsInternal`
///   as literals, in the type, an extension of it, a superclass, or an extension of a protocol it
///   conforms through (in that order of precedence, as Swift picks them). A value that is not a
///   literal is one error that says how to write it.
/// - An abstract base class declares `open class var routePatterns: [String] { [] }` (a class
///   that is not final): it is not registered and gets no diagnostic; its subclasses override
///   the member. An empty `routePatterns` anywhere else is a warning.
/// - A generic type cannot be named by generated code: declaring patterns on it is an error.
/// - `routePathNames` (pattern → path constant name) as a dictionary literal: each key must be
///   one of the type's patterns and each name a Swift identifier; two patterns of the module that
///   would share a constant's name are an error (``PathNaming``).
/// - A pattern without `://`, or with a scheme no other route uses that is neither http(s) nor
///   the default scheme, is a warning (a typo more often than not).
public enum RouteDiscovery {
    /// The protocol routable types conform to.
    public static let routableProtocol = "Routable"
    /// The marker protocol of services.
    public static let serviceProtocol = "RouterService"
    /// The protocol of handler routes: URLs that do something instead of showing a page.
    public static let handlerProtocol = "RouteHandler"
    /// The module that declares the three protocols: a module's own protocol of one of these
    /// names is not Switchyard's (a legacy `protocol Routable` does not make pages).
    static let module = "Switchyard"

    /// `Switchyard.Routable` for `Routable`: what discovery asks the scanner for.
    static func requested(_ name: String) -> String { module + "." + name }

    /// What discovery returns.
    public struct Result: Sendable {
        /// The manifest.
        public var manifest: RouteManifest
        /// Scanner and validation diagnostics, sorted.
        public var diagnostics: [Diagnostic]

        /// Whether any diagnostic is an error (the build must stop).
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Scans `sources` (the module's own files; `isContext` files only help resolve conformances).
    ///
    /// - Complexity: linear in the size of the sources, plus O(*r* log *r*) for *r* routes.
    public static func discover(module: String, sources: [SourceFile], defaultScheme: String = "app") -> Result {
        discover(module: module, sources: sources, declared: [], defaultScheme: defaultScheme).result
    }

    /// ``discover(module:sources:defaultScheme:)`` with context already scanned (`declared`, from
    /// ``ModuleSummary``s), returning the scan's declarations too, for the module's own summary.
    static func discover(
        module: String, sources: [SourceFile], declared: [DeclarationStore], defaultScheme: String
    )
        -> (result: Result, store: DeclarationStore)
    {
        let request = ScanRequest(
            conformingTo: [routableProtocol, serviceProtocol, handlerProtocol].map(requested),
            extractMembers: [
                "routePatterns", "routePriority", "routeDescription", "routeAction", "routeIsInternal",
                PathNaming.member,
            ],
            moduleName: module)
        let (scanned, store) = scan(sources, declared: declared, request: request)
        var diagnostics = scanned.diagnostics
        var routes: [ManifestRoute] = []
        var services: [ManifestService] = []
        for type in scanned.types {
            func diagnose(_ severity: Severity, _ message: String) {
                diagnostics.append(
                    Diagnostic(
                        file: type.file, line: type.line, column: type.column, severity: severity, message: message))
            }
            let conforms = Set(type.conformsTo)
            if conforms.contains(requested(serviceProtocol)) {
                let provides = type.via.filter { !type.conformsTo.contains($0) }
                if provides.isEmpty {
                    diagnose(
                        .warning,
                        "\(type.qualifiedName) conforms to RouterService but provides no service protocol; declare a protocol that refines RouterService and conform to it"
                    )
                }
                // `remoteMethods: [RemoteMethod<Self>]` takes `Self`, which only a final class can satisfy.
                if type.kind == "class" && !type.isFinal {
                    diagnose(
                        .error,
                        "\(type.qualifiedName) is a service class that is not final; declare it `final class \(type.qualifiedName.split(separator: ".").last ?? "")`: RouterService's requirements use Self, which a class that may be subclassed cannot satisfy"
                    )
                }
                services.append(
                    ManifestService(
                        typeName: type.qualifiedName, module: module, provides: provides, conditions: type.conditions,
                        file: type.file, line: type.line))
            }
            // A handler route is read like a page, without a navigation action.
            let isPage = conforms.contains(requested(routableProtocol))
            let isHandler = conforms.contains(requested(handlerProtocol)) && !isPage
            guard isPage || isHandler else { continue }
            // A value that cannot be read already has its error, which says how to fix it.
            guard !type.unreadableMembers.contains("routePatterns") else { continue }
            guard case .stringArray(let patterns)? = type.members["routePatterns"] else {
                diagnose(
                    .error,
                    "\(type.qualifiedName) conforms to \(isHandler ? handlerProtocol : routableProtocol) but declares no routePatterns; add `static let routePatterns = [\"app://…\"]` to the type or an extension"
                )
                continue
            }
            // An abstract base: subclasses override its empty `class var routePatterns`.
            if patterns.isEmpty && type.overridableMembers.contains("routePatterns") { continue }
            if type.isGeneric {
                diagnose(
                    .error,
                    "\(type.qualifiedName) is generic, so the generated route table cannot name it; declare the patterns on a non-generic subclass or wrapper (e.g. `final class ProductListPage: ListPage<Product>`), or, for an abstract base, declare `open class var routePatterns: [String] { [] }`"
                )
                continue
            }
            var route = ManifestRoute(
                typeName: type.qualifiedName, module: module, patterns: patterns, conditions: type.conditions,
                file: type.file, line: type.line)
            route.isHandler = isHandler
            route.typeModule = type.module
            route.imports = type.imports
            if case .int(let priority)? = type.members["routePriority"] { route.priority = priority }
            if case .string(let text)? = type.members["routeDescription"] { route.description = text }
            if case .bool(let flag)? = type.members["routeIsInternal"] { route.isInternal = flag }
            if case .stringDictionary(let names)? = type.members[PathNaming.member] {
                route.pathNames = names
                for problem in PathNaming.pinProblems(route) { diagnose(.error, problem) }
            }
            if !isHandler, case .enumCase(let spelling)? = type.members["routeAction"] {
                if let match = actionSpellings.first(where: { $0.spelling == spelling }) {
                    route.action = match.action.rawValue
                } else {
                    diagnose(.error, actionProblem(spelling, in: type.qualifiedName))
                }
            }
            if patterns.isEmpty {
                diagnose(
                    .warning,
                    "\(type.qualifiedName) declares no patterns; it can never be opened. If it is an abstract base class, declare `open class var routePatterns: [String] { [] }` instead: it is then not registered, and subclasses override it"
                )
            }
            // A pattern's own problem is reported at its literal, where the scanner read it.
            let locations = type.elementLocations["routePatterns"] ?? []
            for (index, text) in patterns.enumerated() {
                let at = locations.count == patterns.count ? locations[index] : nil
                func diagnosePattern(_ severity: Severity, _ message: String) {
                    diagnostics.append(
                        Diagnostic(
                            file: at?.file ?? type.file, line: at?.line ?? type.line, column: at?.column ?? type.column,
                            severity: severity, message: "\(type.qualifiedName): \(message)"))
                }
                do {
                    let pattern = try RoutePattern(text, defaultScheme: defaultScheme)
                    if let warning = schemeWarning(text, pattern, defaultScheme: defaultScheme) {
                        diagnosePattern(.warning, warning)
                    }
                } catch {
                    diagnosePattern(.error, "\(error)")
                }
            }
            routes.append(route)
        }
        diagnostics += conflicts(in: routes, defaultScheme: defaultScheme)
        diagnostics += duplicateServices(in: services)
        routes.sort { $0.typeName < $1.typeName }
        services.sort { $0.typeName < $1.typeName }
        let result = Result(
            manifest: RouteManifest(module: module, routes: routes, services: services),
            diagnostics: diagnostics.sorted())
        return (result, store)
    }
}
