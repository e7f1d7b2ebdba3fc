import Testing

@_spi(Generated) @testable import Switchyard

@Suite("Router: install, registration, parameters")
struct RouterTests {
    @Test func registeringBuildsNothingUntilFirstUse() {
        let router = Router()
        router.register([sampleTable()])
        #expect(router.installCount == 0)
        #expect(router.canOpenURL("app://product/1"))
        #expect(router.installCount == 1)
        _ = router.resolve("app://item/2")
        #expect(router.installCount == 1)
    }

    @Test func racingFirstCallsInstallExactlyOnce() async {
        for _ in 0..<20 {
            let router = Router()
            router.register([sampleTable()])
            let log = EventLog()
            router.addEventObserver { log.append($0) }
            let results = await withTaskGroup(of: Bool.self) { group in
                for index in 0..<16 {
                    group.addTask { router.canOpenURL("app://product/\(index)") }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(results.count == 16 && results.allSatisfy { $0 })
            #expect(router.installCount == 1)
            #expect(log.lines.filter { $0.hasPrefix("installed") }.count == 1)
        }
    }

    @Test func registerAndRemoveBeforeAndAfterInstall() throws {
        let router = Router()
        try router.register(entry(CallbackPage.self, "Early", ["app://early"]))
        #expect(router.canOpenURL("app://early"))
        try router.register(entry(CallbackPage.self, "Late", ["app://late/:x"]))
        #expect(router.canOpenURL("app://late/1"))
        #expect(try router.remove(pattern: "app://early"))
        #expect(!router.canOpenURL("app://early"))
        #expect(try !router.remove(pattern: "app://never"))
        // Registering the pattern again brings it back.
        try router.register(entry(CallbackPage.self, "Early", ["app://early"]))
        #expect(router.canOpenURL("app://early"))
    }

    @Test func manualRegistrationIsCheckedWhole() {
        let router = Router()
        router.register([sampleTable()])
        #expect(throws: RouteTableError.self) {
            try router.register(entry(CallbackPage.self, "Clash", ["app://new", "app://auth/:who"]))
        }
        // All or nothing: the valid pattern of the refused entry was not added.
        #expect(!router.canOpenURL("app://new"))
        #expect(throws: RouteTableError.self) { try router.register(entry(CallbackPage.self, "Bad", ["app://x/:"])) }
    }

    @Test func parametersFollowTheDocumentedPrecedence() throws {
        let router = Router()
        router.register([sampleTable()])
        let request = try router.resolve(
            "app://product/42?id=7&from=link&tag=a&tag=b&flag=yes", params: ["from": "app", "count": 3]
        ).get().request
        let parameters = request.parameters
        #expect(parameters.get("id", as: Int.self) == 42)
        #expect(parameters.origin(of: "id") == .path)
        #expect(parameters.get("from", as: String.self) == "app")
        #expect(parameters.origin(of: "from") == .explicit)
        #expect(parameters.get("tag", as: String.self) == "b")
        #expect(parameters.values("tag") == ["a", "b"])
        #expect(parameters.get("flag", as: Bool.self) == true)
        #expect(parameters.get("count", as: Int.self) == 3)
        #expect(parameters.get("count", as: Double.self) == 3.0)
        #expect(parameters.get("count", as: String.self) == "3")
        #expect(parameters.get("count", as: Bool.self) == nil)
        #expect(try parameters.require("id", as: Double.self) == 42)
        #expect(throws: RouteParameterError.self) { try parameters.require("missing", as: Int.self) }
        let explicit = #expect(throws: RouteParameterError.self) { try parameters.require("from", as: Int.self) }
        #expect(explicit?.description == "parameter 'from' is 'app' (passed in params), which is not a valid Int")
        let query = #expect(throws: RouteParameterError.self) { try parameters.require("flag", as: Int.self) }
        #expect(query?.description == "parameter 'flag' is 'yes' (from the URL's query), which is not a valid Int")
    }

    @Test func resolveHasNoSideEffects() throws {
        let router = Router()
        router.register([sampleTable()])
        let counter = EventLog()
        try router.addInterceptor(named: "counter") { _ in
            counter.append(.opening(url: "", source: .app))
            return .reject(reason: "no")
        }
        #expect(router.canOpenURL("app://product/1"))
        #expect((try? router.resolve("app://product/1").get()) != nil)
        #expect(counter.events.isEmpty)
    }

    @Test func internalRoutesRefuseExternalSources() {
        let router = Router()
        router.register([sampleTable()])
        #expect(router.canOpenURL("app://settings/privacy/detail"))
        #expect(!router.canOpenURL("app://settings/privacy/detail", source: .external))
        guard case .failure(let failure) = router.resolve("app://settings/privacy/detail", source: .external) else {
            Issue.record("external open of an internal route resolved")
            return
        }
        #expect(failure.description.contains("internal and cannot be opened from outside"))
    }

    @Test func jumpTypeSelectsTheAction() throws {
        let router = Router()
        router.register([sampleTable()])
        #expect(try router.resolve("app://product/1").get().request.action == .push)
        #expect(try router.resolve("app://product/1?jumpType=0").get().request.action == .present(.fullScreen))
        #expect(try router.resolve("app://product/1?jumpType=5&tabIndex=2").get().request.action == .showTab(2))
        guard case .failure(let failure) = router.resolve("app://product/1?jumpType=9") else {
            Issue.record("jumpType=9 resolved")
            return
        }
        #expect(
            failure.description
                == "parameter 'jumpType' of 'app://product/1?jumpType=9' has the invalid value '9'; use a jumpType "
                + "from 0 to 5: 0 present(fullScreen), 1 push, 2 popToTarget, 3 and 4 dismissModalThenPush, 5 showTab "
                + "(with tabBarSelecIndex or tabIndex)")
    }

    @Test func lazyScopesLoadOnFirstUseOfTheirHost() {
        let router = Router()
        router.register([sampleTable()])
        let loads = EventLog()
        router.registerLazily(scope: "app://account", module: "Account") {
            loads.append(.opening(url: "load", source: .app))
            return RouteTable(
                module: "Account", entries: [entry(CallbackPage.self, "AccountPage", ["app://account/profile"])])
        }
        #expect(router.canOpenURL("app://product/1"))
        #expect(loads.events.isEmpty)
        #expect(router.canOpenURL("app://account/profile"))
        #expect(router.canOpenURL("app://ACCOUNT/profile"))
        #expect(loads.events.count == 1)
    }
}
