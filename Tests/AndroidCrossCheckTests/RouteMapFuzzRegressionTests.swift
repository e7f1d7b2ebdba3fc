import Foundation
@_spi(JSON) import SwitchyardJSON
import Testing

@testable import _AndroidCrossCheck
@testable import _RouteMap

/// Inputs the fuzz targets (Fuzz/, `Scripts/fuzz.sh`) found in the build-time readers, kept as
/// regression tests. RELIABILITY.md lists each finding and its fix.
@Suite("Fuzz findings: route maps")
struct RouteMapFuzzRegressionTests {
    /// FuzzAndroidMap: `1e999` parsed to infinity, which renders as `null`, so a map did not
    /// read back equal to itself. Out-of-range numbers are now refused with a position.
    @Test(arguments: ["[1e999]", "[-1e999]", "{\"a\": 2e308}"])
    func numbersThatOverflowAreRefused(json: String) {
        #expect(throws: JSON.ParseError.self) { try JSON.parse(Array(json.utf8)) }
    }

    @Test(arguments: ["[1e308, -0.0, 1E+2, 0.1, 5e-324, 9223372036854775807, -9223372036854775808]"])
    func finiteNumbersRoundTrip(json: String) throws {
        let value = try JSON.parse(Array(json.utf8))
        #expect(try JSON.parse(Array(JSON.render(value).utf8)) == value)
    }

    /// An integer beyond Int64 used to be read as a `Double` and rounded (29223372036854775807
    /// came back as 2.922337203685478e+19): route maps now refuse it with its position, as
    /// relocation batches do, so whatever a map says reads back exactly.
    @Test(arguments: ["[99999999999999999999]", #"{"priority": 29223372036854775807}"#, "[-9223372036854775809]"])
    func integersBeyondSixtyFourBitsAreRefused(json: String) {
        #expect {
            try JSON.parse(Array(json.utf8))
        } throws: { error in
            "\(error)".contains("outside the 64-bit range") && "\(error)".contains("send it as a string")
        }
    }

    @Test func aRouteMapWithAnOverflowingNumberIsRefused() {
        let json = #"[{"path": "/a", "className": "A", "priority": 1e999}]"#
        #expect(throws: RouteMapError.self) { try AndroidRouteMap(jsonData: Data(json.utf8)) }
    }
}
