import Testing

@_spi(Generated) @testable import Switchyard

/// Registration: a table is installed once however often, and however, it is handed over; a
/// router with no table says so; linked-module records are read whole, skipped when foreign,
/// and a module found in two images is registered once and reported.
@Suite("Registration")
struct RegistrationTests {
    static func failure<T>(_ result: Result<T, RouteFailure>) -> RouteFailure? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    @Test func registeringTheSameTableTwiceInstallsItOnceAndReportsIt() throws {
        let router = Router()
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        router.register([sampleTable()])
        router.register([sampleTable(), sampleTable()])
        #expect(router.routes.count == sampleTable().patternCount)
        #expect(try router.resolve("app://product/1").get().request.route.typeName == "Tests.ProductPage")
        let repeats = log.events.compactMap { event -> String? in
            if case .duplicateModule(let module, _) = event { return module }
            return nil
        }
        #expect(repeats == ["Tests", "Tests"])
        #expect(log.lines.contains { $0.hasPrefix("module Tests was registered again") })
    }

    @Test func tablesOfOneModuleWithOtherTypesAreDistinct() {
        let router = Router()
        router.register([RouteTable(module: "M", entries: [entry(ProductPage.self, "A", ["app://a"])])])
        router.register([RouteTable(module: "M", entries: [entry(ProductPage.self, "B", ["app://b"])])])
        #expect(router.canOpenURL("app://a") && router.canOpenURL("app://b"))
    }

    @Test func eagerThenLazyRegistrationInstallsTheTableOnce() throws {
        let router = Router()
        let log = EventLog()
        router.addEventObserver { log.append($0) }
        router.register([sampleTable()])
        router.registerLazily(scope: "app://product", module: "Tests") { sampleTable() }
        router.registerLazily(scope: "app://product", module: "Tests") { sampleTable() }
        #expect(try router.resolve("app://product/7").get().request.route.typeName == "Tests.ProductPage")
        #expect(router.routes.count == sampleTable().patternCount)
        #expect(log.lines.filter { $0.hasPrefix("module Tests was registered again") }.count == 2)
    }

    @Test func withNothingRegisteredEveryURLSaysNoTableIsRegistered() async {
        let router = Router()
        let failure = Self.failure(router.resolve("app://product/1"))
        guard case .noTableRegistered? = failure?.reason else {
            Issue.record("expected noTableRegistered, got \(String(describing: failure))")
            return
        }
        #expect(failure?.description.contains("no route table is registered") == true)
        #expect(
            failure?.description.contains(
                "call registerLinkedModules() at launch on the router that opens it (Router.shared.registerLinkedModules(), "
                    + "or on the router the app created)") == true)
        #expect(
            await router.openURL("app://anything").failure?.description.contains("no route table is registered") == true
        )
        // With a table, an unknown URL is an ordinary no-match.
        router.register([sampleTable()])
        guard case .noMatch? = Self.failure(router.resolve("app://nowhere"))?.reason else {
            Issue.record("expected noMatch once a table is registered")
            return
        }
    }

    @Test func aRouterWithOnlyALazyScopeIsNotEmpty() {
        let router = Router()
        router.registerLazily(scope: "app://account", module: "Lazy") { sampleTable() }
        guard case .noMatch? = Self.failure(router.resolve("app://elsewhere"))?.reason else {
            Issue.record("a lazily registered scope counts as a registered table")
            return
        }
    }

    @Test func registerLinkedModulesReadsNothingUntilFirstUseAndTwiceBeforeItIsANoOp() {
        let router = Router()
        router.registerLinkedModules()
        router.registerLinkedModules()
        #expect(router.installCount == 0)
        guard case .pending = router.state.withLock({ $0.registration.linked }) else {
            Issue.record("the records should be read at the first use, not now")
            return
        }
        #expect(router.state.withLock { $0.registration.imagesRead } == 0)
        _ = router.routes
        guard case .loaded = router.state.withLock({ $0.registration.linked }) else {
            Issue.record("the first use should read the records")
            return
        }
        #expect(router.state.withLock { $0.registration.imagesRead } > 0)
    }
}

