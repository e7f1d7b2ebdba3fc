import Foundation

/// How an iOS pattern and an Android key were found to match.
public enum RouteMatchKind: String, Hashable, Sendable, CaseIterable {
    /// A literal iOS pattern equals a literal Android key.
    case exact
    /// An iOS pattern with `:name`, `*` or `**` segments accepts a literal Android key.
    case pattern
    /// An Android regular-expression key finds a match in the iOS URL.
    case regex
}

/// Decides whether one iOS pattern and one Android key name the same route.
///
/// Both sides lose their query and one trailing `/`; the comparison is otherwise exact and
/// case-sensitive, as Android's lookup is. The iOS host is first rewritten by
/// ``CrossCheckOptions/hostMap``.
/// - Literal Android key: scheme and host must be equal (unless ignored), and the iOS path
///   segments must accept the Android path: literals exactly, `:name` and `*` one non-empty
///   segment, `**` one or more. When either side is path-only (no `scheme://`), only the paths
///   are compared.
/// - Regular-expression Android key (it contains a backslash): the expression must find a
///   match anywhere in the iOS URL (Java `find()`: nothing is anchored). Wildcard segments of
///   the iOS pattern are filled with sample values: all `1`, then all `a`, then each `:name`
///   with its own name; one hit is enough. With `--ignore-scheme`/`--ignore-host` the iOS URL
///   is also tried with each scheme/host used by the Android map's literal keys.
struct RouteMatcher {
    struct IOSRoute {
        var shape: RoutePathShape
    }

    struct AndroidRoute {
        var shape: RoutePathShape
        /// `true` for a key with a backslash.
        var isRegularExpression: Bool
        /// The compiled key; `nil` for literal keys (and for a regex that does not compile,
        /// which then matches nothing; ``AndroidRouteMap`` rejects those when reading).
        var regex: NSRegularExpression?
    }

    let options: CrossCheckOptions
    let androidSchemes: [String]
    let androidHosts: [String]

    init(options: CrossCheckOptions, android: [AndroidRoute]) {
        self.options = options
        let literalShapes = android.filter { !$0.isRegularExpression }.map(\.shape)
        androidSchemes = Set(literalShapes.compactMap(\.scheme)).sorted()
        androidHosts = Set(literalShapes.compactMap(\.host)).sorted()
    }

    static func iosRoute(_ path: String, options: CrossCheckOptions) -> IOSRoute {
        var shape = RoutePathShape(path)
        if let host = shape.host, let mapped = options.hostMap[host] { shape.host = mapped }
        return IOSRoute(shape: shape)
    }

    /// The Android route for `entry`; its regex was already checked by ``AndroidRouteMap``.
    static func androidRoute(_ entry: AndroidRouteEntry) -> AndroidRoute {
        guard entry.isRegularExpression else {
            return AndroidRoute(shape: RoutePathShape(entry.path), isRegularExpression: false, regex: nil)
        }
        return AndroidRoute(shape: RoutePathShape(entry.path), isRegularExpression: true,
                            regex: try? NSRegularExpression(pattern: entry.path))
    }

    func match(_ ios: IOSRoute, _ android: AndroidRoute) -> RouteMatchKind? {
        if android.isRegularExpression {
            guard let regex = android.regex else { return nil }
            return regexMatches(regex, ios.shape) ? .regex : nil
        }
        let a = android.shape
        let i = ios.shape
        if !i.isPathOnly, !a.isPathOnly {
            if !options.ignoreScheme, i.scheme != a.scheme { return nil }
            if !options.ignoreHost, i.host != a.host { return nil }
        }
        guard i.path.hasPrefix("/") == a.path.hasPrefix("/") || i.path.isEmpty || a.path.isEmpty,
              i.segmentsMatch(a.pieces)
        else { return nil }
        return i.isLiteral ? .exact : .pattern
    }

    private func regexMatches(_ regex: NSRegularExpression, _ shape: RoutePathShape) -> Bool {
        let fills: [(RoutePathShape.Segment) -> String] = [
            { _ in "1" },
            { _ in "a" },
            { segment in if case .parameter(let name) = segment { return name } else { return "a" } },
        ]
        var schemes: [String?] = [shape.scheme]
        var hosts: [String?] = [shape.host]
        if !shape.isPathOnly {
            if options.ignoreScheme { schemes += androidSchemes.map { $0 } }
            if options.ignoreHost { hosts += androidHosts.map { $0 } }
        }
        let passes = shape.isLiteral ? Array(fills.prefix(1)) : fills
        for fill in passes {
            for scheme in schemes {
                for host in hosts {
                    let text = shape.text(scheme: scheme, host: host, fill: fill)
                    let range = NSRange(text.startIndex..<text.endIndex, in: text)
                    if regex.firstMatch(in: text, options: [], range: range) != nil { return true }
                }
            }
        }
        return false
    }
}
