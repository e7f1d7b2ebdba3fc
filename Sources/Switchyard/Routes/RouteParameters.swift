/// The parameters of a matched request, merged from three origins.
///
/// Precedence, highest first:
/// 1. **explicit** — what the caller passed (`openURL(_:params:)`, the builder's `withX`), as
///    URLRouter users expect: the app's own values beat anything in a link;
/// 2. **path** — the `:name` segments the pattern matched. They identify the destination, so an
///    appended `?id=7` cannot change which product `app://product/42` opens: the explanation
///    that `resolve` gives and the page that opens always agree;
/// 3. **query** — the link's query items; for a repeated name the last one wins (TheRouter),
///    and ``values(_:)`` returns them all.
///
/// When a relocation rule redirected the link, its `params` rank between explicit and path
/// values (origin ``Origin/relocation``; see `Router.applyRelocation(_:)`).
///
/// Values that came from a URL are strings; ``get(_:as:)`` converts them to `Int`, `Double`,
/// `Float`, `Bool` and any ``RouteParameterConvertible`` type.
public struct RouteParameters: Sendable, CustomStringConvertible {
    /// Where a value came from.
    public enum Origin: String, Sendable, Hashable, CaseIterable {
        /// The caller's explicit parameters.
        case explicit
        /// A relocation rule's `params` (below explicit, above path and query).
        case relocation
        /// A `:name` path segment.
        case path
        /// A query item.
        case query
    }

    /// One parameter value and where it came from.
    public struct Item: Sendable {
        /// The key.
        public let key: String
        /// The value: a `String` for path and query values, anything `Sendable` for explicit ones.
        public let value: any Sendable
        /// Where it came from.
        public let origin: Origin
    }

    /// Every value from every origin, in precedence order (explicit, then path, then query in reverse).
    public private(set) var items: [Item]

    /// The one merge of every origin, built in one array in precedence order: explicit (sorted by
    /// key), relocation rule, path (`appendPath` adds them), then query items last first, read in
    /// place: `forEachQuery` calls its argument with each query item's name and value in the
    /// link's order (``RouteURL`` decodes them as it goes).
    init(
        explicit: [String: any Sendable], relocation: [(key: String, value: any Sendable)], pathCount: Int,
        queryCount: Int, appendPath: (inout [Item]) -> Void, forEachQuery: ((String, String) -> Void) -> Void
    ) {
        var items: [Item] = []
        items.reserveCapacity(explicit.count + relocation.count + pathCount + queryCount)
        if !explicit.isEmpty {
            for key in explicit.keys.sorted() {
                if let value = explicit[key] { items.append(Item(key: key, value: value, origin: .explicit)) }
            }
        }
        for (key, value) in relocation { items.append(Item(key: key, value: value, origin: .relocation)) }
        appendPath(&items)
        if queryCount > 0 {
            let queryStart = items.count
            forEachQuery { name, value in items.append(Item(key: name, value: value, origin: .query)) }
            // Through the buffer: reversing the array's slice would copy the items.
            items.withUnsafeMutableBufferPointer { $0[queryStart...].reverse() }
        }
        self.items = items
    }

    /// The winning item for `key`.
    ///
    /// - Complexity: O(*n*) in the number of items; requests carry a handful.
    public func item(_ key: String) -> Item? {
        // Comparing lengths first keeps unequal keys off String's slow comparison path.
        let length = key.utf8.count
        for index in items.indices where items[index].key.utf8.count == length && items[index].key == key {
            return items[index]
        }
        return nil
    }

    /// Where the winning value for `key` came from.
    func origin(of key: String) -> Origin? { item(key)?.origin }

    /// Every string value of `key` from the query, in the link's order.
    public func values(_ key: String) -> [String] {
        items.reversed().compactMap { $0.key == key && $0.origin == .query ? $0.value as? String : nil }
    }

    /// The distinct keys, sorted.
    public var keys: [String] { Array(Set(items.map(\.key))).sorted() }

    /// The value for `key` as a `T`, converting strings from a URL; `nil` when missing or not convertible.
    public func get<T>(_ key: String, as type: T.Type = T.self) -> T? {
        guard let value = item(key)?.value else { return nil }
        return Self.convert(value, to: type)
    }

    /// The value for `key` as a `T`.
    ///
    /// - Throws: ``RouteParameterError`` when the key is missing or the value does not convert.
    public func require<T>(_ key: String, as type: T.Type = T.self) throws(RouteParameterError) -> T {
        guard let item = item(key) else {
            throw RouteParameterError(key: key, problem: .missing, expected: "\(T.self)")
        }
        guard let converted = Self.convert(item.value, to: type) else {
            throw RouteParameterError(
                key: key, problem: .typeMismatch(found: String(describing: item.value), origin: item.origin),
                expected: "\(T.self)")
        }
        return converted
    }

    /// Sets an explicit value, which then wins over path and query values.
    public mutating func set(_ key: String, to value: any Sendable) {
        items.removeAll { $0.key == key && $0.origin == .explicit }
        items.insert(Item(key: key, value: value, origin: .explicit), at: 0)
    }

    static func convert<T>(_ value: any Sendable, to type: T.Type) -> T? {
        if let direct = value as? T { return direct }
        guard let text = value as? String ?? (value as? any LosslessStringConvertible)?.description else { return nil }
        if let convertible = T.self as? any RouteParameterConvertible.Type {
            return convertible.init(routeParameter: text) as? T
        }
        // The standard types: decimal digits with an optional sign (`Int`, `Int64`; `UInt` without a
        // sign), decimal or exponent numbers (`Double`, `Float`), `Bool` (`true`/`false`, `1`/`0`,
        // `yes`/`no`, any case), and the text itself (`String`).
        switch type {
        case is String.Type: return text as? T
        case is Int.Type: return Int(text) as? T
        case is Int64.Type: return Int64(text) as? T
        case is UInt.Type: return UInt(text) as? T
        case is Double.Type: return Double(text) as? T
        case is Float.Type: return Float(text) as? T
        case is Bool.Type: return Bool(routeParameter: text) as? T
        default: return nil
        }
    }

    /// `key=value (origin)` pairs, winners only, sorted by key.
    public var description: String {
        keys.map { key in
            let item = item(key)
            return "\(key)=\(item.map { String(describing: $0.value) } ?? "") (\(item?.origin.rawValue ?? ""))"
        }.joined(separator: ", ")
    }
}
