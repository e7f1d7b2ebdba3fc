/// ``CrossCheckReport/Route`` order (path, then class name) over one side's routes by index,
/// comparing the strings in place instead of building and copying `Route` values.
struct RouteOrder {
    let paths: [String]
    let classNames: [String]

    /// `true` when route `x` sorts before route `y`, as `Route.<`.
    func precedes(_ x: Int, _ y: Int) -> Bool {
        paths[x] != paths[y] ? paths[x] < paths[y] : classNames[x] < classNames[y]
    }

    /// Each route's rank in this order; equal routes share a rank. Sorting by rank is then
    /// sorting by route, with integer comparisons.
    /// - Complexity: O(n log n) string comparisons.
    func ranks() -> [Int] {
        let order = paths.indices.sorted(by: precedes)
        var ranks = [Int](repeating: 0, count: paths.count)
        var rank = 0
        for position in order.indices {
            if position > 0, precedes(order[position - 1], order[position]) { rank += 1 }
            ranks[order[position]] = rank
        }
        return ranks
    }
}
