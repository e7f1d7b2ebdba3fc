import SwitchyardSyntax

/// Names for path constants: a constant's name never moves to another pattern.
///
/// Rules (a constant's name depends on its own pattern's type and pin only, never on the other
/// patterns of the type, the module or the app, so adding or removing a pattern, a page or a
/// module never changes what an existing constant holds):
/// 1. A type's base name is its qualified name without dots (`Outer.Inner` → `OuterInner`),
///    minus one trailing `ViewController`, `Controller`, `Page`, `Screen`, `Scene` or `View`,
///    in lower camel case: `ProductPage` → `product`, `URLDetailViewController` → `urlDetail`.
/// 2. Every pattern of a type is named by its base name, unless the type names it in
///    `routePathNames` (pattern → name, read at build time): `["app://item/:id": "productItem"]`.
/// 3. Two patterns with one name fail the build that makes the constants (`generate-paths`, not
///    route discovery: an app without RoutePathsPlugin needs no `routePathNames`) at the
///    declaration of the type that takes the name second (or of the type whose patterns share
///    it), with the `routePathNames` that resolves it, and the one that keeps 0.1.0's names. No
///    name is ever derived to make way (no module prefix, no number): that would move an existing
///    constant.
public enum PathNaming {
    /// One named pattern.
    public struct Named: Hashable, Sendable {
        /// The constant's name.
        public var name: String
        /// The route it belongs to.
        public var route: ManifestRoute
        /// The pattern's index in `route.patterns`.
        public var patternIndex: Int
        /// The pattern text.
        public var pattern: String { route.patterns[patternIndex] }
    }

    /// The member through which a type names its patterns' constants: `[String: String]`,
    /// pattern (as written in `routePatterns`) to name.
    public static let member = "routePathNames"

    static let suffixes = ["ViewController", "Controller", "Page", "Screen", "Scene", "View"]

    /// The constant of pattern `index` of `route`: the name `routePathNames` gives it, or the
    /// type's base name.
    public static func name(of route: ManifestRoute, at index: Int) -> String {
        route.pathNames[route.patterns[index]] ?? baseName(route.typeName)
    }

    /// Names every pattern of every route, sorted by name, then type, then pattern index.
    public static func name(_ routes: [ManifestRoute]) -> [Named] {
        routes.flatMap { route in
            route.patterns.indices.map { Named(name: name(of: route, at: $0), route: route, patternIndex: $0) }
        }
        .sorted {
            ($0.name, $0.route.qualifiedName, $0.patternIndex) < ($1.name, $1.route.qualifiedName, $1.patternIndex)
        }
    }

    /// An error for each constant that would take a name another pattern already has, at the
    /// declaration of the type that takes it second (in file and line order): two patterns of one
    /// type in one error with the whole `routePathNames` to write; two types in one error each.
    ///
    /// - Parameter acrossModules: report only pairs of types from different modules (each
    ///   module's own discovery reports its own), naming the types with their modules.
    /// - Complexity: O(*p* log *p*) for *p* patterns in all.
    public static func collisions(
        in routes: [ManifestRoute], defaultScheme: String = "app", acrossModules: Bool = false
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The first route and pattern index of each name. Indices, not `Named` values: sorting and
        // keeping copies of whole routes was 14% of the composing run at 8,000 pages.
        var owners: [String: (route: Int, pattern: Int)] = [:]
        var reported: Set<[String]> = []
        // Sort keys built once: `qualifiedName` is computed, and building it in every comparison
        // was most of a large app's composing run.
        let keys = routes.map { ($0.file, $0.line, $0.qualifiedName) }
        for position in routes.indices.sorted(by: { keys[$0] < keys[$1] }) {
            let route = routes[position]
            if !acrossModules { diagnostics += ownCollisions(route, defaultScheme: defaultScheme) }
            let base = baseName(route.typeName)  // once per type: it was a third of a large app's composing run
            for index in route.patterns.indices {
                let name = route.pathNames[route.patterns[index]] ?? base
                guard let owner = owners[name] else {
                    owners[name] = (position, index)
                    continue
                }
                let ownerRoute = routes[owner.route]
                guard ownerRoute.qualifiedName != route.qualifiedName,
                    !acrossModules || ownerRoute.module != route.module,
                    reported.insert([route.qualifiedName, ownerRoute.qualifiedName]).inserted
                else { continue }
                diagnostics.append(
                    typeCollision(
                        Named(name: name, route: route, patternIndex: index),
                        Named(name: name, route: ownerRoute, patternIndex: owner.pattern), acrossModules: acrossModules,
                        defaultScheme: defaultScheme))
            }
        }
        return diagnostics
    }

