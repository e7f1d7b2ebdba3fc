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
    /// - Complexity: O(count log count).
    mutating func members() -> [[Int]] {
        var sets: [Int: [Int]] = [:]
        for node in parent.indices { sets[find(node), default: []].append(node) }
        return sets.sorted { $0.key < $1.key }.map(\.value)
    }
}
