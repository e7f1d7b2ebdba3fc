// The Swift overlay of the stand-in ObjectiveC module: `BOOL` bridging, as the compiler expects it.
@_exported import ObjectiveC

public struct ObjCBool {
    private var value: UInt8
    public init(_ value: Bool) { self.value = value ? 1 : 0 }
    public var boolValue: Bool { value != 0 }
}

public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
