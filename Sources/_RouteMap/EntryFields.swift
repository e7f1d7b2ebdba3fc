@_spi(JSON) import SwitchyardJSON
import SwitchyardSyntax

/// Reads typed members of one JSON object of a route map, with errors that name the file, the
/// entry index and the key. Shared by the Switchyard and the Android readers.
///
/// It reads the JSON reader's values directly (a property list is converted to them first), so
/// a large map is not copied into ``JSON`` values before it is read.
package struct EntryFields {
    /// The object's members in file order (keys are unique: the JSON reader refuses repeats).
    package let list: [(key: String, value: JSONValue)]
    package let file: String
    package let index: Int

    /// Wraps entry `index` of `file`; throws unless `value` is an object.
    package init(_ value: JSONValue, file: String, index: Int) throws(RouteMapError) {
        guard case .object(let list) = value else {
            throw RouteMapError(file: file, index: index, problem: "expected an object, found \(value.typeDescription)")
        }
        self.list = list
        self.file = file
        self.index = index
    }

    package func failure(_ problem: String) -> RouteMapError {
        RouteMapError(file: file, index: index, problem: problem)
    }

    /// The value of the first member named `key`. A linear search: entries have a dozen keys.
    private func value(named key: String) -> JSONValue? {
        list.first { $0.key == key }?.value
    }

    package func required(_ key: String) throws(RouteMapError) -> JSONValue {
        guard let value = value(named: key) else { throw failure("missing required key '\(key)'") }
        return value
    }

    /// `value`, the value of `key`, as `extract` reads it, or an error saying it must be `what`.
    private func read<Value>(
        _ key: String, _ value: JSONValue, as what: String, _ extract: (JSONValue) -> Value?
    ) throws(RouteMapError) -> Value {
        guard let result = extract(value) else {
            throw failure("'\(key)' must be \(what), found \(value.typeDescription)")
        }
        return result
    }

    package func string(_ key: String) throws(RouteMapError) -> String {
        try string(key, from: required(key))
    }

    package func optionalString(_ key: String) throws(RouteMapError) -> String? {
        guard let value = value(named: key) else { return nil }
        return try string(key, from: value)
    }

    private func string(_ key: String, from value: JSONValue) throws(RouteMapError) -> String {
        try read(key, value, as: "a string") { if case .string(let string) = $0 { string } else { nil } }
    }

    package func integer(_ key: String) throws(RouteMapError) -> Int {
        try read(key, required(key), as: "an integer") { if case .integer(let integer) = $0 { integer } else { nil } }
    }

    package func optionalInteger(_ key: String) throws(RouteMapError) -> Int? {
        guard value(named: key) != nil else { return nil }
        return try integer(key)
    }

    package func bool(_ key: String) throws(RouteMapError) -> Bool {
        try read(key, required(key), as: "a boolean") { if case .bool(let bool) = $0 { bool } else { nil } }
    }

    package func stringArray(_ key: String) throws(RouteMapError) -> [String] {
        let elements = try read(key, required(key), as: "an array of strings") {
            if case .array(let elements) = $0 { elements } else { nil }
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

    package func optionalStringMap(_ key: String) throws(RouteMapError) -> [String: String]? {
        guard value(named: key) != nil else { return nil }
        return try stringMap(key)
    }

    package func stringMap(_ key: String) throws(RouteMapError) -> [String: String] {
        let list = try read(key, required(key), as: "an object of strings") {
            if case .object(let list) = $0 { list } else { nil }
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
package func routeMapElements(_ value: JSONValue, file: String) throws(RouteMapError) -> [JSONValue] {
    guard case .array(let elements) = value else {
        throw RouteMapError(
            file: file, problem: "expected a JSON array of route entries, found \(value.typeDescription)")
    }
    return elements
}

/// The entries of a route map file (UTF-8 JSON, a top-level array), each read by `read` (given
/// the element and its index). Every entry is read before giving up, so the error lists every bad
/// one: the first, with the rest in ``RouteMapError/further``.
package func routeMapEntries<Bytes: Collection<UInt8>, Entry>(
    _ data: Bytes, file: String, _ read: (JSONValue, Int) throws(RouteMapError) -> Entry
) throws(RouteMapError) -> [Entry] {
    try RouteMapError.checkUTF8(data, file: file, what: "the route map")
    var entries: [Entry] = []
    var problems: [RouteMapError] = []
    for (index, element) in try routeMapElements(parseRouteMapJSON(data, file: file), file: file).enumerated() {
        do {
            entries.append(try read(element, index))
        } catch {
            problems.append(error)
        }
    }
    if let error = RouteMapError.combining(problems) { throw error }
    return entries
}

/// Parses `data` as JSON (``JSON/parse(_:)``: integers beyond 64 bits refused), or throws an
/// error naming `file` and the position.
package func parseRouteMapJSON<Bytes: Collection<UInt8>>(
    _ data: Bytes, file: String
) throws(RouteMapError) -> JSONValue {
    do {
        return try JSON.parse(data)
    } catch {
        throw RouteMapError(file: file, problem: "not valid JSON: \(error)")
    }
}
