/// Builds a ``RouteTrie`` in place: nodes and literal edges go straight into the flat arrays that
/// the frozen trie reads, so freezing costs choosing winners and one pass for the depth bounds.
package struct RouteTrieBuilder {
    private var trie = RouteTrie()
    /// Nodes where more than one route ends (key: node × 2, +1 for a `**` start), with every
    /// candidate in insertion order. Rare: most nodes hold one route, stored in the node itself.
    private var collisions: [Int64: [Int32]] = [:]
    /// The node and folded literal path (0 once not literal) after each segment of the last record
    /// inserted (see `insert(record:…)`); the literal routes' paths and nodes (RouteTrie+Literals.swift).
    private var previousPath: [(node: Int32, fold: UInt64)] = []
    private var literalEnds: [(path: UInt64, node: Int32)] = []

    package init() {}

    private mutating func newNode() -> Int32 {
        trie.nodes.append(RouteTrie.Node())
        return Int32(trie.nodes.count - 1)
    }

    private mutating func settle(_ route: Int32, at node: Int32, catchAll: Bool) {
        let existing = catchAll ? trie.nodes[Int(node)].catchAll : trie.nodes[Int(node)].terminal
        if existing < 0 {
            if catchAll { trie.nodes[Int(node)].catchAll = route } else { trie.nodes[Int(node)].terminal = route }
            return
        }
        let key = Int64(node) * 2 + (catchAll ? 1 : 0)
        collisions[key, default: [existing]].append(route)
    }

    /// The child of `node` along a literal, and the literal path `fold` extended by it (0 stays 0).
    @inline(__always)
    private mutating func literal(
        _ node: Int32, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, fold: inout UInt64
    ) -> Int32 {
        fold = fold == 0 ? 0 : RouteTrie.fold(fold, hash)
        return trie.literalChild(node, bytes, hash: hash)
    }

    @inline(__always)
    private mutating func parameter(_ node: Int32) -> Int32 {
        if trie.nodes[Int(node)].parameter < 0 { trie.nodes[Int(node)].parameter = newNode() }
        return trie.nodes[Int(node)].parameter
    }

    private mutating func wildcard(_ node: Int32) -> Int32 {
        if trie.nodes[Int(node)].wildcard < 0 { trie.nodes[Int(node)].wildcard = newNode() }
        return trie.nodes[Int(node)].wildcard
    }

    /// Adds the route numbered `route` for `pattern`.
    ///
    /// - Complexity: O(*k*) in the number of segments (amortised hash-table inserts).
    package mutating func insert(_ pattern: RoutePattern, route: Int32) {
        var node: Int32 = 0
        var fold = RouteTrie.literalRoot
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                var key = text
                node = key.withUTF8 { bytes in literal(node, bytes, hash: RouteRecordFormat.hash(bytes), fold: &fold) }
            case .parameter(let name):
                trie.capturesJumpType = trie.capturesJumpType || name == "jumpType"
                fold = 0
                node = parameter(node)
            case .wildcard:
                fold = 0
                node = wildcard(node)
            case .catchAll:
                settle(route, at: node, catchAll: true)
                return
            }
        }
        settle(route, at: node, catchAll: false)
        if fold != 0 { literalEnds.append((fold, node)) }
    }

    /// Adds the route numbered `route` for the pattern record whose header `reader` just read,
    /// reading its `count` segments: nothing is parsed. `scheme` stands for the router's default
    /// scheme. The first `shared` segments are the previous record's (``RouteRecordFormat``): a
    /// module's routes are listed together, so most share their scheme and host with the one
    /// before; they are stepped over and that record's nodes reused. Pass 0 unless the previous
    /// record of the chunk was inserted here. Returns `false` when a segment is malformed or a `**`
    /// is not last (having added nodes but no route).
    ///
    /// - Complexity: O(*k*) in the number of segments (amortised hash-table inserts).
    mutating func insert(
        record reader: inout RouteRecordReader, count: Int, shared: Int,
        scheme: (bytes: UnsafeBufferPointer<UInt8>, hash: UInt64), route: Int32
    ) -> Bool {
        let shared = shared <= previousPath.count ? shared : 0
        var (node, fold) = shared == 0 ? (0, RouteTrie.literalRoot) : previousPath[shared - 1]
        var catchAll = false
        for level in 0..<count {
            guard let segment = reader.segment() else { return false }
            if level < shared { continue }
            switch segment {
            case .defaultScheme: node = literal(node, scheme.bytes, hash: scheme.hash, fold: &fold)
            case .literal(let bytes): node = literal(node, bytes, hash: RouteRecordFormat.hash(bytes), fold: &fold)
            case .parameter(let name):
                if name.count == 8 && name.elementsEqual("jumpType".utf8) { trie.capturesJumpType = true }
                fold = 0
                node = parameter(node)
            case .wildcard:
                fold = 0
                node = wildcard(node)
            case .catchAll:
                guard level == count - 1 else { return false }
                catchAll = true
                continue
            }
            let step = (node, fold)
            if level < previousPath.count { previousPath[level] = step } else { previousPath.append(step) }
        }
        let steps = catchAll ? count - 1 : count
        settle(route, at: steps == 0 ? 0 : previousPath[steps - 1].node, catchAll: catchAll)
        if !catchAll && fold != 0 { literalEnds.append((fold, previousPath[steps - 1].node)) }
        return true
    }

    /// Freezes the trie. `choose` picks the winner among routes ending at one node (highest
    /// priority) and the rest are recorded as shadowed by it.
    /// The builder is left empty: the trie's arrays move out rather than being copied.
    package mutating func freeze(choose: ([Int32]) -> Int32) -> RouteTrie {
        var frozen = RouteTrie()
        swap(&frozen, &trie)
        for key in collisions.keys.sorted() {
            guard let candidates = collisions[key] else { continue }
            let winner = choose(candidates)
            let node = Int(key / 2)
            if key % 2 == 1 { frozen.nodes[node].catchAll = winner } else { frozen.nodes[node].terminal = winner }
            frozen.shadowing[winner, default: []] += candidates.filter { $0 != winner }
        }
        frozen.settleDepthBounds()
        frozen.compact()
        frozen.indexLiterals(literalEnds)
        literalEnds = []
        return frozen
    }
}
