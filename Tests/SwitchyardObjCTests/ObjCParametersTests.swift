import Foundation
import Testing

@testable import SwitchyardObjC

@Suite("Objective-C parameters: JSON-shaped values in, refused with their key otherwise")
struct ObjCParametersTests {
    @Test func foundationValuesBecomePlainSwiftValuesAndBooleansStayBooleans() throws {
        let parameters: [AnyHashable: Any] = [
            "name": NSString(string: "Ann"), "flag": NSNumber(value: true), "count": NSNumber(value: 3),
            "ratio": NSNumber(value: 1.5), "list": NSArray(array: [NSNumber(value: 1), NSString(string: "two")]),
            "nested": NSDictionary(dictionary: ["off": NSNumber(value: false)]), "nothing": NSNull(),
        ]
        let values = try ObjCParameters.sendable(parameters).get()
        #expect(values["name"] as? String == "Ann")
        #expect(values["flag"] as? Bool == true)
        #expect(values["count"] as? Int == 3)
        #expect(values["count"] as? Bool == nil)
        #expect(values["ratio"] as? Double == 1.5)
        let list = try #require(values["list"] as? [any Sendable])
        #expect(list.count == 2 && list[0] as? Int == 1 && list[1] as? String == "two")
        #expect((values["nested"] as? [String: any Sendable])?["off"] as? Bool == false)
        #expect(values["nothing"] as? String == "")
    }

    @Test func anObjectThatIsNotJSONIsRefusedWithItsKeyAndTheWayOut() {
        let parameters: [AnyHashable: Any] = ["photo": NSObject(), "title": "ok", "deep": ["list": [NSObject()]]]
        #expect(
            ObjCParameters.sendable(parameters).failure
                == "parameters refused, nothing opened: 'deep.list[0]' is a NSObject, not a JSON value (a string, "
                + "number, Boolean, array, dictionary or NSNull); wrap it in SWYOpaqueValue to hand it to the page as "
                + "it is; 'photo' is a NSObject, not a JSON value (a string, number, Boolean, array, dictionary or "
                + "NSNull); wrap it in SWYOpaqueValue to hand it to the page as it is")
    }

    @Test func relocationsLimitsApply() {
        var deep: Any = NSNumber(value: 1)
        for _ in 0..<70 { deep = NSArray(array: [deep]) }
        let refused = ObjCParameters.sendable(["deep": deep, "huge": NSNumber(value: Double.infinity), 7: "x"]).failure
        #expect(refused?.hasPrefix("parameters refused, nothing opened: the key 7 is not a string; 'deep") == true)
        #expect(refused?.contains("nested deeper than 64 levels") == true)
        #expect(refused?.contains("'huge' is refused: inf is not a finite number") == true)
    }

    @MainActor
    @Test func anOpaqueValueReachesThePageAsItIs() throws {
        let object = NSObject()
        let values = try ObjCParameters.sendable(["delegate": TestOpaque(object)]).get()
        #expect((values["delegate"] as? TestOpaque)?.object === object)
    }
}

extension Result where Failure == ObjCFailure {
    var failure: String? {
        if case .failure(let failure) = self { return failure.reason }
        return nil
    }
}