    /// Patterns of one type that would share a name: an error for each name, with the
    /// `routePathNames` that keeps it on each candidate pattern in turn (the one it names today
    /// is for the author to pick; the others are named as the previous rule named them, so the
    /// option that keeps it on 0.1.0's primary pattern keeps 0.1.0's names, and says so).
    static func ownCollisions(_ route: ManifestRoute, defaultScheme: String) -> [Diagnostic] {
        guard route.patterns.count > 1 else { return [] }
        let primary = route.pathNames.isEmpty ? primaryIndex(route, defaultScheme: defaultScheme) : nil
        let groups = Dictionary(grouping: route.patterns.indices) { name(of: route, at: $0) }
        let taken = Set(groups.keys)
        return groups.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { name, indices in
            let quoted = indices.map { "'\(route.patterns[$0])'" }
            // A pattern named so explicitly keeps its name; otherwise each is a candidate.
            let keepers = indices.filter { route.pathNames[route.patterns[$0]] != nil }
            let options = (keepers.isEmpty ? indices : [keepers[0]]).map { keeper in
                var pins = route.pathNames
                var used = taken
                for index in indices where index != keeper {
                    let previous = previousName(route, index, defaultScheme: defaultScheme)
                    var suggestion = previous
                    var number = 2
                    while used.contains(suggestion) {
                        suggestion = previous + String(number)
                        number += 1
                    }
                    used.insert(suggestion)
                    pins[route.patterns[index]] = suggestion
                }
                return
                    "to keep it on '\(route.patterns[keeper])', `static let \(member) = \(dictionaryLiteral(pins, in: route))`"
                    + (keeper == primary ? " (0.1.0's names)" : "")
            }
            return Diagnostic(
                file: route.file, line: route.line, column: 1, severity: .error,
                message: "\(route.typeName): " + quoted.dropLast().joined(separator: ", ")
                    + " and \(quoted[quoted.count - 1]) would \(quoted.count == 2 ? "both" : "all") be named `\(name)` in RoutePaths (each pattern takes its type's name unless \(member) names it, so no constant ever moves to another pattern); keep `\(name)` on the pattern it names today and name the others: "
                    + options.joined(separator: "; "))
        }
    }

    /// Two types whose patterns would share a name: the error at the second, `item`, with the
    /// `routePathNames` that keeps the name on each in turn (the one it names today is for the
    /// author to pick: the build cannot tell which type is new), and, since 0.1.0 renamed both,
    /// the lines that keep 0.1.0's names when neither had it.
    static func typeCollision(_ item: Named, _ owner: Named, acrossModules: Bool, defaultScheme: String) -> Diagnostic {
        let qualified = acrossModules || item.route.module != owner.route.module
        func label(_ named: Named) -> String { qualified ? named.route.qualifiedName : named.route.typeName }
        func line(_ named: Named, _ name: String) -> String {
            var pins = named.route.pathNames
            pins[named.pattern] = name
            return
                "`static let \(member) = \(dictionaryLiteral(pins, in: named.route))` to \(label(named)) (\(place(named.route)))"
        }
        let previous = previousNames(item, owner, defaultScheme: defaultScheme)
        func option(keeping kept: Named, renaming other: Named, previously: (kept: String, other: String)) -> String {
            let route = other.route
            var suggestion =
                route.module != kept.route.module && !route.module.isEmpty
                ? lowerCamel(route.module) + upperFirst(other.name)
                : lowerCamel(route.typeName.split(separator: ".").joined())
            if suggestion == other.name || suggestion.isEmpty { suggestion = other.name + "2" }
            let keepsPrevious = previously.kept == kept.name && previously.other != other.name
            return "to keep it on '\(kept.pattern)', add " + line(other, keepsPrevious ? previously.other : suggestion)
                + (keepsPrevious ? " (0.1.0's names)" : "")
        }
        var message =
            "'\(item.pattern)' of \(label(item)) and '\(owner.pattern)' of \(label(owner)) (\(place(owner.route))) would both be named `\(item.name)` in RoutePaths (no constant ever moves to another pattern, so neither is renamed for the other); keep `\(item.name)` on the pattern it names today and name the other: "
            + option(keeping: owner, renaming: item, previously: (previous.owner, previous.item)) + "; "
            + option(keeping: item, renaming: owner, previously: (previous.item, previous.owner))
        if previous.item != item.name && previous.owner != item.name {
            message +=
                "; 0.1.0 named neither `\(item.name)`: to keep its names, add " + line(item, previous.item) + " and "
                + line(owner, previous.owner)
        }
        return Diagnostic(
            file: item.route.file, line: item.route.line, column: 1, severity: .error, message: message)
    }

