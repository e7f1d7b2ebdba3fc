/// ``CrossCheckReport/Route`` order (path, then class name) over one side's routes by index,
/// comparing the strings in place instead of building and copying `Route` values.
struct RouteOrder {
    let paths: [String]
    let classNames: [String]

    /// `true` when route `x` sorts before route `y`, as `Route.<`.
    func precedes(_ x: Int, _ y: Int) -> Bool {
        paths[x] != paths[y] ? paths[x] < paths[y] : classNames[x] < classNames[y]
    }

    /// `true` when routes `x` and `y` are equal, as `Route.==`.
    func equal(_ x: Int, _ y: Int) -> Bool { paths[x] == paths[y] && classNames[x] == classNames[y] }
}
