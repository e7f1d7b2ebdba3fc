import SwitchyardSyntax

/// Reads typed members of one JSON object of a route map, with errors that name the file, the
/// entry index and the key. Shared by the Switchyard and the Android readers.
///
/// It reads the JSON reader's values directly (a property list is converted to them first), so
/// a large map is not copied into ``CanonicalJSON`` values before it is read.
struct EntryFields {
    /// The object's members in file order (keys are unique: the JSON reader refuses repeats).
    let list: [(key: String, value: JSONReader.Value)]
    let file: String
    let index: Int

    /// Wraps entry `index` of `file`; throws unless `value` is an object.
    init(_ value: JSONReader.Value, file: String, index: Int) throws(RouteMapError) {
        guard case .object(let list) = value else {
            throw RouteMapError(file: file, index: index, problem: "expected an object, found \(value.typeDescription)")
        }
        self.list = list
        self.file = file
        self.index = index
    }

    func failure(_ problem: String) -> RouteMapError {
        RouteMapError(file: file, index: index, problem: problem)
    }

    /// Throws on the first key not in `allowed`.
    func rejectUnknownKeys(allowed: [String]) throws(RouteMapError) {
        for (key, _) in list where !allowed.contains(key) {
            throw failure("unknown key '\(key)'; expected only \(allowed.map { "'\($0)'" }.joined(separator: ", "))")
        }
    }

    /// The value of the first member named `key`. A linear search: entries have a dozen keys.
    private func value(named key: String) -> JSONReader.Value? {
        list.first { $0.key == key }?.value
    }

    func required(_ key: String) throws(RouteMapError) -> JSONReader.Value {
        guard let value = value(named: key) else { throw failure("missing required key '\(key)'") }
        return value
    }

    func string(_ key: String) throws(RouteMapError) -> String {
        try string(key, from: required(key))
    }

    func optionalString(_ key: String) throws(RouteMapError) -> String? {
        guard let value = value(named: key) else { return nil }
        return try string(key, from: value)
    }

    private func string(_ key: String, from value: JSONReader.Value) throws(RouteMapError) -> String {
        guard case .string(let string) = value else {
            throw failure("'\(key)' must be a string, found \(value.typeDescription)")
        }
        return string
    }

    func integer(_ key: String) throws(RouteMapError) -> Int {
        let value = try required(key)
        guard case .integer(let integer) = value else {
            throw failure("'\(key)' must be an integer, found \(value.typeDescription)")
        }
        return integer
    }

    func bool(_ key: String) throws(RouteMapError) -> Bool {
        let value = try required(key)
        guard case .bool(let bool) = value else {
            throw failure("'\(key)' must be a boolean, found \(value.typeDescription)")
        }
        return bool
    }

    func stringArray(_ key: String) throws(RouteMapError) -> [String] {
        let value = try required(key)
        guard case .array(let elements) = value else {
            throw failure("'\(key)' must be an array of strings, found \(value.typeDescription)")
        }
        var strings: [String] = []
        for (offset, element) in elements.enumerated() {
            guard case .string(let string) = element else {
                throw failure("'\(key)' must be an array of strings; element \(offset) is \(element.typeDescription)")
            }
            strings.append(string)
        }
        return strings
    }

    func optionalStringMap(_ key: String) throws(RouteMapError) -> [String: String]? {
        guard value(named: key) != nil else { return nil }
        return try stringMap(key)
    }

    func stringMap(_ key: String) throws(RouteMapError) -> [String: String] {
        let value = try required(key)
        guard case .object(let list) = value else {
            throw failure("'\(key)' must be an object of strings, found \(value.typeDescription)")
        }
        var map: [String: String] = [:]
        for member in list {
            guard case .string(let string) = member.value else {
                throw failure(
                    "'\(key)' must map strings to strings; '\(member.key)' is \(member.value.typeDescription)")
            }
            map[member.key] = string
        }
        return map
    }
}

/// The elements of a route map's top-level array, or an error naming `file`.
func routeMapElements(_ value: JSONReader.Value, file: String) throws(RouteMapError) -> [JSONReader.Value] {
    guard case .array(let elements) = value else {
        throw RouteMapError(
            file: file, problem: "expected a JSON array of route entries, found \(value.typeDescription)")
    }
    return elements
}

/// Parses `data` as JSON, or throws an error naming `file` and the position. Reads as
/// ``CanonicalJSON/parse(_:)`` does (integers beyond 64 bits refused), with the same messages.
func parseRouteMapJSON<Bytes: Collection<UInt8>>(
    _ data: Bytes, file: String
) throws(RouteMapError) -> JSONReader.Value {
    do {
        return try JSONReader.parse(data, largeIntegers: .refuse)
    } catch {
        let located = CanonicalJSON.ParseError(line: error.line, column: error.column, message: error.message)
        throw RouteMapError(file: file, problem: "not valid JSON: \(located)")
    }
}

extension JSONReader.Value {
    /// A ``CanonicalJSON`` value (a property list's, or one given to a public reader) as the
    /// reader's.
    init(_ value: CanonicalJSON.Value) {
        switch value {
        case .string(let text): self = .string(text)
        case .integer(let number): self = .integer(number)
        case .number(let number): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .array(let elements): self = .array(elements.map(JSONReader.Value.init))
        case .object(let members): self = .object(members.map { ($0.key, JSONReader.Value($0.value)) })
        }
    }

    /// A short name of the value's JSON type, as ``CanonicalJSON/Value/typeDescription``.
    var typeDescription: String {
        switch self {
        case .string: return "a string"
        case .integer: return "an integer"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
