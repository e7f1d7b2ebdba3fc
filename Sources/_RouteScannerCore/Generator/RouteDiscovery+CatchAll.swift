import SwitchyardSyntax

extension RouteDiscovery {
    /// Warnings for catch-all routes whose bare prefix another module answers.
    ///
    /// `**` takes one or more segments, so `app://shop/list/**` does not match `app://shop/list`.
    /// When a route of another module (`app://shop/:id`) matches that prefix, the link opens the
    /// other module's page — which an author used to a zero-or-more catch-all, or who forgot to
    /// list the prefix, does not expect. Each pair is reported at the catch-all, when the module
    /// being generated owns one of the two routes or, with `betweenDependencies` (the module that
    /// composes the app, where sibling features that never import each other are both visible),
    /// always; a catch-all whose own type also lists the prefix is fine.
    ///
    /// - Parameters:
    ///   - manifest: the module being generated.
    ///   - dependencies: the manifests of the modules it depends on.
    ///   - betweenDependencies: report pairs of two dependencies too.
    /// - Complexity: O(*c* · *r*) for *c* catch-all patterns and *r* patterns in all.
    public static func catchAllPrefixWarnings(
        in manifest: RouteManifest, dependencies: [RouteManifest], defaultScheme: String = "app",
        betweenDependencies: Bool = false
    ) -> [Diagnostic] {
        let all = ([manifest] + dependencies.filter { $0.module != manifest.module }).flatMap(\.routes)
        let compiled = all.map { route in
            (route, route.patterns.compactMap { try? RoutePattern($0, defaultScheme: defaultScheme) })
        }
        var diagnostics: [Diagnostic] = []
        for (owner, patterns) in compiled {
            for pattern in patterns where pattern.segments.last == .catchAll {
                let prefix = Array(pattern.segments.dropLast())
                guard prefix.count >= 2 else { continue }
                if patterns.contains(where: { Array($0.segments) == prefix }) { continue }
                for (other, otherPatterns) in compiled where other.module != owner.module {
                    guard betweenDependencies || owner.module == manifest.module || other.module == manifest.module,
                        owner.conditions == other.conditions || owner.conditions.isEmpty || other.conditions.isEmpty,
                        let taker = otherPatterns.first(where: { Self.mayMatch($0.segments, prefix) })
                    else { continue }
                    let bare = String(pattern.description.dropLast(3))  // without its "/**"
                    diagnostics.append(
                        Diagnostic(
                            file: owner.file, line: owner.line, column: 1, severity: .warning,
                            message:
                                "'\(pattern)' of \(owner.typeName) (\(owner.module)) takes one or more segments after '\(bare)', so '\(bare)' itself opens \(other.typeName) of \(other.module) ('\(taker)', \(other.file):\(other.line)); add '\(bare)' to \(owner.typeName).routePatterns if it should answer the bare link"
                        ))
                }
            }
        }
        return diagnostics.sorted()
    }

    /// Whether some URL of the shape `prefix` (literals, `:name`, `*`; no `**`) matches `segments`.
    static func mayMatch(_ segments: [RoutePattern.Segment], _ prefix: [RoutePattern.Segment]) -> Bool {
        for (index, segment) in segments.enumerated() {
            if segment == .catchAll { return index < prefix.count }
            guard index < prefix.count else { return false }
            if case .literal(let text) = segment, case .literal(let other) = prefix[index], text != other {
                return false
            }
        }
        return segments.count == prefix.count
    }
}
