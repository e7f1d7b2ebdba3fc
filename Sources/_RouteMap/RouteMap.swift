import Foundation
@_spi(JSON) import SwitchyardJSON
import SwitchyardSyntax

/// A Switchyard route map: every route pattern of an app, exported as `routes.json`
/// (see ``RouteMapEntry`` for the keys; `_RouteMapExport`'s `renderRouteMap(_:format:)` writes the files).
///
/// Entries are kept sorted by `(path, className)`, so the same routes always produce the same
/// bytes, whatever order the scanner found them in. The same path may appear for several
/// types (the runtime resolves them by priority); ``duplicatePaths`` lists such paths.
public struct RouteMap: Hashable, Sendable {
    /// The entries, sorted by `(path, className)`, then by the rest for a total order.
    public private(set) var entries: [RouteMapEntry]

    /// Creates a map from entries in any order.
    /// - Complexity: O(n log n).
    public init(entries: [RouteMapEntry]) {
        // Sorting positions moves integers rather than twelve-field entries; paths, the first
        // key of `precedes`, are compared without touching the entries.
        let paths = entries.map(\.path)
        self.entries = entries.indices.sorted { x, y in
            paths[x] != paths[y] ? paths[x] < paths[y] : Self.precedes(entries[x], entries[y])
        }
        .map { entries[$0] }
    }

    /// Reads a `routes.json`. `file` names the source in errors.
    ///
    /// Throws ``RouteMapError`` naming the file, the entry index and the problem when the data
    /// is not JSON, not an array of objects, or an entry lacks a key, has a key of the wrong
    /// type or an unknown key.
    public init(jsonData: Data, file: String = "routes.json") throws(RouteMapError) {
        self.init(entries: try Self.entriesInFileOrder(jsonData: jsonData, file: file))
    }

    /// The entries of a `routes.json` in the order the file lists them (for checks that must
    /// name an entry's index in the file).
    public static func entriesInFileOrder(jsonData: Data, file: String) throws(RouteMapError) -> [RouteMapEntry] {
        try entries(from: parseRouteMapJSON(jsonData, file: file), file: file)
    }

    package static func entries(from value: JSONValue, file: String) throws(RouteMapError) -> [RouteMapEntry] {
        var entries: [RouteMapEntry] = []
        for (index, element) in try routeMapElements(value, file: file).enumerated() {
            entries.append(try RouteMapEntry(jsonValue: element, file: file, index: index))
        }
        return entries
    }

    /// Paths declared by more than one entry, sorted.
    public var duplicatePaths: [String] {
        var seen: Set<String> = []
        var duplicates: Set<String> = []
        for entry in entries where !seen.insert(entry.path).inserted { duplicates.insert(entry.path) }
        return duplicates.sorted()
    }

    /// The map as a JSON array value, in entry order.
    @_spi(JSON) public var jsonValue: JSONValue { .array(entries.map(\.jsonValue)) }

    static func precedes(_ a: RouteMapEntry, _ b: RouteMapEntry) -> Bool {
        let (x, y) = ((a.path, a.className, a.file, a.line ?? 0), (b.path, b.className, b.file, b.line ?? 0))
        if x != y { return x < y }
        // Equal in what users see: fall back to the rendered text for a total order.
        return JSON.render(a.jsonValue) < JSON.render(b.jsonValue)
    }
}
