// Every compatibility declaration of the SwitchyardJSON module, in one place.

// MARK: - Renamed in 0.2.0 (unavailable; may be removed in 0.4.0)

// 0.1.0's `RemoteValue` spellings, so code written against them fails with the compiler's
// "renamed" error and a fix-it instead of "type 'JSONValue' has no member 'int'". Unavailable: they
// do nothing but name the new spelling. The upgrade check (Scripts/upgrade-check.sh) follows them.

/// 0.1.0's name of ``JSONValue``.
@available(*, unavailable, renamed: "JSONValue")
public typealias RemoteValue = JSONValue

extension JSONValue {
    /// 0.1.0's spelling of ``integer(_:)``.
    @available(*, unavailable, renamed: "integer")
    public static func int(_ value: Int) -> JSONValue { .integer(value) }
    /// 0.1.0's spelling of ``number(_:)``.
    @available(*, unavailable, renamed: "number")
    public static func double(_ value: Double) -> JSONValue { .number(value) }
    /// 0.1.0's spelling of ``array(_:)``.
    @available(*, unavailable, renamed: "array")
    public static func list(_ values: [JSONValue]) -> JSONValue { .array(values) }
    /// 0.1.0's spelling of ``object(_:)-(String:JSONValue)``.
    @available(*, unavailable, renamed: "object")
    public static func record(_ members: [String: JSONValue]) -> JSONValue { .object(members) }
    /// 0.1.0's spelling of ``null``.
    @available(*, unavailable, renamed: "null")
    public static var void: JSONValue { .null }
}
