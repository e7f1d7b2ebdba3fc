@_spi(Generated) import Switchyard

/// The worst table for a backtracking trie: every combination of a literal, a `:name` and a `*`
/// at each of `depth` levels under one host (3^depth patterns), optionally followed by one
/// more literal level (`end`).
///
/// Every node has three children, so a URL whose prefixes fit every branch but that matches
/// nothing in the end can make the lookup walk all of them.
struct ContrivedTable {
    let depth: Int
    let finalLiteral: Bool
    let patterns: [String]

    init(depth: Int, finalLiteral: Bool = false) {
        self.depth = depth
        self.finalLiteral = finalLiteral
        var patterns = [""]
        for level in 1...depth {
            patterns = patterns.flatMap { prefix in
                ["\(prefix)/s\(level)", "\(prefix)/:p\(level)", "\(prefix)/*"]
            }
        }
        self.patterns = patterns.map { "app://c" + $0 + (finalLiteral ? "/end" : "") }
    }

    /// One route per pattern, in one table.
    func tables() -> [RouteTable] {
        let entries = patterns.enumerated().map { offset, pattern in
            RouteEntry(BenchPage.self, typeName: "C.Page\(offset)", patterns: [pattern])
        }
        return [RouteTable(module: "C", entries: entries)]
    }

    /// A URL that matches the first branch it tries: the all-literal pattern.
    var directHit: String { "app://c" + (1...depth).map { "/s\($0)" }.joined() + (finalLiteral ? "/end" : "") }

    /// A URL that matches only after backtracking at every level: no literal fits, the `:name`
    /// branch does.
    var lateHit: String { "app://c" + (1...depth).map { "/x\($0)" }.joined() + (finalLiteral ? "/end" : "") }

    /// A URL one segment longer than every pattern: a dead end after every prefix fits.
    var deadEndTooLong: String { "app://c" + (1...depth).map { "/s\($0)" }.joined() + (finalLiteral ? "/end" : "") + "/more" }

    /// A URL of the patterns' length whose last segment fits nothing (only with `finalLiteral`).
    var deadEndLastSegment: String { "app://c" + (1...depth).map { "/s\($0)" }.joined() + "/nope" }
}
