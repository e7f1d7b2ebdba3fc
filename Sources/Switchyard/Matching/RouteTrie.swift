/// The frozen, immutable route trie: flat arrays, shared freely across threads.
///
/// Levels are the scheme, the host, then each path segment. The literal edges of every node live
/// in one open-addressing table keyed by (parent node, segment bytes), so a step costs one
/// lookup with a hash computed once per segment, and a byte comparison. Keys are compared as
/// bytes: `café` written precomposed and decomposed are different segments, as they are on the wire.
package struct RouteTrie: Sendable {
    struct Node: Sendable {
        var parameter: Int32 = -1
        var wildcard: Int32 = -1
        var terminal: Int32 = -1
        var catchAll: Int32 = -1
        /// The fewest and the most levels still to match below this node for some route to end
        /// (`unbounded` for most when a `**` lies below): a lookup whose remaining levels fall
        /// outside them skips the node's whole subtree. The defaults, which no lookup fits, are
        /// those of a node no route passes; ``settleDepthBounds()`` sets the others at freezing.
        var fewestRemaining: UInt16 = Node.unbounded
        var mostRemaining: UInt16 = 0
        /// The literal edge into this node, or -1 (the root, a parameter's or a wildcard's node).
        var edge: Int32 = -1

        static let unbounded = UInt16.max

        /// Widens the bounds to routes `fewest` to `most` levels below (`most` unbounded: a `**`).
        mutating func take(fewest: UInt16, most: UInt16) {
            fewestRemaining = min(fewestRemaining, fewest)
            mostRemaining = most == Node.unbounded ? most : max(mostRemaining, most)
        }

        /// Widens the bounds to the routes of `child`, one level below, if any.
        mutating func take(below child: Node) {
            guard child.fewestRemaining != Node.unbounded else { return }
            let most = child.mostRemaining == Node.unbounded ? Node.unbounded : child.mostRemaining + 1
            take(fewest: min(child.fewestRemaining + 1, Node.unbounded - 1), most: most)
        }
    }

    struct Edge: Sendable {
        var hash: UInt64
        var parent: Int32
        var child: Int32
        var keyStart: Int32
        var keyCount: Int32
    }

    var nodes: [Node] = [Node()]
    private var edges: [Edge] = []
    private var keyBytes: [UInt8] = []
    private var slots: [Int32] = [Int32](repeating: -1, count: 16)
    /// Winner route → routes that end at the same node with lower priority.
    var shadowing: [Int32: [Int32]] = [:]
    /// The routes literal at every level, by one hash lookup (RouteTrie+Literals.swift).
    var literals: [Int32] = []
    /// Whether some route captures `:jumpType` (only then does `Router.accepts` read the matched route).
    var capturesJumpType = false

    // MARK: Hashing

    // A segment's own hash is the records format's FNV-1a (`RouteRecordFormat.hash`), the same
    // function the build plugin uses for pre-compiled records, deterministic across runs and machines.

    /// Mixes a segment hash with its parent node.
    static func mix(_ hash: UInt64, _ parent: Int32) -> UInt64 {
        var mixed = hash ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
        mixed ^= mixed >> 31
        mixed &*= 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 29)
    }

    // MARK: Building

    /// The child of `parent` along the literal `key` (unmixed hash `keyHash`), added if missing, by one probe.
    mutating func literalChild(_ parent: Int32, _ key: UnsafeBufferPointer<UInt8>, hash keyHash: UInt64) -> Int32 {
        if (edges.count + 1) * 2 > slots.count { grow() }
        let hash = Self.mix(keyHash, parent)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let edge = edges[Int(slots[slot])]
            if edge.hash == hash && edge.parent == parent && Int(edge.keyCount) == key.count {
                var offset = 0
                while offset < key.count && keyBytes[Int(edge.keyStart) &+ offset] == key[offset] { offset &+= 1 }
                if offset == key.count { return edge.child }
            }
            slot = (slot &+ 1) & mask
        }
        let child = Int32(nodes.count)
        nodes.append(Node(edge: Int32(edges.count)))
        slots[slot] = Int32(edges.count)
        edges.append(
            Edge(hash: hash, parent: parent, child: child, keyStart: Int32(keyBytes.count), keyCount: Int32(key.count)))
        for byte in key { keyBytes.append(byte) }  // `append(contentsOf:)`: ~100 instructions a route more
        return child
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, edge) in edges.enumerated() {
            var slot = Int(truncatingIfNeeded: edge.hash) & mask
            while slots[slot] >= 0 { slot = (slot &+ 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// Copies the node, edge and key arrays into storage of their size when growing left more
    /// than an eighth unused: a frozen trie lives as long as its snapshot.
    ///
    /// - Complexity: O(nodes + edges + key bytes) when it copies.
    mutating func compact() {
        func fitted<Element>(_ array: [Element]) -> [Element] {
            array.capacity - array.count > array.count / 8 ? Array(array[...]) : array
        }
        nodes = fitted(nodes)
        edges = fitted(edges)
        keyBytes = fitted(keyBytes)
    }

    /// Sets every node's depth bounds from the routes that end at it or below, from the last node
    /// to the root (a child is made after its parent); a node no route passes keeps bounds no lookup
    /// fits. O(nodes): narrowing each route's path at insert cost install ~175 instructions a route more.
    mutating func settleDepthBounds() {
        edges.withUnsafeBufferPointer { edges in
            nodes.withUnsafeMutableBufferPointer { nodes in
                for index in nodes.indices.reversed() {
                    var node = nodes[index]
                    if node.terminal >= 0 { node.take(fewest: 0, most: 0) }
                    if node.catchAll >= 0 { node.take(fewest: 1, most: Node.unbounded) }
                    if node.parameter >= 0 { node.take(below: nodes[Int(node.parameter)]) }
                    if node.wildcard >= 0 { node.take(below: nodes[Int(node.wildcard)]) }
                    nodes[index] = node
                    if node.edge >= 0 { nodes[Int(edges[Int(node.edge)].parent)].take(below: node) }
                }
            }
        }
    }

    // MARK: Lookup

    /// Finds the route for a URL's levels (scheme, host, path segments), read as bytes in place.
    ///
    /// Order at every level: literal, then parameter, then wildcard, then catch-all (which takes
    /// one or more levels, so it is tried only while a level is left), with
    /// backtracking when a branch dead-ends (so `/google` matches `/:provider` even when
    /// `/google/callback` exists — routing-kit's bug, vapor#3213, is not repeated here).
    ///
    /// - Complexity: O(*L*) for *L* levels in the usual table. The trie is a tree, so each node
    ///   is visited at most once, and a subtree whose routes are all shorter or longer than the
    ///   URL is skipped at its root. The worst case is the number of nodes that the URL's
    ///   prefixes reach and whose subtree has a route of the URL's length: with a literal, a
    ///   `:name` and a `*` child at every level, up to 3^*L* (a table of every combination and a
    ///   URL whose last segment fits none of them). It never depends on routes that share no
    ///   prefix with the URL.
    /// A literal route is found by one hash lookup first (RouteTrie+Literals.swift; tests turn either off).
    package func match(_ url: RouteURL, literalIndex: Bool = true, walk: Bool = true) -> Int32 {
        withView { view in
            url.withLevels { levels in
                withUnsafeTemporaryAllocation(of: UInt64.self, capacity: levels.count) { hashes in
                    for level in 0..<levels.count { hashes[level] = RouteRecordFormat.hash(levels[level]) }
                    let literal = literalIndex ? view.literalRoute(levels, hashes: UnsafeBufferPointer(hashes)) : -1
                    if literal >= 0 || !walk { return literal }
                    return view.find(node: 0, level: 0, levels: levels, hashes: UnsafeBufferPointer(hashes))
                }
            }
        }
    }

    /// Calls `body` with the trie's arrays as buffers: a lookup then walks plain memory, and the
    /// closures it passes capture no reference to retain.
    private func withView<Result>(_ body: (View) -> Result) -> Result {
        nodes.withUnsafeBufferPointer { nodes in
            edges.withUnsafeBufferPointer { edges in
                keyBytes.withUnsafeBufferPointer { keyBytes in
                    slots.withUnsafeBufferPointer { slots in
                        literals.withUnsafeBufferPointer { literals in
                            body(View(nodes: nodes, edges: edges, keyBytes: keyBytes, slots: slots, literals: literals))
                        }
                    }
                }
            }
        }
    }

    /// The trie's arrays, borrowed for one lookup. Valid only inside ``withView(_:)``.
    struct View {
        let nodes: UnsafeBufferPointer<Node>
        let edges: UnsafeBufferPointer<Edge>
        let keyBytes: UnsafeBufferPointer<UInt8>
        let slots: UnsafeBufferPointer<Int32>
        let literals: UnsafeBufferPointer<Int32>

        func literalChild(_ parent: Int32, _ key: UnsafeBufferPointer<UInt8>, hash keyHash: UInt64) -> Int32 {
            let hash = RouteTrie.mix(keyHash, parent)
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let index = slots[slot]
                if index < 0 { return -1 }
                let edge = edges[Int(index)]
                if edge.hash == hash && edge.parent == parent && Int(edge.keyCount) == key.count {
                    var equal = true
                    let start = Int(edge.keyStart)
                    for offset in 0..<key.count where keyBytes[start &+ offset] != key[offset] {
                        equal = false
                        break
                    }
                    if equal { return edge.child }
                }
                slot = (slot &+ 1) & mask
            }
        }

        func find(node: Int32, level: Int, levels: URLLevels, hashes: UnsafeBufferPointer<UInt64>) -> Int32 {
            let current = nodes[Int(node)]
            let remaining = hashes.count - level
            if remaining < Int(current.fewestRemaining) || remaining > Int(current.mostRemaining) { return -1 }
            // Every level is consumed: only a route that ends here. A `**` starting here would take
            // zero segments, and `**` takes one or more (see PatternsAndMatching.md).
            if level == hashes.count { return current.terminal }
            if !edges.isEmpty {
                let literal = literalChild(node, levels[level], hash: hashes[level])
                if literal >= 0 {
                    let found = find(node: literal, level: level + 1, levels: levels, hashes: hashes)
                    if found >= 0 { return found }
                }
            }
            if current.parameter >= 0 {
                let found = find(node: current.parameter, level: level + 1, levels: levels, hashes: hashes)
                if found >= 0 { return found }
            }
            if current.wildcard >= 0 {
                let found = find(node: current.wildcard, level: level + 1, levels: levels, hashes: hashes)
                if found >= 0 { return found }
            }
            return current.catchAll
        }
    }

    /// One line per node: its literal edges, parameter, wildcard and routes. For `dump()`.
    func describe(route: (Int32) -> String) -> [String] {
        var children: [Int32: [(String, Int32)]] = [:]
        for edge in edges {
            let key = String(decoding: keyBytes[Int(edge.keyStart)..<Int(edge.keyStart + edge.keyCount)], as: UTF8.self)
            children[edge.parent, default: []].append((key, edge.child))
        }
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
