import _RouteMap

/// How an iOS pattern and an Android key were found to match.
public enum RouteMatchKind: String, Hashable, Sendable, CaseIterable {
    /// A literal iOS pattern equals a literal Android key.
    case exact
    /// An iOS pattern with `:name`, `*` or `**` segments accepts a literal Android key.
    case pattern
    /// An Android regular-expression key finds a match in the iOS URL.
    case regex
}

/// Decides whether one iOS pattern and one Android key name the same route, by the rules of
/// step 1 of ``RouteMapComparison``: literal keys through ``match(_:literal:)``, regular-expression
/// keys through ``sampleTexts(_:)`` and ``match(_:regex:)``.
struct RouteMatcher {
    struct AndroidRoute {
        var shape: RoutePathShape
        /// `true` for a key with a backslash.
        var isRegularExpression: Bool
        /// The compiled key; `nil` for literal keys (and for a regex that does not compile,
        /// which then matches nothing; ``AndroidRouteMap`` rejects those when reading).
        var regex: RegexKey?
    }

    let options: CrossCheckOptions
    let androidSchemes: [String]
    let androidHosts: [String]

    init(options: CrossCheckOptions, android: [AndroidRoute]) {
        self.options = options
        var schemes: Set<String> = []
        var hosts: Set<String> = []
        for route in android where !route.isRegularExpression {
            if let scheme = route.shape.scheme { schemes.insert(scheme) }
            if let host = route.shape.host { hosts.insert(host) }
        }
        androidSchemes = schemes.sorted()
        androidHosts = hosts.sorted()
    }

    /// The shape of iOS pattern `path`, its host rewritten by ``CrossCheckOptions/hostMap``.
    static func iosRoute(_ path: String, options: CrossCheckOptions) -> RoutePathShape {
        var shape = RoutePathShape(path)
        if let host = shape.host, let mapped = options.hostMap[host] { shape.host = mapped }
        return shape
    }

    /// The Android route for `entry`; its regex was already checked by ``AndroidRouteMap``.
    /// Android registers the key with one trailing `/` removed, and compiles that.
    static func androidRoute(_ entry: AndroidRouteEntry, options: CrossCheckOptions) -> AndroidRoute {
        let isRegex = entry.isRegularExpression
        return AndroidRoute(
            shape: RoutePathShape(entry.path), isRegularExpression: isRegex,
            regex: isRegex
                ? RegexKey(entry.lookupKey, ignoreScheme: options.ignoreScheme, ignoreHost: options.ignoreHost) : nil)
    }

    /// How iOS pattern `ios` matches the literal Android key `android`, if it does.
    func match(_ ios: RoutePathShape, literal android: AndroidRoute) -> RouteMatchKind? {
        let (i, a) = (ios, android.shape)
        if !i.isPathOnly, !a.isPathOnly {
            if !options.ignoreScheme, i.scheme != a.scheme { return nil }
            if !options.ignoreHost, i.host != a.host { return nil }
        }
        guard
            (i.path.utf8.first == UInt8(ascii: "/")) == (a.path.utf8.first == UInt8(ascii: "/")) || i.path.isEmpty
                || a.path.isEmpty,
            i.segmentsMatch(a.pieces)
        else { return nil }
        return i.isLiteral ? .exact : .pattern
    }

    /// `.regex` when the regular-expression key `android` finds a match in one of `texts`.
    func match(_ texts: [(text: String, bytes: [UInt8])], regex android: AndroidRoute) -> RouteMatchKind? {
        guard let regex = android.regex else { return nil }
        return texts.contains { regex.finds(in: $0.text, bytes: $0.bytes) } ? .regex : nil
    }

    /// The texts a regular-expression key is tried on for `ios`, one per sample fill, scheme and
    /// host: compute once per iOS route.
    func sampleTexts(_ shape: RoutePathShape) -> [(text: String, bytes: [UInt8])] {
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
        var texts: [(text: String, bytes: [UInt8])] = []
        var seen: Set<String> = []
        for fill in passes {
            for scheme in schemes {
                for host in hosts {
                    let text = shape.text(scheme: scheme, host: host, fill: fill)
                    if seen.insert(text).inserted { texts.append((text, Array(text.utf8))) }
                }
            }
        }
        return texts
    }
}
