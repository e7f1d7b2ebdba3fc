import Foundation
import Testing

@_spi(Generated) @testable import Switchyard

/// TheRouter's service calls as its apps make them (TheRouter's `TheRouter/Classes/TheRouter+Jump.swift`,
/// `routerService`: `resultType`, `ivar1`/`ivar2` as any object, Objective-C selectors), the one
/// converter from Swift values to JSON, and the service host (`TheRouter.swift`,
/// `injectRouterServiceConfig`).
@Suite("TheRouter's service calls")
struct TheRouterServiceCallTests {
    static let open = "app://services?protocol=MiniProgramService&method=openMiniProgramWithInfo:"
    static let share = "app://services?protocol=MiniProgramService&method=share:to:"

    func makeRouter(_ configuration: RouterConfiguration = RouterConfiguration()) -> Router {
        let router = Router(configuration: configuration)
        router.register(services: [miniProgramTable])
        return router
    }

    /// `text` percent-encoded for a query value.
    func encoded(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }

    /// The error message of a call, or `nil` when it succeeded.
    func refusal(_ router: Router, _ url: String, _ params: [String: any Sendable] = [:]) async -> String? {
        do {
            _ = try await router.callService(url: url, params: params)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theRouterExamplePayloadIsCalledAndResultTypeIsItsReturnConvention() async throws {
        let router = makeRouter()
        let calls = try router.service((any MiniProgramService).self).calls
        let before = calls.value
        let info: [String: any Sendable] = ["key": "value"]
        #expect(try await router.callService(url: Self.open, params: ["ivar1": info, "resultType": 0]) == .null)
        #expect(calls.value == before + 1)
        for resultType: any Sendable in [1, 2, JSONValue.integer(1)] {
            #expect(
                try await router.callService(url: Self.open, params: ["ivar1": info, "resultType": resultType])
                    == "value")
        }
        // TheRouter's README puts `&resultType=0` in the URL (which TheRouter itself ignores).
        #expect(try await router.callService(url: Self.open + "&resultType=0", params: ["ivar1": info]) == .null)
        #expect(calls.value == before + 5)
        // Without resultType the call is still made (TheRouter performs nothing).
        #expect(try await router.callService(url: Self.open, params: ["ivar1": info]) == "value")
        let object = "&info=" + encoded(#"{"key": 1}"#)
        #expect(try await router.callService(url: Self.open + "&resultType=0" + object) == .null)
        #expect(try await router.callService(url: Self.open + "&resultType=2" + object) == 1)
        // Other values are refused, naming them, and nothing is called.
        let made = calls.value
        let refused: [([String: any Sendable], String, String)] = [
            (["resultType": 3], "", "3"), (["resultType": "1"], "", "1"), ([:], "&resultType=x", "x"),
            ([:], "&resultType=-1", "-1"),
        ]
        for (params, query, found) in refused {
            #expect(
                await refusal(router, Self.open + object + query, params)
                    == "the call to 'MiniProgramService.openMiniProgramWithInfo:' has resultType '\(found)'; "
                    + "use 0 to discard the result or 1 or 2 to return it (TheRouter's conventions), or leave it out")
        }
        #expect(calls.value == made)
    }

    @Test func aSelectorsTrailingColonIsOptional() async throws {
        let router = makeRouter()
        let object = "&info=" + encoded(#"{"key": "v"}"#)
        for method in ["openMiniProgramWithInfo", "openMiniProgramWithInfo:"] {
            let url = "app://services?protocol=MiniProgramService&method=\(method)" + object
            #expect(try await router.callService(url: url) == "v")
        }
        for method in ["share:to", "share:to:"] {
            let url = "app://services?protocol=MiniProgramService&method=\(method)&items=%5B%5D&extra=1"
            #expect(try await router.callService(url: url) == [1])
        }
        #expect(
            await refusal(router, "app://services?protocol=MiniProgramService&method=share")?.hasPrefix(
                "'MiniProgramService' exposes no remote method 'share' (exposed: openMiniProgramWithInfo, share:to:)")
                == true)
    }

    @Test func objectArrayAndJSONArgumentsFromParamsOrJSONTextInAURL() async throws {
        let router = makeRouter()
        let expected: JSONValue = [1, "a", ["deep": [true, .null]]]
        let url = Self.share + "&items=" + encoded(#"[1, "a"]"#) + "&extra=" + encoded(#"{"deep": [true, null]}"#)
        #expect(try await router.callService(url: url) == expected)
        let deep: [String: any Sendable] = ["deep": [true, JSONValue.null] as [any Sendable]]
        #expect(
            try await router.callService(
                url: Self.share, params: ["ivar1": [1, "a"] as [any Sendable], "ivar2": deep]) == expected)
        #expect(try await router.callService(url: Self.share, params: ["items": [Int](), "extra": "text"]) == ["text"])
        // Reachable from outside only when declared so.
        #expect(try await router.callService(url: url, source: .external) == expected)
        #expect(await refusal(router, Self.open)?.contains("needs the argument 'info' (object)") == true)

        let hint =
            "; pass a value in params, or JSON text in a URL (such as {\"key\": 1}), "
            + "at most 64 levels deep, with finite numbers and 64-bit integers"
        let nested = { (depth: Int) in String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
        #expect(try await router.callService(url: Self.share + "&items=%5B%5D&extra=" + encoded(nested(64))) != .null)
        let cases: [(String, [String: any Sendable], String)] = [
            (
                Self.share + "&items=" + encoded("[1,") + "&extra=1", [:],
                "argument 'items' of 'MiniProgramService.share:to:' is '[1,', which is not a valid array"
            ),
            (
                Self.share + "&items=%5B%5D&extra=" + encoded(nested(65)), [:],
                "argument 'extra' of 'MiniProgramService.share:to:' is '\(nested(65))', which is not a valid json"
            ),
            (
                Self.share + "&items=" + encoded("{}") + "&extra=1", [:],
                "argument 'items' of 'MiniProgramService.share:to:' is '{}', which is not a valid array"
            ),
            (
                Self.open, ["ivar1": [1, 2]],
                "argument 'info' of 'MiniProgramService.openMiniProgramWithInfo' is '[1, 2]', which is not a valid object"
            ),
            (
                Self.share, ["ivar1": [Int](), "ivar2": Double.nan],
                "argument 'extra' of 'MiniProgramService.share:to:' is 'nan', which is not a valid json"
            ),
        ]
        for (url, params, message) in cases {
            #expect(await refusal(router, url, params) == message + hint, "\(url)")
        }
    }

    @Test func oneConverterReadsSwiftAndFoundationValues() throws {
        let none: Int? = nil
        let swift: [String: Any] = [
            "s": "x", "b": true, "i": UInt8(7), "f": Float(0.5), "n": none as Any, "o": Optional(Optional(3)) as Any,
            "a": [1, JSONValue.string("j")], "d": ["k": 2.5],
        ]
        #expect(
            try JSONValue(converting: swift)
                == ["s": "x", "b": true, "i": 7, "f": 0.5, "n": .null, "o": 3, "a": [1, "j"], "d": ["k": 2.5]])
        // Foundation boxes true and 1 alike; the converter keeps Booleans Booleans.
        let text = #"{"t": true, "one": 1, "half": 0.5, "none": null, "list": [false, 0], "name": "n"}"#
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8))
        #expect(
            try JSONValue(converting: foundation)
                == ["t": true, "one": 1, "half": 0.5, "none": .null, "list": [false, 0], "name": "n"])
        #expect(try JSONValue(converting: NSNumber(value: false)) == false)
        #expect(try JSONValue(converting: NSNumber(value: 0)) == 0)

        var deep: Any = 1
        for _ in 0..<64 { deep = [deep] }
        #expect(throws: Never.self) { try JSONValue(converting: deep) }
        struct Opaque {}
        let refused: [(Any, String)] = [
            (["a": [1, UInt64.max]], ".a[1]: the integer 18446744073709551615 is outside the 64-bit range"),
            (["a": NSNumber(value: UInt64.max)], ".a: the integer 18446744073709551615 is outside the 64-bit range"),
            ([Double.infinity], "[0]: inf is not a finite number"),
            ([JSONValue.number(.nan)], "[0]: nan is not a finite number"),
            ([deep], String(repeating: "[0]", count: 64) + ": arrays and objects nested deeper than 64 levels"),
            (
                ["x": Opaque()],
                ".x: expected a JSON value (a string, number, Boolean, array, dictionary or null), found a Opaque"
            ),
        ]
        for (value, message) in refused {
            do {
                _ = try JSONValue(converting: value)
                Issue.record("accepted \(value)")
            } catch {
                #expect(error.description.hasPrefix(message), "\(error)")
            }
        }
    }

    @Test func theServiceHostIsConfigurableAndARouteOnItIsRefusedAtInstall() async throws {
        let router = makeRouter(RouterConfiguration(serviceHost: "Mini"))
        let url = "shop://mini?protocol=MiniProgramService&method=share:to:&items=%5B%5D&extra=2"
        #expect(try await router.callService(url: url) == [2])
        #expect(await router.openURL(url).serviceResult == [2])
        // `services` is an ordinary host now.
        let old = "app://services?protocol=MiniProgramService&method=share:to:&items=%5B%5D&extra=2"
        #expect(await router.openURL(old).serviceResult == nil)
        #expect(await refusal(router, old)?.contains("(the host must be 'mini' and the path empty)") == true)

        // From a string table and from records alike, the route is named and left out; the rest installs.
        let (strings, records) = RouteRecordsTests.tables([
            ("Home", ["app://home"], 0), ("List", ["app://mini/list"], 0),
        ])
        for table in [strings, records] {
            let router = Router(configuration: RouterConfiguration(serviceHost: "mini"))
            router.register([table])
            #expect(throws: Error.self) { try router.install() }
            do {
                try router.install()
            } catch {
                #expect(
                    error.description
                        == "M.List: 'app://mini/list' uses the host 'mini', which service calls by URL answer before "
                        + "any route; give the route another host, or the router another RouterConfiguration.serviceHost"
                )
            }
            #expect(router.canOpenURL("app://home") && !router.canOpenURL("app://mini/list"))
            let unconfigured = Router()
            unconfigured.register([table])
            #expect(throws: Never.self) { try unconfigured.install() }
        }
    }
}
