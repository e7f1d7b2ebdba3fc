/// Renders a module's generated route file: its own table, and the aggregate of every table
/// visible from the module (its own and its dependencies'), which the app registers in one line:
///
/// ```swift
/// SwitchyardRoutes.register()   // routes and services, on Router.shared
/// ```
public enum RouteTableRenderer {
    /// The public enum holding a module's table: `SwitchyardRouteTable_<Module>`.
    public static func tableTypeName(module: String) -> String { "SwitchyardRouteTable_" + module }

    /// Renders the file.
    ///
    /// - Parameters:
    ///   - manifest: the module's own routes.
    ///   - dependencies: modules this one depends on that declare routes or services.
    public static func render(_ manifest: RouteManifest, dependencies: [String]) -> String {
        var lines: [String] = []
        lines.append(SwiftSource.header("the route table of module \(manifest.module)."))
        lines.append("import Switchyard")
        for module in dependencies.sorted() { lines.append("import \(module)") }
        lines.append("")
        let ownsTable = !manifest.isEmpty
        if ownsTable {
            let count = manifest.routes.reduce(0) { $0 + $1.patterns.count }
            lines.append("/// What module \(manifest.module) declares, found at build time: \(count) route patterns of \(manifest.routes.count) types, \(manifest.services.count) services.")
            lines.append("public enum \(tableTypeName(module: manifest.module)) {")
            lines.append("    /// \(manifest.module)'s route table. Registering it costs nothing; the router builds its trie on first use.")
            lines.append("    public static let table: RouteTable = {")
            lines.append("        var entries: [RouteEntry] = []")
            for route in manifest.routes {
                let entry = route.isHandler
                    ? "entries.append(RouteEntry(handler: \(route.typeName).self, typeName: \(SwiftSource.literal(route.qualifiedName)), "
                        + "patterns: \(SwiftSource.literalArray(route.patterns)), priority: \(route.priority), "
                        + "description: \(SwiftSource.literal(route.description)), isInternal: \(route.isInternal)))"
                    : "entries.append(RouteEntry(\(route.typeName).self, typeName: \(SwiftSource.literal(route.qualifiedName)), "
                        + "patterns: \(SwiftSource.literalArray(route.patterns)), priority: \(route.priority), "
                        + "description: \(SwiftSource.literal(route.description)), action: \(actionExpression(route.action)), "
                        + "isInternal: \(route.isInternal)))"
                lines += SwiftSource.conditional(route.conditions, [entry], indent: "        ")
            }
            lines.append("        return RouteTable(module: \(SwiftSource.literal(manifest.module)), entries: entries)")
            lines.append("    }()")
            lines.append("")
            lines.append("    /// \(manifest.module)'s services. No service is created until it is first asked for.")
            lines.append("    public static let services: ServiceTable = {")
            lines.append("        var entries: [ServiceEntry] = []")
            for service in manifest.services {
                let body = service.provides.map { provided in
                    "entries.append(ServiceEntry(provides: \(SwiftSource.literal(provided)), typeName: \(SwiftSource.literal(service.qualifiedName)), "
                        + "make: { \(service.typeName)() }))"
                }
                lines += SwiftSource.conditional(service.conditions, body, indent: "        ")
            }
            lines.append("        return ServiceTable(module: \(SwiftSource.literal(manifest.module)), entries: entries)")
            lines.append("    }()")
            lines.append("}")
            lines.append("")
        }
        let modules = ((ownsTable ? [manifest.module] : []) + dependencies).sorted()
        lines.append("/// Every route table and service table visible from \(manifest.module): its own and its dependencies'.")
        lines.append("/// Register them once at launch: `SwitchyardRoutes.register()`.")
        lines.append("enum SwitchyardRoutes {")
        for (name, kind, member) in [("tables", "RouteTable", "table"), ("services", "ServiceTable", "services")] {
            lines.append("    /// The \(kind)s, sorted by module.")
            if modules.isEmpty {
                lines.append("    static let \(name): [\(kind)] = []")
                continue
            }
            lines.append("    static let \(name): [\(kind)] = [")
            for module in modules {
                if module != manifest.module {
                    lines.append("        // If this line does not compile, apply RouteScannerPlugin to the target \(module).")
                }
                lines.append("        \(tableTypeName(module: module)).\(member),")
            }
            lines.append("    ]")
        }
        lines.append("")
        lines.append("    /// Hands every table to `router`: the app's one line of set-up. Nothing is built until the first open.")
        lines.append("    static func register(on router: Router = .shared) {")
        lines.append("        router.register(tables)")
        lines.append("        router.register(services: services)")
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func actionExpression(_ action: String) -> String {
        "." + action
    }
}
