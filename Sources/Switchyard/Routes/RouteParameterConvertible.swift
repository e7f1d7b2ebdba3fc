/// A type that can be read from a parameter string that came from a URL.
///
/// ``RouteParameters/get(_:as:)`` and ``RouteParameters/require(_:as:)`` read `String`, `Int`,
/// `Int64`, `UInt`, `Double`, `Float` and `Bool` without it; conform your own types (an ID, an
/// enum) to read them the same way.
public protocol RouteParameterConvertible {
    /// Parses the text; `nil` when it does not represent a value.
    init?(routeParameter text: String)
}

extension Bool {
    /// `true`/`false`, `1`/`0`, `yes`/`no` (any case).
    package init?(routeParameter text: String) {
        switch text.lowercased() {
        case "true", "1", "yes": self = true
        case "false", "0", "no": self = false
        default: return nil
        }
    }
}
