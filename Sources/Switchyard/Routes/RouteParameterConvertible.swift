/// A type that can be read from a parameter string that came from a URL.
///
/// ``RouteParameters/get(_:as:)`` and ``RouteParameters/require(_:as:)`` read `String`, `Int`,
/// `Int64`, `UInt`, `Double`, `Float` and `Bool` without it; conform your own types (an ID, an
/// enum) to read them the same way.
public protocol RouteParameterConvertible {
    /// Parses the text; `nil` when it does not represent a value.
    init?(routeParameter text: String)
}

extension RouteParameters {
    /// The standard types read from a parameter's text: decimal digits with an optional sign
    /// (`Int`, `Int64`; `UInt` without a sign), decimal or exponent numbers (`Double`, `Float`),
    /// `Bool` (`true`/`false`, `1`/`0`, `yes`/`no`, any case), and the text itself (`String`).
    /// `nil` when `type` is none of these, or the text does not convert.
    static func standardValue<T>(_ text: String, as type: T.Type) -> T? {
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
