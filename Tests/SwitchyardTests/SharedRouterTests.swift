import Testing

@_spi(Generated) @testable import Switchyard

/// `Router.shared` configured once at launch. The slot is tested on fresh instances, so no test
/// resets the process's shared router.
@Suite("The shared router: configured once, before its first use")
struct SharedRouterTests {
    @Test @MainActor func aConfigurationGivenBeforeTheFirstUseIsTheSharedRoutersAndHoldsOpens() async {
        let slot = SharedRouterSlot()
        #expect(throws: Never.self) { try slot.configure(RouterConfiguration(holdsOpensUntilReady: true)) }
        let router = slot.router
        #expect(router === slot.router)
        #expect(router.configuration.holdsOpensUntilReady)
        router.register([sampleTable()])
        let open = Task { await router.openURL("app://product/1") }
        for _ in 0..<10_000 where router.heldOpens.isEmpty { await Task.yield() }
        #expect(router.heldOpens == ["app://product/1"])
        router.markReady()
        #expect(await open.value.request?.route.typeName == "Tests.ProductPage")
    }

    @Test func configuringAfterTheFirstUseOrTwiceIsAnErrorAndChangesNothing() {
        let used = SharedRouterSlot()
        let router = used.router
        let late = #expect(throws: SharedRouterError.alreadyUsed) {
            try used.configure(RouterConfiguration(holdsOpensUntilReady: true))
        }
        #expect(late?.description.hasPrefix("Router.shared was used before Router.configureShared(_:)") == true)
        #expect(used.router === router && !router.configuration.holdsOpensUntilReady)

        let twice = SharedRouterSlot()
        try? twice.configure(RouterConfiguration(defaultScheme: "shop"))
        #expect(throws: SharedRouterError.alreadyConfigured) { try twice.configure(RouterConfiguration()) }
        #expect(twice.router.configuration.defaultScheme == "shop")
    }

    @Test func theProcessSharedRouterRefusesAConfigurationOnceUsed() {
        _ = Router.shared
        #expect(throws: SharedRouterError.alreadyUsed) {
            try Router.configureShared(RouterConfiguration(holdsOpensUntilReady: true))
        }
        #expect(!Router.shared.configuration.holdsOpensUntilReady)
    }
}
