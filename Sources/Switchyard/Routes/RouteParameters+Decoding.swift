// Parameters mapped onto a type: TheRouter's KVC mapping (`TheRouterDynamicParamsMapping.m`,
// `setPropertyParameter:`, which filters `jumpType` out) made typed and checked, as a Decoder over
// `RouteParameters` that converts values as `get(_:as:)` does. No Foundation.

extension RouteParameters {
    /// The parameters as a `T`, each stored property read from the parameter of its name, as
    /// ``get(_:as:)`` converts it: strings from a URL to `Int`, `Double`, `Bool`, a
    /// ``RouteParameterConvertible`` type or a `RawRepresentable` enum; an optional property is
    /// `nil` when its key is absent; an array takes every query item of its name; an explicit
    /// value that already has the property's type is kept as it is.
    ///
    /// ```swift
    /// struct ProductArguments: Decodable {
    ///     let id: Int
    ///     let tab: ProductTab?   // enum ProductTab: String, Decodable
    ///     let tags: [String]     // ?tag=a&tag=b
    /// }
    /// let arguments = try request.parameters.decode(ProductArguments.self)
    /// ```
    ///
    /// The keys the router reads itself (`jumpType`, `tabIndex`, `tabBarSelecIndex`, `**`) are
    /// not fields; read them with ``get(_:as:)``, as closures and other values that are not
    /// `Decodable`.
    ///
    /// - Throws: ``RouteParameterError`` naming the key that is missing or does not convert;
    ///   whatever `T`'s own `init(from:)` throws.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try T(from: ParameterDecoder(parameters: self, item: nil))
    }

    /// The keys the router reads itself, never fields of a decoded type.
    static let routerKeys: Set<String> = ["jumpType", "tabIndex", "tabBarSelecIndex", "**"]

    /// `item`'s value as a `T`: kept when it already is one, converted as ``get(_:as:)`` does,
    /// else decoded from it (an enum from its raw value, an array from its elements).
    fileprivate func value<T: Decodable>(_ item: Item, as type: T.Type, nested: Bool) throws -> T {
        if let kept = item.value as? T { return kept }
        if let converted = Self.convert(item.value, to: type) { return converted }
        func mismatch() -> RouteParameterError {
            RouteParameterError(
                key: item.key, problem: .typeMismatch(found: String(describing: item.value), origin: item.origin),
                expected: "\(T.self)")
        }
        // A single value asked for a type the conversion does not know: decoding it again would not end.
        if nested { throw mismatch() }
        do {
            return try T(from: ParameterDecoder(parameters: self, item: item))
        } catch let error as RouteParameterError {
            throw error
        } catch {
            throw mismatch()  // e.g. an enum's DecodingError for a raw value it lacks
        }
    }
}

/// Decodes the top level (`item` is `nil`: a keyed container of every parameter) or one
/// parameter's value (a single value, or the elements of an array).
private struct ParameterDecoder: Decoder, SingleValueDecodingContainer {
    let parameters: RouteParameters
    let item: RouteParameters.Item?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        // A value asked for fields: `value(_:as:nested:)` reports it as not a valid `T`.
        if item != nil { throw NoFields() }
        return KeyedDecodingContainer(Fields<Key>(parameters: parameters))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let item else { throw RouteParameterError(key: "", problem: .notKeyed, expected: "an array") }
        // An explicit array's elements, every query item of the name, or the one value.
        let values =
            item.value as? [any Sendable] ?? (item.origin == .query ? parameters.values(item.key) : [item.value])
        return Elements(
            parameters: parameters, items: values.map { .init(key: item.key, value: $0, origin: item.origin) })
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { item == nil }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard let item else { throw RouteParameterError(key: "", problem: .notKeyed, expected: "\(T.self)") }
        return try parameters.value(item, as: type, nested: true)
    }

    struct NoFields: Error {}
}

/// The fields of the top level: the parameters, without the router's own keys.
private struct Fields<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let parameters: RouteParameters
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] {
        parameters.keys.compactMap { RouteParameters.routerKeys.contains($0) ? nil : Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool { field(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { field(key) == nil }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let item = field(key) else {
            let problem: RouteParameterError.Problem =
                RouteParameters.routerKeys.contains(key.stringValue) ? .routerKey : .missing
            throw RouteParameterError(key: key.stringValue, problem: problem, expected: "\(T.self)")
        }
        return try parameters.value(item, as: type, nested: false)
    }

    func nestedContainer<Nested: CodingKey>(
        keyedBy type: Nested.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<Nested> {
        try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { ParameterDecoder(parameters: parameters, item: nil) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(key) }

    private func field(_ key: Key) -> RouteParameters.Item? {
        RouteParameters.routerKeys.contains(key.stringValue) ? nil : parameters.item(key.stringValue)
    }

    private func decoder(_ key: Key) throws -> ParameterDecoder {
        guard let item = field(key) else {
            throw RouteParameterError(key: key.stringValue, problem: .missing, expected: "a value")
        }
        return ParameterDecoder(parameters: parameters, item: item)
    }
}

/// The elements of an array parameter, each decoded as a single value.
private struct Elements: UnkeyedDecodingContainer {
    let parameters: RouteParameters
    let items: [RouteParameters.Item]
    var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let item = try next()
        return try parameters.value(item, as: type, nested: false)
    }

    mutating func nestedContainer<Nested: CodingKey>(
        keyedBy type: Nested.Type
    ) throws -> KeyedDecodingContainer<Nested> {
        try superDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try superDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        ParameterDecoder(parameters: parameters, item: try next())
    }

    private mutating func next() throws -> RouteParameters.Item {
        guard !isAtEnd else {
            throw RouteParameterError(key: items.first?.key ?? "", problem: .missing, expected: "another element")
        }
        defer { currentIndex += 1 }
        return items[currentIndex]
    }
}
