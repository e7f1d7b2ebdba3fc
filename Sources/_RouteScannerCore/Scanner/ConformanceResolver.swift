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

    /// Whether a declaration of the scanned sources (a protocol, or a class: its subclasses are
    /// found) is this target: `Name` is a top-level declaration of any module, `Module.Name` one
    /// of that module, `Outer.Name` a nested one.
    func matches(declared key: SymbolKey, in module: String) -> Bool {
        key.name == requested || (qualifier == module && key.name == simpleName)
    }
}

/// Transitive conformance over the declaration graph; cycles terminate (visited sets).
struct ConformanceResolver {
    enum Node: Hashable {
        case type(SymbolKey)
        case external(String)
    }

    /// Result of analysing one declaration.
    struct Analysis {
        /// Requested names conformed to, sorted.
        var conformsTo: [String]
        /// Protocols on the way to a requested one (plus the requested ones), sorted.
        var via: [String]
        /// The declared protocols in `via`.
        var protocols: [SymbolKey] = []
        /// Declared protocols reached that share a requested protocol's name but are not it (a
        /// module's own `protocol Routable`), when nothing requested is reached.
        var lookalikes: [SymbolKey] = []
    }

    let table: SymbolTable
    let targets: [ConformanceTarget]
    private var edgeCache: [SymbolKey: [Node]] = [:]

    init(table: SymbolTable, targets: [String]) {
        self.table = table
        self.targets = targets.map(ConformanceTarget.init)
    }

    /// Expands type paths written in `scope` into graph nodes (typealiases are expanded; an
    /// ambiguous name gives none).
    func nodes(for paths: [TypePath], scope: LookupScope) -> [Node] {
        var result: [Node] = []
        var seenAliases = Set<Int>()
        var work: [(TypePath, LookupScope)] = paths.map { ($0, scope) }
        while let (path, s) = work.popLast() {
            for entity in table.resolve(path, in: s) {
                switch entity {
                case .type(let key): result.append(.type(key))
                case .external(let name): result.append(.external(name))
                case .ambiguous: continue
                case .alias(let a):
                    guard seenAliases.insert(a).inserted else { continue }
                    let alias = table.store.typealiases[a]
                    let aliasScope = table.scope(alias.parent, file: alias.position.file)
                    work.append(contentsOf: alias.components.map { ($0, aliasScope) })
                }
            }
        }
        return result
    }

    /// Direct supertypes of every declaration of `key` and of all its extensions.
    mutating func edges(of key: SymbolKey) -> [Node] {
        if let cached = edgeCache[key] { return cached }
        var result: [Node] = []
        for t in table.typesByKey[key] ?? [] {
            result += nodes(for: table.store.types[t].inherited, scope: table.scope(ofType: t))
        }
        result += extensionEdges(of: key)
        edgeCache[key] = result
        return result
    }

    /// Supertypes added by extensions of `key` (resolved in the extension's file, inside the type).
    func extensionEdges(of key: SymbolKey) -> [Node] {
        var result: [Node] = []
        for e in table.extensionsByTarget[key] ?? [] {
            let ext = table.store.extensions[e]
            result += nodes(for: ext.inherited, scope: LookupScope(file: ext.position.file, parent: key))
        }
        return result
    }

    /// Which requested protocol a node is, if any.
    func target(for node: Node) -> ConformanceTarget? {
        switch node {
        case .external(let name):
            return targets.first { $0.matches(external: name) }
        case .type(let key):
            let module = table.modules.names[key.module]
            guard let target = targets.first(where: { $0.matches(declared: key, in: module) }),
                table.isProtocol(key) || table.isClass(key)
            else { return nil }
            return target
        }
    }

    /// Whether a declared protocol shares a requested protocol's name without being it.
    func isLookalike(_ key: SymbolKey) -> Bool {
        let last = key.name.lastIndex(of: ".").map { key.name[key.name.index(after: $0)...] } ?? key.name[...]
        return targets.contains { $0.simpleName == last } && table.isProtocol(key)
    }

    /// Breadth-first search from a declaration's direct supertypes.
    mutating func analyze(start: [Node]) -> Analysis {
        var visited = Set(start)
        var reverse: [Node: [Node]] = [:]
        var queue = start
        var head = 0
        var found: [Node] = []
        var names = Set<String>()
        var lookalikes: [SymbolKey] = []
        while head < queue.count {
            let node = queue[head]
            head += 1
            if let t = target(for: node) {
                found.append(node)
                names.insert(t.requested)
            } else if case .type(let key) = node, isLookalike(key) {
                lookalikes.append(key)
            }
            guard case .type(let key) = node else { continue }
            for next in edges(of: key) {
                reverse[next, default: []].append(node)
                if visited.insert(next).inserted { queue.append(next) }
            }
        }
        guard !found.isEmpty else { return Analysis(conformsTo: [], via: [], lookalikes: lookalikes) }
        var via = names
        var protocols = Set<SymbolKey>()
        var marked = Set(found)
        var stack = found
        while let node = stack.popLast() {
            if case .type(let key) = node, table.isProtocol(key) {
                // A requested protocol declared in the sources is in `via` by its requested name.
                if target(for: node) == nil { via.insert(key.name) }
                protocols.insert(key)
            }
            for previous in reverse[node] ?? [] where marked.insert(previous).inserted { stack.append(previous) }
        }
        return Analysis(
            conformsTo: names.sorted(), via: via.sorted(),
            protocols: protocols.sorted { ($0.name, $0.module) < ($1.name, $1.module) })
    }
}
