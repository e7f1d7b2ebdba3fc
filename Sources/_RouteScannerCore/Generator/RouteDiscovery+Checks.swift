import SwitchyardSyntax

/// Checks across routes: claims on the same pattern, and schemes that look like typos.
extension RouteDiscovery {
    /// Two types claiming patterns of the same shape with the same priority, under the same `#if`
    /// conditions, would fail at install: report them at build time instead.
    ///
    /// - Parameters:
    ///   - acrossModules: report only pairs from different modules (each module's own scan reports
    ///     its pairs), naming the types with their modules.
    ///   - compiled: `routes`' patterns as ``compile(_:defaultScheme:)`` compiles them, when the
    ///     caller has them already.
    static func conflicts(
        in routes: [ManifestRoute], defaultScheme: String, acrossModules: Bool = false,
        compiled: [[RoutePattern?]]? = nil
    ) -> [Diagnostic] {
        let compiled = compiled ?? compile(routes, defaultScheme: defaultScheme)
        // The claims on each key, then, where there are several, in file, line and module order:
        // sorting every route for the few that conflict was 8% of the composing run at 10,000
        // pages (debug tool, callgrind).
        var claims: [String: [(route: Int, text: String)]] = [:]
        for (position, route) in routes.enumerated() {
            for (text, pattern) in zip(route.patterns, compiled[position]) {
                guard let pattern else { continue }
                let key = "\(pattern.matchingKey)|\(route.priority)|\(route.conditions.joined(separator: "&&"))"
                claims[key, default: []].append((position, text))
            }
        }
        var diagnostics: [Diagnostic] = []
        for claim in claims.values where claim.count > 1 {
            let ordered = claim.sorted {
                let (a, b) = (routes[$0.route], routes[$1.route])
                return (a.file, a.line, a.module) < (b.file, b.line, b.module)
            }
            let owner = routes[ordered[0].route]
            for (position, text) in ordered.dropFirst() {
                let route = routes[position]
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
        return diagnostics.sorted()
    }

    /// Each route's patterns compiled, `nil` for one that does not compile (its module's discovery
    /// reports it): once for all the checks of a run, each of which compiled them again, a third of
    /// the composing module's run at 10,000 pages (debug tool, callgrind; `Scripts/scale-bench.sh --plugin`).
    static func compile(_ routes: [ManifestRoute], defaultScheme: String) -> [[RoutePattern?]] {
        routes.map { route in route.patterns.map { try? RoutePattern($0, defaultScheme: defaultScheme) } }
    }

    /// Two types providing one service protocol under the same `#if` conditions: the router would
    /// keep the first it registers and report the other at run time; report it at build time, at
    /// the type met second, as two pages claiming one pattern are.
    ///
    /// - Parameter acrossModules: report only pairs from different modules, as ``conflicts(in:defaultScheme:acrossModules:)``.
    static func duplicateServices(in services: [ManifestService], acrossModules: Bool = false) -> [Diagnostic] {
        var providers: [String: ManifestService] = [:]
        var diagnostics: [Diagnostic] = []
        for service in services.sorted(by: { ($0.file, $0.line, $0.module) < ($1.file, $1.line, $1.module) }) {
            for name in service.provides {
                let key = name + "|" + service.conditions.joined(separator: "&&")
                guard let owner = providers[key] else {
                    providers[key] = service
                    continue
                }
                guard owner.qualifiedName != service.qualifiedName, !acrossModules || owner.module != service.module
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        file: service.file, line: service.line, column: 1, severity: .error,
                        message:
                            "\(service.qualifiedName) and \(owner.qualifiedName) (\(owner.file):\(owner.line)) both provide \(name); the router would keep one and ignore the other, so remove one conformance to \(name) or put each under its own #if condition"
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
    /// often than a scheme of its own. The suggestion is the scheme the app's routes use that is
    /// closest to it (``suggestedScheme(for:among:)``).
    static func lonelySchemes(
        _ own: [ManifestRoute], among others: [ManifestRoute], defaultScheme: String
    ) -> [Diagnostic] {
        func scheme(_ text: String) -> String? {
            guard let pattern = try? RoutePattern(text, defaultScheme: defaultScheme),
                case .literal(let name) = pattern.scheme
            else { return nil }
            return name
        }
        // Only a scheme of the module's own that is not http(s) nor the default can be reported; with
        // none (the composing module, a feature on the default scheme), no other pattern is parsed.
        let common = ["http", "https", defaultScheme]
        guard own.contains(where: { $0.patterns.contains { scheme($0).map { !common.contains($0) } ?? false } }) else {
            return []
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
                var others = users.filter { $0.key != name }.mapValues(\.count)
                others[defaultScheme, default: 0] += 0
                let suggestion = suggestedScheme(for: name, among: others)
                diagnostics.append(
                    Diagnostic(
                        file: route.file, line: route.line, column: 1, severity: .warning,
                        message:
                            "\(route.typeName): the scheme '\(name)' of '\(text)' is used by no other route and is not http(s); if it is a typo, write '\(suggestion)://…'"
                    ))
            }
        }
        return diagnostics
    }

    /// The scheme a typo of `scheme` most likely meant, from `used` (scheme → how many types use
    /// it) and http(s): one at most two edits away (the fewest edits, then the most used, then by
    /// name: `htps` → `https`, `myap` → `myapp`), else the scheme most of the app's routes use.
    static func suggestedScheme(for scheme: String, among used: [String: Int]) -> String {
        var candidates = used
        for web in ["http", "https"] { candidates[web, default: 0] += 0 }
        let close = candidates.map { (edits: editDistance(scheme, $0.key), uses: -$0.value, name: $0.key) }
            .filter { $0.edits <= 2 }
        if let nearest = close.min(by: { ($0.edits, $0.uses, $0.name) < ($1.edits, $1.uses, $1.name) }) {
            return nearest.name
        }
        return used.filter { $0.key != "http" && $0.key != "https" }
            .min { (-$0.value, $0.key) < (-$1.value, $1.key) }?.key ?? scheme
    }

    /// The Levenshtein distance between two short strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
