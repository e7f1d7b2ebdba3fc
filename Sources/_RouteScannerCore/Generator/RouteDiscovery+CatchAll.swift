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
    ///   - compiled: the patterns of `manifest`'s routes, then of the other modules' in
    ///     `dependencies` order, as ``compile(_:defaultScheme:)`` compiles them, when the caller has
    ///     them already.
    /// - Complexity: O(*s*) to index the *s* segments of every pattern, then for each catch-all
    ///   the index nodes its prefix can reach: a literal prefix segment follows one child and the
    ///   parameter child, so a prefix of literals costs O(*d*) for its *d* segments, plus the
    ///   patterns it finds. Not every catch-all against every route: at 2,000 catch-alls and
    ///   8,000 routes that cross product was 75% of the composing module's plugin run (issue #25).
    public static func catchAllPrefixWarnings(
        in manifest: RouteManifest, dependencies: [RouteManifest], defaultScheme: String = "app",
        betweenDependencies: Bool = false, compiled: [[RoutePattern?]]? = nil
    ) -> [Diagnostic] {
        let routes = ([manifest] + dependencies.filter { $0.module != manifest.module }).flatMap(\.routes)
        let patterns = (compiled ?? compile(routes, defaultScheme: defaultScheme)).map { $0.compactMap { $0 } }
        var index = PrefixIndex()
        for (route, compiled) in patterns.enumerated() {
            for (position, pattern) in compiled.enumerated() {
                index.insert(pattern.segments, PrefixIndex.Hit(route: route, pattern: position))
            }
        }
        var diagnostics: [Diagnostic] = []
        for (ownerIndex, owner) in routes.enumerated() {
            for pattern in patterns[ownerIndex] where pattern.segments.last == .catchAll {
                let prefix = Array(pattern.segments.dropLast())
                guard prefix.count >= 2 else { continue }
                if patterns[ownerIndex].contains(where: { $0.segments == prefix }) { continue }
                // Each route that answers the prefix, with the first of its patterns that does.
                var takers: [Int: Int] = [:]
                for hit in index.matches(prefix) {
                    takers[hit.route] = min(takers[hit.route] ?? hit.pattern, hit.pattern)
                }
                for (otherIndex, takerIndex) in takers.sorted(by: { $0.key < $1.key }) {
                    let other = routes[otherIndex]
                    guard other.module != owner.module,
                        betweenDependencies || owner.module == manifest.module || other.module == manifest.module,
                        owner.conditions == other.conditions || owner.conditions.isEmpty || other.conditions.isEmpty
                    else { continue }
                    let taker = patterns[otherIndex][takerIndex]
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

    /// Route patterns indexed by their segments, for the catch-all check: a literal segment leads
    /// to the child of its text, a parameter or `*` to the one parameter child, and a pattern is
    /// recorded at the node where it ends, or, with `**`, at the node where its catch-all starts.
    struct PrefixIndex {
        /// A pattern: its route's and its own position.
        struct Hit: Hashable {
            var route: Int
            var pattern: Int
        }

        private struct Node {
            var literals: [String: Int] = [:]
            var parameter: Int?
            /// Patterns that end here.
            var ending: [Hit] = []
            /// Patterns whose `**` starts here.
            var catchAlls: [Hit] = []
        }

        private var nodes = [Node()]

        mutating func insert(_ segments: [RoutePattern.Segment], _ hit: Hit) {
            var node = 0
            for segment in segments {
                let next: Int?
                switch segment {
                case .catchAll:
                    nodes[node].catchAlls.append(hit)
                    return
                case .literal(let text): next = nodes[node].literals[text]
                case .parameter, .wildcard: next = nodes[node].parameter
                }
                if let next {
                    node = next
                    continue
                }
                nodes.append(Node())
                if case .literal(let text) = segment {
                    nodes[node].literals[text] = nodes.count - 1
                } else {
                    nodes[node].parameter = nodes.count - 1
                }
                node = nodes.count - 1
            }
            nodes[node].ending.append(hit)
        }

        /// The patterns that some URL of the shape `prefix` (literals, `:name`, `*`; no `**`)
        /// matches: literals compared where both sides have one, and a `**` taking at least one
        /// segment of the prefix.
        func matches(_ prefix: [RoutePattern.Segment]) -> [Hit] {
            var found: [Hit] = []
            var pending = [(node: 0, depth: 0)]
            while let (node, depth) = pending.popLast() {
                guard depth < prefix.count else {
                    found += nodes[node].ending
                    continue
                }
                found += nodes[node].catchAlls
                if let parameter = nodes[node].parameter { pending.append((parameter, depth + 1)) }
                if case .literal(let text) = prefix[depth] {
                    if let child = nodes[node].literals[text] { pending.append((child, depth + 1)) }
                } else {
                    pending += nodes[node].literals.values.map { ($0, depth + 1) }
                }
            }
            return found
        }
    }
}
