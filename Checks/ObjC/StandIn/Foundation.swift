// The stand-in Foundation: re-exports the stand-in runtime and declares the bridging the facade's
// signatures use (String, arrays, dictionaries, AnyHashable keys). Type-checking only: nothing here runs.
@_exported import ObjectiveC

extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString() }
    public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout String?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSString, result: inout String?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSString?) -> String { "" }
}

extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { NSArray() }
    public static func _forceBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSArray?) -> Array { [] }
}

extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { NSDictionary() }
    public static func _forceBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) -> Bool {
        false
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSDictionary?) -> Dictionary { [:] }
}

extension AnyHashable: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSObject { NSObject() }
    public static func _forceBridgeFromObjectiveC(_ x: NSObject, result: inout AnyHashable?) {}
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSObject, result: inout AnyHashable?) -> Bool { false }
    public static func _unconditionallyBridgeFromObjectiveC(_ x: NSObject?) -> AnyHashable { AnyHashable(0) }
}