/// The record reader, on hand-built sections: the layout the generated files place.
@Suite("Registration: linked-module records")
struct LinkedRecordTests {
    static let contributeAlpha: @convention(c) (UnsafeMutableRawPointer) -> Void = { sink in
        LinkedModules.deliver(
            RouteTable(module: "Alpha", entries: [entry(ProductPage.self, "Alpha", ["app://alpha"])]),
            ServiceTable(module: "Alpha", entries: []), to: sink)
    }
    static let contributeBeta: @convention(c) (UnsafeMutableRawPointer) -> Void = { sink in
        LinkedModules.deliver(
            RouteTable(module: "Beta", entries: [entry(CallbackPage.self, "Beta", ["app://beta"])]),
            ServiceTable(
                module: "Beta",
                entries: [ServiceEntry(provides: "GreeterService", typeName: "Beta.Greeter", make: { Greeter() })]),
            to: sink)
    }

    /// Calls `body` with the records laid out as one section.
    static func withSection<T>(_ records: [LinkedModules.Descriptor], _ body: (UnsafeRawBufferPointer) -> T) -> T {
        records.withUnsafeBytes { body($0) }
    }

    @Test func everyRecordOfASectionIsReadAndForeignSlotsAreSkipped() {
        let records: [LinkedModules.Descriptor] = [
            (GeneratedCodeContract.recordMagic, GeneratedCodeContract.recordVersion, Self.contributeAlpha),
            (0, 0, Self.contributeAlpha),  // padding or another tool's data: not a record
            // another layout
            (GeneratedCodeContract.recordMagic, GeneratedCodeContract.recordVersion + 1, Self.contributeBeta),
            (GeneratedCodeContract.recordMagic, GeneratedCodeContract.recordVersion, Self.contributeBeta),
        ]
        var unreadable: [String] = []
        let modules = Self.withSection(records) {
            LinkedModuleScan.records(in: $0, image: "/app", unreadable: &unreadable)
        }
        #expect(modules.map(\.module) == ["Alpha", "Beta"])
        #expect(modules.allSatisfy { $0.image == "/app" })
        #expect(unreadable == ["/app: a record of version 2"])
    }

    @Test func aModuleInTwoImagesIsKeptOnceAndReported() {
        let first: [LinkedModules.Descriptor] = [
            (GeneratedCodeContract.recordMagic, GeneratedCodeContract.recordVersion, Self.contributeAlpha)
        ]
        let second: [LinkedModules.Descriptor] = [
            (GeneratedCodeContract.recordMagic, GeneratedCodeContract.recordVersion, Self.contributeAlpha),
            (GeneratedCodeContract.recordMagic, GeneratedCodeContract.recordVersion, Self.contributeBeta),
        ]
        let none = UnsafeRawBufferPointer(start: nil, count: 0)
        let scan = Self.withSection(first) { app in
            Self.withSection(second) { library in
                LinkedModuleScan.run([
                    LoadedImage(name: "/app", records: app, types: none),
                    LoadedImage(name: "/libFeatures.so", records: library, types: none),
                ])
            }
        }
        #expect(scan.modules.map(\.module) == ["Alpha", "Beta"])
        #expect(scan.modules.map(\.image) == ["/app", "/libFeatures.so"])
        #expect(scan.duplicates.count == 1)
        #expect(scan.duplicates.first?.module == "Alpha")
        #expect(scan.duplicates.first?.images == ["/app", "/libFeatures.so"])
    }

    @Test func aSectionShorterThanARecordHoldsNone() {
        var unreadable: [String] = []
        let bytes: [UInt8] = [0x44, 0x59, 0x57, 0x53]
        let modules = bytes.withUnsafeBytes { LinkedModuleScan.records(in: $0, image: "/x", unreadable: &unreadable) }
        #expect(modules.isEmpty && unreadable.isEmpty)
    }
}
