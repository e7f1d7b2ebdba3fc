@_spi(JSON) import SwitchyardJSON
import SwitchyardSyntax

extension RouteMapEntry {
    /// The entry as a JSON object in the documented key order, `navigation`, `pathName` and `line`
    /// left out when `nil` and `params` sorted by key.
    @_spi(JSON) public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        for key in CodingKeys.allCases {
            let value: JSONValue?
            switch key {
            case .path: value = .string(path)
            case .className: value = .string(className)
            case .action: value = .string(action)
            case .description: value = .string(description)
            case .params: value = .object(params.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
            case .priority: value = .integer(priority)
            case .module: value = .string(module)
            case .parameters: value = .array(parameters.map { .string($0) })
            case .navigation: value = navigation.map { .string($0) }
            case .internal: value = .bool(self.internal)
            case .pathName: value = pathName.map { .string($0) }
            case .file: value = .string(file)
            case .line: value = line.map { .integer($0) }
            }
            if let value { members.append((key.stringValue, value)) }
        }
        return .object(members)
    }

    /// The JSON keys in order, for checking an entry's keys.
    private static let keyNames = CodingKeys.allCases.map(\.stringValue)

    /// Reads entry `index` of `file` from a JSON (or property list) value, checking every key.
    ///
    /// Unknown keys are rejected, so a typo cannot silently drop a value; `parameters` must be
    /// the `:name`s of `path`.
    @_spi(JSON) public init(jsonValue value: JSONValue, file: String, index: Int) throws(RouteMapError) {
        let fields = try EntryFields(value, file: file, index: index)
        for (key, _) in fields.list where !Self.keyNames.contains(key) {
            throw fields.failure(
                "unknown key '\(key)'; expected only \(Self.keyNames.map { "'\($0)'" }.joined(separator: ", "))")
        }
        let path = try fields.string("path")
        guard !path.isEmpty else { throw fields.failure("'path' is empty") }
        let line = try fields.optionalInteger("line")
        if let line, line < 1 { throw fields.failure("'line' must be 1 or more, found \(line)") }
        let parameters = try fields.stringArray("parameters")
        let expected = Self.parameterNames(inPattern: path)
        guard parameters == expected else {
            throw fields.failure("'parameters' is \(parameters) but the :names in 'path' are \(expected)")
        }
        self.init(
            path: path,
            className: try fields.string("className"),
            action: try fields.string("action"),
            description: try fields.string("description"),
            params: try fields.stringMap("params"),
            priority: try fields.integer("priority"),
            module: try fields.string("module"),
            parameters: parameters,
            navigation: try fields.optionalString("navigation"),
            internal: try fields.bool("internal"),
            pathName: try fields.optionalString("pathName"),
            file: try fields.string("file"),
            line: line
        )
    }
}
