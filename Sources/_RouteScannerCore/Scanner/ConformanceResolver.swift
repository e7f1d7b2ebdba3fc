/// A protocol name asked for in a ``ScanRequest``.
struct ConformanceTarget: Sendable {
    /// As requested, e.g. `Switchyard.Routable`.
    let requested: String
    /// Last component, e.g. `Routable`.
    let simpleName: String
    /// Module qualifier if one was given.
    let qualifier: String?

    init(_ requested: String) {
        self.requested = requested
        let parts = requested.split(separator: ".").map(String.init)
        simpleName = parts.last ?? requested
        qualifier = parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil
    }

    /// Whether an external (undeclared) name refers to this target.
    func matches(external name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard let last = parts.last, last == simpleName else { return false }
        guard let qualifier, parts.count > 1 else { return true }
        return parts.dropLast().joined(separator: ".") == qualifier
    }
}

/// Transitive conformance over the declaration graph; cycles terminate (visited sets).
struct ConformanceResolver {
    enum Node: Hashable {
        case type(String)
        case external(String)
    }

    /// Result of analysing one declaration.
    struct Analysis {
        /// Requested names conformed to, sorted.
        var conformsTo: [String]
        /// Protocols on the way to a requested one (plus the requested ones), sorted.
        var via: [String]
    }

    let table: SymbolTable
    let targets: [ConformanceTarget]
    private var edgeCache: [String: [Node]] = [:]

    init(table: SymbolTable, targets: [String]) {
        self.table = table
        self.targets = targets.map(ConformanceTarget.init)
    }

    /// Expands type paths written in `scope` into graph nodes (typealiases are expanded).
    func nodes(for paths: [TypePath], scope: String) -> [Node] {
        var result: [Node] = []
        var seenAliases = Set<Int>()
        var work: [(TypePath, String)] = paths.map { ($0, scope) }
        while let (path, s) = work.popLast() {
            for entity in table.resolve(path, scope: s) {
                switch entity {
                case .type(let name): result.append(.type(name))
                case .external(let name): result.append(.external(name))
                case .alias(let a):
                    guard seenAliases.insert(a).inserted else { continue }
                    let alias = table.store.typealiases[a]
                    let aliasScope = table.name(of: alias.parent) ?? ""
                    work.append(contentsOf: alias.components.map { ($0, aliasScope) })
                }
            }
        }
        return result
    }

    /// Direct supertypes of every declaration of `name` and of all its extensions.
    mutating func edges(of name: String) -> [Node] {
        if let cached = edgeCache[name] { return cached }
        var result: [Node] = []
        for t in table.typesByName[name] ?? [] {
            result += nodes(for: table.store.types[t].inherited, scope: table.scope(ofType: t))
        }
        result += extensionEdges(of: name)
        edgeCache[name] = result
        return result
    }

    /// Supertypes added by extensions of `name`.
    func extensionEdges(of name: String) -> [Node] {
        var result: [Node] = []
        for e in table.extensionsByTarget[name] ?? [] {
            result += nodes(for: table.store.extensions[e].inherited, scope: name)
        }
        return result
    }

    /// Which requested protocol a node is, if any.
    func target(for node: Node) -> ConformanceTarget? {
        switch node {
        case .external(let name):
            return targets.first { $0.matches(external: name) }
        case .type(let name):
            return targets.first { (name == $0.simpleName || name == $0.requested) && table.isProtocol(name) }
        }
    }

    /// Breadth-first search from a declaration's direct supertypes.
    mutating func analyze(start: [Node]) -> Analysis {
        var visited = Set(start)
        var reverse: [Node: [Node]] = [:]
        var queue = start
        var head = 0
        var found: [Node] = []
        var names = Set<String>()
        while head < queue.count {
            let node = queue[head]
            head += 1
            if let t = target(for: node) {
                found.append(node)
                names.insert(t.requested)
            }
            guard case .type(let name) = node else { continue }
            for next in edges(of: name) {
                reverse[next, default: []].append(node)
                if visited.insert(next).inserted { queue.append(next) }
            }
        }
        guard !found.isEmpty else { return Analysis(conformsTo: [], via: []) }
        var via = names
        var marked = Set(found)
        var stack = found
        while let node = stack.popLast() {
            if case .type(let name) = node, table.isProtocol(name) { via.insert(name) }
            for previous in reverse[node] ?? [] where marked.insert(previous).inserted { stack.append(previous) }
        }
        return Analysis(conformsTo: names.sorted(), via: via.sorted())
    }
}
