import SwitchyardSyntax

/// Checks across routes: claims on the same pattern, and schemes that look like typos.
extension RouteDiscovery {
    /// Two types claiming patterns of the same shape with the same priority, under the same `#if`
    /// conditions, would fail at install: report them at build time instead.
    ///
    /// - Parameter acrossModules: report only pairs from different modules (each module's own scan
    ///   reports its pairs), naming the types with their modules.
    static func conflicts(
        in routes: [ManifestRoute], defaultScheme: String, acrossModules: Bool = false
    ) -> [Diagnostic] {
        var owners: [String: ManifestRoute] = [:]
        var diagnostics: [Diagnostic] = []
        for route in routes.sorted(by: { ($0.file, $0.line, $0.module) < ($1.file, $1.line, $1.module) }) {
            for text in route.patterns {
                guard let pattern = try? RoutePattern(text, defaultScheme: defaultScheme) else { continue }
                let key = "\(pattern.matchingKey)|\(route.priority)|\(route.conditions.joined(separator: "&&"))"
                guard let owner = owners[key] else {
                    owners[key] = route
                    continue
                }
                guard owner.qualifiedName != route.qualifiedName, !acrossModules || owner.module != route.module else {
                    continue
                }
                let (name, ownerName) =
                    acrossModules ? (route.qualifiedName, owner.qualifiedName) : (route.typeName, owner.typeName)
                diagnostics.append(
                    Diagnostic(
                        file: route.file, line: route.line, column: 1, severity: .error,
                        message:
                            "\(name) and \(ownerName) (\(owner.file):\(owner.line)) both claim '\(text)' with priority \(route.priority); give one a higher routePriority or change its pattern"
                    ))
            }
        }
        return diagnostics
    }

    /// A warning for a pattern that names no scheme (`app//wishlist` is read as
    /// `app://app/wishlist`): it says how the pattern is read and how to write it.
    static func schemeWarning(_ text: String, _ pattern: RoutePattern, defaultScheme: String) -> String? {
        guard !pattern.hasExplicitScheme else { return nil }
        let canonical = pattern.description
        let doubled = defaultScheme + "://" + defaultScheme
        if pattern.host == .literal(defaultScheme), canonical.hasPrefix(doubled) {
            let suggestion = defaultScheme + "://" + canonical.dropFirst(doubled.count).drop { $0 == "/" }
            return
                "'\(text)' has no '://', so it is read as '\(canonical)' (the default scheme '\(defaultScheme)' is added); if '\(defaultScheme)' was meant as the scheme, write '\(suggestion)'"
        }
        return
            "'\(text)' has no '://', so it is read as '\(canonical)' (the default scheme '\(defaultScheme)' is added); write '\(canonical)' to say so"
    }

    /// Warnings for patterns of `own` whose scheme no other route (of `own` or `others`) uses and
    /// which is neither http(s) nor the default scheme: `ap://cart` or `htps://…` is a typo more
    /// often than a scheme of its own.
    static func lonelySchemes(
        _ own: [ManifestRoute], among others: [ManifestRoute], defaultScheme: String
    ) -> [Diagnostic] {
        func scheme(_ text: String) -> String? {
            guard let pattern = try? RoutePattern(text, defaultScheme: defaultScheme),
                case .literal(let name) = pattern.scheme
            else { return nil }
            return name
        }
        var users: [String: Set<String>] = [:]
        for route in own + others {
            for text in route.patterns {
                if let name = scheme(text) { users[name, default: []].insert(route.qualifiedName) }
            }
        }
        var diagnostics: [Diagnostic] = []
        for route in own {
            for text in route.patterns {
                guard let name = scheme(text), !["http", "https", defaultScheme].contains(name), users[name]?.count == 1
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        file: route.file, line: route.line, column: 1, severity: .warning,
                        message:
                            "\(route.typeName): the scheme '\(name)' of '\(text)' is used by no other route and is not http(s); if it is a typo, write '\(defaultScheme)://…'"
                    ))
            }
        }
        return diagnostics
    }
}
