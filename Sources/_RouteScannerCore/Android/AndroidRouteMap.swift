import Foundation

/// One route of Android TheRouter's `assets/therouter/routeMap.json`.
public struct AndroidRouteEntry: Hashable, Sendable {
    /// The route key: a URL, a path (`/therouter/page`), or, when it contains a backslash,
    /// a regular expression that Android applies with an unanchored `find()`.
    public var path: String
    /// The Android class (`com.example.app.PageActivity`).
    public var className: String
    /// TheRouter action; `""` if none (or absent from the file).
    public var action: String
    /// Human description; `""` if none (or absent from the file).
    public var description: String
    /// Default parameters; empty if none (or absent from the file).
    public var params: [String: String]
    /// The entry's 0-based position in the file, for messages.
    public var index: Int

    /// Creates an entry.
    public init(path: String, className: String, action: String = "", description: String = "",
                params: [String: String] = [:], index: Int) {
        self.path = path
        self.className = className
        self.action = action
        self.description = description
        self.params = params
        self.index = index
    }

    /// `true` when Android treats the key as a regular expression: it contains a backslash.
    public var isRegularExpression: Bool { path.contains("\\") }
}

/// Android TheRouter's `routeMap.json`, read and checked the way Android's build would.
///
/// The file is a JSON array of objects. `path` and `className` are required strings;
/// `action` and `description` (strings) and `params` (an object of strings) may be absent;
/// other keys are ignored, so newer TheRouter versions still read. The reader refuses what
/// Android would refuse: an empty path, the same path twice (TheRouter fails the build when
/// one path maps to two classes) and a regular-expression key that does not compile.
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
    /// - Throws: ``RouteMapError`` naming `file`, the entry index and the problem.
    public init(jsonData: Data, file: String = "routeMap.json") throws(RouteMapError) {
        let value = try parseRouteMapJSON(jsonData, file: file)
        var entries: [AndroidRouteEntry] = []
        var firstIndexByPath: [String: Int] = [:]
        for (index, element) in try routeMapElements(value, file: file).enumerated() {
            let fields = try EntryFields(element, file: file, index: index)
            let path = try fields.string("path")
            guard !path.isEmpty else { throw fields.failure("'path' is empty") }
            let entry = AndroidRouteEntry(
                path: path,
                className: try fields.string("className"),
                action: try fields.optionalString("action") ?? "",
                description: try fields.optionalString("description") ?? "",
                params: try fields.optionalStringMap("params") ?? [:],
                index: index
            )
            if let first = firstIndexByPath[path] {
                throw fields.failure("duplicate path '\(path)' (also entry \(first)); each path must appear once")
            }
            firstIndexByPath[path] = index
            if entry.isRegularExpression {
                do {
                    _ = try NSRegularExpression(pattern: path)
                } catch {
                    throw fields.failure("'path' contains a backslash, so Android reads it as a regular expression, but '\(path)' is not a valid regular expression")
                }
            }
            entries.append(entry)
        }
        self.file = file
        self.entries = entries
    }
}
