/// The frozen, immutable route trie: flat arrays, shared freely across threads.
///
/// Levels are the scheme, the host, then each path segment. Literal edges of every node live in
/// one open-addressing table keyed by (parent node, segment text), so a step costs one hash of
/// the segment and, usually, one comparison.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        var parameter: Int32 = -1
        var wildcard: Int32 = -1
        var terminal: Int32 = -1
        var catchAll: Int32 = -1
    }

    struct Edge: Sendable {
        var parent: Int32
        var child: Int32
        var hash: UInt64
        var key: String
    }

    let nodes: [Node]
    private let edges: [Edge]
    private let slots: [Int32]
    private let mask: Int
    /// Winner route → routes that end at the same node with lower priority.
    let shadowing: [Int32: [Int32]]

    init(nodes: [Node], edges: [(parent: Int32, key: String, child: Int32)], shadowing: [Int32: [Int32]]) {
        self.nodes = nodes
        self.shadowing = shadowing
        var capacity = 16
        while capacity < edges.count * 2 { capacity <<= 1 }
        var slots = [Int32](repeating: -1, count: capacity)
        var built: [Edge] = []
        built.reserveCapacity(edges.count)
        let mask = capacity - 1
        for edge in edges {
            let hash = Self.hash(edge.key, parent: edge.parent)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot &+ 1) & mask }
            slots[slot] = Int32(built.count)
            built.append(Edge(parent: edge.parent, child: edge.child, hash: hash, key: edge.key))
        }
        self.edges = built
        self.slots = slots
        self.mask = mask
    }

    /// An empty trie.
    static let empty = _RouteTrieBuilder().freeze { $0[0] }

    /// FNV-1a over the UTF-8 bytes, mixed with the parent node. Deterministic across runs.
    @inline(__always)
    static func hash(_ key: String, parent: Int32) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash ^ (hash >> 29)
    }

    /// The child of `parent` along the literal `key`, or -1.
    @inline(__always)
    func literalChild(_ parent: Int32, _ key: String) -> Int32 {
        let hash = Self.hash(key, parent: parent)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return -1 }
            let edge = edges[Int(index)]
            if edge.hash == hash && edge.parent == parent && edge.key == key { return edge.child }
            slot = (slot &+ 1) & mask
        }
    }

    /// The number of literal edges.
    var edgeCount: Int { edges.count }

    /// Finds the route for the levels (scheme, host, path segments).
    ///
    /// Order at every level: literal, then parameter, then wildcard, then catch-all, with
    /// backtracking when a branch dead-ends (so `/google` matches `/:provider` even when
    /// `/google/callback` exists — routing-kit's bug, vapor#3213, is not repeated here).
    ///
    /// - Complexity: O(*L*) in the number of levels for the usual table; in the worst case every
    ///   trie node is visited at most once, so a lookup never costs more than O(nodes), and never
    ///   depends on the number of routes that share no prefix with the URL.
    func match(scheme: String, host: String, segments: [String]) -> Int32 {
        guard !nodes.isEmpty else { return -1 }
        return find(node: 0, level: 0, count: segments.count + 2, scheme: scheme, host: host, segments: segments)
    }

    private func find(node: Int32, level: Int, count: Int, scheme: String, host: String, segments: [String]) -> Int32 {
        let current = nodes[Int(node)]
        if level == count {
            return current.terminal >= 0 ? current.terminal : current.catchAll
        }
        let key = level == 0 ? scheme : level == 1 ? host : segments[level - 2]
        let literal = literalChild(node, key)
        if literal >= 0 {
            let found = find(node: literal, level: level + 1, count: count, scheme: scheme, host: host, segments: segments)
            if found >= 0 { return found }
        }
        if current.parameter >= 0 {
            let found = find(node: current.parameter, level: level + 1, count: count, scheme: scheme, host: host, segments: segments)
            if found >= 0 { return found }
        }
        if current.wildcard >= 0 {
            let found = find(node: current.wildcard, level: level + 1, count: count, scheme: scheme, host: host, segments: segments)
            if found >= 0 { return found }
        }
        return current.catchAll
    }

    /// One line per node: its literal edges, parameter, wildcard and routes. For `dump()`.
    func describe(route: (Int32) -> String) -> [String] {
        var children: [Int32: [(String, Int32)]] = [:]
        for edge in edges { children[edge.parent, default: []].append((edge.key, edge.child)) }
        var lines: [String] = []
        func walk(_ node: Int32, _ label: String, _ depth: Int) {
            let current = nodes[Int(node)]
            var line = String(repeating: "  ", count: depth) + label
            if current.terminal >= 0 { line += "  => " + route(current.terminal) }
            if current.catchAll >= 0 { line += "  ** => " + route(current.catchAll) }
            lines.append(line)
            for (key, child) in (children[node] ?? []).sorted(by: { $0.0 < $1.0 }) { walk(child, key, depth + 1) }
            if current.parameter >= 0 { walk(current.parameter, ":", depth + 1) }
            if current.wildcard >= 0 { walk(current.wildcard, "*", depth + 1) }
        }
        walk(0, "·", 0)
        return lines
    }
}
