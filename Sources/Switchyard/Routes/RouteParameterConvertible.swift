/// A type that can be read from a parameter string that came from a URL.
public protocol RouteParameterConvertible {
    /// Parses the text; `nil` when it does not represent a value.
    init?(routeParameter text: String)
}

extension String: RouteParameterConvertible {
    /// The text itself.
    public init?(routeParameter text: String) { self = text }
}

extension Int: RouteParameterConvertible {
    /// Decimal digits with an optional sign.
    public init?(routeParameter text: String) { self.init(text) }
}

extension Int64: RouteParameterConvertible {
    /// Decimal digits with an optional sign.
    public init?(routeParameter text: String) { self.init(text) }
}

extension UInt: RouteParameterConvertible {
    /// Decimal digits.
    public init?(routeParameter text: String) { self.init(text) }
}

extension Double: RouteParameterConvertible {
    /// A decimal or exponent number.
    public init?(routeParameter text: String) { self.init(text) }
}

extension Float: RouteParameterConvertible {
    /// A decimal or exponent number.
    public init?(routeParameter text: String) { self.init(text) }
}

extension Bool: RouteParameterConvertible {
    /// `true`/`false`, `1`/`0`, `yes`/`no` (any case).
    public init?(routeParameter text: String) {
        switch text.lowercased() {
        case "true", "1", "yes": self = true
        case "false", "0", "no": self = false
        default: return nil
        }
    }
}
