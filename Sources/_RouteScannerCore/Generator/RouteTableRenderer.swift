/// Renders a module's generated route file: its own table, and the aggregate of every table
/// visible from the module (its own and its dependencies'), which the app registers in one line:
///
/// ```swift
/// Router.shared.register(SwitchyardRoutes.tables)
/// ```
public enum RouteTableRenderer {
    /// The public enum holding a module's table: `SwitchyardRouteTable_<Module>`.
    public static func tableTypeName(module: String) -> String { "SwitchyardRouteTable_" + module }

    /// Renders the file.
    ///
    /// - Parameters:
    ///   - manifest: the module's own routes.
    ///   - dependencies: modules this one depends on whose manifests have routes, sorted.
    public static func render(_ manifest: RouteManifest, dependencies: [String]) -> String {
        var lines: [String] = []
        lines.append(SwiftSource.header("the route table of module \(manifest.module)."))
        lines.append("import Switchyard")
        for module in dependencies.sorted() { lines.append("import \(module)") }
        lines.append("")
        let ownsTable = !manifest.routes.isEmpty
        if ownsTable {
            let count = manifest.routes.reduce(0) { $0 + $1.patterns.count }
            lines.append("/// The routes declared in module \(manifest.module): \(count) patterns of \(manifest.routes.count) types, found at build time.")
            lines.append("public enum \(tableTypeName(module: manifest.module)) {")
            lines.append("    /// \(manifest.module)'s route table. Registering it costs nothing; the router builds its trie on first use.")
            lines.append("    public static let table: RouteTable = {")
            lines.append("        var entries: [RouteEntry] = []")
            for route in manifest.routes {
                let entry = "entries.append(RouteEntry(\(route.typeName).self, typeName: \(SwiftSource.literal(route.qualifiedName)), "
                    + "patterns: \(SwiftSource.literalArray(route.patterns)), priority: \(route.priority), "
                    + "description: \(SwiftSource.literal(route.description)), action: \(actionExpression(route.action)), "
                    + "isInternal: \(route.isInternal)))"
                lines += SwiftSource.conditional(route.conditions, [entry], indent: "        ")
            }
            lines.append("        return RouteTable(module: \(SwiftSource.literal(manifest.module)), entries: entries)")
            lines.append("    }()")
            lines.append("}")
            lines.append("")
        }
        let tables = (ownsTable ? [manifest.module] : []) + dependencies.sorted()
        lines.append("/// Every route table visible from \(manifest.module): its own and its dependencies'.")
        lines.append("/// Register them once at launch: `Router.shared.register(SwitchyardRoutes.tables)`.")
        lines.append("enum SwitchyardRoutes {")
        lines.append("    /// The tables, sorted by module.")
        if tables.isEmpty {
            lines.append("    static let tables: [RouteTable] = []")
        } else {
            lines.append("    static let tables: [RouteTable] = [")
            for module in tables.sorted() {
                if module != manifest.module {
                    lines.append("        // If this line does not compile, apply RouteScannerPlugin to the target \(module).")
                }
                lines.append("        \(tableTypeName(module: module)).table,")
            }
            lines.append("    ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func actionExpression(_ action: String) -> String {
        "." + action
    }
}
