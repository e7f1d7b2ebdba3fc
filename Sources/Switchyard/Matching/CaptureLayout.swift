/// Where a pattern's captures sit in a matched URL: the level of each `:name` and of a trailing
/// `**`. Levels count the scheme as 0, the host as 1 and the first path segment as 2.
///
/// Computed once when a pattern is compiled, and shared by routes and relocation redirects, so
/// the two read captures the same way.
package struct CaptureLayout: Sendable {
    /// (level, name) for each `:name`, in pattern order.
    package let parameters: [(level: Int, name: String)]
    /// The level of `**`, or -1.
    let catchAllLevel: Int

    package init(_ pattern: RoutePattern) {
        var parameters: [(level: Int, name: String)] = []
        var catchAllLevel = -1
        for (level, segment) in pattern.segments.enumerated() {
            switch segment {
            case .parameter(let name): parameters.append((level, name))
            case .catchAll: catchAllLevel = level
            case .literal, .wildcard: break
            }
        }
        self.parameters = parameters
        self.catchAllLevel = catchAllLevel
    }

    /// The text of the segment at `level` of a URL the pattern matched.
    package static func segment(_ level: Int, of url: RouteURL) -> String {
        level == 0 ? url.scheme : level == 1 ? url.host : url.segment(at: level - 2)
    }

    /// The segments a trailing `**` took from a URL the pattern matched (one or more; empty when
    /// the pattern has no `**`).
    package func catchAllSegments(of url: RouteURL) -> [String] {
        if catchAllLevel >= 2 {
            return (catchAllLevel - 2..<max(catchAllLevel - 2, url.segmentCount)).map(url.segment(at:))
        }
        if catchAllLevel == 1 { return [url.host] + url.pathSegments }
        return []
    }
}
