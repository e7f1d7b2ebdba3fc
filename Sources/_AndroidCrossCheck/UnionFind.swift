/// Disjoint sets over `0..<count`, for grouping matched routes. A set's root is its smallest
/// node.
struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ node: Int) -> Int {
        var root = node
        while parent[root] != root { root = parent[root] }
        var current = node
        while parent[current] != root { (parent[current], current) = (root, parent[current]) }
        return root
    }

    mutating func union(_ a: Int, _ b: Int) {
        let (rootA, rootB) = (find(a), find(b))
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }

    /// Every set, nodes ascending, in the order of their smallest node.
    /// - Complexity: O(count), with three arrays and no allocation per set.
    mutating func members() -> [ArraySlice<Int>] {
        let count = parent.count
        var roots = [Int](repeating: 0, count: count)
        var offsets = [Int](repeating: 0, count: count + 1)
        for node in 0..<count {
            roots[node] = find(node)
            offsets[roots[node] + 1] += 1
        }
        for node in 0..<count { offsets[node + 1] += offsets[node] }
        var next = offsets
        var nodes = [Int](repeating: 0, count: count)
        for node in 0..<count {
            nodes[next[roots[node]]] = node
            next[roots[node]] += 1
        }
        return (0..<count).filter { roots[$0] == $0 }.map { nodes[offsets[$0]..<offsets[$0 + 1]] }
    }
}
