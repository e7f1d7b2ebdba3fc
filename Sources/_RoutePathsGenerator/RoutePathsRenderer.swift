import SwitchyardSyntax
import _RouteMap
import _RouteScannerCore

/// Renders `RoutePaths`: a URL constant for every pattern of the app and, for patterns with
/// parameters, a function that fills them in percent-encoded. The file imports nothing, so a
/// shared routes module low in the graph can hold it and every feature can link to any page
/// without importing the module that declares it.
///
/// `RoutePathsPlugin` renders it from the exported route map (`routes.json`, the same file
/// Android reads): the map is the single source of truth, so the routes module needs to know
/// nothing about the modules that depend on it, in SwiftPM and in Xcode alike.
public enum RoutePathsRenderer {
    /// Renders the file for every route of an exported route map. The map records no `#if`
    /// conditions, so every constant is unconditional (a constant of a debug-only page is a
    /// string that simply matches nothing in a release build).
    public static func render(map: RouteMap, enumName: String = "RoutePaths", defaultScheme: String = "app") -> String {
        render(manifests(from: map), enumName: enumName, defaultScheme: defaultScheme)
    }

    /// What `generate-paths --route-map` writes: the file for `map`, or, when two of its patterns
    /// would share a constant's name (a map exported before a page named its patterns in
    /// `routePathNames`, or edited by hand), an error at each page's declaration and no file.
    public static func generate(
        map: RouteMap, enumName: String = "RoutePaths", defaultScheme: String = "app"
    )
        -> GeneratorOutput
    {
        let routes = manifests(from: map).flatMap(\.routes)
        let collisions = PathNaming.collisions(in: routes, defaultScheme: defaultScheme).map { diagnostic in
            var located = diagnostic
            located.line = max(located.line, 1)
            // The same error as the page's own build, then what only the map's side can say: the page
            // may have its routePathNames already, and the map was exported before it.
            located.message +=
                "; routes.json, which RoutePaths is generated from, names neither pattern: once the page has that line"
                + " (or if it has it already), run `swift package --allow-writing-to-package-directory export-routes`"
                + " so routes.json carries the names"
            return located
        }
        return .rendering(collisions.sorted()) {
            Array(render(map: map, enumName: enumName, defaultScheme: defaultScheme).utf8)
        }
    }

    /// The map's routes as manifests: one route per type (`className`), its patterns in map
    /// order with their `pathName`s, grouped by module.
    public static func manifests(from map: RouteMap) -> [RouteManifest] {
        // A module's type names are unique (each is its class name less the module), so the
        // order the classes come in does not show.
        let routes = Dictionary(grouping: map.entries, by: \.className).values.map { entries in
            let entry = entries[0]
            let prefix = entry.module + "."
            let typeName =
                !entry.module.isEmpty && entry.className.hasPrefix(prefix)
                ? String(entry.className.dropFirst(prefix.count)) : entry.className
            var route = ManifestRoute(
                typeName: typeName, module: entry.className.hasPrefix(prefix) ? entry.module : "",
                patterns: entries.map(\.path), priority: entry.priority, description: entry.description,
                action: entry.navigation ?? "push", isInternal: entry.internal, file: entry.file, line: entry.line ?? 0)
            for item in entries { route.pathNames[item.path] = item.pathName }
            return route
        }
        let byModule = Dictionary(grouping: routes, by: \.module)
        return byModule.keys.sorted().map { module in
            RouteManifest(module: module, routes: (byModule[module] ?? []).sorted { $0.typeName < $1.typeName })
        }
    }

