import Foundation
@_spi(JSON) import SwitchyardJSON
import SwitchyardSyntax
import _RouteMap

/// One route of Android TheRouter's `assets/therouter/routeMap.json`.
public struct AndroidRouteEntry: Hashable, Sendable {
    /// The route key: a URL, a path (`/therouter/page`), or, when it contains a backslash,
    /// a regular expression that Android applies with an unanchored `find()`.
    public var path: String
    /// The Android class (`com.example.app.PageActivity`).
    public var className: String
    /// TheRouter action; `""` if none (or absent from the file).
    public var action: String = ""
    /// Human description; `""` if none (or absent from the file).
    public var description: String = ""
    /// Default parameters; empty if none (or absent from the file).
    public var params: [String: String] = [:]
    /// The entry's 0-based position in the file, for messages.
    public var index: Int

    /// `true` when Android treats the key as a regular expression: it contains a backslash.
    public var isRegularExpression: Bool { path.containsByte(UInt8(ascii: "\\")) }

    /// Whether Android runs the entry as an action instead of showing a page: only when it names no
    /// class. An entry that names a class is a page whatever its ``action``: Android starts the
    /// Activity, then runs the action once the Activity is created (TheRouter
    /// `router/src/main/java/com/therouter/router/Navigator.kt`, `createIntent`).
    public var isAction: Bool { className.isEmpty && !action.isEmpty }

    /// The key Android registers the entry under: ``path`` with one trailing `/` removed
    /// (TheRouter `RouteMap.kt`, `addRouteItem`). Nothing else is normalised.
    public var lookupKey: String { Self.lookupKey(path) }

    /// `text` with one trailing `/` removed, as TheRouter registers keys and looks URLs up.
    public static func lookupKey(_ text: String) -> String {
        text.utf8.last == UInt8(ascii: "/") ? String(text.dropLast()) : text
    }
}

/// Android TheRouter's `routeMap.json`, read and checked the way Android reads it.
///
/// The file must be UTF-8 (a stray byte is refused with its offset). It is a JSON array of
/// objects. `path` and `className` are required strings; `action` and `description` (strings)
/// and `params` (an object of strings) may be absent; other keys are ignored, so newer TheRouter
/// versions still read. A key with a backslash must compile as a regular expression (Android
/// compiles it at the first lookup and would throw). Every entry is checked before giving up, so
/// one error lists all bad entries.
///
/// What Android accepts is kept as written: an empty key, a key with a query, and the same key
/// more than once (TheRouter's `addRouteItem` keeps the last). ``AndroidRouteTable`` works out
/// which entry Android keeps.
public struct AndroidRouteMap: Hashable, Sendable {
    /// The file name used in messages.
    public var file: String
    /// The entries in file order.
    public var entries: [AndroidRouteEntry]

    /// Creates a map from entries already checked by the caller.
    public init(file: String, entries: [AndroidRouteEntry]) {
        self.file = file
        self.entries = entries
    }

    /// Reads and checks a `routeMap.json`.
    /// - Throws: ``RouteMapError`` naming `file`, the entry index and the problem, with every
    ///   other bad entry in ``RouteMapError/further``.
    public init(jsonData: Data, file: String = "routeMap.json") throws(RouteMapError) {
        entries = try routeMapEntries(jsonData, file: file) {
            (element, index) throws(RouteMapError) in try Self.entry(element, file: file, index: index)
        }
        self.file = file
    }

    private static func entry(
        _ element: JSONValue, file: String, index: Int
    ) throws(RouteMapError) -> AndroidRouteEntry {
        let fields = try EntryFields(element, file: file, index: index)
        let entry = AndroidRouteEntry(
            path: try fields.string("path"),
            className: try fields.string("className"),
            action: try fields.optionalString("action") ?? "",
            description: try fields.optionalString("description") ?? "",
            params: try fields.optionalStringMap("params") ?? [:],
            index: index
        )
        if entry.isRegularExpression, (try? NSRegularExpression(pattern: entry.lookupKey)) == nil {
            throw fields.failure(
                "'path' contains a backslash, so Android reads it as a regular expression, but '\(entry.path)' is not a valid regular expression"
            )
        }
        return entry
    }
}