    /// `file:line`, or the file alone for a route read from the route map, which has no lines.
    static func place(_ route: ManifestRoute) -> String { route.line > 0 ? "\(route.file):\(route.line)" : route.file }

    /// The index of the pattern 0.1.0 gave the base name: the one with the fewest words beyond it,
    /// then the first in canonical order.
    static func primaryIndex(_ route: ManifestRoute, defaultScheme: String) -> Int? {
        let keys = route.patterns.indices.map { index in
            let pattern = try? RoutePattern(route.patterns[index], defaultScheme: defaultScheme)
            return (extraWords(route, pattern).count, pattern?.description ?? route.patterns[index], index)
        }
        return keys.min { $0 < $1 }?.2
    }

    /// The names 0.1.0 gave two patterns of two types: each its type's own (the base name on the
    /// primary pattern, ``previousName(_:_:defaultScheme:)`` on the others); when those were equal,
    /// both with their module in front, then a number on the second in type order.
    static func previousNames(_ item: Named, _ owner: Named, defaultScheme: String) -> (item: String, owner: String) {
        var names = [item, owner].map { named in
            primaryIndex(named.route, defaultScheme: defaultScheme) == named.patternIndex
                ? baseName(named.route.typeName)
                : previousName(named.route, named.patternIndex, defaultScheme: defaultScheme)
        }
        guard names[0] == names[1] else { return (names[0], names[1]) }
        let modules = [item.route.module, owner.route.module]
        names = names.indices.map { modules[$0].isEmpty ? names[$0] : lowerCamel(modules[$0]) + upperFirst(names[$0]) }
        if names[0] == names[1] {
            let itemFirst =
                (item.route.qualifiedName, item.patternIndex) < (owner.route.qualifiedName, owner.patternIndex)
            names[itemFirst ? 1 : 0] += "2"
        }
        return (names[0], names[1])
    }

    /// `["pattern": "name", …]` in `routePatterns` order.
    static func dictionaryLiteral(_ pins: [String: String], in route: ManifestRoute) -> String {
        let pairs = route.patterns.compactMap { pattern in pins[pattern].map { "\"\(pattern)\": \"\($0)\"" } }
        return "[" + pairs.joined(separator: ", ") + "]"
    }

