import Testing

@_spi(Generated) @testable import Switchyard

@Suite("Services: lazy, shared exactly once, per call, overrides, failures")
struct ServiceTests {
    func makeRouter() -> Router {
        let router = Router()
        router.register(services: [configTable])
        return router
    }

    @Test func aSharedServiceIsCreatedLazilyOnce() throws {
        let router = makeRouter()
        let first = try router.service((any AppConfigService).self)
        let second = try router.service((any AppConfigService).self)
        #expect(first === second)
        #expect(first.apiBase == "https://api.example.com")
        #expect(
            router.registeredServices.map(\.description) == [
                "AppConfigService -> Config.AppConfig (shared)",
                "ClockService -> Config.SlowClock (shared)",
                "StampService -> Config.Stamp (perCall)",
            ])
    }

    @Test func concurrentFirstUseCreatesExactlyOneInstance() async throws {
        let router = makeRouter()
        #expect(SlowClock.inits.value == 0)
        let ids = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 {
                group.addTask { ObjectIdentifier(try router.service((any ClockService).self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(ids.count == 1)
        #expect(SlowClock.inits.value == 1)
    }

    @Test func aPerCallServiceIsCreatedForEveryLookup() throws {
        let router = makeRouter()
        let before = Stamp.inits.value
        let stamps = try (0..<3).map { _ in try router.service((any StampService).self) }
        #expect(Set(stamps.map { ObjectIdentifier($0) }).count == 3)
        #expect(Stamp.inits.value == before + 3)
    }

    @Test func testsCanOverrideAService() throws {
        let router = makeRouter()
        router.overrideService((any AppConfigService).self, with: FakeConfig())
        #expect(try router.service((any AppConfigService).self).apiBase == "http://localhost")
        router.removeServiceOverride((any AppConfigService).self)
        #expect(try router.service((any AppConfigService).self).apiBase == "https://api.example.com")
        // An override for a protocol nobody registered works too.
        router.overrideService((any MissingService).self, with: FakeMissing())
        #expect(try router.service((any MissingService).self) is FakeMissing)
    }

    @Test func aMissingServiceIsATypedErrorAndAnEvent() {
        let router = makeRouter()
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        #expect(
            throws: ServiceError.notRegistered(
                service: "MissingService", known: ["AppConfigService", "ClockService", "StampService"])
        ) {
            try router.service((any MissingService).self)
        }
        #expect(
            log.lines == [
                "service failed: no service provides 'MissingService' (registered: AppConfigService, ClockService, StampService); "
                    + "register the module's ServiceTable with router.register(services:)"
            ])
        #expect(throws: ServiceError.self) { try Router().service((any MissingService).self) }
    }

    @Test func aLookupByTheImplementationSaysToUseTheProtocol() {
        let router = makeRouter()
        let error = #expect(
            throws: ServiceError.lookedUpByImplementation(
                typeName: "Config.AppConfig", service: "AppConfigService")
        ) {
            try router.service(AppConfig.self)
        }
        #expect(
            error?.description
                == "Config.AppConfig is the implementation registered for 'AppConfigService', not a service protocol; "
                + "look it up by its protocol: router.service((any AppConfigService).self)")
    }

    @Test func anImplementationThatDoesNotConformIsATypedError() {
        let router = Router()
        router.register(
            services: [
                ServiceTable(
                    module: "Bad",
                    entries: [
                        ServiceEntry(
                            provides: "AppConfigService", typeName: "Bad.Greeter", lifetime: .shared,
                            make: { Greeter() })
                    ])
            ])
        do {
            _ = try router.service((any AppConfigService).self)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "SwitchyardTests.Greeter is registered for 'AppConfigService' but does not conform to it; "
                    + "fix the service table or the override")
        }
        router.overrideService((any PlainProtocol).self, with: PlainValue())
        #expect(throws: ServiceError.doesNotConform(service: "PlainProtocol", typeName: "SwitchyardTests.PlainValue")) {
            try router.service((any PlainProtocol).self)
        }
    }

    @Test func aDuplicateProviderIsReportedAndTheFirstKept() throws {
        let router = Router()
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        router.register(services: [configTable])
        router.register(
            services: [
                ServiceTable(
                    module: "Other",
                    entries: [
                        ServiceEntry(
                            provides: "AppConfigService", typeName: "Other.FakeConfig", lifetime: .shared,
                            make: { FakeConfig() })
                    ])
            ])
        router.register(services: [configTable])  // the same table twice is not a conflict
        #expect(
            log.lines == [
                "service failed: 'AppConfigService' is provided by both Config.AppConfig and Other.FakeConfig; "
                    + "Config.AppConfig is used. Remove one of the conformances"
            ])
        #expect(try router.service((any AppConfigService).self) is AppConfig)
    }

    @Test func servicesMayLookUpOthersWhileBeingCreatedButNotThemselves() throws {
        let router = ServiceGraph.router
        let log = EventLog()
        let token = router.addEventObserver { log.append($0) }
        defer { router.remove(token) }
        router.register(
            services: [
                ServiceTable(
                    module: "Graph",
                    entries: [
                        ServiceEntry(
                            provides: "CycleAService", typeName: "Graph.CycleA", lifetime: .shared, make: { CycleA() }),
                        ServiceEntry(
                            provides: "CycleBService", typeName: "Graph.CycleB", lifetime: .shared, make: { CycleB() }),
                        ServiceEntry(
                            provides: "InnerService", typeName: "Graph.Inner", lifetime: .shared, make: { Inner() }),
                        ServiceEntry(
                            provides: "OuterService", typeName: "Graph.Outer", lifetime: .shared, make: { Outer() }),
                    ])
            ])
        let outer = try router.service((any OuterService).self)
        #expect(outer.inner != nil)
        _ = try router.service((any CycleAService).self)
        #expect(
            log.lines == [
                "service failed: creating 'CycleAService' needs itself: CycleAService -> CycleBService -> CycleAService; "
                    + "look one of them up later instead of in init()"
            ])
    }
}

final class FakeMissing: MissingService { init() {} }
