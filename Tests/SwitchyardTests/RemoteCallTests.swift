import Testing

@_spi(Generated) @testable import Switchyard

@Suite("Remote service calls by URL")
struct RemoteCallTests {
    func makeRouter() -> (Router, EventLog) {
        let router = Router()
        router.register(services: [greeterTable])
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        return (router, log)
    }

    /// The error message of a call, or `nil` when it succeeded.
    func refusal(
        _ router: Router, _ url: String, params: [String: any Sendable] = [:], source: RouteSource = .app
    ) async -> String? {
        do {
            _ = try await router.callService(url: url, params: params, source: source)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func anExposedMethodIsCalledWithTypedArguments() async throws {
        let (router, log) = makeRouter()
        let reply = try await router.callService(
            url: "app://services?protocol=GreeterService&method=greet&name=Ann&times=2")
        #expect(reply == .string("Hello, Ann! Hello, Ann!"))
        #expect(reply.stringValue == "Hello, Ann! Hello, Ann!")
        #expect(log.lines == ["service call GreeterService.greet"])
    }

    @Test func explicitParametersWinAndTheRouterIvarsFillPositions() async throws {
        let (router, _) = makeRouter()
        let explicit = try await router.callService(
            url: "app://services?protocol=GreeterService&method=greet&name=Ann&times=3", params: ["times": 1])
        #expect(explicit == .string("Hello, Ann!"))
        let positional = try await router.callService(
            url: "app://services?protocol=GreeterService&method=greet", params: ["ivar1": "Bo", "ivar2": 1])
        #expect(positional == .string("Hello, Bo!"))
        let remoteValues = try await router.callService(
            url: "app://services?protocol=GreeterService&method=greet",
            params: ["name": JSONValue.string("Cy"), "times": JSONValue.string("1")])
        #expect(remoteValues == .string("Hello, Cy!"))
    }

    @Test func defaultsConversionsAndStructuredResults() async throws {
        let (router, _) = makeRouter()
        #expect(
            try await router.callService(url: "app://services?protocol=GreeterService&method=scale&x=3") == .number(6))
        #expect(
            try await router.callService(
                url: "app://services?protocol=GreeterService&method=scale", params: ["x": 2, "factor": 1.5])
                == .number(3))
        #expect(
            try await router.callService(url: "app://services?protocol=GreeterService&method=toggle&on=yes")
                == .bool(false))
        #expect(try await router.callService(url: "app://services?protocol=GreeterService&method=ping") == .null)
        let summary = try await router.callService(url: "app://services?protocol=GreeterService&method=summary")
        #expect(summary.description == "{\"items\": [1, \"two\"], \"ok\": true}")
    }

    @Test func everyRefusalHasAnExactMessageAndAnEvent() async {
        let (router, log) = makeRouter()
        let base = "app://services?protocol=GreeterService"
        let cases: [(String, [String: any Sendable], RouteSource, String)] = [
            (
                "app://services?protocol=NopeService&method=greet", [:], .app,
                "no service provides 'NopeService' (registered: GreeterService); register the module's ServiceTable with router.register(services:)"
            ),
            (
                base + "&method=secret", [:], .app,
                "'GreeterService' exposes no remote method 'secret' (exposed: fail, greet, misuse, ping, scale, summary, toggle); "
                    + "add it to the implementation's remoteMethods"
            ),
            (
                base + "&method=greet&name=Ann", [:], .app,
                "'GreeterService.greet' needs the argument 'times' (int); add times=… to the URL or pass it in params"
            ),
            (
                base + "&method=greet&name=Ann&times=two", [:], .app,
                "argument 'times' of 'GreeterService.greet' is 'two', which is not a valid int"
            ),
            (
                base + "&method=greet&name=Ann", ["times": 2.5], .app,
                "argument 'times' of 'GreeterService.greet' is '2.5', which is not a valid int"
            ),
            (
                base + "&method=toggle&on=maybe", [:], .app,
                "argument 'on' of 'GreeterService.toggle' is 'maybe', which is not a valid bool"
            ),
            (
                base + "&method=greet&nmae=Ann&times=1", [:], .app,
                "'GreeterService.greet' has no argument 'nmae' (arguments: name, times)"
            ),
            (
                base + "&method=ping&ivar1=x", [:], .app,
                "'GreeterService.ping' has no argument 'ivar1' (arguments: none)"
            ),
            (
                base, [:], .app,
                "'app://services?protocol=GreeterService' is not a service call (no 'method' query item); write scheme://services?protocol=P&method=m"
            ),
            (
                "app://services?method=greet", [:], .app,
                "'app://services?method=greet' is not a service call (no 'protocol' query item); write scheme://services?protocol=P&method=m"
            ),
            (
                "app://other?protocol=GreeterService&method=ping", [:], .app,
                "'app://other?protocol=GreeterService&method=ping' is not a service call (the host must be 'services' and the path empty); "
                    + "write scheme://services?protocol=P&method=m"
            ),
            (
                base + "&method=greet&name=Ann&times=1", [:], .external,
                "'GreeterService.greet' cannot be called from outside the app; declare it with externallyCallable: true to allow it"
            ),
            (base + "&method=fail", [:], .app, "'GreeterService.fail' failed: greeter is tired"),
            (
                base + "&method=misuse", [:], .app,
                "'GreeterService.misuse' needs the argument 'undeclared' (string); add undeclared=… to the URL or pass it in params"
            ),
        ]
        for (url, params, source, message) in cases {
            let got = await refusal(router, url, params: params, source: source)
            #expect(got == message, "\(url)")
        }
        let failures = log.lines.filter { $0.hasPrefix("service failed: ") }
        #expect(failures == cases.map { "service failed: " + $0.3 })
        #expect(
            await refusal(router, "app://pro duct?protocol=GreeterService&method=ping")?.hasPrefix(
                "'app://pro duct?protocol=GreeterService&method=ping' is not a service call (") == true)
        // The one method that allows it can be called from outside.
        #expect(await refusal(router, base + "&method=ping", source: .external) == nil)
    }

    @Test func openURLCallsServicesAndReturnsTheResultInTheOutcome() async {
        let (router, log) = makeRouter()
        let failures = EventLog()
        router.setFailureObserver { failures.append(.failed($0)) }
        let outcome = await router.openURL("app://services?protocol=GreeterService&method=greet&name=Di&times=1")
        #expect(outcome.serviceResult == .string("Hello, Di!"))
        #expect(outcome.request == nil && outcome.failure == nil)
        let refused = await router.openURL("app://services?protocol=GreeterService&method=secret")
        #expect(refused.failure?.description.hasPrefix("'GreeterService' exposes no remote method 'secret'") == true)
        #expect(failures.events.count == 1)
        #expect(
            log.lines.map { String($0.prefix(while: { $0 != ":" && $0 != " " })) } == [
                "opening", "service", "opening", "service", "failed",
            ])
        // The completion-handler variant delivers the same outcome.
        let called = await withCheckedContinuation { continuation in
            router.open(
                "app://services?protocol=GreeterService&method=ping", completion: { continuation.resume(returning: $0) }
            )
        }
        #expect(called.serviceResult == .null)
    }

    @Test func argumentsCanBeReadOnlyAsDeclared() throws {
        let arguments = RemoteArguments(["n": .integer(3), "s": .string("x")], method: "P.m")
        #expect(try arguments.int("n") == 3)
        #expect(try arguments.double("n") == 3)
        #expect(arguments["s"] == .string("x"))
        #expect(throws: ServiceError.invalidArgument(method: "P.m", argument: "s", expected: .int, found: "\"x\"")) {
            try arguments.int("s")
        }
        #expect(RemoteParameter("factor", .double, default: .number(2)).description == "factor: double = 2.0")
    }
}
