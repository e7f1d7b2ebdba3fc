import SwitchyardSyntax
import _RouteScannerCore

/// Names for path constants: deterministic and collision-free.
///
/// Rules (they depend on a type's set of patterns, not on their order, so the names are the same
/// whether they are read from the sources or from the exported route map, which sorts by path):
/// 1. A type's base name is its qualified name without dots (`Outer.Inner` → `OuterInner`),
///    minus one trailing `ViewController`, `Controller`, `Page`, `Screen`, `Scene` or `View`,
///    in lower camel case: `ProductPage` → `product`, `URLDetailViewController` → `urlDetail`.
/// 2. A pattern's extra words are the camel-cased literal words of its host and path that the
///    base name does not already say (`app://item/:id` on `ProductPage` → `Item`). The type's
///    primary pattern takes the base name: the one with the fewest extra words, then the first
///    in canonical order. Each other pattern appends its extra words (`productItem`), or, with
///    none, its scheme: `http://**` on `WebPage` → `webHttp`.
/// 3. When two patterns still get the same name, each takes its module as a prefix
///    (`checkoutProduct`); if they still collide, a number in sorted order (`checkoutProduct2`).
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

    static let suffixes = ["ViewController", "Controller", "Page", "Screen", "Scene", "View"]

    /// Names every pattern of every route, sorted by name.
    public static func name(_ routes: [ManifestRoute], defaultScheme: String = "app") -> [Named] {
        var named: [Named] = []
        for route in routes.sorted(by: { $0.qualifiedName < $1.qualifiedName }) {
            let base = baseName(route.typeName)
            let patterns = route.patterns.map { try? RoutePattern($0, defaultScheme: defaultScheme) }
            // Words the base name already says are dropped.
            let extra = patterns.map { literalWords($0).filter { $0.lowercased() != base.lowercased() } }
            let canonical = zip(route.patterns, patterns).map { text, pattern in pattern?.description ?? text }
            let primary = route.patterns.indices.min {
                (extra[$0].count, canonical[$0], $0) < (extra[$1].count, canonical[$1], $1)
            }
            for index in route.patterns.indices {
                if index == primary {
                    named.append(Named(name: base, route: route, patternIndex: index))
                } else {
                    // With no extra word left, the scheme names it.
                    let words = extra[index].isEmpty ? [schemeWord(patterns[index])] : extra[index]
                    named.append(Named(name: base + words.map(upperFirst).joined(), route: route, patternIndex: index))
                }
            }
        }
        var counts: [String: Int] = [:]
        for item in named { counts[item.name, default: 0] += 1 }
        for index in named.indices where counts[named[index].name, default: 0] > 1 && !named[index].route.module.isEmpty
        {
            named[index].name = lowerCamel(named[index].route.module) + upperFirst(named[index].name)
        }
        var seen: [String: Int] = [:]
        for index in named.indices {
            let count = (seen[named[index].name] ?? 0) + 1
            seen[named[index].name] = count
            if count > 1 { named[index].name += String(count) }
        }
        return named.sorted {
            ($0.name, $0.route.qualifiedName, $0.patternIndex) < ($1.name, $1.route.qualifiedName, $1.patternIndex)
        }
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
    static func label(_ name: String) -> String {
        let cleaned = name.first?.isNumber == true ? "_" + name : name
        return SwiftSource.identifier(cleaned)
    }
}
