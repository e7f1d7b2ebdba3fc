/// A method a service exposes to calls by URL: `scheme://services?protocol=P&method=name&arg=…`.
///
/// Only methods listed in ``RouterService/remoteMethods`` can be reached; each declares its
/// arguments and their types, which the router checks and converts before calling `body`:
///
/// ```swift
/// final class Greeter: GreeterService {
///     init() {}
///     func greet(_ name: String, times: Int) -> String { … }
///     static var remoteMethods: [RemoteMethod<Greeter>] {
///         [RemoteMethod(name: "greet", arguments: [("name", .string), ("times", .int)]) { service, args in
///             .string(service.greet(try args.string("name"), times: try args.int("times")))
///         }]
///     }
/// }
/// ```
public struct RemoteMethod<Service>: Sendable {
    /// The name used in the URL's `method` item.
    let name: String
    /// The declared arguments, in order.
    let parameters: [RemoteParameter]
    /// Whether a call from outside the app (`source: .external`) may reach it.
    let isExternallyCallable: Bool
    let body: @Sendable (Service, RemoteArguments) async throws -> JSONValue

    /// Declares a method.
    ///
    /// - Parameters:
    ///   - name: the name used in the URL's `method` item. An Objective-C selector's trailing colon
    ///     is optional: `openWithInfo:` in a URL reaches a method named `openWithInfo`, and the reverse.
    ///   - arguments: the arguments and their types, in order (TheRouter's `ivar1`/`ivar2` fill
    ///     the first two).
    ///   - defaults: the values of the arguments a caller may leave out; the others are required.
    ///     A key that names no argument is ignored.
    ///   - externallyCallable: whether a call from outside the app (`source: .external`) may reach it.
    ///   - body: the call, given the service and its checked, converted arguments.
    public init(
        name: String, arguments: [(String, RemoteType)] = [], defaults: [String: JSONValue] = [:],
        externallyCallable: Bool = false,
        _ body: @escaping @Sendable (Service, RemoteArguments) async throws -> JSONValue
    ) {
        self.name = name
        self.parameters = arguments.map { RemoteParameter($0.0, $0.1, default: defaults[$0.0]) }
        self.isExternallyCallable = externallyCallable
        self.body = body
    }
}

/// One declared argument of a ``RemoteMethod``.
struct RemoteParameter: Sendable, Hashable, CustomStringConvertible {
    let name: String
    let type: RemoteType
    /// The value used when the caller gives none; `nil` makes the argument required.
    let defaultValue: JSONValue?

    init(_ name: String, _ type: RemoteType, default defaultValue: JSONValue? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    /// `name: int` or `name: int = 1`.
    var description: String {
        "\(name): \(type.rawValue)" + (defaultValue.map { " = \($0)" } ?? "")
    }
}

/// The checked, typed arguments of one remote call.
public struct RemoteArguments: Sendable {
    /// The values by argument name: every declared argument that was given or has a default.
    let values: [String: JSONValue]
    /// `Protocol.method`, for messages.
    let method: String

    init(_ values: [String: JSONValue], method: String = "method") {
        self.values = values
        self.method = method
    }

    /// The value of `name`, if given.
    subscript(name: String) -> JSONValue? { values[name] }

    /// The string argument `name`.
    public func string(_ name: String) throws(ServiceError) -> String { try require(name, .string) }
    /// The integer argument `name`.
    public func int(_ name: String) throws(ServiceError) -> Int { try require(name, .int) }
    /// The number argument `name`.
    public func double(_ name: String) throws(ServiceError) -> Double { try require(name, .double) }
    /// The Boolean argument `name`.
    public func bool(_ name: String) throws(ServiceError) -> Bool { try require(name, .bool) }
    /// The object argument `name`: its members by key.
    public func object(_ name: String) throws(ServiceError) -> [String: JSONValue] {
        try require(name, .object) { if case .object(let members) = $0 { JSONValue.dictionary(members) } else { nil } }
    }
    /// The array argument `name`.
    public func array(_ name: String) throws(ServiceError) -> [JSONValue] {
        try require(name, .array) { if case .array(let elements) = $0 { elements } else { nil } }
    }
    /// The argument `name`, whatever its JSON shape (declared as ``RemoteType/json`` or any other type).
    public func json(_ name: String) throws(ServiceError) -> JSONValue { try require(name, .json) { $0 } }

    /// The value of `name` as its declared type: nothing converts, except that an integer reads as a number.
    private func require<T>(
        _ name: String, _ type: RemoteType,
        _ typed: (JSONValue) -> T? = { value in
            if case .integer(let number) = value, T.self == Double.self {
                Double(number) as? T
            } else {
                value.scalar as? T
            }
        }
    ) throws(ServiceError) -> T {
        guard let value = values[name] else {
            throw .missingArgument(method: method, argument: name, type: type)
        }
        guard let typed = typed(value) else {
            throw .invalidArgument(method: method, argument: name, expected: type, found: value.description)
        }
        return typed
    }
}