    /// What is wrong with a type's `routePathNames`: a pattern it does not declare, or a name that
    /// is not a Swift identifier.
    public static func pinProblems(_ route: ManifestRoute) -> [String] {
        var problems: [String] = []
        for (pattern, name) in route.pathNames.sorted(by: { $0.key < $1.key }) {
            if !route.patterns.contains(pattern) {
                problems.append(
                    "\(route.typeName).\(member) names '\(pattern)', which is not one of its routePatterns; write the pattern exactly as routePatterns does, or remove it"
                )
            }
            if !isIdentifier(name) {
                problems.append(
                    "\(route.typeName).\(member) names '\(pattern)' '\(name)', which is not a Swift identifier; use letters, digits and '_', not starting with a digit"
                )
            }
        }
        return problems
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The name the previous rule (0.1.0) gave a pattern that did not take the base name: the base
    /// name and the pattern's literal words the base name is not, or, with none, its scheme
    /// (`app://item/:id` on `ProductPage` → `productItem`, `https://**` on `WebPage` → `webHttps`).
    static func previousName(_ route: ManifestRoute, _ index: Int, defaultScheme: String) -> String {
        let pattern = try? RoutePattern(route.patterns[index], defaultScheme: defaultScheme)
        let extra = extraWords(route, pattern)
        return baseName(route.typeName) + (extra.isEmpty ? [schemeWord(pattern)] : extra).map(upperFirst).joined()
    }

    static func extraWords(_ route: ManifestRoute, _ pattern: RoutePattern?) -> [String] {
        let base = baseName(route.typeName).lowercased()
        return literalWords(pattern).filter { $0.lowercased() != base }
    }

    /// The base name of a type.
    public static func baseName(_ typeName: String) -> String {
        var name = typeName.split(separator: ".").map(String.init).joined()
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        let camel = lowerCamel(name)
        return camel.isEmpty ? "route" : camel
    }

    /// The literal words of a pattern's host and path (`app://item/list/:id` → `["item", "list"]`).
    static func literalWords(_ pattern: RoutePattern?) -> [String] {
        guard let pattern else { return ["pattern"] }
        var words: [String] = []
        for segment in pattern.segments.dropFirst() {
            if case .literal(let literal) = segment {
                words += literal.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map { String($0) }
            }
        }
        return words
    }

    /// The pattern's scheme as a word (`https://**` → `https`), or `any` for `*://`.
    static func schemeWord(_ pattern: RoutePattern?) -> String {
        guard case .literal(let scheme) = pattern?.scheme else { return "any" }
        let word = scheme.filter { $0.isLetter || $0.isNumber }
        return word.isEmpty ? "any" : word
    }

    /// `ProductPage` → `productPage`, `URLPage` → `urlPage`, `HTTP` → `http`.
    static func lowerCamel(_ name: String) -> String {
        asciiLowerCamel(name) ?? lowerCamelOfCharacters(name)
    }

    /// ``lowerCamel(_:)`` of an ASCII name, byte by byte (nil for any other name): the same
    /// result, without a `Character` per letter. Once per type in every module's run; the composing
    /// run at 10,000 pages spent 22% of its instructions in the `Character` path (release tool,
    /// callgrind, /tmp/sum25-scale/gen.py's package).
    static func asciiLowerCamel(_ name: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 1)
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            if isASCIIUpper(byte) || isASCIILower(byte) || isASCIIDigit(byte) || byte == 0x5F { bytes.append(byte) }
        }
        guard !bytes.isEmpty else { return "" }
        var index = 0
        // Lowercase the leading run of capitals, keeping the last one if a lowercase letter follows.
        while index < bytes.count, isASCIIUpper(bytes[index]) {
            if index > 0 && index + 1 < bytes.count && isASCIILower(bytes[index + 1]) { break }
            bytes[index] += 0x20
            index += 1
        }
        if isASCIIDigit(bytes[0]) { bytes.insert(0x5F, at: 0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isASCIIUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isASCIILower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// ``lowerCamel(_:)`` of any name, by `Character`.
    static func lowerCamelOfCharacters(_ name: String) -> String {
        let scalars = Array(name.filter { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !scalars.isEmpty else { return "" }
        var result = ""
        var index = 0
        // Lowercase the leading run of capitals, keeping the last one if a lowercase letter follows.
        while index < scalars.count, scalars[index].isUppercase {
            let nextIsLower = index + 1 < scalars.count && scalars[index + 1].isLowercase
            if nextIsLower && index > 0 { break }
            result += scalars[index].lowercased()
            index += 1
        }
        result += String(scalars[index...])
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    static func upperFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// A parameter name as a Swift argument label.
    package static func label(_ name: String) -> String {
        let cleaned = name.first?.isNumber == true ? "_" + name : name
        return SwiftSource.identifier(cleaned)
    }
}
