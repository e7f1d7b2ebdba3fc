import SwitchyardSyntax

/// Renders a module's generated route file: its own table and what the router finds that table
/// through, whatever links the module: on Swift 6.3 and later a record in a linker section,
/// before Swift 6.3 (no `@section`) a marker class found by its name in the Swift type metadata.
/// The app registers every linked module in one line, and lists none, with every compiler:
///
/// ```swift
/// Router.shared.registerLinkedModules()   // routes and services, read at the first open
/// ```
public enum RouteTableRenderer {
    /// The public enum holding a module's table: `SwitchyardRouteTable_<Module>`.
    public static func tableTypeName(module: String) -> String { "SwitchyardRouteTable_" + module }

    /// The record's tag as generated code spells it (`0x5357_5944`), from ``GeneratedCodeContract``.
    static var recordMagicLiteral: String {
        let digits = String(GeneratedCodeContract.recordMagic, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 8 - digits.count)) + digits
        return "0x" + padded.prefix(4) + "_" + padded.suffix(4)
    }

    /// Renders the file.
    ///
    /// - Parameters:
    ///   - manifest: the module's own routes.
    ///   - dependencies: modules this one depends on that declare routes or services; imported
    ///     with `requiring`'s, in the module that composes the app.
    ///   - requiring: in the module that composes the app, those dependencies' manifests: the file
    ///     names each one's table, so the build fails here, naming the target and its types, when
    ///     a dependency does not apply RouteScannerPlugin and its routes would never be installed.
    public static func render(
        _ manifest: RouteManifest, dependencies: [String], requiring: [RouteManifest] = []
    ) -> String {
        var lines: [String] = []
        lines.append(SwiftSource.header("the route table of module \(manifest.module)."))
        lines.append("@_spi(Generated) import Switchyard")
        if !requiring.isEmpty {
            for module in Set(dependencies + requiring.map(\.module)).sorted() { lines.append("import \(module)") }
        }
        // What the files of extensions that made other modules' types routable import, so the
        // table can name those types (an Objective-C class in a C-family target). Under
        // `#if canImport`, as the extension's file may import it under a condition.
        let carried = Set(manifest.routes.flatMap(\.imports)).subtracting(
            ["Switchyard", manifest.module] + dependencies + requiring.map(\.module))
        for module in carried.sorted() { lines += ["#if canImport(\(module))", "import \(module)", "#endif"] }
        lines.append("")
        let ownsTable = !manifest.isEmpty
        if ownsTable {
            let count = manifest.routes.reduce(0) { $0 + $1.patterns.count }
            lines.append(
                "/// What module \(manifest.module) declares, found at build time: \(count) route patterns of \(manifest.routes.count) types, \(manifest.services.count) services."
            )
            lines.append("public enum \(tableTypeName(module: manifest.module)) {")
            lines += routeTable(manifest)
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
            lines.append(
                "        return ServiceTable(module: \(SwiftSource.literal(manifest.module)), entries: entries)")
            lines.append("    }()")
            lines.append("}")
            lines.append("")
            lines += record(module: manifest.module)
        }
        lines.append("/// Registers every module's routes and services on a router.")
        lines.append("enum SwitchyardRoutes {")
        lines.append("    /// The app's one line of set-up: every linked module's tables, found through their records")
        lines.append("    /// (or markers) at the first open. The same as `router.registerLinkedModules()`.")
        lines.append("    static func register(on router: Router = .shared) {")
        lines.append("        router.registerLinkedModules()")
        lines.append("    }")
        lines += requiredTables(requiring)  // and the enum's closing brace
        return lines.joined(separator: "\n") + "\n"
    }

    /// `file` (a rendered table) made to be committed: its header names `regenerate`, the command
    /// that writes it again, and its last line names the runtime's type for this generated-code
    /// version (``GeneratedCodeContract/generatedCodeVersion``), so a runtime that cannot build the
    /// file stops on that line, whose comment says to run `regenerate`.
    public static func committed(_ file: String, regenerate: String) -> String {
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let what = lines.first.map { String($0.drop(while: { $0 != ":" }).dropFirst(2)) } ?? ""
        let version = GeneratedCodeContract.generatedCodeVersion
        return
            ([
                "// Generated by Switchyard's route scanner, to be committed: \(what)",
                "// Do not edit: regenerate it with `\(regenerate)`.",
            ] + lines.dropFirst(2) + [
                "/// The generated-code version of this file: if this line does not compile, the file comes from another Switchyard version.",
                "private typealias SwitchyardGeneratedCode = LinkedModules.GeneratedCodeVersion\(version)  // from another Switchyard version: regenerate this file with `\(regenerate)`",
                "",
            ]).joined(separator: "\n")
    }

    /// A function that names the table of each module of `manifests`, each line saying which target
    /// needs RouteScannerPlugin if it does not compile: without the plugin, a module's `Routable`
    /// types compile but are never installed. On Swift 6.3 and later a slot in the records' section
    /// calls it, so the composing module really references each table: a linker takes a member of a
    /// static archive (CocoaPods, Bazel's `swift_library`) only for a symbol it resolves, and would
    /// otherwise leave the module's record out, in an optimized build at least. The slot's tag is
    /// not ``GeneratedCodeContract/recordMagic``, so the router skips it and never calls the function.
    /// Ends `SwitchyardRoutes` (the function, then its closing brace and the slot).
    static func requiredTables(_ manifests: [RouteManifest]) -> [String] {
        guard !manifests.isEmpty else { return ["}"] }
        var lines = [
            "",
            "    /// Names the table of every module composed here that declares routes or services: a module",
            "    /// that does not apply RouteScannerPlugin has none, and its routes would never be installed.",
            "    /// The slot below calls it, so a static archive's module is linked with its record.",
            "    fileprivate static func requireTables(_ sink: UnsafeMutableRawPointer) {",
        ]
        for manifest in manifests.sorted(by: { $0.module < $1.module }) {
            let types = (manifest.routes.map(\.typeName) + manifest.services.map(\.typeName))
            let named = types.prefix(3).joined(separator: ", ") + (types.count > 3 ? ", …" : "")
            let table = tableTypeName(module: manifest.module)
            lines.append(
                "        LinkedModules.deliver(\(table).table, \(table).services, to: sink)  // \(manifest.module) declares \(named): if this does not compile, apply RouteScannerPlugin to the target \(manifest.module)"
            )
        }
        lines.append("    }")
        lines.append("}")
        lines +=
            [
                "",
                "#if compiler(>=6.3)",
                "/// Keeps the record of every module composed here when it is linked from a static archive; skipped",
                "/// by the router (its tag is 0).",
            ] + section() + [
                "@used",
                "private let switchyardComposedModules: LinkedModules.Descriptor = (",
                "    magic: 0, version: 0, contribute: { sink in SwitchyardRoutes.requireTables(sink) })",
                "#endif",
            ]
        return lines
    }

    /// The `@section` attribute of the records, per object format.
    static func section() -> [String] {
        [
            "#if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)",
            "@section(\(SwiftSource.literal(GeneratedCodeContract.elfSection)))",
            "#elseif canImport(Darwin)",
            "@section(\(SwiftSource.literal(GeneratedCodeContract.machOSegment + "," + GeneratedCodeContract.machOSection)))",
            "#endif",
        ]
    }

    /// The module's record: a constant in the records' linker section, kept by `@used` through
    /// dead stripping, whose function hands the module's tables to the reader. Before Swift 6.3,
    /// or under ``GeneratedCodeContract/markersOnlyCondition``, its marker class instead.
    static func record(module: String) -> [String] {
        let table = tableTypeName(module: module)
        return [
            // Nested, so that compilers before 6.3 skip the record unparsed (`@section` is unknown to them).
            "#if compiler(>=6.3)",
            "#if !\(GeneratedCodeContract.markersOnlyCondition)",
            "/// \(module)'s record: the router finds this module's tables through it, whatever links the module",
            "/// (static or dynamic library, app target, binary framework). See `Router.registerLinkedModules()`.",
        ] + section() + [
            "@used",
            "private let switchyardLinkedModuleDescriptor: LinkedModules.Descriptor = (",
            "    magic: \(recordMagicLiteral), version: \(GeneratedCodeContract.recordVersion),",
            "    contribute: { sink in LinkedModules.deliver(\(table).table, \(table).services, to: sink) })",
            "#endif",
            "#endif",
            "#if compiler(<6.3) || \(GeneratedCodeContract.markersOnlyCondition)",
            "/// \(module)'s marker, where there is no `@section` (before Swift 6.3): the router finds this module's",
            "/// tables through this class's name in the Swift type metadata. See `Router.registerLinkedModules()`.",
            "final class \(GeneratedCodeContract.markerPrefix)\(module): LinkedModuleMarker {",
            "    override class var tables: (routes: RouteTable, services: ServiceTable)? { (\(table).table, \(table).services) }",
            "}",
            "#endif",
            "",
        ]
    }

    /// A module's routes as pre-compiled record chunks (the runtime's `RouteRecords` format): one
    /// chunk per run of routes under the same `#if` conditions, in table order, each as its lines
    /// (the generated file holds them as multi-line `StaticString` literals).
    public static func recordChunks(_ manifest: RouteManifest) -> [(conditions: [String], lines: [String])] {
        var chunks: [(conditions: [String], lines: [String])] = []
        var writer = RouteRecordWriter()
        for (index, route) in manifest.routes.enumerated() {
            if index > 0, route.conditions != manifest.routes[index - 1].conditions {
                chunks.append((manifest.routes[index - 1].conditions, writer.lines))
                writer = RouteRecordWriter()
            }
            writer.entry(
                index: index, priority: route.priority, isInternal: route.isInternal, isHandler: route.isHandler,
                action: route.isHandler ? GeneratedCodeContract.Action.push.rawValue : route.action,
                typeName: route.qualifiedName, description: route.description, patternCount: route.patterns.count)
            for pattern in route.patterns { writer.pattern(pattern) }
        }
        if let last = manifest.routes.last { chunks.append((last.conditions, writer.lines)) }
        return chunks
    }

    /// The module's route table, compiled at build time: records (one string per run of entries
    /// under the same `#if` conditions, in table order) and the function that gives each entry's
    /// page or handler type.
    static func routeTable(_ manifest: RouteManifest) -> [String] {
        var lines: [String] = [
            "    /// \(manifest.module)'s route table, compiled at build time. Registering it costs nothing, and",
            "    /// installing it parses no pattern: the router merges `records` into its trie.",
            "    public static let table = RouteTable(",
            "        module: \(SwiftSource.literal(manifest.module)), records: RouteRecords(records, targets: { target($0) }))",
            "",
            "    /// \(manifest.module)'s routes, compiled by the build plugin (the format: `RouteRecords`).",
            "    static let records: [StaticString] = {",
            "        var chunks: [StaticString] = []",
        ]
        for chunk in recordChunks(manifest) {
            var body = ["chunks.append(", "    \"\"\""]
            for line in chunk.lines { body.append("    " + String(SwiftSource.literal(line).dropFirst().dropLast())) }
            body += ["    \"\"\")"]
            lines += SwiftSource.conditional(chunk.conditions, body, indent: "        ")
        }
        lines += [
            "        return chunks",
            "    }()",
            "",
            "    /// The page or handler type of entry `entry` of `records`.",
            "    static func target(_ entry: Int) -> RouteTarget? {",
            "        switch entry {",
        ]
        for (entry, route) in manifest.routes.enumerated() {
            let target = route.isHandler ? ".handler(\(route.spelledName).self)" : ".page(\(route.spelledName).self)"
            lines += SwiftSource.conditional(route.conditions, ["case \(entry): return \(target)"], indent: "        ")
        }
        lines += [
            "        default: return nil",
            "        }",
            "    }",
            "",
        ]
        return lines
    }
}