    /// Renders the file for the routes of every given manifest.
    public static func render(
        _ manifests: [RouteManifest], enumName: String = "RoutePaths", defaultScheme: String = "app"
    ) -> String {
        let routes = manifests.flatMap(\.routes)
        let named = PathNaming.name(routes)
        var lines: [String] = []
        lines.append(SwiftSource.header("URL constants for \(routes.count) routable types."))
        lines.append("/// URL constants for every route, so no feature writes a URL string by hand.")
        lines.append("///")
        lines.append("/// `\(enumName).name` is the pattern; `\(enumName).name(param: value)` is a URL to open.")
        lines.append("public enum \(enumName) {")
        for item in named {
            var body: [String] = []
            let pattern = try? RoutePattern(item.pattern, defaultScheme: defaultScheme)
            body.append(
                "/// `\(item.pattern)` — \(item.route.qualifiedName)\(item.route.description.isEmpty ? "" : ": " + item.route.description)"
            )
            body.append("public static let \(SwiftSource.identifier(item.name)) = \(SwiftSource.literal(item.pattern))")
            if let pattern, let function = fillFunction(item.name, pattern) {
                body.append("")
                body += function
            }
            body.append("")
            lines += SwiftSource.conditional(item.route.conditions, body, indent: "    ")
        }
        lines += [
            "    /// Percent-encodes one path segment (RFC 3986 unreserved characters and sub-delimiters stay).",
            "    static func encode(_ value: some LosslessStringConvertible) -> String {",
            "        var result = \"\"",
            "        for byte in value.description.utf8 {",
            "            switch byte {",
            "            case UInt8(ascii: \"a\")...UInt8(ascii: \"z\"), UInt8(ascii: \"A\")...UInt8(ascii: \"Z\"),",
            "                UInt8(ascii: \"0\")...UInt8(ascii: \"9\"), UInt8(ascii: \"-\"), UInt8(ascii: \".\"),",
            "                UInt8(ascii: \"_\"), UInt8(ascii: \"~\"), UInt8(ascii: \"!\"), UInt8(ascii: \"$\"),",
            "                UInt8(ascii: \"&\"), UInt8(ascii: \"'\"), UInt8(ascii: \"(\"), UInt8(ascii: \")\"),",
            "                UInt8(ascii: \"*\"), UInt8(ascii: \"+\"), UInt8(ascii: \",\"), UInt8(ascii: \";\"),",
            "                UInt8(ascii: \"=\"), UInt8(ascii: \":\"), UInt8(ascii: \"@\"):",
            "                result.unicodeScalars.append(Unicode.Scalar(byte))",
            "            default:",
            "                let hex = Array(\"0123456789ABCDEF\".unicodeScalars)",
            "                result += \"%\"",
            "                result.unicodeScalars.append(hex[Int(byte >> 4)])",
            "                result.unicodeScalars.append(hex[Int(byte & 0x0F)])",
            "            }",
            "        }",
            "        return result",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `static func name(id: some LosslessStringConvertible) -> String`, or nil without parameters.
    static func fillFunction(_ name: String, _ pattern: RoutePattern) -> [String]? {
        var arguments: [String] = []
        var pieces: [String] = []
        var wildcard = 0
        for (index, segment) in pattern.segments.enumerated() {
            let separator = index == 0 ? "" : index == 1 ? "://" : "/"
            let argument: (declaration: String, expression: String)
            switch segment {
            case .literal(let text):
                pieces.append(
                    SwiftSource.literal(
                        separator + (index == 0 ? text : RoutePattern.Segment.literal(text).description)))
                continue
            case .parameter(let parameter):
                let label = PathNaming.label(parameter)
                argument = ("\(label): some LosslessStringConvertible", "encode(\(label))")
            case .wildcard:
                wildcard += 1
                argument = ("segment\(wildcard): some LosslessStringConvertible", "encode(segment\(wildcard))")
            case .catchAll:
                argument = ("rest: [String]", "rest.map { encode($0) }.joined(separator: \"/\")")
            }
            arguments.append(argument.declaration)
            pieces += [SwiftSource.literal(separator), argument.expression]
        }
        guard !arguments.isEmpty else { return nil }
        // Merge adjacent literals for readable output.
        var merged: [String] = []
        for piece in pieces {
            if piece.hasPrefix("\""), let last = merged.last, last.hasPrefix("\""), last.hasSuffix("\"") {
                merged[merged.count - 1] = String(last.dropLast()) + String(piece.dropFirst())
            } else {
                merged.append(piece)
            }
        }
        merged.removeAll { $0 == "\"\"" }
        return [
            "/// `\(pattern)` with its parameters filled in, percent-encoded.",
            "public static func \(SwiftSource.identifier(name))(\(arguments.joined(separator: ", "))) -> String {",
            "    " + merged.joined(separator: " + "),
            "}",
        ]
    }
}
